// Finding the parts of the shared frame by the hooks the views promise (landmarks, data-testid)
// and by the accessible names in the locale files.
import type { Locator, Page } from 'playwright-core';
import type { Lng } from './browser';
import { text } from './locales';

export const BOTTOM_NAV_IDS = ['categories', 'shop', 'home', 'sales', 'profile'] as const;
export type BottomNavId = (typeof BOTTOM_NAV_IDS)[number];

export const header = (page: Page): Locator => page.locator('header').first();
export const bottomNav = (page: Page): Locator => page.getByTestId('bottom-nav');

/** i18next interpolation, enough for the frame's {{name}}, {{count}} and {{term}}. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export const frameText = (lng: Lng, key: string, values: Record<string, string | number> = {}): string =>
  fill(text(lng, `frame:${key}`), values);

const escape = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The whole accessible name, exactly (getByRole's `exact` still trims and collapses spaces). */
export const exactly = (value: string): RegExp => new RegExp(`^\\s*${escape(value)}\\s*$`);

export function bottomNavLink(page: Page, lng: Lng, id: BottomNavId): Locator {
  return bottomNav(page).getByRole('link', { name: exactly(frameText(lng, `bottomNav.${id}`)) });
}

/** The bottom bar's items as they appear on screen, from left to right. */
export async function bottomNavOrderOnScreen(page: Page, lng: Lng): Promise<BottomNavId[]> {
  const placed = await Promise.all(
    BOTTOM_NAV_IDS.map(async (id) => {
      const box = await bottomNavLink(page, lng, id).boundingBox();
      if (box === null) throw new Error(`bottom-nav item ${id} is not on screen`);
      return { id, x: box.x + box.width / 2 };
    }),
  );
  return placed.toSorted((a, b) => a.x - b.x).map((item) => item.id);
}

/** The header's search field (a real input in a GET form to /shop, docs/adr/0040); once the app runs a tap opens the overlay. */
export const searchTrigger = (page: Page, lng: Lng): Locator =>
  header(page).getByRole('searchbox', { name: exactly(frameText(lng, 'search.placeholder')) });

/** The phone header's menu button; its name also says the unread notifications when there are some. */
export const menuButton = (page: Page, lng: Lng): Locator =>
  header(page).getByRole('button', { name: new RegExp(`^\\s*${escape(frameText(lng, 'header.openMenu'))}`) });

/** Clicks the page at a point of the viewport outside `element` (for "closes on an outside click"). */
export async function clickOutside(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (box === null || viewport === null) throw new Error('clickOutside: the element or the viewport has no size');
  const y = Math.round(viewport.height / 2);
  const rightGap = viewport.width - (box.x + box.width);
  const x = rightGap > box.x ? Math.round(box.x + box.width + rightGap / 2) : Math.round(box.x / 2);
  if (rightGap < 8 && box.x < 8) throw new Error('clickOutside: the element covers the whole width');
  await page.mouse.click(x, y);
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export function queryOf(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}
