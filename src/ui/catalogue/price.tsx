import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CountryStore } from '@/application/country';
import { isDiscounted, payablePrice, type Priced } from '@/domain/catalogue';
import { useStore } from '@/ui/app/container-context';
import { formatShopPrice } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';

// A price in the selected country's currency; a discounted one shows what is paid and, struck
// through, what it was (read out as "Was …" by screen readers).
export const Price = observer(function Price({ item, large = false }: { item: Priced; large?: boolean }) {
  const { currency } = useStore(CountryStore);
  const lang = useLanguage();
  const { t } = useTranslation('catalogue');
  const format = (amount: number) => formatShopPrice(amount, currency, lang);
  return (
    <p className={large ? 'price price--large' : 'price'}>
      {isDiscounted(item) ? (
        <>
          <span className="price__now price__now--sale">
            <span className="visually-hidden">{t('price.now')} </span>
            {format(payablePrice(item))}
          </span>{' '}
          <del className="price__was">
            <span className="visually-hidden">{t('price.was')} </span>
            {format(item.price)}
          </del>
        </>
      ) : (
        <span className="price__now">{format(item.price)}</span>
      )}
    </p>
  );
});
