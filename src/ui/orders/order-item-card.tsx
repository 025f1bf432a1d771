import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionLabel, optionText } from '@/ui/shared/format/option-value';
import type { Currency } from '@/domain/country';
import type { OrderItem } from '@/domain/orders';
import { inLanguage } from '@/domain/shared';
import { formatNumber, formatShopPrice } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';

/** What identifies a bought line: the same fields on an order item and on a refund. */
export type ItemIdentity = Pick<OrderItem, 'title' | 'imageURL' | 'color' | 'variantValue' | 'unitPrice'>;

/** The line's colour and option in words of the active language ('White, M'), or '' when it has none. */
export function useVariantText(): (item: Pick<ItemIdentity, 'color' | 'variantValue'>) => string {
  const { t: tc } = useTranslation('catalogue');
  const lang = useLanguage();
  return (item) =>
    [item.color === null ? null : tc(`colours.${item.color}`, { defaultValue: item.color }), item.variantValue === null ? null : optionText(item.variantValue, tc).text]
      .filter((part): part is string => part !== null && part !== '')
      .join(lang === 'ar' ? '، ' : ', ');
}

/** The title with its variant, for a link's accessible name ("Linen shirt (White, M)"). */
export function useItemName(): (item: Pick<ItemIdentity, 'title' | 'color' | 'variantValue'>) => string {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const variantText = useVariantText();
  return (item) => {
    const title = inLanguage(item.title, lang);
    const variant = variantText(item);
    return variant === '' ? title : t('item.named', { title, variant });
  };
}

// One bought line as the shopper recognises it (issue 15): its picture, title, colour and option, and the
// unit price paid, so two variants of one product are told apart in the orders and the refund screens.
export function OrderItemCard({
  item,
  currency,
  quantity,
  testId,
  children,
}: {
  item: ItemIdentity;
  currency: Currency | null;
  /** The quantity bought, when it says something here. */
  quantity?: number;
  testId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation('catalogue');
  const lang = useLanguage();
  const title = inLanguage(item.title, lang);
  return (
    <div className="order-item-card" data-testid={testId}>
      <span className="order-item-card__media">
        {item.imageURL !== '' && <img src={item.imageURL} alt="" width={64} height={64} loading="lazy" decoding="async" />}
      </span>
      <div className="order-item-card__body">
        <span className="order-item-card__title">{title}</span>
        {(item.color !== null || item.variantValue !== null) && (
          <span className="order-item-card__variant" data-testid="item-variant">
            {item.color !== null && <span>{t('item.colour', { color: tc(`colours.${item.color}`, { defaultValue: item.color }) })}</span>}
            {item.variantValue !== null && (
              <span>
                <OptionLabel t={t} i18nKey="item.option" value={item.variantValue} />
              </span>
            )}
          </span>
        )}
        <span className="order-item-card__price" data-testid="item-unit-price">
          {t('item.unitPrice', { price: formatShopPrice(item.unitPrice, currency, lang) })}
          {quantity !== undefined && ` · ${t('item.bought', { count: formatNumber(quantity, lang) })}`}
        </span>
        {children}
      </div>
    </div>
  );
}
