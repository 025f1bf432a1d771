import { inject, injectable } from 'inversify';
import { clampQuantity, type Cart } from '../../domain/cart';
import { err, ok, type Result } from '../../domain/result';
import { cartFailure, type CartFailure } from '../cart-failure';
import type { CartGateway } from '../ports/cart-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { TOKENS } from '../tokens';

/** The most one call may add (docs/api.md: quantity 1…99). */
export const MAX_ADD_QUANTITY = 99;

/**
 * Puts a variant in the cart (merged with its line on the server). The quantity is bounded by the
 * stock the shopper was shown and by the API's 99; nothing is sent for a sold-out variant.
 */
@injectable()
export class AddToCart {
  constructor(
    @inject(TOKENS.CartGateway) private readonly carts: CartGateway,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(productDetailId: number, quantity: number, stock: number): Promise<Result<Cart, CartFailure>> {
    const wanted = clampQuantity(quantity, Math.min(stock, MAX_ADD_QUANTITY));
    if (wanted === 0) return err('out-of-stock');
    try {
      return ok(await this.carts.add(productDetailId, wanted));
    } catch (error) {
      const failure = cartFailure(error);
      if (failure === 'failed') this.reporter.captureException(error, { action: 'add-to-cart', productDetailId });
      return err(failure);
    }
  }
}
