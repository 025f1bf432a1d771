// An amount of an order as the shopper saw it: USD minor units in the currency, rate and display step recorded
// on the order (never today's), through the storefront's one price formatter.
import type { ReactNode } from 'react';
import type { AdminOrderRow, OrderCurrency } from '@/application/admin/admin-orders-gateway';
import type { Currency } from '@/domain/country';
import type { Language, Money } from '@/domain/shared';
import { formatShopPrice, formatShown } from '@/ui/shared/format/format';

/** The order's currency with the steps it was placed with (ADR 0042); an older order's whole units. */
export const orderCurrency = (currency: OrderCurrency): Currency => ({
  id: 0,
  name: currency.code,
  code: currency.code,
  excRate: currency.excRate,
  ...(currency.displayStep === undefined || currency.displayStep === null ? {} : { displayStep: currency.displayStep }),
  ...(currency.cashStep === undefined || currency.cashStep === null ? {} : { cashStep: currency.cashStep }),
});

export const orderMoney = (amount: Money, currency: OrderCurrency, lang: Language): string => formatShopPrice(amount, orderCurrency(currency), lang);

/** What the shopper pays on delivery: the cash total stored on the order (ADR 0060), the converted total on older orders. */
export const orderToPay = (order: Pick<AdminOrderRow, 'cash' | 'totalAfterTaxation' | 'displayCurrency'>, lang: Language): string =>
  order.cash === null ? orderMoney(order.totalAfterTaxation, order.displayCurrency, lang) : formatShown(order.cash.total, orderCurrency(order.displayCurrency), lang);

/** An amount kept on one line: "4,730,000 ل.ل." never leaves its currency on a line of its own at 360 px. */
export function AdminAmount({ children }: { children?: ReactNode }) {
  return <span className="admin-amount">{children}</span>;
}
