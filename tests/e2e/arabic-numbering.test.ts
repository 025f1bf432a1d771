// Arabic pages use one numbering system, Latin digits (docs/adr/0006), for prices, counts, dates,
// the policy pages and the store's address, and one word for categories, الأقسام (issue 15). Every
// page is read as rendered — its text, its title and its description — at 360 px, signed out and
// signed in, with the browser asking for Arabic (the API's translated fields follow it).
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, withLng, type Viewport } from './support/browser';

const { open, baseUrl } = useBrowser();
const tokens = inject('tokens');

const SMALL_PHONE: Viewport = { name: 'small-phone', width: 360, height: 780 };
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]+/g;
const OTHER_CATEGORY_WORD = /\S*فئ[ةا]\S*/g;

async function firstIds(): Promise<{ product: number; category: number; brand: number }> {
  const products = (await fetch(`${baseUrl}/api/products?pageSize=1`).then((r) => r.json())) as { productsReturned: { products: { id: number }[] } };
  const categories = (await fetch(`${baseUrl}/api/categories?pageSize=500`).then((r) => r.json())) as {
    categoriesReturned: { categories: { id: number; isParent: boolean }[] };
  };
  const brands = (await fetch(`${baseUrl}/api/brands`).then((r) => r.json())) as { brandsReturned: { brands: { id: number }[] } };
  return {
    product: products.productsReturned.products[0]?.id ?? 1,
    category: categories.categoriesReturned.categories.find((category) => category.isParent)?.id ?? 1,
    brand: brands.brandsReturned.brands[0]?.id ?? 1,
  };
}

/** What a reader sees of the page: its text (the footer's address included), its title and description. */
async function readable(page: Page): Promise<string> {
  return page.evaluate(
    () => `${document.title}\n${document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''}\n${document.body.innerText}`,
  );
}

async function offences(page: Page, path: string): Promise<string[]> {
  await page.goto(withLng(path, 'ar'));
  await page.locator('h1').first().waitFor();
  // The footer's contact block and the page's data have answered.
  await page.locator('.site-footer__contact a').first().waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const seen = await readable(page);
  return [...(seen.match(ARABIC_INDIC_DIGITS) ?? []), ...(seen.match(OTHER_CATEGORY_WORD) ?? [])].map((found) => `${path}: ${found}`);
}

describe('Arabic pages', () => {
  it('write every number in Latin digits and call categories الأقسام, signed out', async () => {
    const ids = await firstIds();
    const page = await open({ path: '/', lng: 'ar', viewport: SMALL_PHONE });
    await page.context().setExtraHTTPHeaders({ 'accept-language': 'ar' });
    const paths = [
      '/',
      '/shop',
      '/sales',
      '/new',
      '/categories',
      `/categories/${ids.category}`,
      `/categories/products/${ids.category}`,
      '/brands',
      `/brands/products/${ids.brand}`,
      `/product/${ids.product}`,
      '/about',
      '/faq',
      '/contact',
      '/policies',
      '/terms-conditions',
      '/return-policy',
      '/privacy-policy',
      '/data-deletion',
      '/download',
      '/login',
      '/signup',
      '/forget-password',
    ];
    const found: string[] = [];
    for (const path of paths) found.push(...(await offences(page, path)));
    expect(found).toEqual([]);
  });

  it('write every number in Latin digits, signed in (notifications, account, cart, favourites)', async () => {
    const page = await open({ path: '/', lng: 'ar', viewport: SMALL_PHONE, token: tokens.shopper });
    await page.context().setExtraHTTPHeaders({ 'accept-language': 'ar' });
    const found: string[] = [];
    for (const path of ['/notifications', '/account', '/cart', '/favourites', '/data-deletion']) found.push(...(await offences(page, path)));
    expect(found).toEqual([]);
  });
});
