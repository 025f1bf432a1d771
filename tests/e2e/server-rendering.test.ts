// The storefront's pages arrive drawn by the server (issue 18), against the real server and Chromium:
// with JavaScript off, every public page shows its real content in its language and direction; with
// it on, the browser takes the page over without a hydration warning, without moving it, and answers
// a tap as soon as it is interactive.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProductDetailsWire, ProductListItem as Listed } from '../../src/infrastructure/catalogue/catalogue-contract';
import { ACCESS_TOKEN_KEY } from '../../src/application/account/access-token';
import { freshShopper } from './support/accounts';
import { apiAs } from './support/api';
import { LANGUAGES, launchChromium, withLng, type Lng } from './support/browser';
import { holdScripts } from './support/hold-scripts';
import { text } from './support/locales';

const baseUrl = inject('baseUrl');
const tokens = inject('tokens');
let browser: Browser;


let product: Listed;

beforeAll(async () => {
  browser = await launchChromium();
  const list = (await fetch(`${baseUrl}/api/products?pageSize=1&inStock=true`).then((r) => r.json())) as { productsReturned: { products: Listed[] } };
  const first = list.productsReturned.products[0];
  if (first === undefined) throw new Error('e2e: a listed product expected');
  product = first;
});

afterAll(async () => {
  await browser.close();
});

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

async function pageWith(options: { javaScript: boolean; lng: Lng; phone: boolean }): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    javaScriptEnabled: options.javaScript,
    serviceWorkers: 'block',
    viewport: options.phone ? { width: 390, height: 844 } : { width: 1366, height: 768 },
    ...(options.phone ? { userAgent: PHONE_UA } : {}),
    locale: options.lng === 'ar' ? 'ar-SY' : 'en-GB',
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/** The page's layout shifts since it began (buffered: the server's HTML, its hydration and after), `ms` more included. */
/**
 * The console's errors and warnings (and, unless told not to, uncaught page errors) from now on. The
 * context blocks service workers (as the suite does): the app's report of the refused registration is not one.
 */
function watchProblems(page: Page, { pageErrors = true }: { pageErrors?: boolean } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Service Worker registration blocked|register-service-worker/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  if (pageErrors) page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

function layoutShift(page: Page, ms: number): Promise<number> {
  return page.evaluate(
    (wait) =>
      new Promise<number>((done) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => done(total), wait);
      }),
    ms,
  );
}

const title = (lng: Lng): string => (lng === 'ar' ? product.titleAR : product.titleEN);

/** Every public page, and what its server HTML must show besides its heading. */
const publicPages = (): { path: string; shows?: (lng: Lng) => string }[] => [
  { path: '/' },
  { path: '/shop' },
  { path: `/product/${product.id}`, shows: title },
  { path: '/categories' },
  { path: `/categories/products/${product.categoryId}`, shows: title },
  { path: '/brands' },
  { path: `/brands/products/${product.brand.id}` },
  { path: '/sales' },
  { path: '/new' },
  { path: '/contact' },
  { path: '/faq' },
  { path: '/about' },
  { path: '/terms' },
  { path: '/privacy-policy' },
  { path: '/return-policy' },
  { path: '/policies' },
  { path: '/download' },
  { path: '/login' },
  { path: '/signup' },
];

