import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sellerDiscountAmount, shownTotals, unitPrice, type Cart } from '@/domain/cart';
import { type Currency } from '@/domain/country';
import { formatShown } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';

// The amount to pay beside "Place order" (issue 26): on a phone the summary comes after the form, so the
// button never stands alone; the bar keeps to the bottom of the screen while the form scrolls. The amount
// is the cash total by the same rule as the summary and the stored order.
export function PayBar({ cart, currency, children }: { cart: Cart; currency: Currency | null; children: ReactNode }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const { cashTotal } = shownTotals(
    cart.lines.map((line) => ({ unit: unitPrice(line), quantity: line.quantity })),
    { sellerDiscountAmount: sellerDiscountAmount(cart), taxAmount: cart.taxAmount, deliveryFee: cart.deliveryFee },
    currency,
  );
  return (
    <div className="pay-bar" data-testid="pay-bar">
      <p className="pay-bar__amount">
        <span>{t('checkout.toPay')}</span> <strong data-testid="pay-bar-total">{formatShown(cashTotal, currency, lang)}</strong>
      </p>
      {children}
    </div>
  );
}
