// The catalogue screens in the browser against the real server and its seeded catalogue, in English
// and Arabic: search by name (Arabic typed with a plain alef) and by serial number, filters and sort
// in the URL, the back button restoring page, filters and scroll, variants, the guest's favourite
// round trip through the login page, axe on every screen, and screenshots to look at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type { ProductDetailsWire, ProductListItem as WireProduct } from '../../src/infrastructure/catalogue/catalogue-contract';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO } from './support/accounts';
import { DESKTOP, LANGUAGES, PHONE, pageErrors, settled, useBrowser, type Lng } from './support/browser';
import { isModal, whereFocusIs } from './support/dialog';
import { exactly, fill, frameText, pathOf, queryOf, searchTrigger } from './support/frame';
import { text } from './support/locales';

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
const { open, baseUrl } = useBrowser();

const cat = (lng: Lng, key: string, values: Record<string, string | number> = {}): string => fill(text(lng, `catalogue:${key}`), values);
const cards = (page: Page) => page.getByTestId('product-card');
const cardTitles = (page: Page) => cards(page).locator('h3').allTextContents();


async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

let puzzle: WireProduct;
let serialProduct: WireProduct;
let variantProduct: ProductDetailsWire;

beforeAll(async () => {
  const search = await api<{ productsReturned: { products: WireProduct[] } }>(`/products?productName=${encodeURIComponent('أحجية')}&pageSize=1`);
  const [found] = search.productsReturned.products;
  if (found === undefined) throw new Error('the seed has no puzzle (أحجية)');
  puzzle = found;
  const list = await api<{ productsReturned: { products: WireProduct[] } }>('/products?pageSize=40');
  const [first] = list.productsReturned.products;
  if (first === undefined) throw new Error('the seed has no product');
  serialProduct = first;
  for (const item of list.productsReturned.products) {
    const { productReturned } = await api<{ productReturned: ProductDetailsWire }>(`/products/${item.id}`);
    const colours = new Set(productReturned.variants.map((variant) => variant.color).filter((colour) => colour !== null));
    if (colours.size >= 2) {
      variantProduct = productReturned;
      return;
    }
  }
  throw new Error('the seed has no product in two colours');
});

async function searchFor(page: Page, lng: Lng, term: string, bySerial = false): Promise<void> {
  await searchTrigger(page, lng).click();
  const overlay = page.getByTestId('search-overlay');
  if (bySerial) await overlay.getByRole('switch', { name: exactly(frameText(lng, 'search.bySerial')) }).click();
  await overlay.getByRole('searchbox', { name: exactly(frameText(lng, 'search.label')) }).fill(term);
  await overlay.getByRole('searchbox').press('Enter');
  await page.waitForURL((url) => url.pathname === '/shop');
}

