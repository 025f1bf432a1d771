// Her store's contacts (issue 26, "Her country"): a Lebanese shopper was offered only a Syrian number and a
// Damascus address. A guest who chose Lebanon sees the Beirut details and the +961 number in the footer and
// on the contact page, on the server's page and once the storefront runs; a Syrian guest still sees Damascus.
// English and Arabic at 360 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTACT_INFO, CONTACT_INFO_LEBANON } from '../../server/src/seed/demo-content';
import { appReady, LANGUAGES, useBrowser, type Viewport } from './support/browser';

const { open, baseUrl } = useBrowser();
const SMALL_PHONE: Viewport = { name: 'small-phone', width: 360, height: 780 };
const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * What the footer's country form does (ADR 0050): the server sets her choice and sends her back to the
 * page, which it draws in her country. The page's own scripts are gone by then, so nothing of the last
 * page's located country can be written over the choice.
 */
async function chooseLebanon(page: Page, back: string): Promise<string> {
  const answer = await page.goto(new URL(`/api/country-choice?country=2&back=${encodeURIComponent(back)}`, baseUrl).href);
  return (await answer?.text()) ?? '';
}

describe.each(LANGUAGES)('her country\'s contacts in %s', (lng) => {
  const address = lng === 'ar' ? 'addressAr' : 'addressEn';

  it('a guest who chose Lebanon sees the Beirut details in the footer and on /contact', async () => {
    const page = await open({ path: '/contact', lng, viewport: SMALL_PHONE });
    await appReady(page);
    const html = await chooseLebanon(page, `/contact?lng=${lng}`);
    // The server's page already says Beirut.
    expect(html).toContain(CONTACT_INFO_LEBANON[address]);
    expect(html).not.toContain(CONTACT_INFO[address]);

    await appReady(page);
    await page.waitForLoadState('networkidle');
    const phone = page.getByTestId('contact-phone');
    expect(await phone.getAttribute('href')).toBe(tel(CONTACT_INFO_LEBANON.phoneCall));
    expect(await page.locator('main').innerText()).toContain(CONTACT_INFO_LEBANON[address]);
    const footer = page.locator('footer.site-footer .site-footer__contact');
    await footer.scrollIntoViewIfNeeded();
    expect(await footer.locator('a').first().getAttribute('href')).toBe(tel(CONTACT_INFO_LEBANON.phoneCall));
    expect(await footer.innerText()).toContain(CONTACT_INFO_LEBANON[address]);
    // Kept as +9611345678, shown as people write it, left to right in Arabic too, on one line.
    const shown = footer.locator('a bdi').first();
    expect(await shown.innerText()).toBe('+961\u00a01\u00a0345\u00a0678');
    expect(await shown.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    expect((await phone.innerText()).replace(/\u00a0/g, ' ')).toBe('+961 1 345 678');
    expect(await page.locator('body').innerText()).not.toContain(CONTACT_INFO[address]);
  });

  it('a guest in Syria still sees Damascus', async () => {
    const page = await open({ path: '/contact', lng, viewport: SMALL_PHONE });
    await appReady(page);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('contact-phone').getAttribute('href')).toBe(tel(CONTACT_INFO.phoneCall));
    expect(await page.locator('main').innerText()).toContain(CONTACT_INFO[address]);
  });
});
