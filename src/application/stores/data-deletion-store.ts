import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { DataDeletionRequest, DeletionReasonProblem } from '../../domain/data-deletion';
import { FindPendingDataDeletion } from '../use-cases/find-pending-data-deletion';
import { RequestDataDeletion, type RequestDataDeletionError } from '../use-cases/request-data-deletion';

/**
 * The data-deletion request of a signed-in user. 'checking': asking whether one is pending;
 * 'form': none is; 'requested': one is (just made, or found); 'signed-out': the server no longer
 * knows the session, the view invites the user to log in.
 */
export type DataDeletionStatus = 'idle' | 'checking' | 'form' | 'submitting' | 'requested' | 'signed-out';
export type DataDeletionFailure = Exclude<RequestDataDeletionError['kind'], 'invalid' | 'not-signed-in'>;

@injectable()
export class DataDeletionStore {
  reason = '';
  reasonError: DeletionReasonProblem | null = null;
  status: DataDeletionStatus = 'idle';
  request: DataDeletionRequest | null = null;
  failure: DataDeletionFailure | null = null;
  retryAfterSeconds: number | null = null;
  /** The user ticked "I understand my account and order history will be deleted". */
  confirmed = false;
  confirmError = false;

  constructor(
    @inject(FindPendingDataDeletion) private readonly findPending: FindPendingDataDeletion,
    @inject(RequestDataDeletion) private readonly requestDeletion: RequestDataDeletion,
  ) {
    makeAutoObservable<this, 'findPending' | 'requestDeletion'>(
      this,
      { findPending: false, requestDeletion: false },
      { autoBind: true },
    );
  }

  get submitting(): boolean {
    return this.status === 'submitting';
  }

  /** The page opened for a signed-in user: show the pending request if there is one. */
  async opened(): Promise<void> {
    if (this.status === 'checking' || this.status === 'submitting') return;
    this.status = 'checking';
    const result = await this.findPending.execute();
    if (result.ok) this.checked(result.value);
    else this.checked(null, result.error === 'not-signed-in');
  }

  reasonChanged(reason: string): void {
    this.reason = reason;
    this.reasonError = null;
  }

  confirmationChanged(confirmed: boolean): void {
    this.confirmed = confirmed;
    if (confirmed) this.confirmError = false;
  }

  async submitted(): Promise<void> {
    if (this.status === 'submitting') return;
    if (!this.confirmed) {
      this.confirmError = true;
      return;
    }
    this.status = 'submitting';
    this.failure = null;
    const result = await this.requestDeletion.execute(this.reason);
    if (result.ok) this.requested(result.value);
    else this.refused(result.error);
  }

  private checked(request: DataDeletionRequest | null, signedOut = false): void {
    this.request = request;
    this.status = signedOut ? 'signed-out' : request ? 'requested' : 'form';
  }

  private requested(request: DataDeletionRequest): void {
    this.request = request;
    this.status = 'requested';
  }

  private refused(error: RequestDataDeletionError): void {
    this.status = error.kind === 'not-signed-in' ? 'signed-out' : 'form';
    if (error.kind === 'invalid') this.reasonError = error.problem;
    else if (error.kind !== 'not-signed-in') {
      this.failure = error.kind;
      this.retryAfterSeconds = error.kind === 'rate-limited' ? error.retryAfterSeconds : null;
    }
  }
}
