import { inject, injectable } from 'inversify';
import { err, ok, type Result } from '../../domain/result';
import { cartFailure, type CartFailure } from '../cart-failure';
import type { CartGateway } from '../ports/cart-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { TOKENS } from '../tokens';

/**
 * Spec §4: emptying calls the server when a token exists; the caller clears the cart locally
 * whatever the answer. A failure is answered (and reported when unexpected), so the shopper can be
 * told that the server still holds the items.
 */
@injectable()
export class EmptyCart {
  constructor(
    @inject(TOKENS.CartGateway) private readonly carts: CartGateway,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(hasToken: boolean): Promise<Result<void, CartFailure>> {
    if (!hasToken) return ok(undefined);
    try {
      await this.carts.empty();
      return ok(undefined);
    } catch (error) {
      const failure = cartFailure(error);
      if (failure === 'failed') this.reporter.captureException(error, { action: 'empty-cart' });
      return err(failure);
    }
  }
}
