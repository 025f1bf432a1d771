import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AuthStore } from '@/application/stores/auth-store';
import { CheckoutStore } from '@/application/stores/checkout-store';
import { CountryStore } from '@/application/stores/country-store';
import {
  amountToFreeDelivery,
  CITY_MAX,
  CITY_MIN,
  DETAILS_MAX,
  FULL_NAME_MAX,
  FULL_NAME_MIN,
  lineTotal,
  NOTE_MAX,
  sellerDiscountAmount,
  STREET_MAX,
  STREET_MIN,
  type CheckoutField,
} from '@/domain';
import { useStore } from '@/ui/app/container-context';
import { SupportField } from '@/ui/content/support-field';
import { countryName, formatNumber } from '@/ui/format/format';
import { useLanguage } from '@/ui/hooks/use-language';
import { usePageMeta } from '@/ui/hooks/use-page-meta';
import { Flag } from '@/ui/icons/flag';
import { OrderSummary } from '@/ui/orders/order-summary';
import { CheckoutPhoneField } from './checkout-phone-field';

const LIMITS: Partial<Record<CheckoutField, { min: number; max: number }>> = {
  fullName: { min: FULL_NAME_MIN, max: FULL_NAME_MAX },
  city: { min: CITY_MIN, max: CITY_MAX },
  street: { min: STREET_MIN, max: STREET_MAX },
  details: { min: 0, max: DETAILS_MAX },
  note: { min: 0, max: NOTE_MAX },
};

const StockProblems = observer(function StockProblems() {
  const store = useStore(CheckoutStore);
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  if (store.stockProblems.length === 0) return null;
  return (
    <div className="form__error checkout__stock" role="alert" data-testid="stock-problems">
      <p className="checkout__stock-title">{t('checkout.stockTitle')}</p>
      <ul>
        {store.stockProblems.map(({ shortage, line }) => {
          const title = line === null ? t('checkout.unknownLine') : lang === 'ar' ? line.titleAR : line.titleEN;
          return (
            <li key={shortage.cartItemId}>
              {shortage.available > 0
                ? t('checkout.stockLine', { title, available: formatNumber(shortage.available, lang) })
                : t('checkout.stockLineNone', { title })}
            </li>
          );
        })}
      </ul>
      <p>{t('checkout.stockHint')}</p>
      <Link to="/cart">{t('checkout.editCart')}</Link>
    </div>
  );
});

