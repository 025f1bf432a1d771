// Cart and favourites end to end (issue 7), in English and Arabic at phone size, against the real
// server with the signed-in demo shopper: two variants added from the product page, a quantity
// changed on /cart, a line removed, the header badge and the totals following; a favourite added
// on the product page and removed on /favourites. axe on /cart and /favourites.
import type { Page } from 'playwright-core';
import type { ProductDetailsWire as WireProduct } from '../../src/infrastructure/catalogue/catalogue-contract';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { LANGUAGES, PHONE, useBrowser, withLng, type Lng } from './support/browser';
import { exactly, header } from './support/frame';
import { text } from './support/locales';

const { open, baseUrl } = useBrowser();
const tokens = inject('tokens');

const t = (lng: Lng, key: string, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text(lng, `cart:${key}`));


const api = async (method: string, path: string): Promise<unknown> => {
  const response = await fetch(`${baseUrl}/api${path}`, { method, headers: { authorization: `Bearer ${tokens.shopper}` } });
  if (!response.ok && response.status !== 404) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.json();
};

/** A product whose variants come in at least two colours with stock, so a second variant is one tap away. */
async function twoColourProduct(): Promise<WireProduct> {
  const list = (await fetch(`${baseUrl}/api/products?pageSize=60&inStock=true`).then((r) => r.json())) as { productsReturned: { products: { id: number }[] } };
  for (const { id } of list.productsReturned.products) {
    const { productReturned } = (await fetch(`${baseUrl}/api/products/${id}`).then((r) => r.json())) as { productReturned: WireProduct };
    const colours = new Set(productReturned.variants.filter((v) => v.stock >= 3 && v.color !== null).map((v) => v.color));
    if (colours.size >= 2) return productReturned;
  }
  throw new Error('no product in two colours with stock in the seed');
}

async function cleanSlate(): Promise<void> {
  await api('DELETE', '/cart/empty');
  const favourites = (await api('GET', '/favourites')) as { itemsReturned: { id: number }[] };
  for (const item of favourites.itemsReturned) await api('DELETE', `/favourites/delete/${item.id}`);
}

const cartBadge = (page: Page) => header(page).getByTestId('cart-badge');
const favouritesBadge = (page: Page) => header(page).getByTestId('favourites-badge');

async function toast(page: Page, message: string): Promise<void> {
  await page.getByText(message, { exact: true }).first().waitFor();
}

describe.each(LANGUAGES)('cart and favourites in %s at phone size', (lng) => {
  it('adds two variants, changes a quantity, removes one; badges and totals follow', async () => {
    await cleanSlate();
    const product = await twoColourProduct();
    const title = lng === 'ar' ? product.titleAR : product.titleEN;
    const page = await open({ path: `/product/${product.id}`, lng, viewport: PHONE, token: tokens.shopper });

    // The variant shown first, then one in another colour.
    const add = page.getByRole('button', { name: exactly(text(lng, 'catalogue:product.addToCart')) });
    await add.click();
    await toast(page, t(lng, 'toasts.added'));
    await expect.poll(() => cartBadge(page).textContent()).toBe('1');
    const checked = await page.locator('.choice input[type=radio][name="color"]:checked').getAttribute('value');
    const other = product.variants.find((v) => v.stock >= 3 && v.color !== null && v.color !== checked);
    if (other === undefined || other.color === null) throw new Error('no second colour');
    await page.locator(`.choice input[type=radio][name="color"][value="${other.color}"]`).check();
    await add.click();
    await expect.poll(() => cartBadge(page).textContent()).toBe('2');

    // The cart: two lines, the stepper, the totals.
    await header(page).getByRole('link', { name: new RegExp(text(lng, 'frame:header.cart')) }).click();
    await page.getByRole('heading', { level: 1, name: exactly(t(lng, 'cart.title')) }).waitFor();
    const lines = page.getByTestId('cart-line');
    await expect.poll(() => lines.count()).toBe(2);
    const totalBefore = await page.getByTestId('total-after-tax').textContent();
    await expectNoSeriousA11yViolations(page, `/cart (${lng})`);

    await lines.first().getByRole('button', { name: t(lng, 'cart.quantity.increase', { title }) }).click();
    await toast(page, t(lng, 'toasts.quantity-updated'));
    await expect.poll(() => lines.first().getByRole('spinbutton').inputValue()).toBe('2');
    await expect.poll(() => cartBadge(page).textContent()).toBe('3');
    await expect.poll(() => page.getByTestId('total-after-tax').textContent()).not.toBe(totalBefore);
    const totalThree = await page.getByTestId('total-after-tax').textContent();

    await lines.nth(1).getByRole('button', { name: t(lng, 'cart.line.removeLabel', { title }) }).click();
    await expect.poll(() => lines.count()).toBe(1);
    await expect.poll(() => cartBadge(page).textContent()).toBe('2');
    const server = (await api('GET', '/cart')) as { cartItems: { quantity: number }[]; itemCount: number };
    expect(server.cartItems.map((item) => item.quantity)).toEqual([2]);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(lng === 'ar' ? 'rtl' : 'ltr');
    await expect.poll(() => page.getByTestId('total-after-tax').textContent()).not.toBe(totalThree);

    await page.getByRole('link', { name: exactly(t(lng, 'cart.summary.checkout')) }).waitFor();
  });

  it('adds a favourite on the product page and removes it on /favourites', async () => {
    await cleanSlate();
    const product = await twoColourProduct();
    const title = lng === 'ar' ? product.titleAR : product.titleEN;
    const page = await open({ path: `/product/${product.id}`, lng, viewport: PHONE, token: tokens.shopper });

    await page.getByRole('button', { name: exactly(text(lng, 'catalogue:product.addFavourite')) }).click();
    await expect.poll(() => favouritesBadge(page).textContent()).toBe('1');
    // The badge follows at once (optimistic); the server holds the favourite when the POST lands. The
    // /favourites page drawn before that would rightly not show it yet.
    await expect.poll(async () => ((await api('GET', '/favourites')) as { itemsReturned: { id: number }[] }).itemsReturned.map((item) => item.id)).toEqual([product.id]);
    await page.goto(withLng('/favourites', lng));
    await page.getByRole('heading', { level: 1, name: exactly(t(lng, 'favourites.title')) }).waitFor();
    await expect.poll(() => page.getByTestId('favourite').count()).toBe(1);
    await expectNoSeriousA11yViolations(page, `/favourites (${lng})`);

    await page.getByRole('button', { name: t(lng, 'favourites.removeLabel', { title }) }).click();
    await page.getByText(t(lng, 'favourites.empty.title')).waitFor();
    await expect.poll(() => favouritesBadge(page).count()).toBe(0);
    // The page empties at once (optimistic); the server follows when the DELETE lands.
    await expect.poll(async () => ((await api('GET', '/favourites')) as { itemsReturned: unknown[] }).itemsReturned).toEqual([]);
    await expectNoSeriousA11yViolations(page, `/favourites empty (${lng})`);
  });
});
