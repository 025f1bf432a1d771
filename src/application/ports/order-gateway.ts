import type { CheckoutForm } from '../../domain/checkout';
import type { Order, OrderSummary } from '../../domain/order';

/** What checkout sends: the form, and the shopper's country and display currency at that moment. */
export interface CheckoutRequest extends CheckoutForm {
  countryId: number;
  currencyId: number;
}

/**
 * The shopper's orders (docs/api.md, "Checkout and orders"). Money in minor units. Throws
 * NotLoggedInError without a token, UnauthorizedError on 401, NotFoundError for an unknown (or
 * someone else's) order, StockShortageError when a line wants more than is left, ValidationError
 * naming the field (CART_EMPTY without one), NetworkError, ServerError.
 */
export interface OrderGateway {
  /**
   * POST /orders/checkout with the Idempotency-Key header: the same key answers the same order
   * (even twice at once), so a double submit or a retry never makes two.
   */
  checkout(request: CheckoutRequest, idempotencyKey: string): Promise<Order>;
  /** GET /orders, newest first. */
  list(): Promise<OrderSummary[]>;
  /** GET /orders/{id}: the order, also the confirmation's data. */
  get(id: number): Promise<Order>;
}
