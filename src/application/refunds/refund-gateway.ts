import type { Refund, RefundRequest } from '../../domain/refunds/refund';

/**
 * Refund requests (ADR 0008). Throws NotLoggedInError, UnauthorizedError, NotFoundError (unknown or
 * someone else's order, line or refund), and on a request the refusals of refunds-errors.ts
 * (RefundRefused, RefundQuantityTooMany, RefundFieldRefused); NetworkError, ServerError.
 */
export interface RefundGateway {
  /** Records the request (and a notification says so). */
  request(request: RefundRequest): Promise<Refund>;
  /** The shopper's requests, newest first. */
  list(): Promise<Refund[]>;
  get(id: number): Promise<Refund>;
}
