// The storefront's pages drawn on the server (issue 18): a guest's public page arrives with its content
// in its language and currency, each request's page its own however many render at once, the page's
// state escaped so hostile product text cannot break out of it, and the page the browser draws when
// the render cannot be used (signed in, behind sign-in, a failure, over budget).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/src/db/schema.js';
import type { PageRenderer } from '../../server/src/http/server-render.js';
import { routeEntries } from '../../src/application/frame/route-table';
import { render } from '../../src/ui/server/entry-server';
import { createTestApp, type TestApp } from './support/test-app.js';
import { SMALL_CATALOGUE } from './shop-fixtures.js';

const INDEX =
  '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <meta name="description" content="Dukkan — shop online." />\n    <title>Dukkan</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

let dir = '';
let t: TestApp;
let failing: TestApp;
let slow: TestApp;
let product: { id: number; titleEn: string; titleAr: string };

const STATE = /<script type="application\/json" id="dukkan-state">([\s\S]*?)<\/script>/;

function site(): string {
  const dist = mkdtempSync(join(dir, 'dist-'));
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  const routes = routeEntries().map(([, route]) => ({ path: route.path, signIn: route.signIn, files: [] }));
  writeFileSync(join(dist, 'route-chunks.json'), JSON.stringify({ routes }));
  return dist;
}

let renders = 0;
const counting: PageRenderer = {
  render: async (request) => {
    renders += 1;
    return render(request);
  },
};
let counted: TestApp;

const broken: PageRenderer = { render: () => Promise.reject(new Error('render blew up')) };
/** A render that never ends, keeping the signal it was given. */
const signals: AbortSignal[] = [];
const never: PageRenderer = {
  render: (request) => {
    if (request.signal !== undefined) signals.push(request.signal);
    return new Promise(() => undefined);
  },
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dukkan-ssr-'));
  // Rendered pages are not kept here (a test changes a product and reads its page at once); the cache has its own test below.
  // A generous budget: the first render from the sources compiles its screens (the budget has its own test below).
  t = await createTestApp({ seed: SMALL_CATALOGUE, config: { catalogueListCacheSeconds: 0 }, staticSite: { distDir: site(), renderer: { render }, renderBudgetMs: 30_000 } });
  counted = await createTestApp({ seed: SMALL_CATALOGUE, staticSite: { distDir: site(), renderer: counting, renderBudgetMs: 30_000 } });
  failing = await createTestApp({ seed: SMALL_CATALOGUE, staticSite: { distDir: site(), renderer: broken } });
  slow = await createTestApp({ seed: SMALL_CATALOGUE, staticSite: { distDir: site(), renderer: never, renderBudgetMs: 200 } });
  const listed = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=1&inStock=true' })).json() as { productsReturned: { products: { id: number }[] } };
  const id = listed.productsReturned.products[0]?.id;
  if (id === undefined) throw new Error('seed lists no product');
  const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
  if (!row) throw new Error('no product row');
  product = { id, titleEn: row.titleEn, titleAr: row.titleAr };
}, 120_000);

afterAll(async () => {
  await Promise.all([t.close(), failing.close(), slow.close(), counted.close()]);
  rmSync(dir, { recursive: true, force: true });
});

const page = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

const root = (html: string): string => /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36';

