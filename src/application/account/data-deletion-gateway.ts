import type { DataDeletionRequest } from '../../domain/account/data-deletion';

export interface DataDeletionGateway {
  /**
   * POST /users/data-deletion-request (bearer): records a request, or answers the one already
   * pending. NotLoggedInError without a token, UnauthorizedError on 401, RateLimitedError on 429.
   */
  request(reason: string | null): Promise<DataDeletionRequest>;
  /** GET /users/data-deletion-request (bearer): the pending request, or null. */
  pending(): Promise<DataDeletionRequest | null>;
}
