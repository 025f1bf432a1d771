// Why a checkout was refused, in the application's words: the adapters translate the API's codes
// into these, so nothing in the application reads a code.
import { namedError } from '../shared/errors';
import type { CheckoutField, StockShortage } from '../../domain/orders/checkout';

/** Nothing in the cart to order. */
export class CartEmpty extends namedError('CartEmpty', 'The cart is empty.') {}

/** Some lines want more than is left; nothing was ordered. */
export class CheckoutStockShortage extends Error {
  override readonly name = 'CheckoutStockShortage';
  constructor(
    readonly shortages: readonly StockShortage[],
    message = 'Not enough stock.',
  ) {
    super(message);
  }
}

/** The server refused one of the form's fields (a rule the form could not check, e.g. the phone). */
export class CheckoutFieldRefused extends Error {
  override readonly name = 'CheckoutFieldRefused';
  constructor(
    readonly field: CheckoutField,
    message = 'A field was refused.',
  ) {
    super(message);
  }
}
