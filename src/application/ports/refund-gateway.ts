import type { Refund, RefundRequest } from '../../domain/refund';

/**
 * Refund requests (docs/api.md, "Refunds"; ADR 0008). Throws NotLoggedInError, UnauthorizedError,
 * NotFoundError (unknown or someone else's order, line or refund), ValidationError (REFUND_QUANTITY
 * on field quantity, or another field), RefusedError NOT_DELIVERED or REFUND_WINDOW_CLOSED (409),
 * NetworkError, ServerError.
 */
export interface RefundGateway {
  /** POST /refunds: the request is recorded and a notification added. */
  request(request: RefundRequest): Promise<Refund>;
  /** GET /refunds, newest first. */
  list(): Promise<Refund[]>;
  /** GET /refunds/{id}. */
  get(id: number): Promise<Refund>;
}
