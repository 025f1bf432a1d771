// The mobile side menu (spec §2): greeting with the user's name or 'Guest', the Seller Account badge,
// closing on an outside click and on a route change.
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGUAGES, PHONE, useBrowser, type Lng } from './support/browser';
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
