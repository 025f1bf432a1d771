// A signed-in shopper's cart and checkout with scripts off (issue 27; docs/adr/0038 and 0040): the
// server draws her /cart and /checkout from her session cookie, and their forms are answered by the
// server. At 360 px in English and in Arabic: a line's − and +, Remove, and "Place order" (cash on
// delivery) landing on the order's page; the same checkout form posted twice places one order.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProductListItem as Listed } from '../../src/infrastructure/catalogue/catalogue-contract';
import { freshShopper } from './support/accounts';
import { apiAs } from './support/api';
import { LANGUAGES, launchChromium, signInContext, withLng, type Lng } from './support/browser';
import { text } from './support/locales';
import { FORM_PATHS } from '@/domain/shared/page-forms';

const baseUrl = inject('baseUrl');
const api = apiAs(baseUrl);
let browser: Browser;
const contexts: BrowserContext[] = [];

let products: Listed[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  const list = (await fetch(`${baseUrl}/api/products?pageSize=10&inStock=true`).then((r) => r.json())) as { productsReturned: { products: Listed[] } };
  products = list.productsReturned.products.filter((product) => product.inStock !== false).slice(0, 2);
  if (products.length < 2) throw new Error('e2e: two listed products in stock expected');
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser.close();
});

/** A fresh 360 px phone tab with scripts off, signed in as `token` (the cookie a sign-in leaves). */
async function tab(lng: Lng, token: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    javaScriptEnabled: false,
    serviceWorkers: 'block',
    viewport: { width: 360, height: 740 },
    locale: lng === 'ar' ? 'ar-SY' : 'en-GB',
    reducedMotion: 'reduce',
  });
  contexts.push(context);
  await signInContext(context, baseUrl, token);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

const titleOf = (product: Listed, lng: Lng) => (lng === 'ar' ? product.titleAR : product.titleEN);
const labelled = (lng: Lng, key: string, title: string) => text(lng, key).replace('{{title}}', title);
const notice = (page: Page, lng: Lng, key: string) => page.getByTestId('form-notice').filter({ hasText: text(lng, `frame:formNotices.${key}`) });
const cartLines = async (token: string) =>
  (await api<{ cartItems: { productDetailId: number; quantity: number }[] }>(token, 'GET', '/cart')).cartItems.map((line) => [line.productDetailId, line.quantity]).toSorted((a, b) => Number(a[0]) - Number(b[0]));
const orderIds = async (token: string) => (await api<{ ordersReturned: { id: number }[] }>(token, 'GET', '/orders')).ordersReturned.map((order) => order.id);
const lineOf = (page: Page, product: Listed, lng: Lng) => page.locator('[data-testid="cart-line"]').filter({ hasText: titleOf(product, lng) });

describe.each(LANGUAGES)('a signed-in shopper with scripts off, in %s, at 360 px', (lng) => {
  it('changes a cart line\'s quantity with − and +, and removes a line', async () => {
    const shopper = await freshShopper(baseUrl);
    const [first, second] = products as [Listed, Listed];
    await api(shopper.token, 'POST', '/cart/add', { productDetailId: first.productDetailId, quantity: 2 });
    await api(shopper.token, 'POST', '/cart/add', { productDetailId: second.productDetailId, quantity: 1 });
    const page = await tab(lng, shopper.token);
    await page.goto(withLng('/cart', lng));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(lng === 'ar' ? 'rtl' : 'ltr');
    await expect.poll(() => page.locator('[data-testid="cart-line"]').count()).toBe(2);

    await lineOf(page, first, lng).getByRole('button', { name: labelled(lng, 'cart:cart.quantity.increase', titleOf(first, lng)), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/cart' && url.searchParams.get('notice') === 'cart-updated');
    await notice(page, lng, 'cart-updated').waitFor();
    expect(new URL(page.url()).searchParams.get('lng')).toBe(lng);
    expect(await cartLines(shopper.token)).toEqual([[first.productDetailId, 3], [second.productDetailId, 1]].toSorted((a, b) => Number(a[0]) - Number(b[0])));
    // The page drawn after the answer shows the new quantity.
    const quantity = lineOf(page, first, lng).getByRole('spinbutton');
    expect(Number(await quantity.inputValue())).toBe(3);

    await lineOf(page, first, lng).getByRole('button', { name: labelled(lng, 'cart:cart.quantity.decrease', titleOf(first, lng)), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('notice') === 'cart-updated' && url.searchParams.get('lng') === lng);
    await expect.poll(async () => (await cartLines(shopper.token)).find((line) => line[0] === first.productDetailId)?.[1]).toBe(2);
    await expect.poll(async () => Number(await lineOf(page, first, lng).getByRole('spinbutton').inputValue())).toBe(2);

    await lineOf(page, second, lng).getByRole('button', { name: labelled(lng, 'cart:cart.line.removeLabel', titleOf(second, lng)), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('notice') === 'cart-removed');
    await notice(page, lng, 'cart-removed').waitFor();
    expect(await cartLines(shopper.token)).toEqual([[first.productDetailId, 2]]);
    await expect.poll(() => page.locator('[data-testid="cart-line"]').count()).toBe(1);
  });

  it('places an order (cash on delivery) and lands on its page; the same form posted twice places one order', async () => {
    const shopper = await freshShopper(baseUrl);
    const [first] = products as [Listed];
    await api(shopper.token, 'POST', '/cart/add', { productDetailId: first.productDetailId, quantity: 1 });
    const page = await tab(lng, shopper.token);
    await page.goto(withLng('/checkout', lng));
    const form = page.getByTestId('checkout-form');
    await form.waitFor();
    await form.getByLabel(new RegExp(text(lng, 'orders:checkout.fullName'))).fill(lng === 'ar' ? 'رنا صالح' : 'Rana Saleh');
    await form.getByRole('textbox', { name: new RegExp(text(lng, 'orders:checkout.phone')) }).fill('0944 123 456');
    await form.getByLabel(new RegExp(text(lng, 'orders:checkout.city'))).fill(lng === 'ar' ? 'دمشق' : 'Damascus');
    await form.getByLabel(new RegExp(text(lng, 'orders:checkout.street'))).fill('Baghdad St. 12');
    expect(await form.getByRole('radio', { name: text(lng, 'orders:checkout.cashOnDelivery'), exact: true }).isChecked()).toBe(true);
    // The form's fields as the browser sends them, to post them again after the order is placed.
    const sent = await form.evaluate((element) => [...new FormData(element as HTMLFormElement)].map(([name, value]) => [name, String(value)]));

    await form.getByRole('button', { name: text(lng, 'orders:checkout.placeOrder'), exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/orders/') && url.searchParams.get('notice') === 'order-placed');
    await notice(page, lng, 'order-placed').waitFor();
    await page.getByTestId('order-confirmation').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lng);
    const placed = Number(page.url().match(/\/orders\/(\d+)/)?.[1]);
    expect(await orderIds(shopper.token)).toEqual([placed]);
    expect(await cartLines(shopper.token)).toEqual([]);

    // A resend of the same form (a double tap, a reload of the answer): the same order, not a second.
    const again = await page.context().request.post(FORM_PATHS.checkout, { form: Object.fromEntries(sent), maxRedirects: 0 });
    expect(again.status()).toBe(303);
    expect(again.headers().location).toMatch(new RegExp(`^/orders/${placed}\\?`));
    expect(await orderIds(shopper.token)).toEqual([placed]);
  });
});
