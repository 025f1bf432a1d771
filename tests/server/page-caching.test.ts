// What a page's answer tells caches (issue 28, docs/adr/0052, server/src/http/page-caching.ts): a guest's
// drawn catalogue or content page may be kept by a shared cache for PAGE_CACHE_SECONDS (+ stale while it
// is fetched again); a signed-in shopper's page and any page behind sign-in never; anything else is
// revalidated. The proxy itself: tests/e2e/cache-proxy.test.ts.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPageCacheTimes } from '../../server/src/config.js';
import { nginxConfig, NGINX_TEMPLATE } from '../../server/proxy/cache-proxy.js';
import { routeEntries } from '../../src/application/frame/route-table';
import { render } from '../../src/ui/server/entry-server';
import { routeChunks, routeScreens } from '../../tooling/route-chunks';
import { createTestApp, SHOPPER, type TestApp } from './support/test-app.js';
import { SMALL_CATALOGUE } from './shop-fixtures.js';

const INDEX =
  '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <meta name="description" content="Dukkan — shop online." />\n    <title>Dukkan</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
const SHAREABLE = 'public, max-age=0, s-maxage=7, stale-while-revalidate=11, stale-if-error=86400';

let dir = '';
let t: TestApp;
let token = '';

/** A storefront build's index.html and route list, the list as the build writes it (shareable included). */
function site(): string {
  const dist = mkdtempSync(join(dir, 'dist-'));
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'route-chunks.json'), JSON.stringify(routeChunks(routeScreens(routeEntries(), readFileSync(new URL('../../src/ui/app/route-modules.ts', import.meta.url), 'utf8')), {}, [])));
  return dist;
}

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
const varyOf = (value: unknown) => String(value ?? '').toLowerCase().split(/\s*,\s*/).toSorted();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dukkan-page-caching-'));
  t = await createTestApp({
    seed: SMALL_CATALOGUE,
    config: { catalogueListCacheSeconds: 60, pageCache: { sharedSeconds: 7, staleSeconds: 11 } },
    staticSite: { distDir: site(), renderer: { render }, renderBudgetMs: 30_000 },
  });
  token = await t.login(SHOPPER.email, SHOPPER.password);
}, 120_000);

afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a page's Cache-Control", () => {
  it("a guest's catalogue and content pages: kept by a shared cache, varying by cookie (and Accept-Language without ?lng=)", async () => {
    for (const url of ['/shop?lng=en', '/shop?lng=ar', '/categories?lng=en', '/about?lng=ar', '/brands?lng=en']) {
      // The first answer (drawn) and the second (the instance's own kept copy) say the same.
      for (const round of [1, 2]) {
        const answer = await page(url, { 'accept-encoding': 'br' });
        expect({ url, round, status: answer.statusCode, cacheControl: answer.headers['cache-control'] }).toEqual({ url, round, status: 200, cacheControl: SHAREABLE });
        // The language is the address's: no Accept-Language. (Accept: a client refusing HTML gets the JSON 404.)
        expect(varyOf(answer.headers.vary)).toEqual(expect.arrayContaining(['accept-encoding', 'cookie']));
        expect(varyOf(answer.headers.vary)).not.toContain('accept-language');
      }
    }
    const negotiated = await page('/faq');
    expect(negotiated.headers['cache-control']).toBe(SHAREABLE);
    expect(varyOf(negotiated.headers.vary)).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
    expect(negotiated.body).toContain('id="dukkan-state"');
  });

  it("a signed-in shopper's pages and the pages behind sign-in: private, no-store", async () => {
    for (const url of ['/shop?lng=en', '/', '/cart', '/account?lng=ar']) {
      const answer = await page(url, { cookie: `dukkan-signed-in=1; dukkan-session=${token}` });
      expect({ url, status: answer.statusCode, cacheControl: answer.headers['cache-control'] }).toEqual({ url, status: 200, cacheControl: 'private, no-store' });
    }
    // The redirect of a guest's /cart to the login page, of a browser that says it is signed out, a refused cookie.
    const guest = await page('/cart');
    expect(guest.statusCode).toBe(302);
    expect(guest.headers['cache-control']).toBe('private, no-store');
    const signedOut = await page('/favourites', { cookie: 'dukkan-signed-in=0' });
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers['cache-control']).toBe('private, no-store');
    const refused = await page('/shop?lng=en', { cookie: 'dukkan-session=not-a-token' });
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect(String(refused.headers['set-cookie'])).toContain('dukkan-session=;');
  });

  it('anything else is revalidated: a 404, an account page (its address may carry a phone or a token)', async () => {
    expect((await page('/product/999999?lng=en')).headers['cache-control']).toBe('no-cache');
    expect((await page('/nowhere')).headers['cache-control']).toBe('no-cache');
    for (const url of ['/login?lng=en', '/login/phone?phone=944567890', '/reset-password?token=abc', '/signup']) {
      expect({ url, cacheControl: (await page(url)).headers['cache-control'] }).toEqual({ url, cacheControl: 'no-cache' });
    }
  });

  it('PAGE_CACHE_SECONDS=0 keeps every page from shared caches; nonsense keeps the defaults', () => {
    expect(loadPageCacheTimes({ PAGE_CACHE_SECONDS: '0', PAGE_STALE_SECONDS: '5' })).toEqual({ sharedSeconds: 0, staleSeconds: 5 });
    expect(loadPageCacheTimes({ PAGE_CACHE_SECONDS: 'soon', PAGE_STALE_SECONDS: '-3' })).toEqual({ sharedSeconds: 30, staleSeconds: 30 });
  });
});

describe("the proxy's configuration (server/proxy/nginx-cache.conf)", () => {
  it('is shown whole in docs/operations.md', () => {
    const template = readFileSync(NGINX_TEMPLATE, 'utf8');
    const operations = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
    expect(operations).toContain(`\`\`\`nginx\n${template}\`\`\``);
  });

  it('never stores an answer that sets a cookie, never uses a copy of any age while refetching', () => {
    const template = readFileSync(NGINX_TEMPLATE, 'utf8');
    // nginx stores no answer with Set-Cookie unless told to ignore it.
    expect(template).not.toMatch(/proxy_ignore_headers[^;]*set-cookie/i);
    // `updating` would serve a copy hours old once after a quiet spell (ADR 0052): the answer's
    // stale-while-revalidate bounds it instead.
    expect([...template.matchAll(/proxy_cache_use_stale([^;]*);/g)].map((match) => match[1])).not.toContainEqual(expect.stringContaining('updating'));
    expect(template).toMatch(/proxy_cache_bypass \$dukkan_private;/);
  });

  it('has every place filled', () => {
    const config = nginxConfig(readFileSync(NGINX_TEMPLATE, 'utf8'), { runDir: '/run/x', cacheDir: '/cache/x', listen: '8080', upstreams: ['10.0.0.1:3000', '10.0.0.2:3000'] });
    expect(config).not.toMatch(/\{\{/);
    expect(config).toContain('server 10.0.0.2:3000 max_fails=1 fail_timeout=2s;');
    expect(config).toContain('listen 8080;');
  });
});
