import { makeAutoObservable } from 'mobx';
import {
  emptyDataDeletionDraft,
  validateDataDeletion,
  type DataDeletionDraft,
  type DataDeletionErrors,
  type DataDeletionFieldProblem,
  type DataDeletionRequest,
} from '../../domain/account/data-deletion';
import { Ports } from '../ports';
import { NetworkError, NotLoggedInError, RateLimitedError, UnauthorizedError } from '../shared/errors';
import { FormState, type RateLimited } from '../shared/form-state';
import type { DepsOf } from '../shared/wiring';

/** What the form says above its button when the request was not recorded. */
export type DataDeletionProblem = RateLimited | { kind: 'offline' } | { kind: 'failed' };

const inject = { gateway: Ports.dataDeletionGateway, reporter: Ports.errorReporter } as const;

/**
 * Where the page stands. 'checking': asking whether a request is pending; 'form': none is;
 * 'requested': one is (just made, or found); 'signed-out': the server no longer knows the session,
 * the view invites the user to log in.
 */
export type DataDeletionStatus = 'idle' | 'checking' | 'form' | 'requested' | 'signed-out';

const checked = (draft: DataDeletionDraft): DataDeletionErrors => {
  const result = validateDataDeletion(draft);
  return result.ok ? {} : result.error;
};

const isSignedOut = (error: unknown): boolean => error instanceof NotLoggedInError || error instanceof UnauthorizedError;

/**
 * A signed-in user asks the store to delete the account; asking twice answers the pending request.
 * The form (a reason, a box to tick) is checked on submit, then as the user edits; a message above
 * the button (a wait to respect) stays in sight until the next try.
 */
export class DataDeletionStore {
  static readonly inject = inject;
  status: DataDeletionStatus = 'idle';
  request: DataDeletionRequest | null = null;
  readonly form = new FormState<DataDeletionDraft, DataDeletionFieldProblem, DataDeletionProblem>(emptyDataDeletionDraft(), checked, {
    keepProblemWhileEditing: true,
  });

  readonly #deps: DepsOf<typeof inject>;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    makeAutoObservable(this, { form: false }, { autoBind: true });
  }

  /**
   * The page opened for a signed-in user: show the pending request if there is one. A failure is
   * reported and the form shown: asking again is harmless (idempotent).
   */
  async opened(): Promise<void> {
    if (this.status === 'checking' || this.form.submitting) return;
    this.status = 'checking';
    try {
      this.checked(await this.#deps.gateway.pending());
    } catch (error) {
      const signedOut = isSignedOut(error);
      if (!signedOut) this.#deps.reporter.captureException(error, { action: 'find-pending-data-deletion' });
      this.checked(null, signedOut);
    }
  }

  async submitted(): Promise<void> {
    if (this.form.submitting) return;
    this.form.started();
    const draft = validateDataDeletion(this.form.values);
    if (!draft.ok) {
      this.form.failed({ kind: 'fields', fields: draft.error });
      return;
    }
    try {
      this.requested(await this.#deps.gateway.request(draft.value));
    } catch (error) {
      if (isSignedOut(error)) this.signedOut();
      else this.form.failed(this.problemOf(error));
    }
  }

  private problemOf(error: unknown): DataDeletionProblem {
    if (error instanceof RateLimitedError) return { kind: 'rate-limited', retryAfterSeconds: error.retryAfterSeconds };
    if (error instanceof NetworkError) return { kind: 'offline' };
    this.#deps.reporter.captureException(error, { action: 'request-data-deletion' });
    return { kind: 'failed' };
  }

  private checked(request: DataDeletionRequest | null, signedOut = false): void {
    this.request = request;
    this.status = signedOut ? 'signed-out' : request ? 'requested' : 'form';
  }

  private requested(request: DataDeletionRequest): void {
    this.form.succeeded();
    this.request = request;
    this.status = 'requested';
  }

  /** The session is gone: the page invites the user to log in; what was typed waits for their return. */
  private signedOut(): void {
    this.form.reset(this.form.values);
    this.status = 'signed-out';
  }
}
