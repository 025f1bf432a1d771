// The footer and the emergency page tell the truth and keep the store's contact details when the
// API is down (issue 15), in English and Arabic at 360 px: only the payment methods checkout takes,
// no claim about card data; the phone and e-mail from the build or the copy kept from an earlier
// visit when /api does not answer, and when the whole server is stopped (the service worker serves
// the pages then).
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTACT_INFO } from '../../server/src/seed/demo-content';
import { PAYMENT_METHODS } from '../../src/domain/orders/order';
import { appReady, LANGUAGES, useBrowser, withLng, type Viewport } from './support/browser';
import { exactly } from './support/frame';
import { text } from './support/locales';
import { useStoppableServer } from './support/own-server';

const { open } = useBrowser();

const SMALL_PHONE: Viewport = { name: 'small-phone', width: 360, height: 780 };
const SCREENSHOTS = 'test-results/screenshots';
const TEL = `tel:${CONTACT_INFO.phoneCall.replace(/[^\d+]/g, '')}`;
const MAILTO = `mailto:${CONTACT_INFO.email}`;

const footer = (page: Page) => page.locator('footer.site-footer');

/** Every request to the API fails, as when the API process is down behind a working web server. */
async function apiDown(page: Page): Promise<void> {
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
}

/** The links of the footer's contact block, once it shows. */
async function footerContact(page: Page): Promise<(string | null)[]> {
  const links = footer(page).locator('.site-footer__contact a');
  await links.first().waitFor({ timeout: 15_000 });
  return Promise.all((await links.all()).map((link) => link.getAttribute('href')));
}

/** The standalone emergency page's support links for Syria (the seed's CONTACT_INFO), once they show. */
async function emergencyContact(page: Page): Promise<(string | null)[]> {
  const mail = page.locator(`#mail-${CONTACT_INFO.countryId}`);
  await mail.waitFor({ timeout: 15_000 });
  return [await page.locator(`#phone-${CONTACT_INFO.countryId}`).getAttribute('href'), await mail.getAttribute('href')];
}

describe.each(LANGUAGES)('the footer in %s', (lng) => {
  it('names exactly the payment methods checkout takes, and claims nothing about cards', async () => {
    const page = await open({ path: '/about', lng, viewport: SMALL_PHONE });
    const methods = footer(page).locator('.payment-methods li');
    await methods.first().waitFor();
    expect(await methods.allTextContents()).toEqual(PAYMENT_METHODS.map((method) => text(lng, `frame:footer.payment.${method}`)));
    const words = (await footer(page).innerText()).toLowerCase();
    for (const card of ['visa', 'mastercard', 'فيزا', 'ماستركارد', 'encrypted', 'مشفّرة']) expect(words).not.toContain(card);
    expect(await footer(page).getByText(exactly(text(lng, 'frame:footer.secure'))).count()).toBe(1);
  });

  it('keeps the contact details when the API is down on a first visit (from the build)', async () => {
    // A page of the origin that does not start the app, so nothing is kept from it.
    const page = await open({ path: '/emergency', lng, viewport: SMALL_PHONE, waitFor: async () => undefined });
    await apiDown(page);
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(withLng('/about', lng));
    // The server drew the page for the frame it guessed (this browser says desktop, at 360 px): the
    // browser draws its own once its scripts came, after the first paint. What counts is that page.
    await appReady(page);
    await expect.poll(() => footerContact(page), { timeout: 15_000 }).toEqual([TEL, MAILTO]);
    await footer(page).scrollIntoViewIfNeeded();
    mkdirSync(SCREENSHOTS, { recursive: true });
    await footer(page).screenshot({ path: `${SCREENSHOTS}/footer-api-down-${lng}-360.png` });
  });
});

describe.each(LANGUAGES)('the emergency page in %s with the API down', (lng) => {
  it('shows the support e-mail and phone from the build', async () => {
    const page = await open({ path: '/about', lng, viewport: SMALL_PHONE });
    await apiDown(page);
    await page.goto(withLng('/emergency', lng));
    await page.getByRole('heading', { level: 1, name: exactly(text(lng, 'errors:emergency.title')) }).waitFor();
    expect(await emergencyContact(page)).toEqual([TEL, MAILTO]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}/emergency-api-down-${lng}-360.png`, fullPage: true });
  });
});

describe.each(LANGUAGES)('a stopped server in %s', (lng) => {
  const ownServer = useStoppableServer();

  it('still shows the contact details in the footer and on the emergency page', async () => {
    const server = ownServer();
    const page = await open({ baseUrl: server.url, path: '/about', lng, viewport: SMALL_PHONE, serviceWorkers: 'allow' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 45_000 });
    expect(await footerContact(page)).toEqual([TEL, MAILTO]);

    await server.stop();

    await page.reload();
    expect(await footerContact(page)).toEqual([TEL, MAILTO]);
    await page.goto(withLng('/emergency', lng));
    await page.getByRole('heading', { level: 1, name: exactly(text(lng, 'errors:emergency.title')) }).waitFor();
    expect(await emergencyContact(page)).toEqual([TEL, MAILTO]);
  });
});
