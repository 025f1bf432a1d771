// Every page arrives as the shopper's own (issue 27, docs/adr/0038), against the real server and
// Chromium at 360 px: with JavaScript off, a signed-in shopper's /cart and /account are drawn by the
// server with her lines, her name and her badges, in her language and its title; with it on, the
// browser takes them over without a hydration warning, and the header never shows her "Log in".
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProductListItem as Listed } from '../../src/infrastructure/catalogue/catalogue-contract';
import { freshShopperWithoutCountry } from './support/accounts';
import { apiAs } from './support/api';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { LANGUAGES, launchChromium, settled, signInContext, withLng, type Lng } from './support/browser';
import { text } from './support/locales';

const baseUrl = inject('baseUrl');
const api = apiAs(baseUrl);
let browser: Browser;


const shoppers = new Map<Lng, { token: string; email: string; name: string; product: Listed }>();

beforeAll(async () => {
  browser = await launchChromium();
  for (const lng of LANGUAGES) {
    const name = lng === 'ar' ? 'ليلى' : 'Layla';
    const { token, email } = await freshShopperWithoutCountry(baseUrl, name);
    await api(token, 'POST', '/users/profile/update-my-profile', { store: 1, phoneNumber: '963944123456', whatsApp: '963944123456' });
    const list = await api<{ productsReturned: { products: Listed[] } }>(token, 'GET', '/products?pageSize=5&inStock=true');
    const product = list.productsReturned.products.find((candidate) => candidate.inStock !== false);
    if (product === undefined) throw new Error('e2e: a product in stock expected');
    await api(token, 'POST', '/cart/add', { productDetailId: product.productDetailId, quantity: 2 });
    shoppers.set(lng, { token, email, name, product });
  }
}, 120_000);

afterAll(async () => {
  await browser.close();
});

function shopperOf(lng: Lng) {
  const shopper = shoppers.get(lng);
  if (shopper === undefined) throw new Error('e2e: no shopper');
  return shopper;
}

/** A 360 px phone signed in as the shopper (the cookie a sign-in leaves). */
async function signedInPage(lng: Lng, javaScript: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    javaScriptEnabled: javaScript,
    serviceWorkers: 'block',
    viewport: { width: 360, height: 780 },
    locale: lng === 'ar' ? 'ar-SY' : 'en-GB',
    reducedMotion: 'reduce',
  });
  await signInContext(context, baseUrl, shopperOf(lng).token);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** The console's errors and warnings and uncaught errors from now on (a hydration mismatch is one). */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Service Worker registration blocked|register-service-worker/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const cartBadge = (page: Page) => page.locator('[data-testid="cart-badge"]').first();

