// Issue 28: a cookie of the store's whose value does not decode (`%E0%A4%A`; whoever controls a
// subdomain can set one) is ignored by the browser as by the server: the Arabic page the address names
// arrives, hydrates and answers taps, in both languages, with no uncaught error.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, PHONE, appReady, pageErrors, useBrowser, withLng } from './support/browser';

const { open, baseUrl } = useBrowser();
const BAD = '%E0%A4%A';
const COOKIES = ['i18next', 'dukkan-country', 'dukkan-frame', 'dukkan-signed-in', 'dukkan-session'];

describe.each(LANGUAGES)('a page opened with undecodable cookies, ?lng=%s', (lng) => {
  it('becomes usable in the language of its address', async () => {
    // A first page only to have a context; the cookies are set before the page under test is asked for.
    const page = await open({ path: '/emergency', lng, viewport: PHONE, waitFor: async () => undefined });
    await page.context().addCookies(COOKIES.map((name) => ({ name, value: BAD, url: baseUrl, sameSite: 'Lax' as const })));
    const response = await page.goto(withLng('/shop', lng), { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await appReady(page);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(lng === 'ar' ? ['ar', 'rtl'] : ['en', 'ltr']);
    // It answers taps: a product card's link takes the shopper to the product page, in the same language.
    await page.locator('a[href^="/product/"]').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lng);
    expect(pageErrors(page)).toEqual([]);
  });
});
