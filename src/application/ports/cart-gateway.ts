import type { Cart } from '../../domain/cart';

/**
 * The shopper's cart on the server (docs/api.md, "Cart"). Every call answers the whole cart as the
 * server now holds it (fromServer: true, money in minor units). Throws NotLoggedInError without a
 * token, UnauthorizedError on 401, NotFoundError for an unknown line or variant, RefusedError 409
 * INSUFFICIENT_STOCK when a quantity is above the stock, NetworkError, ServerError.
 */
export interface CartGateway {
  /** GET /cart. */
  fetch(): Promise<Cart>;
  /** POST /cart/add: merged into the line of the same variant. */
  add(productDetailId: number, quantity: number): Promise<Cart>;
  /** PUT /cart/update/{cartItemId}?productDetailId={id} with { quantity }. */
  updateQuantity(cartItemId: number, productDetailId: number, quantity: number): Promise<Cart>;
  /** DELETE /cart/delete/{cartItemId}. */
  remove(cartItemId: number): Promise<Cart>;
  /** DELETE /cart/empty. */
  empty(): Promise<Cart>;
}