export const CheckoutScreen = observer(function CheckoutScreen() {
  usePageMeta('orders:meta.checkout.title', 'orders:meta.checkout.description');
  const store = useStore(CheckoutStore);
  const country = useStore(CountryStore);
  const { t } = useTranslation('orders');
  const navigate = useNavigate();

  useEffect(() => store.opened(), [store]);
  // A page opened by its address learns the profile (and the countries) a moment later: the user
  // restored from storage may be older than the one the server then answers (same id, now a phone).
  const user = useStore(AuthStore).user;
  const account = user === null ? null : `${user.id}\n${user.name}\n${user.phone}`;
  const countriesLoaded = country.countries.length > 0;
  useEffect(() => store.startedFromAccount(), [store, account, countriesLoaded]);
  const lang = useLanguage();
  const delivery = store.deliveryCountry;

  const message = (field: CheckoutField): string | null => {
    const problem = store.errors[field];
    return problem === undefined ? null : t(`fieldErrors.${problem}`, LIMITS[field] ?? {});
  };
  const field = (name: Exclude<CheckoutField, 'phone' | 'paymentMethod'>) => ({
    name,
    value: store.values[name],
    onChange: (value: string) => store.fieldChanged(name, value),
    error: message(name),
    maxLength: LIMITS[name]?.max,
    focus: store.focusField === name,
    onFocused: store.focusMoved,
  });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const orderId = await store.submitted();
    if (orderId !== null) void navigate(`/order-confirmation/${orderId}`);
  };

  if (store.isEmpty && !store.submitting && store.placedOrderId === null) {
    return (
      <section className="page checkout-page" aria-labelledby="page-title">
        <h1 id="page-title" className="page__title">
          {t('checkout.title')}
        </h1>
        <div className="empty-state" data-testid="checkout-empty">
          <h2>{t('checkout.emptyTitle')}</h2>
          <p>{t('checkout.emptyBody')}</p>
          <Link className="button button--primary" to="/shop">
            {t('checkout.startShopping')}
          </Link>
        </div>
      </section>
    );
  }

  const { cart } = store;
  return (
    <section className="page checkout-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {t('checkout.title')}
      </h1>
      <div className="checkout">
        <form className="checkout__form form-card" noValidate onSubmit={(event) => void onSubmit(event)} data-testid="checkout-form" aria-labelledby="page-title">
          <fieldset className="form-card__group">
            <legend>{t('checkout.addressTitle')}</legend>
            {delivery !== undefined && (
              <p className="checkout__country" data-testid="delivery-country">
                <span>{t('checkout.deliveryCountry')}</span>
                <Flag code={delivery.flag} />
                <strong>{countryName(delivery.flag, delivery.name, lang)}</strong>
                <Link to="/account">{t('checkout.changeCountry')}</Link>
              </p>
            )}
            <SupportField {...field('fullName')} label={t('checkout.fullName')} requiredLabel={t('checkout.required')} autoComplete="name" />
            <CheckoutPhoneField
              value={store.values.phone}
              onChange={(value) => store.fieldChanged('phone', value)}
              country={store.phoneCountry}
              countries={store.phoneCountries}
              onCountryChange={store.phoneCountryChosen}
              error={message('phone')}
              focus={store.focusField === 'phone'}
              onFocused={store.focusMoved}
            />
            <SupportField {...field('city')} label={t('checkout.city')} requiredLabel={t('checkout.required')} autoComplete="address-level2" />
            <SupportField {...field('street')} label={t('checkout.street')} requiredLabel={t('checkout.required')} autoComplete="address-line1" />
            <SupportField {...field('details')} label={`${t('checkout.details')} (${t('checkout.optional')})`} autoComplete="address-line2" />
          </fieldset>
          <fieldset className="form-card__group checkout__payment">
            <legend>{t('checkout.paymentTitle')}</legend>
            <label className="checkout__radio">
              <input
                type="radio"
                name="paymentMethod"
                value="cash_on_delivery"
                checked={store.values.paymentMethod === 'cash_on_delivery'}
                aria-describedby="cod-hint"
                onChange={() => store.fieldChanged('paymentMethod', 'cash_on_delivery')}
              />
              <span>{t('checkout.cashOnDelivery')}</span>
            </label>
            <p id="cod-hint" className="support-field__hint">
              {t('checkout.cashOnDeliveryHint')}
            </p>
          </fieldset>
          <SupportField {...field('note')} multiline label={`${t('checkout.note')} (${t('checkout.optional')})`} />
          <StockProblems />
          {store.failure !== null && (
            <div className="form__error" role="alert" data-testid="checkout-failure">
              <p>{t(`failures.${store.failure}`)}</p>
              {store.failure === 'not-signed-in' && <Link to="/login?next=%2Fcheckout">{t('checkout.login')}</Link>}
            </div>
          )}
          <button type="submit" className="button button--primary button--block" disabled={store.submitting} aria-disabled={store.submitting}>
            {store.submitting ? t('checkout.placing') : t('checkout.placeOrder')}
          </button>
        </form>
        <aside className="checkout__summary" aria-label={t('summary.title')}>
          <OrderSummary
            headingId="summary-title"
            currency={country.currency}
            lines={cart.lines.map((line) => ({
              key: line.cartItemId,
              titleEN: line.titleEN,
              titleAR: line.titleAR,
              color: line.color,
              variantValue: line.variantValue,
              quantity: line.quantity,
              total: lineTotal(line),
            }))}
            totals={{
              totalAmount: cart.totalAmount,
              sellerDiscount: cart.sellerDiscount,
              sellerDiscountAmount: sellerDiscountAmount(cart),
              taxAmount: cart.taxAmount,
              deliveryFee: cart.deliveryFee,
              totalAfterTaxation: cart.totalAfterTaxation,
            }}
            toFreeDelivery={amountToFreeDelivery(cart)}
          />
        </aside>
      </div>
    </section>
  );
});
