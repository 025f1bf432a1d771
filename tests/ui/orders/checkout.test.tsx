import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../src/domain/shared/language';
import { InMemoryCartGateway } from '../../../src/infrastructure/cart/in-memory-cart-gateway';
import type { Fakes } from '../../../src/infrastructure/app/test-container';
import { cartLineFactory } from '../../factories/cart-line-factory';
import { signedIn } from '../support/accounts';
import { readLocales } from '../support/i18n';
import { ordersText } from '../support/orders';
import { renderApp } from '../support/render-app';

const lines = () => [
  cartLineFactory.build({ cartItemId: 1, title: { en: 'Linen shirt', ar: 'قميص كتان' }, price: 2000, quantity: 2, stock: 5 }),
  cartLineFactory.build({ cartItemId: 2, title: { en: 'Olive soap', ar: 'صابون زيت الزيتون' }, price: 500, quantity: 1, stock: 3 }),
];

async function openCheckout(lang: Language) {
  const cartGateway = new InMemoryCartGateway();
  cartGateway.lines = lines();
  cartGateway.taxRate = 0.05;
  const app = await renderApp('/checkout', { lang, fakes: { ...signedIn(), cartGateway } });
  // The screen is a lazy chunk and the form waits for the cart: on a loaded machine that takes longer
  // than findBy's default second.
  await screen.findByRole('heading', { level: 1, name: ordersText(lang, 'checkout.title') }, { timeout: 5_000 });
  await screen.findByRole('textbox', { name: new RegExp(ordersText(lang, 'checkout.fullName')) }, { timeout: 5_000 });
  return app;
}

