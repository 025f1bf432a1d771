import { useTranslation } from 'react-i18next';
import { toShownUnits } from '@/domain/catalogue';
import { type Currency } from '@/domain/country';
import { type RefundBreakdown, type RefundReason } from '@/domain/refunds';
import { formatShown } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';

/** The parts in the shopper's currency and their sum, as shown: what she reads adds up (issue 26). */
export function shownRefund(parts: Omit<RefundBreakdown, 'total'>, currency: Currency | null) {
  const items = toShownUnits(parts.items, currency);
  const sellerDiscount = toShownUnits(parts.sellerDiscount, currency);
  const tax = toShownUnits(parts.tax, currency);
  const delivery = toShownUnits(parts.delivery, currency);
  return { items, sellerDiscount, tax, delivery, total: items - sellerDiscount + tax + delivery };
}

// What a refund pays back, part by part (issue 26): the items, their seller discount when there was one, the
// tax paid on them, and their share of the delivery fee, or why it is not refunded; then the amount.
export function RefundBreakdownList({
  parts,
  currency,
  reason,
  testId,
}: {
  parts: Omit<RefundBreakdown, 'total'>;
  currency: Currency | null;
  reason: RefundReason | '';
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
        <div className="refund-breakdown__total">
          <dt>{t('refund.amount')}</dt>
          <dd data-testid="refund-total">{amount(shown.total)}</dd>
        </div>
      </dl>
      {reason === 'changed-mind' && <p className="refund-breakdown__note">{t('refund.breakdown.noDeliveryChangedMind')}</p>}
      {reason === '' && <p className="refund-breakdown__note">{t('refund.breakdown.deliveryByReason')}</p>}
    </div>
  );
}
