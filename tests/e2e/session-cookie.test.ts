// The browser's session is an HttpOnly cookie (issue 27, "The server knows the shopper"; docs/adr/0035),
// in English and in Arabic: a sign-in through the form leaves the token where no page script can read
// it, a reload keeps the shopper signed in, a browser that still holds a token from the earlier
// storefront (local storage) keeps its session and forgets the token on its first visit, and signing
// out clears the cookie.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { LANGUAGES, PHONE, sessionCookie, useBrowser, withLng, type Lng } from './support/browser';
import { exactly, pathOf } from './support/frame';
import { text } from './support/locales';

const { open } = useBrowser();
const tokens = inject('tokens');
const SHOPPER = { email: 'shopper@dukkan.test', password: 'Shopper123' };

const t = (lng: Lng, key: string): string => text(lng, `account:${key}`);
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name: exactly(name) }).waitFor();

/** Every value the page's scripts can reach: local and session storage, and the readable cookies. */
const readableByScripts = (page: Page): Promise<string> =>
  page.evaluate(() =>
    [
      document.cookie,
      ...Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key) ?? ''}`),
      ...Object.keys(sessionStorage).map((key) => `${key}=${sessionStorage.getItem(key) ?? ''}`),
    ].join('\n'),
  );

async function signOut(page: Page, lng: Lng): Promise<void> {
  await page.getByRole('button', { name: exactly(t(lng, 'account.logout')) }).click();
  await page.waitForURL((url) => url.pathname === '/');
  // The page asks the server to clear the HttpOnly cookie (only the server can).
  await expect.poll(() => sessionCookie(page), { timeout: 10_000 }).toBeNull();
}

describe.each(LANGUAGES)('the session cookie in %s', (lng) => {
  it('a sign-in through the form sets an HttpOnly cookie, leaves no token to scripts, survives a reload; sign-out clears it', async () => {
    const page = await open({ path: '/login?next=%2Faccount', lng, viewport: PHONE });
    await heading(page, t(lng, 'login.title'));
    await page.getByLabel(t(lng, 'fields.email'), { exact: true }).fill(SHOPPER.email);
    await page.getByLabel(t(lng, 'fields.password'), { exact: true }).fill(SHOPPER.password);
    await page.getByRole('button', { name: exactly(t(lng, 'login.submit')) }).click();
    await heading(page, t(lng, 'account.title'));

    const cookie = await sessionCookie(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.value.split('.')).toHaveLength(3);
    const readable = await readableByScripts(page);
    expect(readable).not.toContain(cookie?.value ?? '');
    expect(readable).toContain('dukkan-signed-in=1');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    await page.reload();
    await heading(page, t(lng, 'account.title'));
    expect(pathOf(page)).toBe('/account');

    await signOut(page, lng);
    expect(await page.evaluate(() => document.cookie)).toContain('dukkan-signed-in=0');
    await page.goto(withLng('/account', lng));
    await heading(page, t(lng, 'login.title'));
    expect(pathOf(page)).toBe('/login');
  });

  it("a sign-out whose call to the server is lost still ends the session: the next page is a guest's and the server clears the cookie", async () => {
    const page = await open({ path: '/account', lng, viewport: PHONE, storage: { accessToken: tokens.shopper } });
    await heading(page, t(lng, 'account.title'));
    await expect.poll(() => sessionCookie(page).then((cookie) => cookie?.value ?? null)).toBe(tokens.shopper);
    // The line drops as she taps "Log out": her page counts her out, the HttpOnly cookie stays in the browser.
    await page.route('**/api/auth/logout', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: exactly(t(lng, 'account.logout')) }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The account page is left first and the session ended as it goes (AccountScreen): a moment after the address changed.
    await expect.poll(() => page.evaluate(() => document.cookie), { timeout: 10_000 }).toContain('dukkan-signed-in=0');
    expect((await sessionCookie(page))?.value).toBe(tokens.shopper);
    await page.unroute('**/api/auth/logout');

    // The next person on this phone opens her account: the way to sign in, and the cookie is gone.
    await page.goto(withLng('/account', lng));
    await heading(page, t(lng, 'login.title'));
    expect(pathOf(page)).toBe('/login');
    expect(await sessionCookie(page)).toBeNull();
  });

  it('a browser holding only a token from the earlier storefront keeps its session, and the token leaves storage on that first visit', async () => {
    const page = await open({ path: '/account', lng, viewport: PHONE, storage: { accessToken: tokens.shopper } });
    await heading(page, t(lng, 'account.title'));

    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    const cookie = await sessionCookie(page);
    expect(cookie).toMatchObject({ value: tokens.shopper, httpOnly: true });
    expect(await readableByScripts(page)).not.toContain(tokens.shopper);

    await page.reload();
    await heading(page, t(lng, 'account.title'));
    expect(pathOf(page)).toBe('/account');
  });
});