describe.each<Language>(['en', 'ar'])('checkout (%s)', (lang) => {
  const t = (path: string, values?: Record<string, string | number>) => ordersText(lang, path, values);

  it('shows the summary, names each wrong field, focuses the first, then places the order and confirms it', async () => {
    const { user, fakes, router } = await openCheckout(lang);
    const summary = await screen.findByTestId('order-summary');
    await within(summary).findByText(lang === 'ar' ? 'قميص كتان' : 'Linen shirt');
    expect(within(summary).getByText(t('summary.total'))).toBeTruthy();
    expect(within(summary).queryByTestId('seller-discount')).toBeNull();
    const cod = screen.getByRole('radio', { name: t('checkout.cashOnDelivery') }) as HTMLInputElement;
    expect(cod.checked).toBe(true);
    const phone = screen.getByRole('textbox', { name: new RegExp(t('checkout.phone')) });
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(phone.getAttribute('placeholder')).toBe('944567890');

    const name = screen.getByRole('textbox', { name: new RegExp(t('checkout.fullName')) });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: t('checkout.placeOrder') }));

    const required = t('fieldErrors.required');
    expect((await screen.findAllByText(required)).length).toBe(4);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = name.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(required);
    expect(fakes.orderGateway.checkouts).toEqual([]);

    await user.type(name, 'Lina Haddad');
    await user.type(phone, '0944 123 456');
    await user.type(screen.getByRole('textbox', { name: new RegExp(t('checkout.city')) }), 'Damascus');
    await user.type(screen.getByRole('textbox', { name: new RegExp(t('checkout.street')) }), 'Baghdad St. 12');
    await user.click(screen.getByRole('button', { name: t('checkout.placeOrder') }));

    const confirmation = await screen.findByTestId('order-confirmation');
    expect(router.state.location.pathname).toBe('/orders/1');
    expect(within(confirmation).getByTestId('order-number').textContent).toBe('#1');
    // As people write it (issue 26), on one line: +963 944 123 456.
    expect(within(confirmation).getByText('+963 944 123 456')).toBeTruthy();
    expect(fakes.orderGateway.checkouts).toHaveLength(1);
    expect(fakes.orderGateway.checkouts[0]?.request.phone).toBe('963944123456');

    await user.click(screen.getByRole('link', { name: t('confirmation.continue') }));
    expect(await screen.findByRole('heading', { level: 1, name: t('success.title') })).toBeTruthy();
  }, 30_000);

  it("names each line's colour in the active language, as the cart does", async () => {
    await openCheckout(lang);
    const summary = await screen.findByTestId('order-summary');
    const colours = readLocales()[lang]?.catalogue as { colours: Record<string, string> };
    // The factory's lines are black, size M: the summary says the colour's name, not the catalogue's keyword.
    expect(await within(summary).findAllByText(t('item.colour', { color: colours.colours.black ?? '' }))).toHaveLength(2);
    // The option named as the product and the cart name it (issue 26), its value in its own left-to-right run.
    const options = within(summary).getAllByTestId('summary-variant').map((variant) => variant.lastElementChild);
    expect(options.map((option) => option?.textContent)).toEqual(Array(2).fill(t('item.option', { value: 'M' }).replace(/<\/?0>/g, '')));
    expect(options.map((option) => option?.querySelector('bdi')?.getAttribute('dir'))).toEqual(['ltr', 'ltr']);
    expect(within(summary).queryByText(new RegExp(`\\bblack\\b`))).toBeNull();
  });

  it('a double click on "Place order" makes one order', async () => {
    const { user, fakes } = await openCheckout(lang);
    await user.type(screen.getByRole('textbox', { name: new RegExp(t('checkout.fullName')) }), 'Lina Haddad');
    await user.type(screen.getByRole('textbox', { name: new RegExp(t('checkout.phone')) }), '0944123456');
    await user.type(screen.getByRole('textbox', { name: new RegExp(t('checkout.city')) }), 'Damascus');
    await user.type(screen.getByRole('textbox', { name: new RegExp(t('checkout.street')) }), 'Baghdad St. 12');
    fakes.orderGateway.hold();

    await user.dblClick(screen.getByRole('button', { name: t('checkout.placeOrder') }));
    expect((screen.getByRole('button', { name: t('checkout.placing') }) as HTMLButtonElement).disabled).toBe(true);
    fakes.orderGateway.release();

    await screen.findByTestId('order-confirmation');
    expect(fakes.orderGateway.orders).toHaveLength(1);
    expect(new Set(fakes.orderGateway.checkouts.map((call) => call.key)).size).toBe(1);
  }, 30_000);

  it('a stock refusal names the line and keeps the cart', async () => {
    const { user, fakes } = await openCheckout(lang);
    await screen.findByText(lang === 'ar' ? 'صابون زيت الزيتون' : 'Olive soap');
    const soap = fakes.cartGateway.lines[1];
    if (soap !== undefined) soap.stock = 0;
    await user.type(screen.getByRole('textbox', { name: new RegExp(t('checkout.fullName')) }), 'Lina Haddad');
    await user.type(screen.getByRole('textbox', { name: new RegExp(t('checkout.phone')) }), '0944123456');
    await user.type(screen.getByRole('textbox', { name: new RegExp(t('checkout.city')) }), 'Damascus');
    await user.type(screen.getByRole('textbox', { name: new RegExp(t('checkout.street')) }), 'Baghdad St. 12');
    await user.click(screen.getByRole('button', { name: t('checkout.placeOrder') }));

    const alert = await screen.findByTestId('stock-problems');
    expect(within(alert).getByText(t('checkout.stockLineNone', { title: lang === 'ar' ? 'صابون زيت الزيتون' : 'Olive soap' }))).toBeTruthy();
    expect(fakes.cartGateway.lines).toHaveLength(2);
    expect(within(screen.getByTestId('order-summary')).getByText(lang === 'ar' ? 'قميص كتان' : 'Linen shirt')).toBeTruthy();
  }, 30_000);

  it('shows the seller discount when there is one', async () => {
    const cartGateway = new InMemoryCartGateway();
    cartGateway.lines = lines();
    cartGateway.sellerDiscount = '10';
    await renderApp('/checkout', { lang, fakes: { ...signedIn({ role: 'Seller' }), cartGateway } });
    const discount = await screen.findByTestId('seller-discount');
    expect(discount.textContent).toContain(t('summary.sellerDiscount', { percent: 10 }));
  });

  it('an empty cart says so and offers the shop', async () => {
    await renderApp('/checkout', { lang, fakes: signedIn() });
    const empty = await screen.findByTestId('checkout-empty');
    expect(within(empty).getByRole('link', { name: t('checkout.startShopping') }).getAttribute('href')).toBe(lang === 'ar' ? '/shop?lng=ar' : '/shop');
  });

  it('/order-success says "order placed" only after placing one: anyone else is sent to their orders (issue 26)', async () => {
    const { router } = await renderApp('/order-success', { lang, fakes: signedIn() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'), { timeout: 5_000 });
    expect(router.state.location.hash).toBe('#orders');
    expect(screen.queryByRole('heading', { level: 1, name: t('success.title') })).toBeNull();
  });
});

async function openWith(fakes: Partial<Fakes>) {
  const cartGateway = new InMemoryCartGateway();
  cartGateway.lines = lines();
  await renderApp('/checkout', { lang: 'en', fakes: { ...fakes, cartGateway } });
  return screen.findByRole('textbox', { name: new RegExp(ordersText('en', 'checkout.phone')) }, { timeout: 5_000 });
}

describe('checkout starts from the phone the shopper gave (issue 15)', () => {
  it("fills a Lebanese shopper's phone on +961, and says it delivers to Lebanon", async () => {
    const phone = await openWith(signedIn({ store: 2, phoneNumber: '9613123456' }));
    await waitFor(() => expect((phone as HTMLInputElement).value).toBe('03 123 456'));
    const code = screen.getByRole('combobox', { name: ordersText('en', 'checkout.phoneCountry') }) as HTMLSelectElement;
    expect(code.selectedOptions[0]?.textContent).toBe('+961 Lebanon');
    expect(screen.getByTestId('delivery-country').textContent).toContain('Lebanon');
  });
});
