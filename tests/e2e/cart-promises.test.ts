// What the cart promises a shopper (issue 15), in English and Arabic on a 360 px phone, against the
// real server: a failed "Empty the cart" says the items are still saved and they come back at the
// next load; a guest who taps "Add to cart" and signs in (or signs up and verifies) comes back with
// the item in the cart, announced, also after reloading the login page.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { CartWire as WireCart } from '../../src/infrastructure/cart/cart-contract';
import type { ProductDetailsWire as WireProduct } from '../../src/infrastructure/catalogue/catalogue-contract';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshShopper } from './support/accounts';
import { appReady, LANGUAGES, sessionCookie, useBrowser, type Lng, type Viewport } from './support/browser';
import { exactly, header } from './support/frame';
import { text } from './support/locales';

const { open, baseUrl } = useBrowser();

/** The commonest Android width. */
const SMALL_PHONE: Viewport = { name: 'small-phone', width: 360, height: 780 };
const SCREENSHOTS = 'test-results/screenshots';


const cartText = (lng: Lng, key: string) => text(lng, `cart:${key}`);
const account = (lng: Lng, key: string) => text(lng, `account:${key}`);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name: exactly(name) });
const cartBadge = (page: Page) => header(page).getByTestId('cart-badge');

async function api(method: string, path: string, token: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

const serverCart = async (token: string) =>
  ((await api('GET', '/cart', token)) as WireCart).cartItems.map((item) => [item.productDetailId, item.quantity]);

/** A product whose every variant has at least 3 in stock, so the variant shown first can be added twice. */
async function productInStock(): Promise<WireProduct> {
  const list = (await fetch(`${baseUrl}/api/products?pageSize=40&inStock=true`).then((r) => r.json())) as { productsReturned: { products: { id: number }[] } };
  for (const { id } of list.productsReturned.products) {
    const { productReturned } = (await fetch(`${baseUrl}/api/products/${id}`).then((r) => r.json())) as { productReturned: WireProduct };
    if (productReturned.variants.length > 0 && productReturned.variants.every((variant) => variant.stock >= 3)) return productReturned;
  }
  throw new Error('no product with stock in every variant in the seed');
}

async function toast(page: Page, message: string): Promise<void> {
  await page.getByText(message, { exact: true }).first().waitFor({ timeout: 10_000 });
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

describe.each(LANGUAGES)('a failed "Empty the cart" in %s', (lng) => {
  it('clears the cart here, says the items are still saved, and shows them again at the next load', async () => {
    const shopper = await freshShopper(baseUrl);
    const product = await productInStock();
    const variant = product.variants[0]?.productDetailId ?? -1;
    await api('POST', '/cart/add', shopper.token, { productDetailId: variant, quantity: 2 });
    const page = await open({ path: '/cart', lng, viewport: SMALL_PHONE, token: shopper.token });
    const lines = page.getByTestId('cart-line');
    await expect.poll(() => lines.count()).toBe(1);

    // The server cannot empty the cart this time.
    await page.route('**/api/cart/empty', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'UNAVAILABLE', message: 'Try again later.' }) }),
    );
    await button(page, cartText(lng, 'cart.summary.empty')).click();
    await button(page, cartText(lng, 'cart.summary.emptyYes')).click();

    // Cleared here (spec §4), and the shopper is told the truth.
    await toast(page, cartText(lng, 'toasts.empty-failed'));
    const note = page.getByRole('alert').filter({ hasText: cartText(lng, 'cart.heldOnServer.title') });
    await note.waitFor();
    // The pressed button is gone with the lines: the note has the focus, so it is in view and read.
    await expect.poll(() => note.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await lines.count()).toBe(0);
    expect(await page.getByText(cartText(lng, 'cart.empty.title'), { exact: true }).count()).toBe(0);
    expect(await serverCart(shopper.token)).toEqual([[variant, 2]]);
    await expectNoSeriousA11yViolations(page, `/cart after a failed emptying (${lng})`);
    await screenshot(page, `cart-empty-failed-${lng}-360`);

    // The next load shows what the server holds: from the note's button, and after a reload.
    await page.unroute('**/api/cart/empty');
    await button(page, cartText(lng, 'cart.heldOnServer.reload')).click();
    await expect.poll(() => lines.count()).toBe(1);
    await expect.poll(() => cartBadge(page).textContent()).toBe('2');
    await note.waitFor({ state: 'detached' });

    await button(page, cartText(lng, 'cart.summary.empty')).click();
    await page.route('**/api/cart/empty', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"UNAVAILABLE","message":"x"}' }));
    await button(page, cartText(lng, 'cart.summary.emptyYes')).click();
    await note.waitFor();
    await page.unroute('**/api/cart/empty');
    await page.reload();
    await expect.poll(() => lines.count()).toBe(1);
  });
});

