import { useTranslation } from 'react-i18next';
import { shownRefund } from '@/domain/cart';
import { type Currency } from '@/domain/country';
import { type CashAmount } from '@/domain/orders';
import { type RefundBreakdown, type RefundReason } from '@/domain/refunds';
import { formatShown } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';

// What a refund pays back, part by part (issue 26): the items, their seller discount when there was one, the
// tax paid on them, and their share of the delivery fee, or why it is not refunded; the rounding to the cash step
// as its own line (the refund is paid in cash, like the order); then the amount paid back.
export function RefundBreakdownList({
  parts,
  currency,
  reason,
  cash,
  testId,
}: {
  parts: Omit<RefundBreakdown, 'total'>;
  currency: Currency | null;
  reason: RefundReason | '';
  /** What is paid back in cash (the server's, or the form's by the same rule); null: no rounding kept (older requests). */
  cash: CashAmount | null;
  testId?: string;
}) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const shown = shownRefund(parts, currency);
  const amount = (units: number) => formatShown(units, currency, lang);
  return (
    <div className="refund-breakdown" data-testid={testId ?? 'refund-breakdown'}>
      <dl className="refund-breakdown__rows">
        <div>
          <dt>{t('refund.breakdown.items')}</dt>
          <dd data-testid="refund-items">{amount(shown.items)}</dd>
        </div>
        {shown.sellerDiscount > 0 && (
          <div>
            <dt>{t('refund.breakdown.sellerDiscount')}</dt>
            <dd data-testid="refund-seller-discount">{`−${amount(shown.sellerDiscount)}`}</dd>
          </div>
        )}
        <div>
          <dt>{t('refund.breakdown.tax')}</dt>
          <dd data-testid="refund-tax">{amount(shown.tax)}</dd>
        </div>
        {reason !== 'changed-mind' && reason !== '' && (
          <div>
            <dt>{t('refund.breakdown.delivery')}</dt>
            <dd data-testid="refund-delivery">{amount(shown.delivery)}</dd>
          </div>
        )}
        {cash !== null && cash.rounding !== 0 && (
          <div>
            <dt>{t('refund.breakdown.cashRounding')}</dt>
            <dd data-testid="refund-cash-rounding">{cash.rounding < 0 ? `−${amount(-cash.rounding)}` : amount(cash.rounding)}</dd>
          </div>
        )}
        <div className="refund-breakdown__total">
          <dt>{t('refund.amount')}</dt>
          <dd data-testid="refund-total">{amount(cash?.total ?? shown.total)}</dd>
        </div>
      </dl>
      {reason === 'changed-mind' && <p className="refund-breakdown__note">{t('refund.breakdown.noDeliveryChangedMind')}</p>}
      {reason === '' && <p className="refund-breakdown__note">{t('refund.breakdown.deliveryByReason')}</p>}
    </div>
  );
}
