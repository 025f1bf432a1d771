import { inject, injectable } from 'inversify';
import { type Cart, type CartLine } from '../../domain/cart';
import { err, ok, type Result } from '../../domain/result';
import { cartFailure, type CartFailure } from '../cart-failure';
import type { CartGateway } from '../ports/cart-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { TOKENS } from '../tokens';

/**
 * Sends a line's new quantity (already recalculated locally by the domain, spec §4) and answers the
 * cart as the server now holds it, or why it could not.
 */
@injectable()
export class UpdateCartQuantity {
  constructor(
    @inject(TOKENS.CartGateway) private readonly carts: CartGateway,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(line: Pick<CartLine, 'cartItemId' | 'productDetailId'>, quantity: number): Promise<Result<Cart, CartFailure>> {
    try {
      return ok(await this.carts.updateQuantity(line.cartItemId, line.productDetailId, quantity));
    } catch (error) {
      const failure = cartFailure(error);
      if (failure === 'failed') this.reporter.captureException(error, { action: 'update-cart-quantity', cartItemId: line.cartItemId });
      return err(failure);
    }
  }
}
