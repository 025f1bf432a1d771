// What a modal <dialog> promises, checked in the browser: it is in the top layer (:modal), focus is
// inside it, and Tab never reaches the page behind it (the page is inert). Focus may leave the
// document for the browser's own controls after the last item (the platform's choice, so a keyboard
// user is never trapped in the tab); it never lands on the page behind.
import type { Locator, Page } from 'playwright-core';

export const isModal = (dialog: Locator): Promise<boolean> => dialog.evaluate((element) => element.matches('dialog:modal'));

export type FocusPlace = 'inside' | 'behind' | 'nowhere';

export const whereFocusIs = (dialog: Locator): Promise<FocusPlace> =>
  dialog.evaluate((element): FocusPlace => {
    const focused = document.activeElement;
    if (focused !== null && element.contains(focused)) return 'inside';
    return focused === null || focused === document.body ? 'nowhere' : 'behind';
  });

/** Presses Tab (or Shift+Tab) `times` times and answers where the focus was after each press. */
export async function tabThrough(page: Page, dialog: Locator, times: number, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<FocusPlace[]> {
  const places: FocusPlace[] = [];
  for (let step = 0; step < times; step += 1) {
    await page.keyboard.press(key);
    places.push(await whereFocusIs(dialog));
  }
  return places;
}

/** Turns the mouse wheel over the point (x, y) and answers how far the page scrolled. */
export async function wheelScrolls(page: Page, x: number, y: number): Promise<number> {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, 1200);
  // Wheel scrolling is animated; give it time to move (or not).
  await page.waitForTimeout(500);
  return (await page.evaluate(() => window.scrollY)) - before;
}
