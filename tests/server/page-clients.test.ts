// Issue 28: every client that is not a browser gets the right page. A crawler, a link-preview fetcher
// (Meta's documented fetch: `facebookexternalhit/1.1`, `Range: bytes=0-524288`, `Accept: */*`), curl or
// an uptime monitor sends `*/*` or no Accept at all: each gets the storefront's page, never the API's
// JSON 404, and the answer says it varies on Accept so a cache in front keeps the two apart.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsHtml } from '../../server/src/http/accepts-html.js';
import { render } from '../../src/ui/server/entry-server';
import { builtSite } from './seo-support.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { SMALL_CATALOGUE } from './shop-fixtures.js';

let dist = '';
let t: TestApp;
let productId = 0;

beforeAll(async () => {
  dist = builtSite();
  // The real render (from the sources; a generous budget, its first run compiles the screens): a cookie is read on the way to it and beside it.
  t = await createTestApp({ seed: SMALL_CATALOGUE, config: { catalogueListCacheSeconds: 0 }, staticSite: { distDir: dist, renderer: { render }, renderBudgetMs: 30_000 } });
  const listed = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=1' })).json() as { productsReturned: { products: { id: number }[] } };
  productId = listed.productsReturned.products[0]?.id ?? 0;
  if (productId === 0) throw new Error('seed lists no product');
}, 120_000);

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const varies = (header: unknown): string[] => String(header ?? '').split(',').map((name) => name.trim().toLowerCase());

const CRAWLERS: Array<{ name: string; headers: Record<string, string> }> = [
  { name: 'curl (*/*)', headers: { accept: '*/*', 'user-agent': 'curl/8.5.0' } },
  { name: 'no Accept', headers: {} },
  { name: 'facebookexternalhit', headers: { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', range: 'bytes=0-524288' } },
  { name: 'Googlebot', headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'user-agent': 'Googlebot/2.1' } },
  { name: 'text/*', headers: { accept: 'text/*' } },
];

describe("a client that is not a browser", () => {
  it('gets the product page (200 HTML) and says the answer varies on Accept', async () => {
    for (const { name, headers } of CRAWLERS) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url: `/product/${productId}`, headers });
        expect({ name, method, status: response.statusCode, type: response.headers['content-type'] }).toEqual({ name, method, status: 200, type: 'text/html; charset=utf-8' });
        expect(varies(response.headers.vary)).toContain('accept');
        // HEAD answers the headers alone.
        expect(response.body.includes('<html')).toBe(method === 'GET');
      }
    }
  });

  it('gets the HTML 404 page for a product that does not exist, and for a path no route has', async () => {
    for (const { name, headers } of CRAWLERS) {
      for (const url of ['/product/99999999', '/no-such-page']) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect({ name, url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({ name, url, status: 404, type: 'text/html; charset=utf-8' });
        expect(response.body).toContain('noindex');
        expect(varies(response.headers.vary)).toContain('accept');
      }
    }
  });

  it('gets JSON where its Accept leaves HTML out, saying that too varies on Accept', async () => {
    for (const accept of ['application/json', 'image/png, image/*;q=0.8', 'text/html;q=0, */*']) {
      const response = await t.app.inject({ method: 'GET', url: `/product/${productId}`, headers: { accept } });
      expect({ accept, status: response.statusCode }).toEqual({ accept, status: 404 });
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(varies(response.headers.vary)).toContain('accept');
    }
  });

  it('leaves /api as JSON, whatever the Accept', async () => {
    for (const accept of ['*/*', 'text/html', '']) {
      const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: accept === '' ? {} : { accept } });
      expect({ accept, status: missing.statusCode, type: missing.headers['content-type'] }).toEqual({ accept, status: 404, type: expect.stringContaining('application/json') });
      const found = await t.app.inject({ method: 'GET', url: `/api/products/${productId}`, headers: accept === '' ? {} : { accept } });
      expect({ accept, status: found.statusCode, type: found.headers['content-type'] }).toEqual({ accept, status: 200, type: expect.stringContaining('application/json') });
    }
  });

  it('gets JSON for a write outside /api (only GET and HEAD are pages)', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: `/product/${productId}`, headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('acceptsHtml', () => {
  it('reads Accept as RFC 9110 says: the most specific range decides', () => {
    expect(acceptsHtml(undefined)).toBe(true);
    expect(acceptsHtml('')).toBe(true);
    expect(acceptsHtml('*/*')).toBe(true);
    expect(acceptsHtml('text/html')).toBe(true);
    expect(acceptsHtml('TEXT/HTML; charset=utf-8')).toBe(true);
    expect(acceptsHtml('application/json, */*;q=0.1')).toBe(true);
    expect(acceptsHtml('application/json')).toBe(false);
    expect(acceptsHtml('image/avif,image/webp,*/*;q=0')).toBe(false);
    expect(acceptsHtml('text/html;q=0, */*')).toBe(false);
    expect(acceptsHtml('text/html;q=bogus')).toBe(false);
  });
});

// Whoever controls a subdomain can set a cookie for the store; a browser extension or an old version
// can leave one half-written. A value that does not decode is as if it were not there.
describe('a cookie whose value does not decode', () => {
  const BAD = '%E0%A4%A';
  const COOKIES = ['i18next', 'dukkan-country', 'dukkan-frame', 'dukkan-signed-in', 'dukkan-session'];

  it('never makes a 500, on any page, with or without ?lng=', async () => {
    const pages = ['/', '/shop', `/product/${productId}`, '/product/99999999', '/cart', '/account', '/no-such-page', '/index.html'];
    for (const name of COOKIES) {
      for (const path of pages) {
        for (const query of ['', '?lng=ar', '?lng=en']) {
          for (const cookie of [`${name}=${BAD}`, `other=1; ${name}=${BAD}; i18next=ar`]) {
            const url = `${path}${query}`;
            const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', cookie } });
            expect({ url, cookie, status: response.statusCode < 500 }).toEqual({ url, cookie, status: true });
          }
        }
      }
    }
  });

  it('is ignored: the page is in the language the address or the other cookies name', async () => {
    const arabic = await t.app.inject({ method: 'GET', url: `/product/${productId}?lng=ar`, headers: { accept: 'text/html', cookie: `i18next=${BAD}; dukkan-country=${BAD}` } });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    const negotiated = await t.app.inject({ method: 'GET', url: '/shop', headers: { accept: 'text/html', 'accept-language': 'ar', cookie: `i18next=${BAD}` } });
    expect(negotiated.statusCode).toBe(200);
    expect(negotiated.body).toContain('<html lang="ar" dir="rtl">');
  });

  it('never makes a 500 on the API either', async () => {
    for (const name of COOKIES) {
      for (const url of ['/api/products?pageSize=1', `/api/products/${productId}`, '/api/health', '/api/cart']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { cookie: `${name}=${BAD}` } });
        expect({ name, url, status: response.statusCode < 500 }).toEqual({ name, url, status: true });
      }
    }
  });
});

