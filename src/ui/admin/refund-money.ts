// A refund's amounts as the shopper read them (issue 29, ADR 0043, ADR 0042): each part converted at her
// order's rate and rounded to its display step, the total as the sum of the shown parts, and the rounding of
// that total to the smallest note in use (what the courier hands back in cash). The books stay in USD.
import type { AdminRefund, RefundCurrency } from '@/application/admin/admin-refunds-gateway';
import { shownUnitsOfMajor, toShownUnits } from '@/domain/catalogue';
import { approvedCashOf, shownRefund, type ShownRefund } from '@/domain/cart';
import type { Currency } from '@/domain/country';
import type { Money } from '@/domain/shared';

export const refundCurrency = (currency: RefundCurrency): Currency => ({
  id: 0,
  name: currency.code,
  code: currency.code,
  excRate: currency.excRate,
  ...(currency.displayStep === null ? {} : { displayStep: currency.displayStep }),
  ...(currency.cashStep === null ? {} : { cashStep: currency.cashStep }),
});

export const USD: Currency = { id: 3, name: 'USD', code: 'USD', excRate: 1, displayStep: 0.01, cashStep: 0.01 };

/** The request as the shopper was shown it, in shown units of her currency (the domain's shownRefund); null when it has no parts. */
export function shownRefundOf(refund: Pick<AdminRefund, 'breakdown' | 'displayCurrency'>): ShownRefund | null {
  return refund.breakdown === null ? null : shownRefund(refund.breakdown, refundCurrency(refund.displayCurrency));
}

/**
 * An amount of USD minor units as the shopper reads it, and the cash handed back for it: the request's stored
 * cash total when it is the whole amount asked, else the amount rounded to the order's cash step (approvedCashOf,
 * the rule the server's notification and her refund page follow).
 */
export function shownAmountOf(amount: Money, refund: Pick<AdminRefund, 'displayCurrency' | 'amount' | 'cashTotal'>): { shown: number; cash: number } {
  const currency = refundCurrency(refund.displayCurrency);
  const stored = refund.cashTotal === null ? null : shownUnitsOfMajor(refund.cashTotal, currency);
  return { shown: toShownUnits(amount, currency), cash: approvedCashOf(amount, refund.amount, stored, currency) };
}
