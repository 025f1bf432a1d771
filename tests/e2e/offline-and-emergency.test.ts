// Issue 28: every page the shopper has seen opens offline, whichever way she arrived (a product page
// first opened by its address, before the service worker existed); and the emergency page shows its
// contact details and its other language's version to a browser that runs no script. Both languages.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appReady, LANGUAGES, launchChromium, pageErrors, useBrowser, withLng, type Lng } from './support/browser';
import { exactly } from './support/frame';
import { text } from './support/locales';
import { useStoppableServer } from './support/own-server';
import { CONTACT_INFO, CONTACT_INFO_LEBANON, COUNTRIES } from '../../server/src/seed/demo-content';
import { displayPhone } from '../../src/domain/country';

const { open } = useBrowser();
const err = (lng: Lng, key: string): string => text(lng, `errors:${key}`);

describe.each(LANGUAGES)('a page first opened by its address, in %s', (lng) => {
  // A server that draws its pages, as the store's does (the page first opened arrives drawn, with its data).
  const ownServer = useStoppableServer({ drawsPages: true });

  it('opens offline once the service worker has taken over, drawn as it was', async () => {
    const server = ownServer();
    const listed = (await (await fetch(`${server.url}/api/products?pageSize=1&inStock=true`)).json()) as { productsReturned: { products: { id: number }[] } };
    const id = listed.productsReturned.products[0]?.id;
    if (id === undefined) throw new Error('no product');
    const path = withLng(`/product/${id}`, lng);
    // Opened by its address: the first document of this browser on the store.
    const page = await open({ baseUrl: server.url, path: `/product/${id}`, lng, serviceWorkers: 'allow' });
    const heading = ((await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '').trim();
    expect(heading).not.toBe('');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 45_000 });
    // The worker kept the page it did not serve.
    await expect
      .poll(() => page.evaluate(async (wanted) => (await (await caches.open('pages')).keys()).some((request) => request.url.endsWith(wanted)), path), { timeout: 20_000 })
      .toBe(true);

    await server.stop();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: exactly(heading) }).waitFor();
    // The scripts, from the worker's precache, take the page over as it was drawn.
    await appReady(page);
    expect(await page.evaluate(() => document.documentElement.dataset.render)).toBe('hydrated');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lng);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe.each(LANGUAGES)('the emergency page without JavaScript, in %s', (lng) => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('speaks its language, shows the contact details, and links to its other language', async () => {
    if (browser === undefined) throw new Error('no browser');
    const context = await browser.newContext({ baseURL: inject('baseUrl'), javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    try {
      const page = await context.newPage();
      await page.goto(withLng('/emergency', lng));
      await page.getByRole('heading', { level: 1, name: exactly(err(lng, 'emergency.title')) }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(lng === 'ar' ? 'rtl' : 'ltr');
      const support = page.getByRole('region', { name: exactly(err(lng, 'emergency.supportTitle')) });
      await support.waitFor();
      // Each country's details under its name (issue 26: a shopper in Beirut was offered only Damascus).
      for (const contact of [CONTACT_INFO, CONTACT_INFO_LEBANON]) {
        const country = COUNTRIES.find((item) => item.id === contact.countryId);
        const list = support.getByRole('list', { name: exactly(lng === 'ar' ? (country?.nameAr ?? '') : (country?.nameEn ?? '')) });
        expect(await list.getByRole('link', { name: contact.email }).getAttribute('href')).toBe(`mailto:${contact.email}`);
        const phone = list.locator('a[href^="tel:"]');
        expect(await phone.getAttribute('href')).toBe(`tel:${contact.phoneCall.replace(/[^\d+]/g, '')}`);
        expect(((await phone.textContent()) ?? '').trim()).toBe(displayPhone(contact.phoneCall));
      }

      const other: Lng = lng === 'ar' ? 'en' : 'ar';
      await page.getByRole('link', { name: exactly(err(lng, 'emergency.language')) }).click();
      await page.getByRole('heading', { level: 1, name: exactly(err(other, 'emergency.title')) }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(other);
    } finally {
      await context.close();
    }
  });

  it("puts the shopper's own country first once its script runs, with the API's details", async () => {
    if (browser === undefined) throw new Error('no browser');
    const baseURL = inject('baseUrl');
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    try {
      await context.addCookies([{ name: 'dukkan-country', value: '2', url: baseURL }]);
      const page = await context.newPage();
      await page.goto(withLng('/emergency', lng));
      const support = page.getByRole('region', { name: exactly(err(lng, 'emergency.supportTitle')) });
      await support.waitFor();
      const lebanon = lng === 'ar' ? COUNTRIES[1].nameAr : COUNTRIES[1].nameEn;
      await expect.poll(() => support.getByRole('heading', { level: 3 }).first().textContent()).toBe(lebanon);
      expect(await support.getByRole('heading', { level: 3 }).count()).toBe(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    } finally {
      await context.close();
    }
  });
});
