import { sumMoney, type Money } from './money';

/**
 * One product variant in the cart. Prices are Money (integer minor units).
 * The line total is derived (lineTotal), never stored, so it cannot disagree with quantity × unit price.
 */
export interface CartLine {
  cartItemId: number;
  productDetailId: number;
  titleEN: string;
  titleAR: string;
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

/** Loading and error belong to the store, not to the cart value. */
export interface Cart {
  lines: readonly CartLine[];
  totalAmount: Money;
  /** Given by the server; tax rates are not known to the client, so it is never recomputed here. */
  taxAmount: Money;
  /** totalAmount − sellerDiscountAmount + taxAmount (docs/api.md, "Totals"); total + tax for a shopper. */
  totalAfterTaxation: Money;
  itemCount: number;
  /** The seller discount as a percentage in text: '0' for shoppers, '10' for sellers (spec §3: text, default '0'). */
  sellerDiscount: string;
  fromServer: boolean;
}

export type CartTotals = Pick<Cart, 'totalAmount' | 'itemCount' | 'totalAfterTaxation'>;

export const DEFAULT_SELLER_DISCOUNT = '0';

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
  const percent = sellerDiscountPercent(cart.sellerDiscount);
  if (percent === 0 || cart.totalAmount <= 0) return 0;
  return Math.min(cart.totalAmount, Math.round((cart.totalAmount * percent) / MAX_PERCENT));
}

export function cartTotals(lines: readonly CartLine[], taxAmount: Money, sellerDiscount = DEFAULT_SELLER_DISCOUNT): CartTotals {
  const totalAmount = sumMoney(lines.map(lineTotal));
  return {
    totalAmount,
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
    totalAfterTaxation: totalAmount - sellerDiscountAmount({ totalAmount, sellerDiscount }) + taxAmount,
  };
}

export function recalculate(cart: Cart): Cart {
  return { ...cart, ...cartTotals(cart.lines, cart.taxAmount, cart.sellerDiscount) };
}

/** The line holding a variant, or null. */
export function lineFor(cart: Cart, productDetailId: number): CartLine | null {
  return cart.lines.find((line) => line.productDetailId === productDetailId) ?? null;
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
    totalAfterTaxation: 0,
    itemCount: 0,
    sellerDiscount: DEFAULT_SELLER_DISCOUNT,
    fromServer: false,
  };
}
