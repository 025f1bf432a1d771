// Why a checkout was refused, in the application's words: the adapters translate the API's codes
// into these, so nothing in the application reads a code.
import { namedError, namedErrorWith } from '../shared/errors';
import type { CheckoutField, StockShortage } from '../../domain/orders/checkout';

/** Nothing in the cart to order. */
export class CartEmpty extends namedError('CartEmpty', 'The cart is empty.') {}

/** Some lines want more than is left; nothing was ordered. */
export class CheckoutStockShortage extends namedErrorWith<'shortages', readonly StockShortage[]>('CheckoutStockShortage', 'shortages', 'Not enough stock.') {}

/** The server refused one of the form's fields (a rule the form could not check, e.g. the phone). */
export class CheckoutFieldRefused extends namedErrorWith<'field', CheckoutField>('CheckoutFieldRefused', 'field', 'A field was refused.') {}
