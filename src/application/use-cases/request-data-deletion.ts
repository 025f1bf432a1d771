import { inject, injectable } from 'inversify';
import { validateDeletionReason, type DataDeletionRequest, type DeletionReasonProblem } from '../../domain/data-deletion';
import { err, ok, type Result } from '../../domain/result';
import { NetworkError, NotLoggedInError, RateLimitedError, UnauthorizedError } from '../errors';
import type { DataDeletionGateway } from '../ports/data-deletion-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { TOKENS } from '../tokens';

export type RequestDataDeletionError =
  | { kind: 'invalid'; problem: DeletionReasonProblem }
  | { kind: 'not-signed-in' }
  | { kind: 'rate-limited'; retryAfterSeconds: number | null }
  | { kind: 'offline' }
  | { kind: 'failed' };

/** A signed-in user asks the store to delete the account; asking twice answers the pending request. */
@injectable()
export class RequestDataDeletion {
  constructor(
    @inject(TOKENS.DataDeletionGateway) private readonly gateway: DataDeletionGateway,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(reason: string): Promise<Result<DataDeletionRequest, RequestDataDeletionError>> {
    const checked = validateDeletionReason(reason);
    if (!checked.ok) return err({ kind: 'invalid', problem: checked.error });
    try {
      return ok(await this.gateway.request(checked.value));
    } catch (error) {
      return err(this.failure(error));
    }
  }

  private failure(error: unknown): RequestDataDeletionError {
    if (error instanceof NotLoggedInError || error instanceof UnauthorizedError) return { kind: 'not-signed-in' };
    if (error instanceof RateLimitedError) return { kind: 'rate-limited', retryAfterSeconds: error.retryAfterSeconds };
    if (error instanceof NetworkError) return { kind: 'offline' };
    this.reporter.captureException(error, { action: 'request-data-deletion' });
    return { kind: 'failed' };
  }
}
