import type { Cart, CartLine } from '../../domain/cart/cart';

/** Which line: its id and the variant it holds. */
export type CartLineRef = Pick<CartLine, 'cartItemId' | 'variantId'>;

/**
 * The shopper's cart as the shop holds it. Every call answers the whole cart as it now is (money in
 * minor units). Throws OutOfStock (with what is available) above the stock, QuantityLimit above what
 * a line may hold, LineGone for an unknown line or variant (cart-errors.ts); NotLoggedInError without
 * a session, UnauthorizedError when it ended, NetworkError, ServerError.
 */
export interface CartGateway {
  fetch(): Promise<Cart>;
  /** Merged into the line of the same variant. */
  add(variantId: number, quantity: number): Promise<Cart>;
  setQuantity(line: CartLineRef, quantity: number): Promise<Cart>;
  remove(cartItemId: number): Promise<Cart>;
  empty(): Promise<Cart>;
}