describe('a guest page drawn on the server', () => {
  it('arrives with its content: the product page in English, its title, description and state', async () => {
    const response = await page(t, `/product/${product.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(root(body)).toContain(`>${product.titleEn}</h1>`);
    expect(body).toContain('<html lang="en" dir="ltr">');
    expect(body).toMatch(new RegExp(`<title>${product.titleEn.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^<]*\\| Dukkan</title>`));
    expect(body).not.toContain('content="Dukkan — shop online."');
    expect(STATE.test(body)).toBe(true);
  });

  // One page fits every width (docs/adr/0037): the phone's and the desktop's frames are both in it, CSS shows one.
  it('is the same page for a phone and a desktop browser, with both shapes of the frame in it', async () => {
    for (const lng of ['en', 'ar'] as const) {
      const url = `/shop?lng=${lng}`;
      const phone = root((await page(t, url, { 'user-agent': PHONE_UA, 'sec-ch-ua-mobile': '?1', cookie: 'dukkan-frame=phone' })).body);
      const desktop = root((await page(t, url, { 'user-agent': DESKTOP_UA, 'sec-ch-ua-mobile': '?0', cookie: 'dukkan-frame=desktop' })).body);
      expect(phone).toBe(desktop);
      expect(phone).toMatch(/class="[^"]*site-header__menu phone-only/);
      expect(phone).toMatch(/class="nav-bar desktop-only"/);
      expect(phone).toMatch(/class="bottom-nav phone-only"/);
    }
  });

  it('carries the translations it was drawn with, in its language only: the browser hydrates without fetching them', async () => {
    for (const lng of ['en', 'ar'] as const) {
      const body = (await page(t, `/product/${product.id}?lng=${lng}`)).body;
      const state = JSON.parse(STATE.exec(body)?.[1] ?? '{}') as { translations?: Record<string, { app?: { name?: string } }> };
      expect(Object.keys(state.translations ?? {})).toEqual(expect.arrayContaining(['common', 'frame', 'catalogue', 'errors']));
      expect(state.translations?.common?.app?.name).toBe(lng === 'ar' ? 'دكّان' : 'Dukkan');
      expect(Object.keys(state.translations ?? {})).not.toContain('orders');
    }
  });

  it('in Arabic, right to left, with prices in Syrian pounds (a guest in Syria)', async () => {
    const body = (await page(t, `/product/${product.id}?lng=ar`)).body;
    expect(body).toContain('<html lang="ar" dir="rtl">');
    expect(root(body)).toContain(`>${product.titleAr}</h1>`);
    expect(root(body)).toMatch(/ل\.س\./);
  });

  it("in Lebanese pounds for a guest whose browser located it in Lebanon (its cookie)", async () => {
    const body = (await page(t, `/product/${product.id}`, { cookie: 'dukkan-country=2' })).body;
    expect(root(body)).toMatch(/LBP|L\.L\.|ل\.ل\./);
    expect(root(body)).not.toMatch(/SYP/);
    const state = JSON.parse(STATE.exec(body)?.[1] ?? '{}') as { countryId?: number };
    expect(state.countryId).toBe(2);
  });

  it('the shop lists the products of the first page, the 404 page answers 404 drawn', async () => {
    const shop = await page(t, '/shop');
    expect(root(shop.body)).toContain('class="product-card');
    const missing = await page(t, '/product/987654');
    expect(missing.statusCode).toBe(404);
    expect(root(missing.body)).toContain('id="page-title"');
  });

  it('keeps concurrent requests apart: each page in its own language and currency', async () => {
    const asks = Array.from({ length: 12 }, (_, index) => ({
      lng: index % 2 === 0 ? 'ar' : 'en',
      country: index % 3 === 0 ? 2 : 1,
    }));
    const answers = await Promise.all(asks.map((ask) => page(t, `/product/${product.id}?lng=${ask.lng}`, { cookie: `dukkan-country=${ask.country}` })));
    asks.forEach((ask, index) => {
      const answer = answers[index];
      if (answer === undefined) throw new Error(`no answer for request ${index}`);
      expect(answer.body).toContain(`<html lang="${ask.lng}" dir="${ask.lng === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(root(answer.body)).toContain(`>${ask.lng === 'ar' ? product.titleAr : product.titleEn}</h1>`);
      const state = JSON.parse(STATE.exec(answer.body)?.[1] ?? '{}') as { language?: string; countryId?: number };
      expect(state).toMatchObject({ language: ask.lng, countryId: ask.country });
    });
  });

  it('escapes hostile product text: it cannot end the state element, open a comment or run', async () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028 & "quoted"';
    await t.database.db.update(products).set({ titleEn: hostile }).where(eq(products.id, product.id));
    try {
      const body = (await page(t, `/product/${product.id}`)).body;
      const state = STATE.exec(body)?.[1] ?? '';
      expect(state).not.toContain('</script');
      expect(state).not.toContain('<!--');
      expect(body.match(/<script>alert\(1\)<\/script>/g)).toBeNull();
      expect(JSON.stringify(JSON.parse(state))).toContain(JSON.stringify(hostile).slice(1, -1));
      expect(root(body)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    } finally {
      await t.database.db.update(products).set({ titleEn: product.titleEn }).where(eq(products.id, product.id));
    }
  });
});

describe('rendered guest pages kept for a few seconds', () => {
  // Not apart by the browser: one page fits every width (docs/adr/0037), a phone's and a desktop's share it.
  it('renders a page once for a burst of guests asking the same, a phone or a desktop, apart by language and country, and again once the catalogue changed', async () => {
    renders = 0;
    const url = `/product/${product.id}`;
    const first = (await page(counted, url)).body;
    const again = await Promise.all([page(counted, url), page(counted, url)]);
    expect(renders).toBe(1);
    for (const answer of again) expect(answer.body).toBe(first);
    await page(counted, `${url}?lng=ar`);
    await page(counted, url, { cookie: 'dukkan-country=2' });
    await page(counted, url, { 'user-agent': PHONE_UA, 'sec-ch-ua-mobile': '?1', cookie: 'dukkan-frame=phone' });
    expect(renders).toBe(3);
    counted.app.deps.invalidation.changed();
    await expect.poll(() => counted.app.deps.invalidation.drops).toBeGreaterThan(0);
    await page(counted, url);
    expect(renders).toBe(4);
  });
});

