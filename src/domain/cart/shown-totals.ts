import { shownCurrency, stepInUnits, roundToStep, toShownUnits } from '../catalogue';
import type { Currency } from '../country';
import type { CartPrices, PricedLine } from './pricing';

// What a shopper reads adds up (issue 26, docs/adr/0042-display-and-cash-steps.md). The exact amounts are
// USD cents (priceCart); what she reads is in her currency, rounded to its display step. So the shown
// amounts are summed as shown: a line is the shown unit price × quantity, the subtotal the sum of the
// shown lines, the seller discount, tax and delivery fee each a shown amount, and the total their sum.
// Cash is then rounded to the currency's cash step (the smallest note in use); the difference is its own
// line. The server stores the result of this same function on the order.

/** All amounts are whole numbers of the currency's shown units (pounds; cents for USD). */
export interface ShownTotals {
  /** One per line, in the given order: shown unit × quantity. */
  lines: number[];
  subtotal: number;
  sellerDiscount: number;
  tax: number;
  delivery: number;
  /** subtotal − sellerDiscount + tax + delivery. */
  total: number;
  /** cashTotal − total; 0 when the currency has no cash step or the total is already payable. */
  cashRounding: number;
  /** The amount to pay in cash: total rounded half up to the cash step. */
  cashTotal: number;
}

/** The rounding line of a shown total: what to add (or take off) so that it can be paid in notes. */
export function cashRoundingOf(total: number, currency: Currency | null): number {
  const usable = shownCurrency(currency);
  return roundToStep(total, stepInUnits(usable.cashStep, usable)) - total;
}

export function shownTotals(
  lines: readonly PricedLine[],
  usd: Pick<CartPrices, 'sellerDiscountAmount' | 'taxAmount' | 'deliveryFee'>,
  currency: Currency | null,
): ShownTotals {
  const shownLines = lines.map((line) => toShownUnits(line.unit, currency) * line.quantity);
  const subtotal = shownLines.reduce((sum, line) => sum + line, 0);
  const sellerDiscount = Math.min(subtotal, toShownUnits(usd.sellerDiscountAmount, currency));
  const tax = toShownUnits(usd.taxAmount, currency);
  const delivery = toShownUnits(usd.deliveryFee, currency);
  const total = subtotal - sellerDiscount + tax + delivery;
  const cashRounding = cashRoundingOf(total, currency);
  return { lines: shownLines, subtotal, sellerDiscount, tax, delivery, total, cashRounding, cashTotal: total + cashRounding };
}
