// Every page arrives as the shopper's own (issue 27, docs/adr/0038): the server draws a signed-in
// shopper's pages with her data, from the session cookie, and never keeps them for anyone else; a
// guest after her gets a guest's page, and a refused cookie is a guest's page (and is cleared), never a 500.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDetails, products } from '../../server/src/db/schema.js';
import { routeEntries } from '../../src/application/frame/route-table';
import { render } from '../../src/ui/server/entry-server';
import { whileDrawing } from '../../server/src/plugins/auth.js';
import { bearer, createTestApp, SHOPPER, type TestApp } from './support/test-app.js';
import { causeNotifications, SMALL_CATALOGUE } from './shop-fixtures.js';

const INDEX =
  '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <meta name="description" content="Dukkan — shop online." />\n    <title>Dukkan</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
const STATE = /<script type="application\/json" id="dukkan-state">([\s\S]*?)<\/script>/;

let dir = '';
let t: TestApp;
let token = '';
let inCart: { titleEn: string; titleAr: string };
let favourite: { titleEn: string };

function site(): string {
  const dist = mkdtempSync(join(dir, 'dist-'));
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  const routes = routeEntries().map(([, route]) => ({ path: route.path, signIn: route.signIn, files: [] }));
  writeFileSync(join(dist, 'route-chunks.json'), JSON.stringify({ routes }));
  return dist;
}

const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie === undefined ? {} : { cookie }) } });
const hers = () => `dukkan-signed-in=1; dukkan-session=${token}`;
/** Her cookie beside the hint her page wrote as she signed out. */
const signedOut = () => `dukkan-signed-in=0; dukkan-session=${token}`;
const stateOf = (html: string) => JSON.parse(STATE.exec(html)?.[1] ?? '{}') as { shopper?: { user?: { name?: string } } | null };
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dukkan-signed-in-'));
  // Guest pages are kept (as in production): a signed-in page must never be one of them.
  t = await createTestApp({ seed: SMALL_CATALOGUE, config: { catalogueListCacheSeconds: 60 }, staticSite: { distDir: site(), renderer: { render }, renderBudgetMs: 30_000 } });
  token = await t.login(SHOPPER.email, SHOPPER.password);
  // No notification is seeded (issue 29): an order of hers moved by the operator causes some.
  await causeNotifications(t, token, await t.login('operator@dukkan.test', 'Operator123'), 1);
  const [first, second] = await t.database.db.select().from(products).orderBy(products.id).limit(2);
  if (first === undefined || second === undefined) throw new Error('seed lists no products');
  const [variant] = await t.database.db.select().from(productDetails).where(eq(productDetails.productId, first.id)).orderBy(productDetails.id).limit(1);
  if (variant === undefined) throw new Error('no variant');
  inCart = { titleEn: first.titleEn, titleAr: first.titleAr };
  favourite = { titleEn: second.titleEn };
  const origin = { origin: 'http://localhost' };
  for (const [url, payload] of [
    ['/api/cart/add', { productDetailId: variant.id, quantity: 2 }],
    ['/api/favourites/add', { productId: second.id }],
  ] as const) {
    const answer = await t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...origin }, payload });
    if (answer.statusCode >= 300) throw new Error(`${url} answered ${answer.statusCode}: ${answer.body}`);
  }
}, 120_000);

afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a signed-in shopper's page, drawn by the server", () => {
  it('/cart: her lines, the badges, in her language with its title; private, never kept', async () => {
    for (const lng of ['en', 'ar'] as const) {
      const response = await page(`/cart?lng=${lng}`, hers());
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(String(response.headers.vary).toLowerCase()).toContain('cookie');
      const html = response.body;
      expect(html).not.toContain('data-testid="sign-in-skeleton"');
      expect(html).toContain('data-testid="cart-line"');
      expect(html).toContain(lng === 'ar' ? inCart.titleAr : inCart.titleEn);
      // The header's cart badge counts her two items.
      expect(html).toMatch(/data-testid="cart-badge"[^>]*>(2|٢)</);
      expect(html).toMatch(/data-testid="favourites-badge"/);
      expect(html).toContain(lng === 'ar' ? '<html lang="ar" dir="rtl">' : '<html lang="en" dir="ltr">');
      expect(titleOf(html)).toContain(lng === 'ar' ? 'سلة التسوق' : 'Your cart');
      expect(stateOf(html).shopper?.user?.name).toMatch(/Lina/);
      // It carries the translations its screen is drawn with, so her browser hydrates it without fetching them.
      const translations = (JSON.parse(STATE.exec(html)?.[1] ?? '{}') as { translations?: Record<string, { cart?: { title?: string } }> }).translations ?? {};
      expect(Object.keys(translations)).toEqual(expect.arrayContaining(['cart', 'common', 'frame']));
      expect(translations.cart?.cart?.title).toBe(lng === 'ar' ? 'سلة التسوق' : 'Your cart');
    }
  });

  it('/account shows her name and orders, /favourites her favourite, /notifications hers, the refund form her order, /checkout her name in the form', async () => {
    const account = await page('/account', hers());
    expect(account.headers['cache-control']).toBe('private, no-store');
    expect(account.body).toContain('data-testid="account-email"');
    expect(account.body).toContain(SHOPPER.email);
    expect(account.body).toContain('data-testid="order-list"');
    // The desktop header's account link is hers, not "Log in".
    expect(account.body).toMatch(/class="icon-button account-link desktop-only" aria-label="My account"/);
    expect(account.body).not.toContain('aria-label="Log in"');

    const favourites = await page('/favourites', hers());
    expect(favourites.body).toContain('data-testid="favourite"');
    expect(favourites.body).toContain(favourite.titleEn);

    const notifications = await page('/notifications?lng=ar', hers());
    expect(notifications.body).toContain('data-testid="notification"');
    expect(notifications.body).toContain('<html lang="ar" dir="rtl">');

    // The refund form of her delivered order's first item.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(token) })).json() as { ordersReturned: { id: number; status: string }[] };
    const delivered = listed.ordersReturned.find((order) => order.status === 'delivered');
    if (delivered === undefined) throw new Error('the demo shopper has no delivered order');
    const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${delivered.id}`, headers: bearer(token) })).json() as { orderReturned: { items: { orderItemId: number }[] } };
    const item = order.orderReturned.items[0];
    if (item === undefined) throw new Error('an order without items');
    const refund = await page(`/refund/${delivered.id}/${item.orderItemId}?lng=ar`, hers());
    expect(refund.headers['cache-control']).toBe('private, no-store');
    expect(refund.body).toContain('data-testid="refund-item"');
    expect(refund.body).toContain('data-testid="refund-form"');

    const checkout = await page('/checkout', hers());
    expect(checkout.headers['cache-control']).toBe('private, no-store');
    expect(checkout.body).toMatch(/name="fullName"[^>]*value="Lina[^"]*"|value="Lina[^"]*"[^>]*name="fullName"/);
  });

  it("is never served to a guest: a guest after her gets a guest's page, from the cache or drawn", async () => {
    for (const url of ['/shop', '/', '/cart']) {
      const member = await page(url, hers());
      expect(member.body).toMatch(/data-testid="cart-badge"/);
      const guest = await page(url);
      // A page behind sign-in is never kept, nor is its redirect to the login page (docs/adr/0052).
      expect(guest.headers['cache-control']).toBe(url === '/cart' ? 'private, no-store' : 'no-cache');
      expect(guest.statusCode).toBe(url === '/cart' ? 302 : 200);
      expect(guest.body).not.toMatch(/data-testid="cart-badge"/);
      expect(guest.body).not.toContain('data-testid="cart-line"');
      expect(stateOf(guest.body).shopper ?? null).toBeNull();
    }
    // And a guest's kept page is not hers either.
    await page('/sales');
    expect((await page('/sales', hers())).body).toMatch(/data-testid="cart-badge"/);
  });
});

describe('a session cookie without its readable hint', () => {
  it('is her page, and the hint is set again for as long as her token lives, so her browser counts her signed in', async () => {
    const bare = await page('/shop', `dukkan-session=${token}`);
    expect(stateOf(bare.body).shopper?.user?.name).toMatch(/Lina/);
    const hint = (bare.cookies as { name: string; value: string; maxAge?: number; httpOnly?: boolean }[]).find((c) => c.name === 'dukkan-signed-in');
    expect(hint?.value).toBe('1');
    expect(hint?.httpOnly).toBeFalsy();
    // The login's token lives a day or more (ACCESS_TOKEN_TTL): the hint as long, give or take the test's time.
    expect(hint?.maxAge ?? 0).toBeGreaterThan(3600);
    // With the hint there, nothing is set.
    expect(((await page('/shop', hers())).cookies as { name: string }[]).some((c) => c.name === 'dukkan-signed-in')).toBe(false);
  });
});

describe("a session cookie beside the hint '0' (her sign-out, whose call to the server did not arrive)", () => {
  // The page wrote the hint as she signed out; only the server can remove the HttpOnly cookie, and its
  // call may have been lost (offline, the tab closed). On a shared phone the next shopper must not get her pages.

  it("is a guest's page, and the server finishes her sign-out: the session cookie is cleared", async () => {
    const shop = await page('/shop', signedOut());
    expect(shop.statusCode).toBe(200);
    expect(shop.body).toContain('data-testid="product-card"');
    expect(stateOf(shop.body).shopper ?? null).toBeNull();
    expect(shop.body).not.toMatch(/Lina/);
    expect(shop.headers['cache-control']).toMatch(/private|no-store/);
    const cleared = shop.cookies as { name: string; value: string }[];
    expect(cleared.find((c) => c.name === 'dukkan-session')?.value).toBe('');
    expect(cleared.find((c) => c.name === 'dukkan-signed-in')?.value).toBe('0');
    // A page behind sign-in is the way to sign in.
    const cart = await page('/cart', signedOut());
    expect(cart.statusCode).toBe(302);
    expect(cart.headers.location).toBe(`/login?next=${encodeURIComponent('/cart')}`);
  });

  it('is no session to the API either, while the token itself stays valid as a bearer token (as after POST /auth/logout)', async () => {
    const profile = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/users/profile/my-profile', headers: { cookie } });
    expect((await profile(signedOut())).statusCode).toBe(401);
    expect((await profile(hers())).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile/my-profile', headers: bearer(token) })).statusCode).toBe(200);
  });
});

describe('the token check of her page (issue 27)', () => {
  it("reads her account's token version once per page, however many API calls draw it; revoked, the next page is a guest's", async () => {
    const users = t.app.deps.repos.users;
    const read = users.tokenVersion.bind(users);
    let reads = 0;
    users.tokenVersion = async (id: number) => {
      reads += 1;
      return read(id);
    };
    try {
      // /cart draws her profile, cart, favourites and notifications: four in-process calls with her token.
      const cart = await page('/cart', hers());
      expect(cart.body).toContain('data-testid="cart-line"');
      expect(reads).toBe(1);
      // A call from the test, outside any page's render, with the same token is checked in full, as before.
      expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) })).statusCode).toBe(200);
      expect(reads).toBe(2);
      // The scope ends with the page: a call its render schedules that runs after the page was answered
      // (a retry, a render past its budget) is checked in full.
      const herCart = () => t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) });
      let late: Promise<Awaited<ReturnType<typeof herCart>>> | undefined;
      const gate: { open?: () => void } = {};
      const answered = new Promise<void>((done) => {
        gate.open = done;
      });
      await whileDrawing(token, async () => {
        expect((await herCart()).statusCode).toBe(200);
        late = answered.then(herCart);
      });
      expect(reads).toBe(2);
      gate.open?.();
      expect((await late)?.statusCode).toBe(200);
      expect(reads).toBe(3);
    } finally {
      users.tokenVersion = read;
    }
  });
});

describe('a session cookie the server no longer accepts', () => {
  it("is a guest's page (or the way to sign in) with the cookie cleared, never a 500", async () => {
    const other = await createTestApp({ seed: SMALL_CATALOGUE, staticSite: { distDir: site(), renderer: { render }, renderBudgetMs: 30_000 } });
    try {
      const revoked = await other.login(SHOPPER.email, SHOPPER.password);
      expect((await other.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(revoked) })).statusCode).toBeLessThan(300);
      const cookie = `dukkan-signed-in=1; dukkan-session=${revoked}`;
      const shop = await other.app.inject({ method: 'GET', url: '/shop', headers: { accept: 'text/html', cookie } });
      expect(shop.statusCode).toBe(200);
      expect(shop.body).toContain('data-testid="product-card"');
      expect(stateOf(shop.body).shopper ?? null).toBeNull();
      const cleared = shop.cookies as { name: string; value: string }[];
      expect(cleared.find((c) => c.name === 'dukkan-signed-in')?.value).toBe('0');
      expect(cleared.find((c) => c.name === 'dukkan-session')?.value).toBe('');
      const cart = await other.app.inject({ method: 'GET', url: '/cart', headers: { accept: 'text/html', cookie } });
      expect(cart.statusCode).toBe(302);
      expect(cart.headers.location).toBe(`/login?next=${encodeURIComponent('/cart')}`);
      // Not even a token: a cookie that is no token at all.
      expect((await other.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', cookie: 'dukkan-session=garbage' } })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
