import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@/ui/shared/navigation/links';
import { AuthStore } from '@/application/account';
import { CheckoutStore } from '@/application/orders/checkout-store';
import { CountryStore } from '@/application/country';
import { lineTotal, sellerDiscountAmount, unitPrice } from '@/domain/cart';
import { CHECKOUT_TEXT, type CheckoutField, type CheckoutTextField } from '@/domain/orders';
import { useStore } from '@/ui/app/container-context';
import { SupportField } from '@/ui/content';
import { formatNumber } from '@/ui/shared/format/format';
import { countryName } from '@/ui/shared/format/country-name';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { Flag } from '@/ui/shared/icons/flag';
import { PhoneField, phoneCountryOf, phoneExample } from '@/ui/shared/forms/phone-field';
import { OrderSummary } from '@/ui/orders/order-summary';
import { href } from '@/application/frame/route-table';
import { SubmitButton } from '@/ui/shared/forms/submit-button';
import { PayBar } from './pay-bar';
import { useOpened } from '@/ui/shared/hooks/use-opened';
import { FORM_PATHS } from '@/domain/shared';
import { PageForm } from '@/ui/shared/forms/page-form';
import { CheckoutKey } from './checkout-key';
import { PageTitle } from '@/ui/shared/page-heading';

const LIMITS: Partial<Record<CheckoutField, { min: number; max: number }>> = CHECKOUT_TEXT;

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
          const title = line === null ? t('checkout.unknownLine') : lang === 'ar' ? line.title.ar : line.title.en;
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
      <Link to={href('cart')}>{t('checkout.editCart')}</Link>
    </div>
  );
});

export const CheckoutScreen = observer(function CheckoutScreen() {
  usePageMeta('orders:meta.checkout.title', 'orders:meta.checkout.description');
  const store = useStore(CheckoutStore);
  const country = useStore(CountryStore);
  const { t } = useTranslation('orders');
  const navigate = useNavigate();

  useOpened(() => store.opened(), [store]);
  // A page opened by its address learns the profile (and the countries) a moment later: the user
  // restored from storage may be older than the one the server then answers (same id, now a phone).
  const user = useStore(AuthStore).user;
  const account = user === null ? null : `${user.id}\n${user.name}\n${user.phone}`;
  const countriesLoaded = country.countries.length > 0;
  useEffect(() => store.startedFromAccount(), [store, account, countriesLoaded]);
  const lang = useLanguage();
  const delivery = store.deliveryCountry;

  const { form } = store;
  const message = (field: CheckoutField): string | null => {
    const problem = form.error(field);
    return problem === null ? null : t(`fieldErrors.${problem}`, LIMITS[field] ?? {});
  };
  const field = (name: CheckoutTextField) => ({
    name,
    value: form.values[name],
    onChange: (value: string) => form.changed(name, value),
    error: message(name),
    maxLength: LIMITS[name]?.max,
    focus: form.focusField === name,
    onFocused: form.focusMoved,
  });
  const onSubmit = async () => {
    const orderId = await store.submitted();
    if (orderId !== null) void navigate(href('order', { orderId }));
  };

  if (store.isEmpty && !form.submitting && store.placedOrderId === null) {
    return (
      <section className="page checkout-page" aria-labelledby="page-title">
        <PageTitle>{t('checkout.title')}</PageTitle>
        <div className="empty-state" data-testid="checkout-empty">
          <h2>{t('checkout.emptyTitle')}</h2>
          <p>{t('checkout.emptyBody')}</p>
          <Link className="button button--primary" to={href('shop')}>
            {t('checkout.startShopping')}
          </Link>
        </div>
      </section>
    );
  }

  const { cart } = store;
  return (
    <section className="page checkout-page" aria-labelledby="page-title">
      <PageTitle>{t('checkout.title')}</PageTitle>
      <div className="checkout">
        <PageForm
          className="checkout__form form-card"
          noValidate
          action={FORM_PATHS.checkout}
          fields={{ countryId: country.selectedCountryId, currencyId: country.currency?.id ?? country.selectedCountryId }}
          onSubmit={() => void onSubmit()}
          data-testid="checkout-form"
          aria-labelledby="page-title"
        >
          <CheckoutKey />
          <fieldset className="form-card__group">
            <legend>{t('checkout.addressTitle')}</legend>
            {delivery !== undefined && (
              <p className="checkout__country" data-testid="delivery-country">
                <span>{t('checkout.deliveryCountry')}</span>
                <Flag code={delivery.flag} />
                <strong>{countryName(delivery.flag, delivery.name, lang)}</strong>
                <Link to={href('account')}>{t('checkout.changeCountry')}</Link>
              </p>
            )}
            <SupportField {...field('fullName')} label={t('checkout.fullName')} requiredLabel={t('checkout.required')} autoComplete="name" />
            <PhoneField
              look="support"
              name="phone"
              label={t('checkout.phone')}
              requiredLabel={t('checkout.required')}
              countryLabel={t('checkout.phoneCountry')}
              hint={t('checkout.phoneHint', { example: phoneExample(store.phoneCountry) })}
              value={form.values.phone}
              onChange={(value) => form.changed('phone', value)}
              {...phoneCountryOf(store)}
              error={message('phone')}
              focus={form.focusField === 'phone'}
              onFocused={form.focusMoved}
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
                checked={form.values.paymentMethod === 'cash_on_delivery'}
                aria-describedby="cod-hint"
                onChange={() => form.changed('paymentMethod', 'cash_on_delivery')}
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
          <PayBar cart={cart} currency={country.currency}>
            <SubmitButton answeredWithoutApp className="button button--primary button--block" busy={form.submitting}>
              {form.submitting ? t('checkout.placing') : t('checkout.placeOrder')}
            </SubmitButton>
          </PayBar>
        </PageForm>
        <aside className="checkout__summary" aria-label={t('summary.title')}>
          <OrderSummary
            headingId="summary-title"
            currency={country.currency}
            lines={cart.lines.map((line) => ({
              key: line.cartItemId,
              title: line.title,
              color: line.color,
              variantValue: line.variantValue,
              quantity: line.quantity,
              unit: unitPrice(line),
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
            freeDeliveryFrom={cart.delivery.freeFrom}
          />
        </aside>
      </div>
    </section>
  );
});
