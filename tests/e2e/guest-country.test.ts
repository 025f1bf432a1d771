// A guest can choose Lebanon (issue 26, "Her country"): with no location service every guest was drawn
// in Syrian pounds and nothing let her say otherwise. The footer's country form (a plain GET, working
// before the script runs) keeps her choice; the page the server draws after a reload is in Lebanese
// pounds, and the storefront, once it runs, keeps it. English and Arabic at 360 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appReady, LANGUAGES, useBrowser, type Lng, type Viewport } from './support/browser';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { text } from './support/locales';
import { menuButton } from './support/frame';

const { open } = useBrowser();
const SMALL_PHONE: Viewport = { name: 'small-phone', width: 360, height: 780 };

const LEBANESE: Record<Lng, RegExp> = { en: /LBP|L\.L\./, ar: /ل\.ل\./ };
const SYRIAN: Record<Lng, RegExp> = { en: /SYP|S£/, ar: /ل\.س\./ };

/** The prices of the shop's first product cards, as the page shows them. */
async function prices(page: Page): Promise<string> {
  const cards = page.locator('main .product-card');
  await cards.first().waitFor({ timeout: 20_000 });
  return (await cards.first().innerText()).replace(/\s+/g, ' ');
}

describe.each(LANGUAGES)('a guest chooses her country in %s', (lng) => {
  it('picks Lebanon in the footer: prices in Lebanese pounds on the server-drawn page after a reload, and kept', async () => {
    const page = await open({ path: '/shop', lng, viewport: SMALL_PHONE });
    await appReady(page);
    expect(await prices(page)).toMatch(SYRIAN[lng]);

    const form = page.locator('footer form.site-footer__country');
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel(text(lng, 'frame:footer.country.label')).selectOption('2');
    await expectNoSeriousA11yViolations(page, `footer country ${lng}`, 'footer form.site-footer__country');
    // The form's GET to the server, sent back to this page (a new document).
    const back = page.waitForRequest((request) => request.isNavigationRequest() && request.redirectedFrom()?.url().includes('/api/country-choice') === true);
    await form.getByRole('button', { name: text(lng, 'frame:footer.country.choose') }).click();
    await back;
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/shop');
    expect(new URL(page.url()).searchParams.get('lng')).toBe(lng);

    // Reloaded: the page as the server draws it, before any script.
    const answer = await page.reload();
    const html = (await answer?.text()) ?? '';
    const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="dukkan-state"/.exec(html)?.[1] ?? html;
    expect(root).toMatch(LEBANESE[lng]);
    expect(root).not.toMatch(SYRIAN[lng]);

    // The storefront runs and keeps her choice over the location lookup (which says Syria by default).
    await appReady(page);
    await page.waitForLoadState('networkidle');
    expect(await prices(page)).toMatch(LEBANESE[lng]);
    expect(await page.evaluate(() => document.cookie)).toContain('dukkan-country=2');
    expect(await page.locator('footer form.site-footer__country select').inputValue()).toBe('2');
  });

  it("offers the same choice in the phone's side menu: Lebanon chosen there draws the page in Lebanese pounds", async () => {
    const page = await open({ path: '/shop', lng, viewport: SMALL_PHONE });
    await appReady(page);
    expect(await prices(page)).toMatch(SYRIAN[lng]);
    await menuButton(page, lng).click();
    const menu = page.getByTestId('side-menu');
    await menu.waitFor();
    const form = menu.locator('form[action="/api/country-choice"]');
    await form.getByLabel(text(lng, 'frame:footer.country.label')).selectOption('2');
    await expectNoSeriousA11yViolations(page, `side menu country ${lng}`, '[data-testid="side-menu"]');
    // Nothing in the menu is wider than the phone.
    expect(await menu.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const back = page.waitForRequest((request) => request.isNavigationRequest() && request.redirectedFrom()?.url().includes('/api/country-choice') === true);
    await form.getByRole('button', { name: text(lng, 'frame:footer.country.choose') }).click();
    await back;
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/shop');
    expect(new URL(page.url()).searchParams.get('lng')).toBe(lng);
    await appReady(page);
    expect(await prices(page)).toMatch(LEBANESE[lng]);
  });
});
