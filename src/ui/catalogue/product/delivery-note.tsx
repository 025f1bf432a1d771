import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CountryStore } from '@/application/country';
import { useStore } from '@/ui/app/container-context';
import { formatShopPrice } from '@/ui/shared/format/format';
import { countryName } from '@/ui/shared/format/country-name';
import { useLanguage } from '@/ui/shared/hooks/use-language';

// What delivery to the shopper's country costs and from which amount it is free, on the product page
// (issue 26), in her currency; the rule is the country's, as the server keeps it (ADR 0024).
export const DeliveryNote = observer(function DeliveryNote() {
  const store = useStore(CountryStore);
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const delivery = store.delivery;
  const country = store.countries.find((candidate) => candidate.id === store.selectedCountryId);
  if (delivery === null || delivery === undefined || country === undefined) return null;
  const name = countryName(country.flag, country.name, lang);
  const money = (amount: number) => formatShopPrice(amount, store.currency, lang);
  return (
    <p className="purchase__delivery" data-testid="delivery-note">
      {delivery.fee === 0
        ? t('product.deliveryFree', { country: name })
        : t('product.deliveryCost', { country: name, fee: money(delivery.fee), freeFrom: money(delivery.freeFrom) })}
    </p>
  );
});