describe('a server that starts', () => {
  it('draws the home page once in each language as it starts listening, so the first shopper does not pay for the cold render', async () => {
    const drawn: string[] = [];
    const drawing = async (request: Parameters<typeof render>[0]) => {
      const answer = await render(request);
      drawn.push(`${request.language} ${new URL(request.url).pathname} ${answer.status}`);
      return answer;
    };
    const warming = await createTestApp({ seed: SMALL_CATALOGUE, staticSite: { distDir: site(), renderer: { render: drawing }, renderBudgetMs: 30_000 } });
    try {
      expect(drawn).toEqual([]);
      await warming.app.listen({ port: 0, host: '127.0.0.1' });
      await expect.poll(() => drawn.toSorted(), { timeout: 30_000 }).toEqual(['ar / 200', 'en / 200']);
    } finally {
      await warming.close();
    }
  }, 60_000);
});

describe('a burst of guests on a page nobody asked for yet', () => {
  it('costs one render however many arrive at once, and each gets the same page, compressed as it asked', async () => {
    const drops = counted.app.deps.invalidation.drops;
    counted.app.deps.invalidation.changed();
    await expect.poll(() => counted.app.deps.invalidation.drops).toBeGreaterThan(drops);
    renders = 0;
    const url = `/product/${product.id}?lng=ar`;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => page(counted, url, index % 2 === 0 ? { 'accept-encoding': 'br' } : {})),
    );
    expect(renders).toBe(1);
    const plain = answers.filter((_, index) => index % 2 === 1).map((answer) => answer.body);
    const decoded = answers.filter((_, index) => index % 2 === 0).map((answer) => brotliDecompressSync(answer.rawPayload).toString());
    expect(new Set([...plain, ...decoded]).size).toBe(1);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  });
});

describe('a page behind sign-in, asked without a session the server accepts', () => {
  it('is a redirect to the login page that brings the shopper back, whatever the hints say, in every language', async () => {
    // No cookie at all (a first visit, a crawler, a link preview, a browser without scripts), the hint of a
    // sign-out, the hint '1' left after the session cookie expired: nobody the server can draw the page for.
    for (const [url, headers] of [
      ['/cart?from=menu', {}],
      ['/account?lng=ar', {}],
      ['/notifications', { cookie: 'dukkan-signed-in=1' }],
      ['/favourites', { cookie: 'dukkan-signed-in=0' }],
      ['/checkout?lng=ar', { cookie: 'dukkan-country=2' }],
    ] as const) {
      const response = await page(t, url, headers);
      // The login page in the language the address named (a browser preferring English asked for /cart?lng=ar).
      const lng = new URL(url, 'http://x').searchParams.get('lng');
      const login = `/login?${new URLSearchParams({ next: url, ...(lng === null ? {} : { lng }) }).toString()}`;
      expect({ url, status: response.statusCode, location: response.headers.location }).toEqual({ url, status: 302, location: login });
      // Never a skeleton waiting for a script, titled "Dukkan" in English whatever the language.
      expect(response.body).not.toContain('sign-in-skeleton');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    // The login page it leads to is drawn in the language asked for, and public pages stay open to a guest.
    const login = await page(t, `/login?lng=ar&next=${encodeURIComponent('/cart')}`);
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<html lang="ar" dir="rtl">');
    expect(login.body).toMatch(/<title>[^<]*تسجيل الدخول[^<]*<\/title>/);
    expect((await page(t, '/shop', { cookie: 'dukkan-signed-in=0' })).statusCode).toBe(200);
  });
});

describe('the streaming renderer', () => {
  it('puts every part of a large page in place: nothing left for an inline script (refused by the CSP) to move in', async () => {
    for (const url of ['/', '/shop?lng=ar', '/brands']) {
      const body = (await page(t, url)).body;
      expect(body).toMatch(/<div id="root"><.+<\/div><script type="application\/json" id="dukkan-state">/s);
      expect({ url, streamed: /<template|<!--\$\?-->|hidden id="S:|\$RC\(/.test(body) }).toEqual({ url, streamed: false });
    }
  });
});

describe("a signed-in shopper's public page (its cookie says it holds a token)", () => {
  it("is the guest's page, drawn: the browser takes it over and fills in the signed-in parts", async () => {
    for (const url of ['/shop', '/product/1?lng=ar', '/']) {
      const guest = (await page(t, url)).body;
      const member = (await page(t, url, { cookie: 'dukkan-signed-in=1' })).body;
      expect(member).not.toContain('<div id="root"></div>');
      expect(STATE.test(member)).toBe(true);
      // The same page but for the moment its data was read (the cache's timestamps in the state).
      expect(member.replace(STATE, '')).toBe(guest.replace(STATE, ''));
    }
  });
});

describe('the page the browser draws, when the server render is not for it', () => {
  it('when the render throws or takes longer than its budget: the page still comes, at once', async () => {
    for (const app of [failing, slow]) {
      const started = Date.now();
      const response = await page(app, '/shop');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(Date.now() - started).toBeLessThan(5_000);
    }
  });

  it('tells a render past its budget to stop', async () => {
    signals.length = 0;
    await page(slow, '/brands');
    expect(signals.map((signal) => signal.aborted)).toEqual([true]);
  });
});
