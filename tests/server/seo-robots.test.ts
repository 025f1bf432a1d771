// robots.txt (issue 19): the catalogue and the content pages are open; the pages behind sign-in (from
// the route table's `signIn`), the API and the one-time pages are not; it names the sitemap under
// PUBLIC_URL. Rules are checked as Google reads them: the longest matching rule wins, Allow on a tie.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTIONAL_PAGES, UNLISTED_PAGES } from '../../server/src/seo/crawl-rules.js';
import { routeEntries } from '../../src/application/frame/route-table';
import { builtSite } from './seo-support.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let dist = '';
let robots = '';
let answer: { status: number; type: unknown } = { status: 0, type: '' };

beforeAll(async () => {
  dist = builtSite();
  t = await createTestApp({ seed: false, config: { publicUrl: 'https://shop.example/' }, staticSite: { distDir: dist } });
  const response = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { accept: 'text/html,*/*' } });
  answer = { status: response.statusCode, type: response.headers['content-type'] };
  robots = response.body;
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

interface Rule {
  allow: boolean;
  path: string;
}

/** The rules of the group for every crawler (User-agent: *). */
function rules(text: string): Rule[] {
  const lines = text.split('\n').map((line) => line.replace(/#.*/, '').trim());
  const start = lines.indexOf('User-agent: *');
  expect(start).toBeGreaterThanOrEqual(0);
  const out: Rule[] = [];
  for (const line of lines.slice(start + 1)) {
    const [field = '', ...rest] = line.split(':');
    const value = rest.join(':').trim();
    if (/^user-agent$/i.test(field)) break;
    if (/^allow$/i.test(field)) out.push({ allow: true, path: value });
    if (/^disallow$/i.test(field)) out.push({ allow: false, path: value });
  }
  return out;
}

/** Whether a crawler may fetch the URL (path and query): the longest matching rule decides. */
function allowed(url: string): boolean {
  const matching = rules(robots).filter((rule) => rule.path !== '' && url.startsWith(rule.path));
  const longest = matching.toSorted((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow))[0];
  return longest?.allow ?? true;
}

describe('robots.txt', () => {
  it('is plain text, answered to a browser too (not the storefront page)', () => {
    expect(answer).toEqual({ status: 200, type: 'text/plain; charset=utf-8' });
  });

  it('names the sitemap at PUBLIC_URL', () => {
    expect(robots).toContain('\nSitemap: https://shop.example/sitemap.xml\n');
    // Plain prefixes only: every crawler reads them the same way.
    for (const rule of rules(robots)) expect(rule.path).not.toMatch(/[*$]/);
  });

  it('allows the catalogue, the content pages, the pictures and the sitemaps', () => {
    for (const url of [
      '/',
      '/?lng=ar',
      '/shop',
      '/shop?productName=phone',
      '/product/12?lng=ar',
      '/categories',
      '/categories/3',
      '/categories/products/3?lng=en',
      '/brands',
      '/brands/products/2',
      '/sales',
      '/new',
      '/contact',
      '/faq',
      '/about',
      '/terms',
      '/privacy-policy',
      '/return-policy',
      '/policies',
      '/download',
      '/login',
      '/images/products/phones/apple-1.svg',
      '/og/product/12.png',
      '/sitemap.xml',
      '/sitemaps/products-1.xml',
      '/locales/en/common.json',
      '/assets/app-1.js',
    ]) {
      expect({ url, allowed: allowed(url) }).toEqual({ url, allowed: true });
    }
  });

  it('disallows the API, the pages behind sign-in and the transactional pages', () => {
    for (const url of [
      '/api/products',
      '/cart',
      '/checkout',
      '/account',
      '/favourites',
      '/notifications',
      '/orders',
      '/order-success',
      '/orders/12',
      '/refund/3/4',
      '/data-deletion',
      '/reset-password?token=abc',
      '/verify-email?email=a%40b.c',
      '/forget-password',
      '/login?next=%2Fcart',
      '/signup?next=%2Fcheckout',
    ]) {
      expect({ url, allowed: allowed(url) }).toEqual({ url, allowed: false });
    }
  });

  it('disallows every page of the route table behind sign-in', () => {
    const signIn = routeEntries().filter(([, route]) => route.signIn);
    expect(signIn.length).toBeGreaterThan(5);
    for (const [name, route] of signIn) {
      const url = route.path.replace(/:\w+/g, '7');
      expect({ name, url, allowed: allowed(url) }).toEqual({ name, url, allowed: false });
    }
  });

  it('names only pages the route table has among the transactional and unlisted ones', () => {
    const paths = new Set(routeEntries().map(([, route]) => route.path));
    for (const path of [...TRANSACTIONAL_PAGES, ...UNLISTED_PAGES]) expect({ path, routed: paths.has(path) }).toEqual({ path, routed: true });
  });

  it('without the build, still keeps crawlers off the API and the one-time pages', async () => {
    const bare = await createTestApp({ seed: false, config: { publicUrl: 'https://shop.example' } });
    try {
      const text = (await bare.app.inject({ method: 'GET', url: '/robots.txt' })).body;
      expect(text).toContain('Disallow: /api/\n');
      expect(text).toContain('Disallow: /reset-password\n');
      expect(text).toContain('Sitemap: https://shop.example/sitemap.xml');
    } finally {
      await bare.close();
    }
  });
});
