import { shownCurrency, stepInUnits, roundToStep, toShownUnits } from '../catalogue';
import type { Currency } from '../country';
import type { Money } from '../shared/money';
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

/**
 * "Add … more for free delivery" as the shopper reads it (a tryout in Lebanon: 3,937,000 + 2,775,000 fell
 * 1,000 short of the 6,713,000 the product page shows): the shown threshold less the shown goods (subtotal
 * less the seller discount), so the figures on her screen add up; at least one display step while the goods
 * are short of it in USD (a cent the rounding hides); 0 once they reach it. `goods` is the exact USD amount
 * the server compares (totalAmount less the seller discount).
 */
export function shownToFreeDelivery(usd: { freeFrom: Money; goods: Money }, shown: Pick<ShownTotals, 'subtotal' | 'sellerDiscount'>, currency: Currency | null): number {
  if (usd.goods >= usd.freeFrom) return 0;
  const step = stepInUnits(shownCurrency(currency).displayStep, currency);
  return Math.max(step, toShownUnits(usd.freeFrom, currency) - (shown.subtotal - shown.sellerDiscount));
}

/** A refund's parts in USD minor units (src/domain/refunds' RefundBreakdown, written here so that cart does not import refunds). */
export interface RefundParts {
  items: number;
  sellerDiscount: number;
  tax: number;
  delivery: number;
}

/**
 * A refund as the shopper reads it, in whole shown units of the order's currency (ADR 0042): its parts,
 * and as a cart's totals, its total (items − sellerDiscount + tax + delivery, each as shown: what she reads
 * adds up), its cash rounding and the amount paid back in cash (the total rounded half up to the cash step).
 */
export type ShownRefund = RefundParts & Pick<ShownTotals, 'total' | 'cashRounding' | 'cashTotal'>;

/**
 * The parts of a refund in the order's currency, their sum as shown, and the amount paid back in cash (issue 26):
 * a refund is paid in cash like the order was, so it is rounded to the same cash step, its rounding a line of its
 * own. The server stores `cashTotal` and `cashRounding` with the request; the form shows the same before.
 */
export function shownRefund(parts: RefundParts, currency: Currency | null): ShownRefund {
  const items = toShownUnits(parts.items, currency);
  const sellerDiscount = toShownUnits(parts.sellerDiscount, currency);
  const tax = toShownUnits(parts.tax, currency);
  const delivery = toShownUnits(parts.delivery, currency);
  const total = items - sellerDiscount + tax + delivery;
  const cashRounding = cashRoundingOf(total, currency);
  return { items, sellerDiscount, tax, delivery, total, cashRounding, cashTotal: total + cashRounding };
}

/**
 * What is handed back in cash for an approved refund (issue 26 tryout: an approval read 4,728,000 ل.ل., a sum
 * no note pays). The whole amount asked is paid as the cash total the request stored (what the shopper was
 * shown when she asked); a lower amount, or one of a request made before cash totals were kept, is shown in
 * the order's currency and rounded to its cash step. In whole shown units; the approved USD amount stays exact.
 * The server's notification, the console and the shopper's refund page all read it from here.
 */
export function approvedCashOf(approved: Money, requested: Money, requestedCash: number | null, currency: Currency | null): number {
  if (approved === requested && requestedCash !== null) return requestedCash;
  const shown = toShownUnits(approved, currency);
  return shown + cashRoundingOf(shown, currency);
}
