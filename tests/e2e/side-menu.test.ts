// The mobile side menu (spec §2): greeting with the user's name or 'Guest', the Seller Account badge,
// closing on an outside click and on a route change; a modal <dialog> (focus, Tab, Escape, no scroll
// behind it).
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGUAGES, PHONE, useBrowser, type Lng } from './support/browser';
import { isModal, tabThrough, wheelScrolls, whereFocusIs } from './support/dialog';
import { clickOutside, exactly, frameText, menuButton, pathOf } from './support/frame';

const { open, baseUrl } = useBrowser();
const tokens = inject('tokens');

const menu = (page: Page) => page.getByTestId('side-menu');

async function openMenu(page: Page, lng: Lng): Promise<void> {
  await menuButton(page, lng).click();
  await menu(page).waitFor();
}

async function fullName(token: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/profile/my-profile`, { headers: { authorization: `Bearer ${token}` } });
  const profile = (await response.json()) as { firstName: string; lastName: string };
  return `${profile.firstName} ${profile.lastName}`;
}

describe.each(LANGUAGES)('the side menu in %s', (lng) => {
  it("greets a guest as 'Guest' and closes on a click outside it", async () => {
    const page = await open({ path: '/', lng, viewport: PHONE });
    await openMenu(page, lng);
    const greeting = frameText(lng, 'menu.greeting', { name: frameText(lng, 'menu.guest') });
    await menu(page).getByText(greeting, { exact: true }).waitFor();
    expect(await menu(page).getByText(frameText(lng, 'menu.seller'), { exact: true }).count()).toBe(0);
    expect(await menuButton(page, lng).getAttribute('aria-expanded')).toBe('true');
    await clickOutside(page, menu(page));
    await expect.poll(() => menu(page).count()).toBe(0);
    expect(await menuButton(page, lng).getAttribute('aria-expanded')).toBe('false');
  });

  it('is modal: focus goes in, Tab never reaches the page behind, the page does not scroll, and Escape closes it and gives focus back to the menu button', async () => {
    const page = await open({ path: '/shop', lng, viewport: PHONE });
    await page.getByTestId('product-card').first().waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 400)).toBe(true);
    await openMenu(page, lng);
    expect(await isModal(menu(page))).toBe(true);
    await expect.poll(() => whereFocusIs(menu(page))).toBe('inside');
    expect(await tabThrough(page, menu(page), 20)).not.toContain('behind');
    expect(await tabThrough(page, menu(page), 20, 'Shift+Tab')).not.toContain('behind');
    // the wheel over the dimmed page (outside the panel) does not scroll it
    const panel = await menu(page).boundingBox();
    if (panel === null) throw new Error('the menu is not on screen');
    const besidePanel = lng === 'ar' ? Math.round(panel.x / 2) : Math.round((panel.x + panel.width + PHONE.width) / 2);
    expect(await wheelScrolls(page, besidePanel, PHONE.height / 2)).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu(page).count()).toBe(0);
    expect(await menuButton(page, lng).evaluate((button) => button === document.activeElement)).toBe(true);
    // and without the menu the same wheel scrolls the page
    expect(await wheelScrolls(page, besidePanel, PHONE.height / 2)).toBeGreaterThan(0);
  });

  it('closes on a route change (following one of its links)', async () => {
    const page = await open({ path: '/', lng, viewport: PHONE });
    await openMenu(page, lng);
    await menu(page).getByRole('link', { name: exactly(frameText(lng, 'nav.shop')) }).click();
    await page.waitForURL((url) => url.pathname === '/shop');
    await expect.poll(() => menu(page).count()).toBe(0);
    // and the browser's back button is a route change too
    await openMenu(page, lng);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => menu(page).count()).toBe(0);
    expect(pathOf(page)).toBe('/');
  });

  it("greets a signed-in shopper by name, without the seller badge", async () => {
    const name = await fullName(tokens.shopper);
    const page = await open({ path: '/', lng, viewport: PHONE, token: tokens.shopper });
    await openMenu(page, lng);
    await menu(page).getByText(frameText(lng, 'menu.greeting', { name }), { exact: true }).waitFor();
    expect(await menu(page).getByText(frameText(lng, 'menu.seller'), { exact: true }).count()).toBe(0);
    await menu(page).getByRole('link', { name: exactly(frameText(lng, 'menu.viewProfile')) }).waitFor();
  });

  it("shows the 'Seller Account' badge for a seller", async () => {
    const name = await fullName(tokens.seller);
    const page = await open({ path: '/', lng, viewport: PHONE, token: tokens.seller });
    await openMenu(page, lng);
    await menu(page).getByText(frameText(lng, 'menu.greeting', { name }), { exact: true }).waitFor();
    const badge = menu(page).getByText(frameText(lng, 'menu.seller'), { exact: true });
    await badge.waitFor();
    expect(await badge.isVisible()).toBe(true);
  });
});