describe.each(LANGUAGES)('the catalogue in %s', (lng) => {
  it('finds a product by name: in Arabic typed with a plain alef where the title has أ', async () => {
    const page = await open({ path: '/', lng, viewport: PHONE });
    const term = lng === 'ar' ? 'احجية' : 'wooden puzzle';
    await searchFor(page, lng, term);
    expect(queryOf(page).get('productName')).toBe(term);
    await expect.poll(() => page.getByTestId('search-summary').textContent()).toContain(cat(lng, 'search.results', { term }));
    const title = lng === 'ar' ? puzzle.titleAR : puzzle.titleEN;
    await expect.poll(() => cardTitles(page)).toContain(title);
    expect(pageErrors(page)).toEqual([]);
  });

  it('finds a product by serial number with the toggle', async () => {
    const page = await open({ path: '/', lng, viewport: PHONE });
    await searchFor(page, lng, serialProduct.serialNo, true);
    expect(queryOf(page).get('serialNo')).toBe(serialProduct.serialNo);
    expect(queryOf(page).has('productName')).toBe(false);
    await expect.poll(() => cardTitles(page)).toEqual([lng === 'ar' ? serialProduct.titleAR : serialProduct.titleEN]);
    await expect.poll(() => page.getByTestId('search-summary').textContent()).toContain(serialProduct.serialNo);
  });

  it('filters and sorts through the URL, on a phone in the filter sheet', async () => {
    const page = await open({ path: '/shop', lng, viewport: PHONE });
    await cards(page).first().waitFor();
    await page.getByRole('button', { name: exactly(cat(lng, 'filters.open')) }).click();
    const sheet = page.getByRole('dialog', { name: cat(lng, 'filters.title') });
    await sheet.getByRole('checkbox', { name: cat(lng, 'filters.onSale') }).check();
    await page.waitForURL((url) => url.searchParams.get('onSale') === 'true');
    await sheet.getByRole('button', { name: exactly(cat(lng, 'filters.showResults')) }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByLabel(cat(lng, 'sort.label')).selectOption('price_asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    expect(queryOf(page).get('onSale')).toBe('true');
    // every card is discounted (struck-through old price), cheapest first as the API sorts
    await expect.poll(async () => (await cards(page).count()) > 0 && (await cards(page).locator('del').count()) === (await cards(page).count())).toBe(true);
    const expected = await api<{ productsReturned: { products: WireProduct[] } }>('/products?onSale=true&sort=price_asc&pageSize=20');
    await expect
      .poll(() => cardTitles(page))
      .toEqual(expected.productsReturned.products.map((product) => (lng === 'ar' ? product.titleAR : product.titleEN)));
  });

  it('the filter sheet is modal on a phone: Escape or a click above it closes it, focus back on its button', async () => {
    const page = await open({ path: '/shop', lng, viewport: PHONE });
    await cards(page).first().waitFor();
    const toggle = page.getByRole('button', { name: exactly(cat(lng, 'filters.open')) });
    const sheet = page.getByRole('dialog', { name: cat(lng, 'filters.title') });
    await toggle.click();
    await sheet.waitFor();
    expect(await isModal(sheet)).toBe(true);
    await expect.poll(() => whereFocusIs(sheet)).toBe('inside');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    // a click on the dimmed page above the sheet closes it too
    await toggle.click();
    await sheet.waitFor();
    await page.mouse.click(PHONE.width / 2, 8);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('the back button restores the page, the filters and the scroll position', async () => {
    const page = await open({ path: '/shop?inStock=true', lng, viewport: DESKTOP });
    await cards(page).first().waitFor();
    await page.getByRole('link', { name: exactly(cat(lng, 'paging.next')) }).click();
    await page.waitForURL((url) => url.searchParams.get('pageNo') === '2');
    expect(queryOf(page).get('inStock')).toBe('true');
    // The URL changes before React draws page 2 (and the router scrolls it to the top): wait for page 2.
    const pageTwo = cat(lng, 'paging.status', { page: 2, pages: '' });
    await expect.poll(async () => ((await page.locator('.pager__status').textContent()) ?? '').startsWith(pageTwo)).toBe(true);
    await expect.poll(() => cards(page).count()).toBe(20);
    const target = cards(page).nth(9);
    const top = await target.evaluate((card) => card.getBoundingClientRect().top + window.scrollY - 120);
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const scrolled = await page.evaluate(() => window.scrollY);
    const title = (await target.locator('h3').textContent()) ?? '';
    await target.getByRole('link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/'));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/shop');
    expect(queryOf(page).get('pageNo')).toBe('2');
    expect(queryOf(page).get('inStock')).toBe('true');
    expect(await page.getByRole('checkbox', { name: cat(lng, 'filters.inStock') }).isChecked()).toBe(true);
    await expect.poll(() => cardTitles(page)).toContain(title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 80);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 80);
  });

  it('switches a variant: colour, its stock and price', async () => {
    const page = await open({ path: `/product/${variantProduct.id}`, lng, viewport: PHONE });
    await page.getByRole('heading', { level: 1, name: lng === 'ar' ? variantProduct.titleAR : variantProduct.titleEN }).waitFor();
    const colours = [...new Set(variantProduct.variants.map((variant) => variant.color).filter((colour) => colour !== null))];
    const name = (colour: string) => cat(lng, `colours.${colour}`);
    const first = page.getByRole('radio', { checked: true }).first();
    const current = await first.getAttribute('value');
    const other = colours.find((colour) => colour !== current) ?? colours[1] ?? '';
    await page.getByRole('radio', { name: new RegExp(`^${name(other)}`) }).check();
    await expect.poll(() => page.getByRole('group').first().locator('legend').textContent()).toBe(cat(lng, 'product.colourChosen', { colour: name(other) }));
    expect(await page.getByRole('radio', { name: new RegExp(`^${name(other)}`) }).isChecked()).toBe(true);
    expect(await page.getByTestId('stock').textContent()).not.toBe('');
    expect(pageErrors(page)).toEqual([]);
  });

  it("a guest's favourite goes to the login page and back to the product after logging in", async () => {
    // Favourites live on the server: the other language's run may have left this one in the shopper's list.
    await fetch(`${baseUrl}/api/favourites/delete/${puzzle.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${inject('tokens').shopper}` } });
    const page = await open({ path: `/product/${puzzle.id}`, lng, viewport: PHONE });
    await page.getByRole('button', { name: exactly(cat(lng, 'product.addFavourite')) }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(queryOf(page).get('next')).toBe(`/product/${puzzle.id}`);
    await page.getByLabel(text(lng, 'account:fields.email')).fill(DEMO.shopper.email);
    await page.getByLabel(text(lng, 'account:fields.password'), { exact: true }).fill(DEMO.shopper.password);
    await page.getByRole('button', { name: exactly(text(lng, 'account:login.submit')) }).click();
    await page.waitForURL((url) => url.pathname === `/product/${puzzle.id}`);
    const heart = page.getByRole('button', { name: exactly(cat(lng, 'product.addFavourite')) });
    await heart.click();
    await page.getByRole('button', { name: exactly(cat(lng, 'product.removeFavourite')) }).waitFor();
    expect(await page.getByRole('button', { name: exactly(cat(lng, 'product.removeFavourite')) }).getAttribute('aria-pressed')).toBe('true');
  });

  it('has no serious or critical axe violation on any catalogue screen', async () => {
    const paths = ['/', '/shop', '/shop?productName=lego', '/sales', '/new', '/categories', '/categories/1', '/categories/products/1', '/brands', '/brands/products/9', `/product/${variantProduct.id}`];
    const page = await open({ path: '/', lng, viewport: PHONE });
    for (const path of paths) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
      await page.locator('#page-title').first().waitFor({ state: 'attached', timeout: 30_000 });
      await page.waitForFunction(() => document.querySelector('[aria-hidden="true"] .skeleton, .skeleton') === null, undefined, { timeout: 15_000 });
      await expectNoSeriousA11yViolations(page, `${path} (${lng})`);
    }
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);

  it('saves screenshots of home, shop and a product at phone size', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const [name, path] of [
      ['home', '/'],
      ['shop', '/shop'],
      ['product', `/product/${variantProduct.id}`],
    ] as const) {
      const page = await open({ path, lng, viewport: PHONE });
      await page.waitForFunction(() => document.querySelector('.skeleton') === null, undefined, { timeout: 15_000 });
      await settled(page);
      await page.screenshot({ path: join(SCREENSHOTS, `catalogue-${name}-${lng}-phone.png`) });
      await page.screenshot({ path: join(SCREENSHOTS, `catalogue-${name}-${lng}-phone-full.png`), fullPage: true });
      expect(pathOf(page)).toBe(path);
    }
  });
});
