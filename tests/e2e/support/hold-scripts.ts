import type { Page } from 'playwright-core';

/**
 * Holds the page's scripts until the answered function is called: a slow line, under the test's
 * control. Taps and keystrokes made before then meet the server's HTML alone, as on a cheap phone.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: (() => void) | undefined;
  const arrived = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  return () => release?.();
}
