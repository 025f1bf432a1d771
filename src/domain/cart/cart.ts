import type { LocalisedText } from '../shared/localised-text';
import type { Money } from '../shared/money';
import { int, nullable, object, str, type Reader } from '../shared/readers';
import { NO_DELIVERY_FEE, priceCart, sellerDiscountOf, type DeliveryRule } from './pricing';

// The cart's pricing terms, where a cart's users already look for them.
export { deliveryFeeFor, NO_DELIVERY_FEE, type DeliveryRule } from './pricing';

/**
 * One product variant in the cart. Prices are Money (integer minor units).
 * The line total is derived (lineTotal), never stored, so it cannot disagree with quantity × unit price.
 */
export interface CartLine {
  cartItemId: number;
  /** The product variant the line holds (the API's productDetailId). */
  variantId: number;
  title: LocalisedText;
  imageURL: string;
  color: string | null;
  variantValue: string | null;
  price: Money;
  /** The discount announced by the server; a value greater than 0 means the line is discounted. */
  discountPrice: Money | null;
  priceWithDiscount: Money | null;
  quantity: number;
  stock: number;
}

/** A stored line (the persisted cart), or undefined when it is not what this code writes. */
export const readCartLine: Reader<CartLine> = object<CartLine>({
  cartItemId: int,
  variantId: int,
  title: object<LocalisedText>({ en: str, ar: str }),
  imageURL: str,
  color: nullable(str),
  variantValue: nullable(str),
  price: int,
  discountPrice: nullable(int),
  priceWithDiscount: nullable(int),
  quantity: int,
  stock: int,
});

/** Loading and error belong to the store, not to the cart value. */
export interface Cart {
  lines: readonly CartLine[];
  totalAmount: Money;
  /** Given by the server; tax rates are not known to the client, so it is never recomputed here. */
  taxAmount: Money;
  /** The country's delivery rule, given by the server; the fee itself is derived (deliveryFeeFor). */
  delivery: DeliveryRule;
  /** 0 for an empty cart or when the goods reach delivery.freeFrom, else delivery.fee. */
  deliveryFee: Money;
  /**
   * What the shopper pays: totalAmount − sellerDiscountAmount + taxAmount + deliveryFee (docs/api.md,
   * "Totals"; the name is the specification's).
   */
  totalAfterTaxation: Money;
  itemCount: number;
  /** The seller discount as a percentage in text: '0' for shoppers, '10' for sellers (spec §3: text, default '0'). */
  sellerDiscount: string;
  fromServer: boolean;
}

export type CartTotals = Pick<Cart, 'totalAmount' | 'itemCount' | 'totalAfterTaxation' | 'deliveryFee'>;

export const DEFAULT_SELLER_DISCOUNT = '0';

/** The most one cart line may hold (docs/api.md "Cart": quantity 1…99). */
export const MAX_LINE_QUANTITY = 99;

export function hasDiscount(line: CartLine): boolean {
  return line.discountPrice !== null && line.discountPrice > 0 && line.priceWithDiscount !== null;
}

export function unitPrice(line: CartLine): Money {
  return hasDiscount(line) && line.priceWithDiscount !== null ? line.priceWithDiscount : line.price;
}

export function lineTotal(line: CartLine): Money {
  return unitPrice(line) * line.quantity;
}

const MAX_PERCENT = 100;

/**
 * The seller discount's percentage from its text: a finite number within 0…100 ('12.5', ' 10 ' and '10%'
 * read as written); anything else reads as 0, so a garbled value never makes the cart cheaper.
 */
export function sellerDiscountPercent(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(text);
  if (match === null) return 0;
  const percent = Number(match[1]);
  return Number.isFinite(percent) ? Math.min(percent, MAX_PERCENT) : 0;
}

export function hasSellerDiscount(cart: Pick<Cart, 'sellerDiscount'>): boolean {
  return sellerDiscountPercent(cart.sellerDiscount) > 0;
}

/**
 * The seller discount in money: totalAmount × percentage / 100, rounded half up to the cent (the
 * server's round2 on dollars). Derived, never stored, so it always follows the lines.
 */
