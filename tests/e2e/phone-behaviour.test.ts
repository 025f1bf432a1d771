// Behaviour of the frame on a phone (issue 15), in English and Arabic at 360 px, against the real
// server: a page opened by its address or reloaded opens at the top while back and forward still
// restore the position; toasts cover no control of the frame (a tap on the cart right after "Added
// to your cart." opens the cart) and go away on a tap or a swipe; the unread notifications show on
// the phone's menu button and in the side menu, '9+' past nine.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { NotificationWire } from '../../src/infrastructure/notifications/notifications-contract';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshShopperNamed } from './support/accounts';
import { LANGUAGES, settled, useBrowser, withLng, type Viewport } from './support/browser';
import { bottomNav, bottomNavLink, exactly, frameText, header, menuButton, pathOf } from './support/frame';
import { text } from './support/locales';
import { apiAs } from './support/api';
import { holdScripts } from './support/hold-scripts';

const { open, baseUrl } = useBrowser();
const tokens = inject('tokens');

const PHONE_360: Viewport = { name: 'phone-360', width: 360, height: 780 };

const api = apiAs(baseUrl);

/** A new verified shopper in Syria, so the demo shopper's cart is left alone. */
async function freshShopper(): Promise<string> {
  const { token } = await freshShopperNamed(baseUrl, { firstName: 'Rana', lastName: 'Toast' });
  await api(token, 'POST', '/users/profile/update-my-profile', { store: 1, phoneNumber: '963944123456', whatsApp: '963944123456' });
  return token;
}

async function inStockProduct(): Promise<number> {
  const list = await fetch(`${baseUrl}/api/products?pageSize=5&inStock=true`).then((r) => r.json());
  const id = (list as { productsReturned: { products: { id: number }[] } }).productsReturned.products[0]?.id;
  if (id === undefined) throw new Error('e2e: a product in stock expected');
  return id;
}

const scrollY = (page: Page): Promise<number> => page.evaluate(() => Math.round(window.scrollY));

/**
 * Scrolls to y, again on every poll: on a loaded machine the list may still be growing when the first
 * scroll lands, and a page shorter than y stops short (CI once read 0 for 1200 on /shop in Arabic).
 */
