// axe (WCAG 2.2 AA rule set) finds no serious or critical violation on the frame's pages, with the
// side menu and the search overlay open, in both languages and at both sizes.
// oxlint-disable vitest/expect-expect -- expectNoSeriousA11yViolations is the assertion (it throws listing each violation)
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { LANGUAGES, PHONE, VIEWPORTS, useBrowser } from './support/browser';
import { exactly, frameText, header, menuButton, searchTrigger } from './support/frame';

const { open } = useBrowser();

/** The page has settled: fonts loaded, no request in flight, lazy screen rendered. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

const PAGES = [
  { path: '/', ready: (page: Page) => header(page).waitFor() },
  { path: '/shop', ready: (page: Page) => page.getByTestId('category-strip').waitFor() },
  { path: '/login', ready: (page: Page) => page.getByRole('main').waitFor() },
  { path: '/no-such-page', ready: (page: Page) => page.getByRole('heading', { level: 1 }).waitFor() },
] as const;

describe.each(LANGUAGES)('accessibility in %s', (lng) => {
  describe.each(VIEWPORTS)('at $name size', (viewport) => {
    it.each(PAGES)('$path has no serious or critical violation', async ({ path, ready }) => {
      const page = await open({ path, lng, viewport });
      await ready(page);
      await settled(page);
      await expectNoSeriousA11yViolations(page, `${path} (${lng}, ${viewport.name})`);
    });

    it('the open search overlay has no serious or critical violation', async () => {
      const page = await open({ path: '/', lng, viewport });
      await searchTrigger(page, lng).click();
      await page.getByTestId('search-overlay').waitFor();
      await settled(page);
      await expectNoSeriousA11yViolations(page, `search overlay (${lng}, ${viewport.name})`);
    });
  });

  it('the open side menu (phone) has no serious or critical violation', async () => {
    const page = await open({ path: '/shop', lng, viewport: PHONE });
    await menuButton(page, lng).click();
    await page.getByTestId('side-menu').waitFor();
    await page.getByTestId('side-menu').getByRole('link', { name: exactly(frameText(lng, 'nav.home')) }).waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page, `side menu (${lng}, phone)`);
  });
});