export function sellerDiscountAmount(cart: Pick<Cart, 'totalAmount' | 'sellerDiscount'>): Money {
  return sellerDiscountOf(cart.totalAmount, sellerDiscountPercent(cart.sellerDiscount));
}

/** How much more the goods must come to for free delivery; 0 when delivery is already free. */
export function amountToFreeDelivery(cart: Pick<Cart, 'totalAmount' | 'sellerDiscount' | 'delivery' | 'deliveryFee'>): Money {
  if (cart.deliveryFee === 0) return 0;
  return cart.delivery.freeFrom - (cart.totalAmount - sellerDiscountAmount(cart));
}

export function cartTotals(
  lines: readonly CartLine[],
  taxAmount: Money,
  sellerDiscount = DEFAULT_SELLER_DISCOUNT,
  delivery: DeliveryRule = NO_DELIVERY_FEE,
): CartTotals {
  const priced = lines.map((line) => ({ unit: unitPrice(line), quantity: line.quantity }));
  const { totalAmount, itemCount, deliveryFee, totalAfterTaxation } = priceCart(
    priced,
    sellerDiscountPercent(sellerDiscount),
    { amount: taxAmount },
    delivery,
  );
  return { totalAmount, itemCount, deliveryFee, totalAfterTaxation };
}

export function recalculate(cart: Cart): Cart {
  return { ...cart, ...cartTotals(cart.lines, cart.taxAmount, cart.sellerDiscount, cart.delivery) };
}

/** The line holding a variant, or null. */
export function lineFor(cart: Cart, variantId: number): CartLine | null {
  return cart.lines.find((line) => line.variantId === variantId) ?? null;
}

/** Whole units a shopper can buy: the stock floored, never below 0 (NaN counts as none). */
function availableStock(stock: number): number {
  return Number.isNaN(stock) ? 0 : Math.max(0, Math.floor(stock));
}

export function isOutOfStock(line: CartLine): boolean {
  return availableStock(line.stock) === 0;
}

/**
 * A quantity the shopper may hold: floored to a whole number, at least 1 and at most the stock.
 * When nothing is in stock the result is 0 ("none can be bought"), not 1: the upper bound wins,
 * and the caller offers removal instead of an update. NaN is read as the minimum.
 */
export function clampQuantity(quantity: number, stock: number): number {
  const max = availableStock(stock);
  if (max === 0) return 0;
  const wanted = Number.isNaN(quantity) ? 1 : Math.floor(quantity);
  return Math.min(Math.max(wanted, 1), max);
}

/**
 * The cart with one line's quantity changed (clamped) and every total recalculated.
 * Returns the same cart object when the line is unknown or out of stock, so a caller can tell
 * "nothing to send" by identity (or check isOutOfStock first to say why).
 */
export function withQuantity(cart: Cart, cartItemId: number, quantity: number): Cart {
  const line = cart.lines.find((candidate) => candidate.cartItemId === cartItemId);
  if (line === undefined || isOutOfStock(line)) return cart;
  const clamped = clampQuantity(quantity, line.stock);
  const lines = cart.lines.map((candidate) =>
    candidate.cartItemId === cartItemId ? { ...candidate, quantity: clamped } : candidate,
  );
  return recalculate({ ...cart, lines });
}

/** The cart without the line, totals recalculated; the same cart object when the line is unknown. */
export function removeLine(cart: Cart, cartItemId: number): Cart {
  if (!cart.lines.some((line) => line.cartItemId === cartItemId)) return cart;
  return recalculate({ ...cart, lines: cart.lines.filter((line) => line.cartItemId !== cartItemId) });
}

export function emptyCart(): Cart {
  return {
    lines: [],
    totalAmount: 0,
    taxAmount: 0,
    delivery: NO_DELIVERY_FEE,
    deliveryFee: 0,
    totalAfterTaxation: 0,
    itemCount: 0,
    sellerDiscount: DEFAULT_SELLER_DISCOUNT,
    fromServer: false,
  };
}