async function scrollTo(page: Page, y: number): Promise<void> {
  await expect
    .poll(() => page.evaluate((top) => (window.scrollTo(0, top), Math.round(window.scrollY)), y), { timeout: 10_000 })
    .toBe(y);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The frame's controls (header, bottom bar, scroll-to-top) that the box lies over. */
async function controlsCovered(page: Page, box: Box): Promise<string[]> {
  const controls = page.locator('header a, header button, [data-testid="bottom-nav"] a, [data-testid="scroll-to-top"]');
  const covered: string[] = [];
  for (const control of await controls.all()) {
    const place = await control.boundingBox();
    if (place !== null && overlaps(box, place)) covered.push((await control.getAttribute('aria-label')) ?? (await control.innerText()));
  }
  return covered;
}

const toastWith = (page: Page, message: string): Locator => page.locator('[data-sonner-toast]').filter({ hasText: message });

async function shownToast(page: Page, message: string): Promise<Locator> {
  const shown = toastWith(page, message);
  await shown.waitFor();
  // Sonner slides a toast in: measure once it rests (reduced motion makes that immediate).
  await expect.poll(() => shown.getAttribute('data-mounted')).toBe('true');
  return shown;
}

describe.each(LANGUAGES)('a phone in %s', (lng) => {
  describe('scroll position', () => {
    it('opens a page typed in the address bar at the top, not where an earlier page was left', async () => {
      const page = await open({ path: '/', lng, viewport: PHONE_360 });
      await settled(page);
      await scrollTo(page, 1400);
      // Opened by its address: a new document in the same tab (same session storage).
      await page.goto(withLng('/shop', lng));
      await settled(page);
      expect(await scrollY(page)).toBe(0);
      await scrollTo(page, 900);
      await page.goto(withLng('/notifications', lng));
      await settled(page);
      expect(await scrollY(page)).toBe(0);
    });

    it('opens a reloaded page at the top', async () => {
      const page = await open({ path: '/shop', lng, viewport: PHONE_360 });
      await settled(page);
      await scrollTo(page, 1200);
      await page.reload();
      await settled(page);
      expect(await scrollY(page)).toBe(0);
    });

    it('keeps where the shopper scrolled a reloaded page before it was interactive (a tap under way is not lifted elsewhere)', async () => {
      const page = await open({ path: '/shop', lng, viewport: PHONE_360 });
      await settled(page);
      const release = await holdScripts(page);
      await page.reload({ waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The server's page, scrolled before the app runs; the app then takes it over where it is.
      await scrollTo(page, 900);
      release();
      await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, { timeout: 30_000 });
      await settled(page);
      expect(await scrollY(page)).toBe(900);
    });

    it('still restores the position on back and forward', async () => {
      const page = await open({ path: '/shop', lng, viewport: PHONE_360 });
      await settled(page);
      await scrollTo(page, 1200);
      await bottomNavLink(page, lng, 'sales').click();
      await page.waitForURL((url) => url.pathname === '/sales');
      await settled(page);
      // The address changes as the navigation starts; the new page opens at the top once drawn.
      await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBe(0);
      await scrollTo(page, 600);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/shop');
      // The router restores the position once the page's route has settled (its data's module and
      // loader first): on a loaded machine that takes more than expect.poll's default second.
      await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBe(1200);
      await page.goForward();
      await page.waitForURL((url) => url.pathname === '/sales');
      await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBe(600);
    });
  });

  describe('toasts', () => {
    it('shows "Added to your cart." over no control of the frame, so the cart opens at the next tap', async () => {
      const token = await freshShopper();
      const page = await open({ path: `/product/${await inStockProduct()}`, lng, viewport: PHONE_360, token });
      await page.getByRole('button', { name: exactly(text(lng, 'catalogue:product.addToCart')) }).click();
      const added = await shownToast(page, text(lng, 'cart:toasts.added'));
      const box = await added.boundingBox();
      if (box === null) throw new Error('the toast has no box');
      expect(await controlsCovered(page, box)).toEqual([]);
      await expectNoSeriousA11yViolations(page, `toast (${lng})`);
      await page.screenshot({ path: `test-results/screenshots/toast-${lng}-360.png` });
      // The tap lands on the cart link, not on the toast.
      await header(page).getByRole('link', { name: new RegExp(`^${text(lng, 'frame:header.cart')}`) }).click({ trial: false, timeout: 2_000 });
      await page.waitForURL((url) => url.pathname === '/cart', { timeout: 3_000 });
    });

    it('shows "You have logged out." over no control of the frame, above the bottom bar', async () => {
      const token = await freshShopper();
      const page = await open({ path: '/account', lng, viewport: PHONE_360, token });
      await page.getByRole('button', { name: exactly(text(lng, 'account:account.logout')) }).click();
      const loggedOut = await shownToast(page, text(lng, 'account:toasts.loggedOut'));
      const box = await loggedOut.boundingBox();
      if (box === null) throw new Error('the toast has no box');
      expect(await controlsCovered(page, box)).toEqual([]);
      const bar = await bottomNav(page).boundingBox();
      if (bar === null) throw new Error('the bottom bar is not on screen');
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    });

    it('goes away at a tap, and at a swipe downwards', async () => {
      const token = await freshShopper();
      const page = await open({ path: `/product/${await inStockProduct()}`, lng, viewport: PHONE_360, token });
      const add = page.getByRole('button', { name: exactly(text(lng, 'catalogue:product.addToCart')) });
      await add.click();
      const first = await shownToast(page, text(lng, 'cart:toasts.added'));
      await first.click();
      // Well before sonner's 4 s.
      await toastWith(page, text(lng, 'cart:toasts.added')).waitFor({ state: 'detached', timeout: 2_000 });

      await add.click();
      const second = await shownToast(page, text(lng, 'cart:toasts.added'));
      const box = await second.boundingBox();
      if (box === null) throw new Error('the toast has no box');
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let step = 1; step <= 5; step += 1) await page.mouse.move(x, y + step * 16);
      await page.mouse.up();
      await toastWith(page, text(lng, 'cart:toasts.added')).waitFor({ state: 'detached', timeout: 2_000 });
      expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    });
  });

  describe('unread notifications', () => {
    it("show on the phone's menu button and beside Notifications in the side menu, '9+' past nine", async () => {
      const response = await fetch(`${baseUrl}/api/notifications/user/all`, { headers: { authorization: `Bearer ${tokens.shopper}` } });
      const body = (await response.json()) as { notifications: NotificationWire[] };
      const unread = body.notifications.filter((notification) => !notification.isRead).length;
      expect(unread).toBeGreaterThan(0);
      const shown = unread > 9 ? '9+' : String(unread);

      const page = await open({ path: '/', lng, viewport: PHONE_360, token: tokens.shopper });
      const button = header(page).getByRole('button', { name: exactly(frameText(lng, 'header.openMenuUnread', { count: unread })) });
      await button.waitFor();
      expect((await button.getByTestId('menu-notification-badge').textContent())?.trim()).toBe(shown);
      await button.click();
      const menu = page.getByTestId('side-menu');
      await menu.waitFor();
      const link = menu.getByRole('link', { name: exactly(frameText(lng, 'nav.notificationsUnread', { count: unread })) });
      expect((await link.getByTestId('side-menu-notification-badge').textContent())?.trim()).toBe(shown);
      await expectNoSeriousA11yViolations(page, `side menu with unread notifications (${lng})`);
      await link.click();
      await page.waitForURL((url) => url.pathname === '/notifications');
      expect(pathOf(page)).toBe('/notifications');
    });

    it('shows no badge on the menu button for a guest', async () => {
      const page = await open({ path: '/', lng, viewport: PHONE_360 });
      await menuButton(page, lng).waitFor();
      expect(await menuButton(page, lng).getAttribute('aria-label')).toBe(frameText(lng, 'header.openMenu'));
      expect(await page.getByTestId('menu-notification-badge').count()).toBe(0);
    });
  });
});