describe.each(LANGUAGES)('server-drawn pages in %s', (lng) => {
  it('with JavaScript off, every public page shows its heading and content, in its language and direction, prices in Syrian pounds', async () => {
    const page = await pageWith({ javaScript: false, lng, phone: true });
    try {
      for (const { path, shows } of publicPages()) {
        const response = await page.goto(withLng(path, lng));
        expect({ path, status: response?.status() }).toEqual({ path, status: 200 });
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lng, lng === 'ar' ? 'rtl' : 'ltr']);
        expect({ path, heading: ((await page.locator('h1').first().textContent()) ?? '').trim().length > 0 }).toEqual({ path, heading: true });
        // Pages that name a product show it; for the others the heading is the content checked.
        expect(await page.locator('main').textContent()).toContain(shows?.(lng) ?? '');
      }
      await page.goto(withLng(`/product/${product.id}`, lng));
      const main = (await page.locator('main').textContent()) ?? '';
      expect(main).toContain(lng === 'ar' ? 'ل.س.' : 'SYP');
    } finally {
      await page.context().close();
    }
  });

  it('with JavaScript off, the language switch is a link to the same page in the other language, drawn by the server', async () => {
    const page = await pageWith({ javaScript: false, lng, phone: true });
    const other: Lng = lng === 'ar' ? 'en' : 'ar';
    try {
      await page.goto(withLng('/shop?inStock=true', lng));
      await page.getByRole('banner').getByRole('link', { name: new RegExp(`${text(lng, 'common:language.switchTo').trim().replace(/^[,،]\s*/, '')}$`) }).click();
      await page.waitForURL((url) => url.searchParams.get('lng') === other);
      expect(new URL(page.url()).searchParams.get('inStock')).toBe('true');
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([other, other === 'ar' ? 'rtl' : 'ltr']);
      expect(((await page.locator('h1').first().textContent()) ?? '').trim()).toBe(text(other, 'catalogue:shop.title'));
    } finally {
      await page.context().close();
    }
  });

  it('takes every public page over without a hydration warning and without moving it', async () => {
    for (const phone of [true, false]) {
      const page = await pageWith({ javaScript: true, lng, phone });
      const problems = watchProblems(page);
      try {
        for (const { path } of publicPages()) {
          await page.goto(withLng(path, lng));
          await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
          const shifted = await layoutShift(page, 400);
          const drawn = await page.evaluate(() => document.documentElement.dataset.render);
          expect({ path, phone, drawn, shifted: shifted < 0.02, problems: problems.splice(0) }).toEqual({ path, phone, drawn: 'hydrated', shifted: true, problems: [] });
        }
      } finally {
        await page.context().close();
      }
    }
  }, 240_000);

  it('asks for its scripts only after its first paint, hydrates with the translations it came with, and loads no other language', async () => {
    const page = await pageWith({ javaScript: true, lng, phone: true });
    try {
      for (const path of ['/', `/product/${product.id}`]) {
        await page.goto(withLng(path, lng));
        await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
        await page.waitForLoadState('networkidle');
        const seen = await page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          resources: performance.getEntriesByType('resource').map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
        }));
        const app = seen.resources.find((entry) => /^\/assets\/app-[^/]+\.js$/.test(entry.name));
        const other: Lng = lng === 'ar' ? 'en' : 'ar';
        expect({
          path,
          appAfterPaint: app !== undefined && app.start >= seen.paint ? true : { app: app?.start, paint: seen.paint },
          drawnWithFetched: seen.resources.filter((entry) => /^\/locales\/[a-z]+\/(common|frame|catalogue)\.json$/.test(entry.name)).map((entry) => entry.name),
          otherLanguage: seen.resources.filter((entry) => entry.name.startsWith(`/locales/${other}/`)).map((entry) => entry.name),
          drawn: await page.evaluate(() => document.documentElement.dataset.render),
        }).toEqual({ path, appAfterPaint: true, drawnWithFetched: [], otherLanguage: [], drawn: 'hydrated' });
      }
    } finally {
      await page.context().close();
    }
  });

  it('hydrates the parts below the first screen when they come into view: a tap on the footer and on a rail works at once', async () => {
    const page = await pageWith({ javaScript: true, lng, phone: true });
    try {
      await page.goto(withLng('/', lng));
      await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
      // The footer and the brands wait for the view (ui/shared/hydrate-later.tsx).
      expect(await page.locator('[data-hydrate-later]').count()).toBeGreaterThanOrEqual(3);
      await page.getByRole('contentinfo').getByRole('link', { name: text(lng, 'frame:footer.faq'), exact: true }).click();
      await page.waitForURL(/\/faq/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.render)).toBe('hydrated');

      await page.goto(withLng('/', lng));
      await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
      const rail = page.locator('#home-new').locator('xpath=ancestor::section[1]');
      const first = rail.getByRole('link').nth(1);
      const target = await first.getAttribute('href');
      await first.click();
      await page.waitForURL((url) => url.pathname === target?.split('?')[0]);
    } finally {
      await page.context().close();
    }
  });

  it('keeps what a shopper typed before the page was interactive, and an early submit neither reloads the page nor loses the link', async () => {
    const page = await pageWith({ javaScript: true, lng, phone: true });
    try {
      // A slow line: the page's scripts arrive only when the test lets them.
      const release = await holdScripts(page);
      await page.goto(withLng('/reset-password?token=not-a-real-token', lng), { waitUntil: 'commit' });
      const password = page.getByLabel(text(lng, 'account:fields.newPassword'), { exact: true });
      await password.fill('NewPass456');
      const submit = page.getByRole('button', { name: text(lng, 'account:reset.submit'), exact: true });
      expect(await submit.isDisabled()).toBe(true);
      await password.press('Enter');
      await page.waitForTimeout(300);
      expect(new URL(page.url()).searchParams.get('token')).toBe('not-a-real-token');

      release();
      await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
      expect(await password.inputValue()).toBe('NewPass456');
      await submit.click();
      // The server refused the token, not the password: the store has what was typed.
      await page.getByRole('alert').getByText(text(lng, 'account:problems.tokenInvalid')).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('answers a tap on the language toggle as soon as the page is interactive, and the next page comes from the server in the new language', async () => {
    const page = await pageWith({ javaScript: true, lng, phone: false });
    try {
      await page.goto(withLng('/shop', lng));
      await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
      const other: Lng = lng === 'ar' ? 'en' : 'ar';
      // Its name ends with the common:language.switchTo text of the page's language.
      await page.getByRole('link', { name: new RegExp(`${text(lng, 'common:language.switchTo').trim().replace(/^[,،]\s*/, '')}$`) }).first().click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(other);
      // The cookie carries the choice: the server draws the next page in it, and it hydrates.
      await page.goto('/brands');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(other);
      await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
      expect(await page.evaluate(() => document.documentElement.dataset.render)).toBe('hydrated');
    } finally {
      await page.context().close();
    }
  });
});

/** What shows of the frame's two shapes, and whether the page is wider than the window. */
const frameShown = (page: Page) =>
  page.evaluate(() => {
    const [menu, bar, nav, account] = ['.site-header__menu', '[data-testid="bottom-nav"]', '.nav-bar', '.account-link'].map(
      (selector) => (document.querySelector(selector)?.getClientRects().length ?? 0) > 0,
    );
    return {
      phone: menu === true && bar === true,
      desktop: nav === true && account === true,
      overflows: document.documentElement.scrollWidth > window.innerWidth,
    };
  });

// One page for every width (docs/adr/0037): whatever the browser says it is, the server draws the
// same page, and CSS shows the phone's or the desktop's frame; the browser takes it over in place.
describe.each(LANGUAGES)('one responsive frame in %s', (lng) => {
  const SHAPES = [
    { agent: 'a phone', userAgent: PHONE_UA, viewport: { width: 1366, height: 768 }, resized: { width: 360, height: 740 } },
    { agent: 'a desktop browser', userAgent: DESKTOP_UA, viewport: { width: 360, height: 740 }, resized: { width: 1366, height: 768 } },
  ];

  it.each(SHAPES)('a page served to $agent at $viewport.width px is hydrated, not redrawn, and fits; then at $resized.width px, the same page', async ({ userAgent, viewport, resized }) => {
    const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block', viewport, userAgent, locale: lng === 'ar' ? 'ar-SY' : 'en-GB', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const problems = watchProblems(page);
    try {
      // The scripts are held until the server's page is marked: a redraw would replace the marked nodes.
      const release = await holdScripts(page);
      await page.goto(withLng('/shop', lng), { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => {
        const marked = window as unknown as { serverHeader?: Element | null; serverMain?: Element | null };
        marked.serverHeader = document.querySelector('header');
        marked.serverMain = document.querySelector('#main');
      });
      const desktop = viewport.width >= 768;
      expect(await frameShown(page)).toEqual({ phone: !desktop, desktop, overflows: false });
      release();
      await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
      const kept = () =>
        page.evaluate(() => {
          const marked = window as unknown as { serverHeader?: Element | null; serverMain?: Element | null };
          return {
            render: document.documentElement.dataset.render,
            header: marked.serverHeader === document.querySelector('header') && marked.serverHeader?.isConnected === true,
            main: marked.serverMain === document.querySelector('#main') && marked.serverMain?.isConnected === true,
          };
        });
      expect(await kept()).toEqual({ render: 'hydrated', header: true, main: true });
      expect(await frameShown(page)).toEqual({ phone: !desktop, desktop, overflows: false });
      // The window changes width: CSS lays the same page out again, nothing is drawn anew.
      await page.setViewportSize(resized);
      await page.waitForTimeout(300);
      expect(await frameShown(page)).toEqual({ phone: desktop, desktop: !desktop, overflows: false });
      expect(await kept()).toEqual({ render: 'hydrated', header: true, main: true });
      expect(await page.evaluate(() => document.cookie)).not.toContain('dukkan-frame');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a page behind sign-in (/cart) asked by a guest: the login page, which brings her back', () => {
  it("without JavaScript the server sends her to the login page in her language; with it the same, and nothing is drawn twice", async () => {
    const still = await pageWith({ javaScript: false, lng: 'ar', phone: true });
    try {
      await still.goto(withLng('/cart', 'ar'));
      expect(new URL(still.url()).pathname).toBe('/login');
      expect(new URL(still.url()).searchParams.get('next')).toContain('/cart');
      expect(await still.title()).toContain(text('ar', 'account:meta.login.title'));
      expect(await still.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await still.getByTestId('sign-in-skeleton').count()).toBe(0);
      // The login form is there to use, scripts or not.
      await still.locator('form input[name="email"]').waitFor();
    } finally {
      await still.context().close();
    }
    const page = await pageWith({ javaScript: true, lng: 'ar', phone: true });
    const problems = watchProblems(page, { pageErrors: false });
    try {
      await page.goto(withLng('/cart', 'ar'));
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('next')).toContain('/cart');
      await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
      expect(await page.evaluate(() => document.documentElement.dataset.render)).toBe('hydrated');
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("a browser holding only an earlier storefront's token is sent on from the login page to its cart once, then gets it drawn by the server (ADR 0038)", async () => {
    const page = await pageWith({ javaScript: true, lng: 'en', phone: true });
    await page.context().addInitScript(([key, token]) => window.localStorage.setItem(key, token), [ACCESS_TOKEN_KEY, tokens.shopper] as const);
    try {
      await page.goto('/cart?lng=en');
      // The server saw no session: the login page, whose script finds her token and sends her on to her cart.
      await page.waitForURL((url) => url.pathname === '/cart');
      await page.getByRole('heading', { level: 1, name: text('en', 'cart:cart.title') }).waitFor();
      expect(await page.getByTestId('sign-in-skeleton').count()).toBe(0);
      // The token is traded for the cookie: from the next load on, the server draws her cart.
      await page.waitForFunction(() => document.cookie.includes('dukkan-signed-in=1'));
      const again = await page.goto('/cart?lng=en');
      expect(again?.status()).toBe(200);
      expect(await again?.text()).toMatch(/"shopper":\{"user"/);
      await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
      expect(await page.evaluate(() => document.documentElement.dataset.render)).toBe('hydrated');
    } finally {
      await page.context().close();
    }
  });
});

describe("a signed-in shopper's public pages", () => {
  it.each(LANGUAGES)(
    "in %s, from Lebanon: the server's guest page is taken over as it came, then the account, the badges and the product's favourite fill in, without a warning or a shift",
    async (lng) => {
      const shopper = await freshShopper(baseUrl, 2);
      const api = apiAs(baseUrl);
      const { productReturned } = (await fetch(`${baseUrl}/api/products/${product.id}`).then((r) => r.json())) as {
        productReturned: ProductDetailsWire;
      };
      const variant = productReturned.variants.find((candidate) => candidate.stock > 0);
      if (variant === undefined) throw new Error('e2e: a variant in stock expected');
      await api(shopper.token, 'POST', '/cart/add', { productDetailId: variant.productDetailId, quantity: 2 });
      await api(shopper.token, 'POST', '/favourites/add', { productId: product.id });

      const page = await pageWith({ javaScript: true, lng, phone: true });
      await page.context().addInitScript(([key, token]) => window.localStorage.setItem(key, token), [ACCESS_TOKEN_KEY, shopper.token] as const);
      const problems = watchProblems(page);
      try {
        // The first visit: the server cannot know the shopper's country yet (a Syrian page, drawn
        // again here in Lebanese pounds); the browser then keeps the cookies that tell it.
        await page.goto(withLng('/', lng));
        await page.waitForFunction(() => document.cookie.includes('dukkan-country=2') && document.cookie.includes('dukkan-signed-in=1'));
        // And remembers the shopper (the next pages are taken over with them, before the server confirms the session).
        await page.waitForFunction(() => (localStorage.getItem('root') ?? '').includes('"countryId":2'));
        for (const path of [`/product/${product.id}`, '/shop', '/']) {
          await page.goto(withLng(path, lng));
          await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
          // Every shift since the page began, the filling-in of the signed-in parts included.
          const shifted = await layoutShift(page, 1_000);
          // Latin digits in both languages (docs/adr/0006).
          await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('2');
          expect(await page.getByTestId('favourites-badge').textContent()).toBe('1');
          const drawn = await page.evaluate(() => document.documentElement.dataset.render);
          expect({ path, drawn, shifted: shifted < 0.02, problems: problems.splice(0) }).toEqual({ path, drawn: 'hydrated', shifted: true, problems: [] });
          // Prices in the shopper's currency, from the server's HTML on.
          expect(await page.locator('main').textContent()).toContain(lng === 'ar' ? 'ل.ل.' : 'LBP');
        }
        // Arabic is offered under her own country's flag (Lebanon's), English under the United Kingdom's.
        expect(await page.locator('a.language-toggle').first().getAttribute('data-flag')).toBe(lng === 'en' ? 'lb' : 'gb');
        // The bottom bar's profile item (the home page has one) leads to the account, not to the login page,
        // in the page's language (docs/adr/0044).
        expect(await page.locator('[data-nav-item="profile"]').getAttribute('href')).toBe(lng === 'ar' ? '/account?lng=ar' : '/account');
        await page.goto(withLng(`/product/${product.id}`, lng));
        // The product the shopper keeps: its favourite button says so.
        await page.getByRole('button', { name: text(lng, 'catalogue:product.removeFavourite') }).waitFor();
        expect(await page.getByRole('button', { name: text(lng, 'catalogue:product.removeFavourite') }).getAttribute('aria-pressed')).toBe('true');
      } finally {
        await page.context().close();
      }
    },
    120_000,
  );
});
