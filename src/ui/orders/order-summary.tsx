import { useTranslation } from 'react-i18next';
import { hasSellerDiscount, sellerDiscountPercent } from '@/domain/cart';
import { type Currency } from '@/domain/country';
import { inLanguage, type LocalisedText, type Money } from '@/domain/shared';
import { formatNumber, formatShopPrice } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';

export interface SummaryLine {
  key: number;
  title: LocalisedText;
  color: string | null;
  variantValue: string | null;
  quantity: number;
  total: Money;
}

export interface SummaryTotals {
  totalAmount: Money;
  sellerDiscount: string;
  sellerDiscountAmount: Money;
  taxAmount: Money;
  /** 0 reads "Free". */
  deliveryFee: Money;
  totalAfterTaxation: Money;
}

// The lines and totals of a cart or an order, in the given currency through the one formatter. The
// seller discount line shows only when there is one; the delivery fee always ("Free" when none is
// charged), with how much more reaches free delivery when the caller knows it (a cart at checkout).
export function OrderSummary({
  lines,
  totals,
  currency,
  headingId,
  headingLevel = 2,
  toFreeDelivery = 0,
}: {
  lines: readonly SummaryLine[];
  totals: SummaryTotals;
  currency: Currency | null;
  headingId: string;
  headingLevel?: 2 | 3;
  toFreeDelivery?: Money;
}) {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation('catalogue');
  const lang = useLanguage();
  // The catalogue's colour keyword ('navy') in words of the active language, as the cart and the product page say it.
  const colourName = (colour: string | null): string => (colour === null ? '—' : tc(`colours.${colour}`, { defaultValue: colour }));
  const price = (amount: Money) => formatShopPrice(amount, currency, lang);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="order-summary" aria-labelledby={headingId} data-testid="order-summary">
      <Heading id={headingId} className="order-summary__title">
        {t('summary.title')}
      </Heading>
      <ul className="order-summary__lines">
        {lines.map((line) => (
          <li key={line.key} className="order-summary__line">
            <div className="order-summary__what">
              <span className="order-summary__name">{inLanguage(line.title, lang)}</span>
              {(line.color !== null || line.variantValue !== null) && (
                <span className="order-summary__variant">
                  {t('summary.variant', { color: colourName(line.color), variant: line.variantValue ?? '—' })}
                </span>
              )}
              <span className="order-summary__quantity">{t('summary.quantity', { count: formatNumber(line.quantity, lang) })}</span>
            </div>
            <span className="order-summary__price">{price(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-summary__totals">
        <div>
          <dt>{t('summary.subtotal')}</dt>
          <dd>{price(totals.totalAmount)}</dd>
        </div>
        {hasSellerDiscount(totals) && (
          <div data-testid="seller-discount">
            <dt>{t('summary.sellerDiscount', { percent: formatNumber(sellerDiscountPercent(totals.sellerDiscount), lang) })}</dt>
            <dd>{`−${price(totals.sellerDiscountAmount)}`}</dd>
          </div>
        )}
        <div>
          <dt>{t('summary.tax')}</dt>
          <dd>{price(totals.taxAmount)}</dd>
        </div>
        <div>
          <dt>{t('summary.delivery')}</dt>
          <dd data-testid="delivery-fee">{totals.deliveryFee === 0 ? t('summary.deliveryFree') : price(totals.deliveryFee)}</dd>
        </div>
        <div className="order-summary__total">
          <dt>{t('summary.total')}</dt>
          <dd data-testid="order-total">{price(totals.totalAfterTaxation)}</dd>
        </div>
      </dl>
      {toFreeDelivery > 0 && (
        <p className="order-summary__note" data-testid="to-free-delivery">
          {t('summary.toFreeDelivery', { amount: price(toFreeDelivery) })}
        </p>
      )}
    </section>
  );
}