// Issue 28: one address per page. A variant of a page's address (a trailing slash, capitals) answered
// 200 and named itself canonical; it is now sent once, for good, to the page's own address with its query.
describe('a variant of a page address', () => {
  it('is sent by one permanent redirect to the canonical address, keeping the query', async () => {
    const cases: Array<[string, string]> = [
      ['/shop/', '/shop'],
      ['/SHOP', '/shop'],
      ['/Shop/?lng=ar&inStock=true', '/shop?lng=ar&inStock=true'],
      [`/Product/${productId}`, `/product/${productId}`],
      [`/PRODUCT/${productId}/?lng=en`, `/product/${productId}?lng=en`],
      ['/Categories/Products/1', '/categories/products/1'],
    ];
    for (const [from, to] of cases) {
      for (const headers of [{ accept: 'text/html' }, { accept: '*/*' }, {}]) {
        const response = await t.app.inject({ method: 'GET', url: from, headers });
        expect({ from, status: response.statusCode, location: response.headers.location }).toEqual({ from, status: 301, location: to });
        // Once: the address it names is the page itself.
        const followed = await t.app.inject({ method: 'GET', url: to, headers });
        expect({ to, status: followed.statusCode }).toEqual({ to, status: expect.any(Number) });
        expect(followed.statusCode).not.toBe(301);
      }
    }
  });

  it('leaves the canonical addresses, unknown paths and the API alone', async () => {
    for (const url of ['/', '/shop', `/product/${productId}?lng=ar`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/No-Such-Page/', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/API/health' })).statusCode).not.toBe(301);
  });
});
