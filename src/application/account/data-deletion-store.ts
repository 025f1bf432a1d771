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
import { attempt, type Failures } from '../shared/failure';
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

/** The page's words for what the gateway throws (docs/adr/0057): a session the server no longer knows is the page's 'signed-out'. */
const DATA_DELETION_FAILURES: Failures<DataDeletionProblem | { kind: 'signed-out' }> = {
  expected(error) {
    if (error instanceof NotLoggedInError || error instanceof UnauthorizedError) return { kind: 'signed-out' };
    if (error instanceof RateLimitedError) return { kind: 'rate-limited', retryAfterSeconds: error.retryAfterSeconds };
    if (error instanceof NetworkError) return { kind: 'offline' };
    return undefined;
  },
  unexpected: () => ({ kind: 'failed' }),
};

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
    const pending = await attempt(() => this.#deps.gateway.pending(), DATA_DELETION_FAILURES, this.#deps.reporter, { action: 'find-pending-data-deletion' });
    this.checked(pending.ok ? pending.value : null, !pending.ok && pending.error.kind === 'signed-out');
  }

  async submitted(): Promise<void> {
    if (this.form.submitting) return;
    this.form.started();
    const draft = validateDataDeletion(this.form.values);
    if (!draft.ok) {
      this.form.failed({ kind: 'fields', fields: draft.error });
      return;
    }
    const request = draft.value;
    const requested = await attempt(() => this.#deps.gateway.request(request), DATA_DELETION_FAILURES, this.#deps.reporter, { action: 'request-data-deletion' });
    if (requested.ok) this.requested(requested.value);
    else if (requested.error.kind === 'signed-out') this.signedOut();
    else this.form.failed(requested.error);
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
