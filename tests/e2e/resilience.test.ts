// Resilience in the browser (issue 9): a chunk that fails to load (recovery reloads, then 'App Update
// Required'), each action of 'Something went wrong', the standalone emergency page with the main
// bundle blocked, the service worker keeping the catalogue browsable offline while server actions say
// so at once, a corrupt persisted state, and expired or tampered tokens. English and Arabic.
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CHUNK_RETRY_MIN_GAP_MS, CHUNK_RETRY_STORAGE_KEY } from '../../src/application/frame/chunk-retry';
import { accessToken } from '../factories/access-token-factory';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO } from './support/accounts';
import { LANGUAGES, pageErrors, settled, useBrowser, withLng, type Lng } from './support/browser';
import { exactly } from './support/frame';
import { text } from './support/locales';
import { useStoppableServer } from './support/own-server';

const { open } = useBrowser();

const err = (lng: Lng, key: string) => text(lng, `errors:${key}`);
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name: exactly(name) });
const button = (page: Page, name: string) => page.getByRole('button', { name: exactly(name) });
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Counts full page loads of the main frame from now on. */
function countLoads(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('load', () => (counter.count += 1));
  return counter;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(LANGUAGES)('chunk-load recovery in %s', (lng) => {
  it("reloads when a screen's chunk fails, then asks for 'App Update Required'; 'Refresh App' retries after the gap and recovers once the chunk is back", async () => {
    const page = await open({ path: '/', lng });
    let blocked = true;
    await page.route('**/assets/shop-screen-*.js', (route: Route) => (blocked ? route.abort('failed') : route.continue()));
    const loads = countLoads(page);

    await page.goto(withLng('/shop', lng));

    await h1(page, err(lng, 'update.title')).waitFor({ timeout: 20_000 });
    // One automatic reload: the second failure came less than 5 s after the first.
    expect(loads.count).toBe(2);
    const state = await page.evaluate((key) => JSON.parse(window.sessionStorage.getItem(key) ?? 'null'), CHUNK_RETRY_STORAGE_KEY);
    expect(state.count).toBe(1);
    await settled(page);
    await expectNoSeriousA11yViolations(page, `app update required (${lng})`);

    // More than 5 s later the policy allows the second retry; the chunk still fails: update screen again.
    await sleep(CHUNK_RETRY_MIN_GAP_MS + 500);
    await button(page, err(lng, 'update.refresh')).click();
    await page.waitForFunction((key) => JSON.parse(window.sessionStorage.getItem(key) ?? '{}').count === 2, CHUNK_RETRY_STORAGE_KEY, {
      timeout: 20_000,
    });
    await h1(page, err(lng, 'update.title')).waitFor({ timeout: 20_000 });

    // The deploy is finished: the chunk answers again.
    blocked = false;
    await button(page, err(lng, 'update.refresh')).click();
    await h1(page, text(lng, 'catalogue:shop.title')).waitFor({ timeout: 20_000 });
    expect(pageErrors(page)).toEqual([]);
  });
});

/** The home screen's chunk evaluates to a throw: 'Something went wrong' on the home page. */
async function crashHome(page: Page): Promise<void> {
  await page.route('**/assets/home-screen-*.js', (route: Route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("home screen exploded");' }),
  );
}

describe.each(LANGUAGES)("'Something went wrong' in %s", (lng) => {
  it('offers every action on the home page, and each one works', async () => {
    const page = await open({ path: '/about', lng });
    await crashHome(page);
    await page.goto(withLng('/', lng));
    await h1(page, err(lng, 'crash.title')).waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page, `something went wrong (${lng})`);
    const loads = countLoads(page);

    await Promise.all([page.waitForEvent('load'), button(page, err(lng, 'crash.tryAgain')).click()]);
    await h1(page, err(lng, 'crash.title')).waitFor();

    const [tab] = await Promise.all([page.context().waitForEvent('page'), button(page, err(lng, 'crash.newTab')).click()]);
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toBe(page.url());
    await tab.close();

    await page.evaluate(() => window.sessionStorage.setItem('leftover', '1'));
    await Promise.all([page.waitForEvent('load'), button(page, err(lng, 'crash.clearCache')).click()]);
    await h1(page, err(lng, 'crash.title')).waitFor();

    await Promise.all([page.waitForEvent('load'), button(page, err(lng, 'crash.home')).click()]);
    expect(pathOf(page)).toBe('/');
    await h1(page, err(lng, 'crash.title')).waitFor();
    expect(loads.count).toBe(3);

    await button(page, err(lng, 'crash.emergency')).click();
    await page.waitForURL('**/emergency');
    await h1(page, err(lng, 'emergency.title')).waitFor();
  });

  it('reports nothing special away from home: no emergency page, but the other actions', async () => {
    const page = await open({ path: '/sentry-test', lng, waitFor: async (p) => h1(p, err(lng, 'crash.title')).waitFor() });
    expect(await button(page, err(lng, 'crash.emergency')).count()).toBe(0);
    for (const key of ['crash.tryAgain', 'crash.home', 'crash.clearCache', 'crash.newTab']) {
      expect(await button(page, err(lng, key)).isVisible()).toBe(true);
    }
  });
});

describe.each(LANGUAGES)('the emergency page in %s', (lng) => {
  it("works with the app's scripts blocked: its texts, direction, support links and 'Try Home Page Again'", async () => {
    const page = await open({ path: '/about', lng });
    const blocked: string[] = [];
    await page.route('**/assets/*.js', (route: Route) => {
      // Only what the emergency page asks for: the app page it replaces may still load its
      // after-first-paint helpers (the service worker's) while the navigation starts.
      if (new URL(route.request().frame().url()).pathname === '/emergency') blocked.push(route.request().url());
      return route.abort('failed');
    });
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
    });
    await page.evaluate(() => window.localStorage.setItem('root', '{"left":"over"}'));

    await page.goto(withLng('/emergency', lng));

    await h1(page, err(lng, 'emergency.title')).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(lng === 'ar' ? 'rtl' : 'ltr');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lng);
    // Each country's support links (Syria 1, Lebanon 2; issue 26).
    for (const country of [1, 2]) {
      const mail = page.locator(`#mail-${country}`);
      await mail.waitFor();
      expect(await mail.getAttribute('href')).toMatch(/^mailto:.+@.+/);
      expect(await page.locator(`#phone-${country}`).getAttribute('href')).toMatch(/^tel:\+?\d+/);
    }
    expect(await button(page, err(lng, 'emergency.reload')).isVisible()).toBe(true);
    expect(blocked).toEqual([]);
    expect(cspViolations).toEqual([]);
    await settled(page);
    await expectNoSeriousA11yViolations(page, `emergency page (${lng})`);

    await button(page, err(lng, 'emergency.tryHome')).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => window.localStorage.getItem('root'))).not.toBe('{"left":"over"}');
  });

  it("'Reload This Page' reloads it, and the language link switches to the other language", async () => {
    const page = await open({ path: '/emergency', lng, waitFor: async (p) => h1(p, err(lng, 'emergency.title')).waitFor() });
    const loads = countLoads(page);
    await Promise.all([page.waitForEvent('load'), button(page, err(lng, 'emergency.reload')).click()]);
    expect(loads.count).toBe(1);

    const other: Lng = lng === 'en' ? 'ar' : 'en';
    await page.getByRole('link', { name: exactly(err(lng, 'emergency.language')) }).click();
    await h1(page, err(other, 'emergency.title')).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(other === 'ar' ? 'rtl' : 'ltr');
  });
});

