import type { CheckoutForm } from '../../domain/orders/checkout';
import type { Order, OrderSummary } from '../../domain/orders/order';

/** What checkout sends: the form, and the shopper's country and display currency at that moment. */
export interface CheckoutRequest extends CheckoutForm {
  countryId: number;
  currencyId: number;
}

/**
 * The shopper's orders. Money in minor units. Throws NotLoggedInError without a session,
 * UnauthorizedError when it is no longer valid, NotFoundError for an unknown (or someone else's)
 * order, and on checkout the refusals of orders-errors.ts (CartEmpty, CheckoutStockShortage,
 * CheckoutFieldRefused); NetworkError, ServerError.
 */
export interface OrderGateway {
  /** Places the cart as an order. The same key answers the same order (even twice at once), so a double submit or a retry never makes two. */
  checkout(request: CheckoutRequest, idempotencyKey: string): Promise<Order>;
  /** The shopper's orders, newest first. */
  list(): Promise<OrderSummary[]>;
  /** One order: also the confirmation's data. */
  get(id: number): Promise<Order>;
}
