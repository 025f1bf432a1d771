// Checkout, orders and refunds end to end (issue 7), at phone size in English and in Arabic, against
// the real server: a fresh shopper whose cart is filled through the API (not the cart screen) checks
// out with a double click on "Place order" (one order), sees the confirmation and the success page,
// finds the order in the account, the order is marked delivered through the dev route, a refund is
// requested and its status shown, and the new notification is listed. axe on every screen.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { ProductsPageWire } from '../../src/infrastructure/catalogue/catalogue-contract';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshShopperWithoutCountry } from './support/accounts';
import { LANGUAGES, PHONE, pageErrors, useBrowser, withLng, type Lng } from './support/browser';
import { text } from './support/locales';
import { apiAs } from './support/api';

const { open } = useBrowser();
const baseUrl = inject('baseUrl');

const t = (lng: Lng, key: string, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text(lng, `orders:${key}`));

const api = apiAs(baseUrl);

/** A new verified shopper in Syria (no country dialog), so every run starts with no orders. */
async function freshShopper(lng: Lng): Promise<string> {
  const { token } = await freshShopperWithoutCountry(baseUrl, lng === 'ar' ? 'لينا' : 'Lina');
  await api(token, 'POST', '/users/profile/update-my-profile', { store: 1, phoneNumber: '963944123456', whatsApp: '963944123456' });
  return token;
}

/** Two variants in stock from the catalogue, put in the cart through the API. */
async function fillCart(token: string): Promise<string[]> {
  const list = await api<{ productsReturned: ProductsPageWire }>(
    token,
    'GET',
    '/products?pageSize=20&inStock=true',
  );
  const picked = list.productsReturned.products.filter((product) => product.inStock !== false).slice(0, 2);
  if (picked.length < 2) throw new Error('e2e: two products in stock expected in the seeded catalogue');
  for (const product of picked) await api(token, 'POST', '/cart/add', { productDetailId: product.productDetailId, quantity: 1 });
  return picked.map((product) => product.titleEN);
}

async function h1(page: Page, name: string): Promise<void> {
  try {
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  } catch (error) {
    await page.screenshot({ path: 'test-results/checkout-failure.png', fullPage: true });
    console.info('h1 on failure', page.url(), await page.locator('h1').allTextContents(), await page.locator('main').innerText());
    throw error;
  }
}

describe.each(LANGUAGES)('checkout, orders and refunds in %s', (lng) => {
  it('checks out once on a double click, confirms, lists the order, requests a refund and notifies', async () => {
    const token = await freshShopper(lng);
    await fillCart(token);

    const page = await open({ path: '/checkout', lng, token, viewport: PHONE });
    await h1(page, t(lng, 'checkout.title'));
    await page.getByTestId('order-summary').getByText(t(lng, 'summary.total'), { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, `checkout (${lng})`);

    // The rules first: nothing is sent while a field is wrong, and the focus goes to the first one.
    const fullName = page.getByLabel(new RegExp(t(lng, 'checkout.fullName')));
    await fullName.fill('');
    await page.getByRole('button', { name: t(lng, 'checkout.placeOrder'), exact: true }).click();
    await page.getByText(t(lng, 'fieldErrors.required')).first().waitFor();
    expect(await fullName.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoSeriousA11yViolations(page, `checkout with errors (${lng})`);

    await fullName.fill('Lina Haddad');
    const phone = page.getByRole('textbox', { name: new RegExp(t(lng, 'checkout.phone')) });
    expect(await phone.getAttribute('dir')).toBe('ltr');
    await phone.fill('0944 123 456');
    await page.getByLabel(new RegExp(t(lng, 'checkout.city'))).fill('Damascus');
    await page.getByLabel(new RegExp(t(lng, 'checkout.street'))).fill('Baghdad St. 12');
    await page.getByRole('button', { name: t(lng, 'checkout.placeOrder'), exact: true }).dblclick();

    await page.waitForURL(/\/orders\/\d+/);
    const orderId = Number(/\/orders\/(\d+)/.exec(page.url())?.[1]);
    await h1(page, t(lng, 'confirmation.title'));
    const orders = await api<{ ordersReturned: { id: number }[] }>(token, 'GET', '/orders');
    expect(orders.ordersReturned.map((order) => order.id)).toEqual([orderId]);
    expect(await page.getByTestId('order-number').textContent()).toBe(`#${orderId}`);
    await expectNoSeriousA11yViolations(page, `order confirmation (${lng})`);

    await page.getByRole('link', { name: t(lng, 'confirmation.continue'), exact: true }).click();
    await h1(page, t(lng, 'success.title'));
    await expectNoSeriousA11yViolations(page, `order success (${lng})`);

    await page.getByRole('link', { name: t(lng, 'success.viewOrders'), exact: true }).click();
    const list = page.getByTestId('order-list');
    await list.getByTestId('order-status').getByText(t(lng, 'status.placed'), { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, `account orders (${lng})`);

    await api(token, 'POST', `/dev/orders/${orderId}/status`, { status: 'delivered' });
    await page.goto(withLng(`/orders/${orderId}`, lng));
    const details = page.getByTestId('order-confirmation');
    await details.getByTestId('order-status').getByText(t(lng, 'status.delivered'), { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, `order details (${lng})`);
    await details.getByRole('link', { name: new RegExp(t(lng, 'account.refundItem')) }).first().click();

    await page.waitForURL(/\/refund\/\d+\/\d+/);
    await h1(page, t(lng, 'refund.title'));
    const submit = page.getByRole('button', { name: t(lng, 'refund.submit'), exact: true });
    await submit.click();
    await page.getByText(t(lng, 'refundErrors.reason.required')).waitFor();
    await expectNoSeriousA11yViolations(page, `refund form with errors (${lng})`);
    await page.getByLabel(new RegExp(t(lng, 'refund.reason'))).selectOption({ label: t(lng, 'refund.reasons.faulty') });
    await submit.click();
    const sent = page.getByTestId('refund-sent');
    await sent.getByText(t(lng, 'refund.sentTitle')).waitFor();
    expect(await sent.getByTestId('refund-status').textContent()).toBe(t(lng, 'refundStatus.requested'));
    await expectNoSeriousA11yViolations(page, `refund requested (${lng})`);

    await page.goto(withLng('/notifications', lng));
    // The refund's notification names the request by its own number, then the order (issue 26).
    await page
      .getByText(lng === 'ar' ? new RegExp(`تم تسجيل طلب الاسترداد رقم \\d+ للطلب رقم ${orderId}\\b`) : new RegExp(`Refund request #\\d+ for order #${orderId}\\b`))
      .waitFor();
    await page.getByText(lng === 'ar' ? `تم استلام طلبك رقم ${orderId}` : `Order #${orderId} placed`).waitFor();
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);
});
