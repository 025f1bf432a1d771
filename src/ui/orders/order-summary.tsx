import { useTranslation } from 'react-i18next';
import { OptionLabel } from '@/ui/shared/format/option-value';
import { hasSellerDiscount, sellerDiscountPercent, shownToFreeDelivery, shownTotals } from '@/domain/cart';
import { type Currency } from '@/domain/country';
import { type CashAmount, type Order } from '@/domain/orders';
import { inLanguage, type LocalisedText, type Money } from '@/domain/shared';
import { formatNumber, formatShown } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { CashRoundingLine } from './cash-rounding-line';

export interface SummaryLine {
  key: number;
  title: LocalisedText;
  color: string | null;
  variantValue: string | null;
  quantity: number;
  /** The unit paid (USD minor units): the shown line is its shown amount × quantity (issue 26). */
  unit: Money;
  total: Money;
}

/** An order's totals, or a cart's as they would be (a delivery fee of 0 reads "Free"). */
export type SummaryTotals = Pick<Order, 'totalAmount' | 'sellerDiscount' | 'sellerDiscountAmount' | 'taxAmount' | 'deliveryFee' | 'totalAfterTaxation'>;

// The lines and totals of a cart or an order, in the given currency through the one formatter. The
// seller discount line shows only when there is one; the delivery fee always ("Free" when none is
// charged), with how much more reaches free delivery when the caller knows it (a cart at checkout).
export function OrderSummary({
  lines,
  totals,
  currency,
  headingId,
  headingLevel = 2,
  freeDeliveryFrom = null,
  cash = null,
}: {
  lines: readonly SummaryLine[];
  totals: SummaryTotals;
  currency: Currency | null;
  headingId: string;
  headingLevel?: 2 | 3;
  /** The cart's free-delivery threshold (USD minor units), when the caller knows it (a cart at checkout). */
  freeDeliveryFrom?: Money | null;
  /** The cash total an order stored (the server's); a cart's is computed by the same rule here. */
  cash?: CashAmount | null;
}) {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation('catalogue');
  const lang = useLanguage();
  // The catalogue's colour keyword ('navy') in words of the active language, as the cart and the product page say it.
  const colourName = (colour: string): string => tc(`colours.${colour}`, { defaultValue: colour });
  // What she reads adds up: shown lines, their sum, and the cash total (src/domain/cart/shown-totals.ts).
  const shown = shownTotals(
    lines.map((line) => ({ unit: line.unit, quantity: line.quantity })),
    totals,
    currency,
  );
  const toPay = cash ?? { total: shown.cashTotal, rounding: shown.cashRounding };
  const toFreeDelivery =
    freeDeliveryFrom === null || totals.deliveryFee === 0
      ? 0
      : shownToFreeDelivery({ freeFrom: freeDeliveryFrom, goods: totals.totalAmount - totals.sellerDiscountAmount }, shown, currency);
  const amount = (units: number) => formatShown(units, currency, lang);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="order-summary" aria-labelledby={headingId} data-testid="order-summary">
      <Heading id={headingId} className="order-summary__title">
        {t('summary.title')}
      </Heading>
      <ul className="order-summary__lines">
        {lines.map((line, index) => (
          <li key={line.key} className="order-summary__line">
            <div className="order-summary__what">
              <span className="order-summary__name">{inLanguage(line.title, lang)}</span>
              {(line.color !== null || line.variantValue !== null) && (
                // Only what the line has (no dash for an absent colour), named as the product and the cart name them (issue 26).
                <span className="order-summary__variant" data-testid="summary-variant">
                  {line.color !== null && <span>{t('item.colour', { color: colourName(line.color) })}</span>}
                  {line.variantValue !== null && (
                    <span>
                      <OptionLabel t={t} i18nKey="item.option" value={line.variantValue} />
                    </span>
                  )}
                </span>
              )}
              <span className="order-summary__quantity">{t('summary.quantity', { count: formatNumber(line.quantity, lang) })}</span>
            </div>
            <span className="order-summary__price">{amount(shown.lines[index] ?? 0)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-summary__totals">
        <div>
          <dt>{t('summary.subtotal')}</dt>
          <dd>{amount(shown.subtotal)}</dd>
        </div>
        {hasSellerDiscount(totals) && (
          <div data-testid="seller-discount">
            <dt>{t('summary.sellerDiscount', { percent: formatNumber(sellerDiscountPercent(totals.sellerDiscount), lang) })}</dt>
            <dd>{`−${amount(shown.sellerDiscount)}`}</dd>
          </div>
        )}
        <div>
          <dt>{t('summary.tax')}</dt>
          <dd>{amount(shown.tax)}</dd>
        </div>
        <div>
          <dt>{t('summary.delivery')}</dt>
          <dd data-testid="delivery-fee">{totals.deliveryFee === 0 ? t('summary.deliveryFree') : amount(shown.delivery)}</dd>
        </div>
        <CashRoundingLine rounding={toPay.rounding} currency={currency} label={t('summary.cashRounding')} />
        <div className="order-summary__total">
          <dt>{t('summary.total')}</dt>
          <dd data-testid="order-total">{amount(toPay.total)}</dd>
        </div>
      </dl>
      {toFreeDelivery > 0 && (
        <p className="order-summary__note" data-testid="to-free-delivery">
          {t('summary.toFreeDelivery', { amount: amount(toFreeDelivery) })}
        </p>
      )}
    </section>
  );
}