describe.each(LANGUAGES)('a bad connection in %s', (lng) => {
  // A server of this test's own on a copy of dist/: it is stopped mid-visit.
  const ownServer = useStoppableServer();

  it('keeps the visited catalogue browsable when the server stops, says so at once for a login, and shows the offline banner', async () => {
    const server = ownServer();
    const page = await open({ baseUrl: server.url, path: '/', lng, serviceWorkers: 'allow' });
    // The service worker installs, precaches the shell and takes control of the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 45_000 });
    await page.goto(withLng('/shop', lng));
    await page.getByTestId('product-card').first().waitFor();
    const titles = await page.getByTestId('product-card').locator('h3').allTextContents();

    await server.stop();

    // The page comes from the precache, the product list from the catalogue cache.
    await page.reload();
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('product-card').locator('h3').allTextContents()).toEqual(titles);

    // A login needs the server: a clear message, not a spinner.
    await page.goto(withLng('/login', lng));
    await page.getByLabel(text(lng, 'account:fields.email'), { exact: true }).fill(DEMO.shopper.email);
    await page.getByLabel(text(lng, 'account:fields.password'), { exact: true }).fill(DEMO.shopper.password);
    await button(page, text(lng, 'account:login.submit')).click();
    await page.getByText(text(lng, 'account:problems.network')).waitFor({ timeout: 5_000 });

    // The network itself drops: the banner says so, and the login fails without trying.
    await page.context().setOffline(true);
    await page.getByTestId('offline-banner').getByText(err(lng, 'offline.banner')).waitFor();
    await settled(page).catch(() => undefined);
    await expectNoSeriousA11yViolations(page, `offline login (${lng})`);
    await page.context().setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'hidden' });
  });
});

describe('a corrupt persisted state', () => {
  const huge = JSON.stringify({ version: 1, searchTerms: ['x'.repeat(1_000_000)] });
  const oldShape = JSON.stringify({
    auth: JSON.stringify({ isAuthenticated: true, user: { email: 'old@dukkan.test' } }),
    cart: JSON.stringify({ items: [{ id: 1 }] }),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
  const cases: [string, string, Lng][] = [
    ['garbage', '{not json', 'en'],
    ['an old shape', oldShape, 'ar'],
    ['a huge value', huge, 'en'],
  ];

  it.each(cases)("starts the app with %s under 'root', and drops it", async (_name, value, lng) => {
    const page = await open({ path: '/', lng, storage: { root: value } });
    await h1(page, text(lng, 'pages:welcome.title')).waitFor();
    expect(pageErrors(page)).toEqual([]);
    await page.waitForFunction((bad) => window.localStorage.getItem('root') !== bad, value);
  });
});

const payloadOf = (token: string): Record<string, unknown> => {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
};

describe.each(LANGUAGES)('tokens the server will not take, in %s', (lng) => {
  it('an expired token leads a protected page to /login', async () => {
    const expired = accessToken({ payload: { sub: '1', exp: Math.floor(Date.now() / 1000) - 3600 } });
    const page = await open({ path: '/account', lng, token: expired });
    await page.waitForURL((url) => url.pathname === '/login');
    await h1(page, text(lng, 'account:login.title')).waitFor();
    expect(pathOf(page)).toBe('/login');
  });

  it('a tampered token (a valid shape, a forged signature) is refused by the server and ends at /login', async () => {
    const real = inject('tokens').shopper;
    const [header, , signature] = real.split('.');
    const forged = { ...payloadOf(real), sub: '999999' };
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    const page = await open({ path: '/account', lng, token: tampered });
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
    await h1(page, text(lng, 'account:login.title')).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
  });
});