async function logIn(page: Page, lng: Lng, email: string, password: string): Promise<void> {
  await field(page, account(lng, 'fields.email')).fill(email);
  await field(page, account(lng, 'fields.password')).fill(password);
  await button(page, account(lng, 'login.submit')).click();
}

describe.each(LANGUAGES)("a guest's add to cart, through sign-in, in %s", (lng) => {
  it('logs in and comes back to the product with the chosen quantity in the cart, announced; a reload of the login page keeps it', async () => {
    const shopper = await freshShopper(baseUrl);
    const product = await productInStock();
    const page = await open({ path: `/product/${product.id}`, lng, viewport: SMALL_PHONE });

    await button(page, text(lng, 'catalogue:product.increase')).click();
    await button(page, text(lng, 'catalogue:product.addToCart')).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/product/${product.id}`);
    // The shopper reloads the login page before typing.
    await page.reload();
    // The page the browser answers from: the server's login page is on screen first, and when the browser
    // redraws it instead of hydrating it (another frame or country than the server guessed), what was
    // typed into the server's copy goes with it.
    await appReady(page);
    await logIn(page, lng, shopper.email, shopper.password);

    await page.waitForURL((url) => url.pathname === `/product/${product.id}`);
    await toast(page, cartText(lng, 'toasts.added'));
    await expect.poll(() => cartBadge(page).textContent()).toBe('2');
    const [line] = await serverCart(shopper.token);
    expect(line?.[1]).toBe(2);
    expect(product.variants.map((variant) => variant.productDetailId)).toContain(line?.[0]);
    await screenshot(page, `guest-add-after-login-${lng}-360`);

    // Once: a reload of the product page adds nothing more.
    await page.reload();
    await expect.poll(() => cartBadge(page).textContent()).toBe('2');
    expect((await serverCart(shopper.token)).map(([, quantity]) => quantity)).toEqual([2]);
  });

  it('signs up and verifies, and comes back with the item in the cart', async () => {
    const product = await productInStock();
    const email = `e2e-pending-${lng}-${Date.now()}@dukkan.test`;
    const page = await open({ path: `/product/${product.id}`, lng, viewport: SMALL_PHONE });

    await button(page, text(lng, 'catalogue:product.addToCart')).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('link', { name: exactly(account(lng, 'login.signupLink')) }).click();
    await field(page, account(lng, 'fields.firstName')).fill(lng === 'ar' ? 'ريم' : 'Rim');
    await field(page, account(lng, 'fields.lastName')).fill(lng === 'ar' ? 'حداد' : 'Haddad');
    await field(page, account(lng, 'fields.email')).fill(email);
    await field(page, account(lng, 'fields.password')).fill('Shopper123');
    await page.getByRole('checkbox').check();
    await button(page, account(lng, 'signup.submit')).click();
    await page.waitForURL((url) => url.pathname === '/verify-email');
    const outbox = (await fetch(`${baseUrl}/api/dev/outbox?email=${encodeURIComponent(email)}`).then((r) => r.json())) as { messages: { text: string }[] };
    const code = /\b(\d{6})\b/.exec(outbox.messages.at(-1)?.text ?? '')?.[1] ?? '';
    await field(page, account(lng, 'fields.code')).fill(code);
    await button(page, account(lng, 'verify.submit')).click();

    await page.waitForURL((url) => url.pathname === `/product/${product.id}`);
    await toast(page, cartText(lng, 'toasts.added'));
    const token = (await sessionCookie(page))?.value;
    if (token === undefined) throw new Error('not signed in after verifying');
    expect((await serverCart(token)).map(([, quantity]) => quantity)).toEqual([1]);
  });
});
