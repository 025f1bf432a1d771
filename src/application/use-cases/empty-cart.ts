import { inject, injectable } from 'inversify';
import type { CartGateway } from '../ports/cart-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { TOKENS } from '../tokens';

/**
 * Spec §4: emptying calls the server when a token exists; the caller clears the cart locally
 * whatever the answer, so a failure is only reported.
 */
@injectable()
export class EmptyCart {
  constructor(
    @inject(TOKENS.CartGateway) private readonly carts: CartGateway,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(hasToken: boolean): Promise<void> {
    if (!hasToken) return;
    try {
      await this.carts.empty();
    } catch (error) {
      this.reporter.captureException(error, { action: 'empty-cart' });
    }
  }
}
