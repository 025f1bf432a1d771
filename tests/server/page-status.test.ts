// Honest status codes for the storefront's pages (issues 18 and 19): a path no route of the route
// table matches, and a product, category or brand the catalogue does not list, answer 404 with the
// storefront's page (which shows its 404 screen), so search engines do not index a soft 404. Pages
// behind sign-in carry noindex.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, products } from '../../server/src/db/schema.js';
import { routeEntries } from '../../src/application/frame/route-table';
import { createTestApp, type TestApp } from './support/test-app.js';
import { SMALL_CATALOGUE } from './shop-fixtures.js';

const INDEX = '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <title>Dukkan</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

let dir = '';
let t: TestApp;
let untabled: TestApp;
let visible: { product: number; category: number; brand: number };
let hidden: { product: number; category: number };

function site(name: string, withRoutes: boolean): string {
  const dist = join(dir, name);
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  if (withRoutes) {
    // As the build writes it (tooling/route-chunks.ts): every route of the table with its sign-in flag.
    const routes = routeEntries().map(([, route]) => ({ path: route.path, signIn: route.signIn, files: [] }));
    writeFileSync(join(dist, 'route-chunks.json'), JSON.stringify({ routes }));
  }
  return dist;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dukkan-status-'));
  t = await createTestApp({ seed: SMALL_CATALOGUE, staticSite: { distDir: site('dist', true) } });
  untabled = await createTestApp({ seed: SMALL_CATALOGUE, staticSite: { distDir: site('old-dist', false) } });
  const db = t.database.db;
  const rows = await db.select().from(categories);
  const hiddenCategory = rows.find((row) => row.visible === false);
  const allProducts = await db.select().from(products);
  const hiddenIds = new Set(rows.filter((row) => row.visible === false || rows.some((parent) => parent.id === row.parentCategoryId && parent.visible === false)).map((row) => row.id));
  const hiddenProduct = allProducts.find((row) => hiddenIds.has(row.categoryId));
  const [brand] = await db.select().from(brands);
  if (!hiddenCategory || !hiddenProduct || !brand) throw new Error('seed lacks a hidden category, a hidden product or a brand');
  const listed = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=1' })).json() as { productsReturned: { products: { id: number; categoryId: number }[] } };
  const first = listed.productsReturned.products[0];
  if (!first) throw new Error('seed lists no product');
  visible = { product: first.id, category: first.categoryId, brand: brand.id };
  hidden = { product: hiddenProduct.id, category: hiddenCategory.id };
});

afterAll(async () => {
  await t.close();
  await untabled.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (app: TestApp, url: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.app.inject({ method, url, headers: { accept: 'text/html' } });

describe('status codes of the storefront pages', () => {
  it('answers 200 for the pages of the route table', async () => {
    for (const url of ['/', '/shop', '/shop?productName=x', '/categories', '/brands', '/contact', '/faq', '/login']) {
      const response = await page(t, url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toContain('<div id="root">');
    }
    // A page behind sign-in, asked without a session, is the way to sign in (ADR 0038).
    for (const url of ['/cart', '/refund/1/2']) {
      const response = await page(t, url);
      expect({ url, status: response.statusCode, location: response.headers.location }).toEqual({ url, status: 302, location: `/login?next=${encodeURIComponent(url)}` });
    }
  });

  it('answers 404 with the storefront page (its 404 screen) for a path no route matches, and marks it noindex', async () => {
    for (const url of ['/no-such-page', '/shop/extra', '/product', '/categories/1/2']) {
      const response = await page(t, url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('answers 200 for a listed product, category and brand', async () => {
    for (const url of [`/product/${visible.product}`, `/categories/${visible.category}`, `/categories/products/${visible.category}`, `/brands/products/${visible.brand}`]) {
      expect({ url, status: (await page(t, url)).statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('answers 404 for an unknown or hidden product, category or brand, and for an id that is not one', async () => {
    for (const url of [
      '/product/987654',
      `/product/${hidden.product}`,
      '/product/abc',
      '/product/1.5',
      '/product/-3',
      '/product/99999999999999999999',
      '/categories/987654',
      `/categories/${hidden.category}`,
      `/categories/products/${hidden.category}`,
      '/brands/products/987654',
      '/brands/products/%3Cscript%3E',
    ]) {
      expect({ url, status: (await page(t, url)).statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('answers HEAD as GET', async () => {
    expect((await page(t, '/product/987654', 'HEAD')).statusCode).toBe(404);
    expect((await page(t, `/product/${visible.product}`, 'HEAD')).statusCode).toBe(200);
  });

  it('keeps the pages behind sign-in out of search engines (a crawler is sent to sign in), and only those', async () => {
    for (const url of ['/cart', '/account', '/checkout', '/orders/3']) {
      const response = await page(t, url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 302 });
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    for (const url of ['/', '/shop', `/product/${visible.product}`]) {
      expect((await page(t, url)).body).not.toContain('noindex');
    }
  });

  it("sends an order's old addresses to its own page for good, the rest of the query kept (issue 26)", async () => {
    const moves: [string, string][] = [
      ['/order-confirmation/12', '/orders/12'],
      ['/order-confirmation/12?lng=ar&notice=order-placed', '/orders/12?lng=ar&notice=order-placed'],
      ['/account?order=7', '/orders/7'],
      ['/account?lng=ar&order=7', '/orders/7?lng=ar'],
    ];
    for (const [url, moved] of moves) {
      const response = await page(t, url);
      expect({ url, status: response.statusCode, location: response.headers.location }).toEqual({ url, status: 301, location: moved });
    }
    // Anything else is not an order's address: the account page, and the 404 of a path no route matches.
    expect((await page(t, '/account?order=x')).headers.location).toBe(`/login?next=${encodeURIComponent('/account?order=x')}`);
    expect((await page(t, '/account')).headers.location).toBe(`/login?next=${encodeURIComponent('/account')}`);
    expect((await page(t, '/order-confirmation/abc')).statusCode).toBe(404);
  });

  it('keeps answering 200 when the build lists no routes (an older build): it cannot tell', async () => {
    expect((await page(untabled, '/no-such-page')).statusCode).toBe(200);
    expect((await page(untabled, '/product/987654')).statusCode).toBe(200);
  });

  it('still answers a JSON 404 for an unknown API path', async () => {
    const response = await page(t, '/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
