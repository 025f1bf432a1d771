// Issue 29, the operator console, in English and Arabic at 360 px against the real server: the
// operator signs in on the normal login page, opens /admin, finds a shopper's order and takes it from
// placed to delivered (confirm, ship with a carrier and tracking number in a <dialog>, deliver); the
// shopper's order page shows each step; the console has no serious axe violation.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshShopperWithoutCountry } from './support/accounts';
import { apiAs } from './support/api';
import { LANGUAGES, pageErrors, useBrowser, withLng, type Lng, type Viewport } from './support/browser';
import { exactly } from './support/frame';
import { text } from './support/locales';

const { open } = useBrowser();
const baseUrl = inject('baseUrl');
const api = apiAs(baseUrl);
const SMALL: Viewport = { name: 'small phone', width: 360, height: 780 };

const t = (lng: Lng, key: string, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text(lng, key));

async function shopperWithOrder(lng: Lng): Promise<{ token: string; orderId: number }> {
  const { token } = await freshShopperWithoutCountry(baseUrl, lng === 'ar' ? 'ريم' : 'Reem');
  await api(token, 'POST', '/users/profile/update-my-profile', { store: 1, phoneNumber: '963944123456', whatsApp: '963944123456' });
  const list = await api<{ productsReturned: { products: { id: number }[] } }>(token, 'GET', '/products?pageSize=10&inStock=true');
  const first = list.productsReturned.products[0];
  if (!first) throw new Error('e2e: a product in stock expected');
  const product = await api<{ productReturned: { variants: { productDetailId: number; stock: number }[] } }>(token, 'GET', `/products/${first.id}`);
  const variant = product.productReturned.variants.find((v) => v.stock > 0);
  if (!variant) throw new Error('e2e: a variant in stock expected');
  await api(token, 'POST', '/cart/add', { productDetailId: variant.productDetailId, quantity: 1 });
  const body = { fullName: lng === 'ar' ? 'ريم حداد' : 'Reem Haddad', city: 'Damascus', street: 'Baghdad St. 12', phone: '0944 123 456', countryId: 1, currencyId: 1, paymentMethod: 'cash_on_delivery', note: 'Call first' };
  const answer = await api<{ orderReturned: { id: number } }>(token, 'POST', '/orders/checkout', body, { 'idempotency-key': `e2e-admin-${Date.now()}-${Math.random()}` });
  return { token, orderId: answer.orderReturned.id };
}

async function heading(page: Page, name: string): Promise<void> {
  try {
    await page.getByRole('heading', { level: 1, name: exactly(name) }).waitFor({ timeout: 15_000 });
  } catch (error) {
    await page.screenshot({ path: 'test-results/admin-orders-failure.png', fullPage: true });
    console.info('h1 on failure', page.url(), await page.locator('h1').allTextContents());
    throw error;
  }
}

/** What the shopper's own order page says its status is. */
async function shopperSees(token: string, orderId: number, lng: Lng): Promise<string> {
  const page = await open({ path: `/order-confirmation/${orderId}`, lng, viewport: SMALL, token });
  const badge = page.getByTestId('order-status').first();
  await badge.waitFor();
  const status = (await badge.textContent()) ?? '';
  await page.context().close();
  return status.trim();
}

describe.each(LANGUAGES)('the operator console in %s at 360 px', (lng) => {
  it('the operator signs in, finds the order, takes it placed → confirmed → shipped → delivered; the shopper sees each step', async () => {
    const { token, orderId } = await shopperWithOrder(lng);
    expect(await shopperSees(token, orderId, lng)).toBe(t(lng, 'orders:status.placed'));

    const page = await open({ path: '/login', lng, viewport: SMALL });
    const errors = pageErrors(page);
    await page.getByLabel(t(lng, 'account:fields.email'), { exact: true }).fill('operator@dukkan.test');
    await page.getByLabel(t(lng, 'account:fields.password'), { exact: true }).fill('Operator123');
    await page.getByRole('button', { name: exactly(t(lng, 'account:login.submit')) }).click();
    await page.waitForFunction(() => window.location.pathname !== '/login');

    await page.goto(withLng('/admin', lng));
    await heading(page, t(lng, 'admin:list.title'));
    const finder = page.getByRole('search', { name: t(lng, 'admin:list.filters') });
    await finder.getByRole('searchbox', { name: t(lng, 'admin:list.search') }).fill(String(orderId));
    await finder.getByRole('button', { name: exactly(t(lng, 'admin:list.apply')) }).click();
    const link = page.getByTestId('admin-orders').getByRole('link', { name: new RegExp(`^#${orderId}\\b`) });
    await link.waitFor();
    await expectNoSeriousA11yViolations(page, `admin orders (${lng})`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await link.click();

    await heading(page, t(lng, 'admin:order.title', { id: orderId }));
    await page.getByText('Call first').waitFor();
    const confirm = page.getByRole('button', { name: exactly(t(lng, 'admin:action.confirm')) });
    await confirm.click();
    await page.getByTestId('admin-notice').filter({ hasText: t(lng, 'admin:notice.done.confirm') }).waitFor();
    expect(await shopperSees(token, orderId, lng)).toBe(t(lng, 'orders:status.confirmed'));

    await page.getByRole('button', { name: exactly(t(lng, 'admin:action.ship')) }).click();
    const dialog = page.getByRole('dialog', { name: t(lng, 'admin:action.shipTitle', { id: orderId }) });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page, `admin ship dialog (${lng})`);
    await dialog.getByLabel(t(lng, 'admin:order.carrier'), { exact: true }).fill('Aramex');
    await dialog.getByLabel(t(lng, 'admin:order.tracking'), { exact: true }).fill('AX-555');
    await dialog.getByRole('button', { name: exactly(t(lng, 'admin:action.submitShip')) }).click();
    await page.getByTestId('admin-notice').filter({ hasText: t(lng, 'admin:notice.done.ship') }).waitFor();
    await page.getByText('AX-555').waitFor();
    expect(await shopperSees(token, orderId, lng)).toBe(t(lng, 'orders:status.shipped'));

    await page.getByRole('button', { name: exactly(t(lng, 'admin:action.deliver')) }).click();
    await page.getByTestId('admin-notice').filter({ hasText: t(lng, 'admin:notice.done.deliver') }).waitFor();
    await page.getByText(t(lng, 'admin:order.noActions')).waitFor();
    const history = page.getByTestId('admin-history').getByRole('listitem');
    expect(await history.count()).toBe(3);
    await expectNoSeriousA11yViolations(page, `admin order (${lng})`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(lng === 'ar' ? 'rtl' : 'ltr');
    // The shopper's phone reads +963… in Arabic too: rtlcss flips a stylesheet's `direction: ltr`, so the
    // number keeps its direction through its dir attribute.
    expect(await page.locator('main a[href^="tel:"]').evaluate((phoneLink) => getComputedStyle(phoneLink).direction)).toBe('ltr');
    expect(await shopperSees(token, orderId, lng)).toBe(t(lng, 'orders:status.delivered'));
    expect(errors).toEqual([]);
  }, 120_000);
});
