import { inject, injectable } from 'inversify';
import type { DataDeletionRequest } from '../../domain/data-deletion';
import { err, ok, type Result } from '../../domain/result';
import { NotLoggedInError, UnauthorizedError } from '../errors';
import type { DataDeletionGateway } from '../ports/data-deletion-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { TOKENS } from '../tokens';

export type FindPendingDataDeletionError = 'not-signed-in' | 'failed';

/**
 * Whether the signed-in user already asked for deletion, so the page shows the request instead of
 * the form. A failure is reported and the form shown: asking again is harmless (idempotent).
 */
@injectable()
export class FindPendingDataDeletion {
  constructor(
    @inject(TOKENS.DataDeletionGateway) private readonly gateway: DataDeletionGateway,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(): Promise<Result<DataDeletionRequest | null, FindPendingDataDeletionError>> {
    try {
      return ok(await this.gateway.pending());
    } catch (error) {
      if (error instanceof NotLoggedInError || error instanceof UnauthorizedError) return err('not-signed-in');
      this.reporter.captureException(error, { action: 'find-pending-data-deletion' });
      return err('failed');
    }
  }
}