describe.each(LANGUAGES)("a signed-in shopper's pages in %s, at 360 px", (lng) => {
  it('with JavaScript off, /cart and /account are hers: lines, name, badges, title in her language', async () => {
    const page = await signedInPage(lng, false);
    const { product, email, name } = shopperOf(lng);
    try {
      const cart = await page.goto(withLng('/cart', lng));
      expect(cart?.status()).toBe(200);
      expect(cart?.headers()['cache-control']).toBe('private, no-store');
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lng, lng === 'ar' ? 'rtl' : 'ltr']);
      expect(await page.title()).toContain(text(lng, 'cart:cart.metaTitle'));
      await expect.poll(() => page.locator('[data-testid="cart-line"]').count()).toBe(1);
      expect(await page.locator('[data-testid="cart-line"]').first().textContent()).toContain(lng === 'ar' ? product.titleAR : product.titleEN);
      expect(((await cartBadge(page).textContent()) ?? '').trim()).toMatch(/^(2|٢)$/);
      expect(await cartBadge(page).isVisible()).toBe(true);
      // No skeleton waiting for a script, and the profile item leads to her account, not to the login page.
      expect(await page.locator('[data-testid="sign-in-skeleton"]').count()).toBe(0);
      expect(await page.locator('[data-nav-item="profile"]').getAttribute('href')).toBe(lng === 'ar' ? '/account?lng=ar' : '/account');

      await page.goto(withLng('/account', lng));
      expect(await page.title()).toContain(text(lng, 'account:meta.account.title'));
      expect(await page.locator('[data-testid="account-email"]').textContent()).toContain(email);
      // Her greeting and name, in the account's card.
      expect(await page.locator('main').textContent()).toContain(text(lng, 'account:account.greeting').replace('{{name}}', `${name} Shopper`));
      expect(((await cartBadge(page).textContent()) ?? '').trim()).toMatch(/^(2|٢)$/);
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    } finally {
      await page.context().close();
    }
  });

  it('with JavaScript on, her pages are taken over as drawn: no hydration warning, never "Log in" in her header', async () => {
    const page = await signedInPage(lng, true);
    const problems = watchProblems(page);
    const login = text(lng, 'frame:header.login');
    // From the first byte the parser adds: any "Log in" control, or the cart link pointing to the login page, is seen.
    // Nor is her page ever swapped for a skeleton or a loading note while it is taken over and confirmed.
    const loading = text(lng, 'account:notifications.loading');
    await page.addInitScript(
      ([label, note]) => {
        const w = window as unknown as { sawLogin: string[]; sawRedraw: string[] };
        w.sawLogin = [];
        w.sawRedraw = [];
        new MutationObserver(() => {
          const found = document.querySelector(`header [aria-label="${label}"], header a[href^="/login"]`);
          if (found !== null && !w.sawLogin.includes(found.outerHTML.slice(0, 120))) w.sawLogin.push(found.outerHTML.slice(0, 120));
          if (document.querySelector('[data-testid="sign-in-skeleton"]') !== null && !w.sawRedraw.includes('skeleton')) w.sawRedraw.push('skeleton');
          if (document.querySelector('[data-testid="unread-count"]')?.textContent === note && !w.sawRedraw.includes('loading')) w.sawRedraw.push('loading');
        }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
        // The page's height as the server drew it, before its scripts run (they come after the first paint).
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { drawnHeight: number }).drawnHeight = Math.round(document.querySelector('main')?.getBoundingClientRect().height ?? 0);
        });
      },
      [login, loading] as const,
    );
    // What the page was drawn with is not asked again while it is taken over (cart,
    // favourites, notifications, orders; her profile is still confirmed once): on a slow line each answer came during hydration and redrew it.
    const askedAgain: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && /^\/api\/(cart|favourites|notifications\/user\/all|orders)$/.test(pathname)) askedAgain.push(pathname);
    });
    try {
      for (const path of ['/cart', '/account', '/favourites', '/notifications', '/checkout', '/shop']) {
        await page.goto(withLng(path, lng));
        await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, { timeout: 30_000 });
        await page.waitForTimeout(1_000);
        expect({
          path,
          drawn: await page.evaluate(() => document.documentElement.dataset.render),
          sawLogin: await page.evaluate(() => (window as unknown as { sawLogin: string[] }).sawLogin),
          sawRedraw: await page.evaluate(() => (window as unknown as { sawRedraw: string[] }).sawRedraw),
          problems: problems.splice(0),
          askedAgain: askedAgain.splice(0),
          // Taken over, /account does not grow (it grew by a line: its sign-in phone came after). /cart sometimes
          // shrinks by 23 px at takeover (1 run in 5 here; cause not found yet, issue 27): not held to this yet.
          accountGrew:
            path === '/account'
              ? await page.evaluate(() => Math.round(document.querySelector('main')?.getBoundingClientRect().height ?? 0) - (window as unknown as { drawnHeight: number }).drawnHeight)
              : 0,
        }).toEqual({ path, drawn: 'hydrated', sawLogin: [], sawRedraw: [], problems: [], askedAgain: [], accountGrew: 0 });
        expect(((await cartBadge(page).textContent()) ?? '').trim()).toMatch(/^(2|٢)$/);
        if (path === '/cart' || path === '/account') {
          await settled(page);
          await expectNoSeriousA11yViolations(page, `${path} (${lng}, signed in)`);
        }
      }
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
