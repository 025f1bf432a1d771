import { clampQuantity, MAX_LINE_QUANTITY, type Cart } from '../../domain/cart/cart';
import { err, type Result } from '../../domain/shared/result';
import { Ports } from '../ports';
import { UseCase } from '../shared/use-case';
import { attempt } from '../shared/failure';
import { CART_FAILURES, type CartFailure } from './cart-failure';

const inject = { carts: Ports.cartGateway, reporter: Ports.errorReporter } as const;

/**
 * Puts a variant in the cart (merged with its line). The rule: the quantity is bounded by the stock
 * the shopper was shown and by what one line may hold; nothing is sent for a sold-out variant.
 */
export class AddToCart extends UseCase<typeof inject> {
  static readonly inject = inject;

  async execute(variantId: number, quantity: number, stock: number): Promise<Result<Cart, CartFailure>> {
    const wanted = clampQuantity(quantity, Math.min(stock, MAX_LINE_QUANTITY));
    if (wanted === 0) return err('out-of-stock');
    return attempt(() => this.deps.carts.add(variantId, wanted), CART_FAILURES, this.deps.reporter, { action: 'add-to-cart', variantId });
  }
}
