// axe (WCAG 2.2 AA rule set) finds no serious or critical violation on the frame's pages, with the
// search overlay and the side menu open, in both languages and at both sizes. One browser page per
// language and size visits every screen, and the failure lists the violations of all of them.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatViolations, seriousA11yViolations, type A11yViolation } from './support/a11y';
import { LANGUAGES, PHONE, VIEWPORTS, settled, useBrowser, withLng, type Lng } from './support/browser';
import { exactly, frameText, header, menuButton, searchTrigger } from './support/frame';

const { open } = useBrowser();

const PAGES = [
  { path: '/', ready: (page: Page) => header(page).waitFor() },
  { path: '/shop', ready: (page: Page) => page.getByTestId('category-strip').waitFor() },
  { path: '/login', ready: (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 }).waitFor() },
  { path: '/no-such-page', ready: (page: Page) => page.getByRole('heading', { level: 1 }).waitFor() },
] as const;

type Findings = Record<string, A11yViolation[]>;

function report(findings: Findings): string {
  return Object.entries(findings)
    .filter(([, violations]) => violations.length > 0)
    .map(([where, violations]) => `${where}:\n${formatViolations(violations)}`)
    .join('\n\n');
}

async function searchOverlayFindings(page: Page, lng: Lng): Promise<A11yViolation[]> {
  await searchTrigger(page, lng).click();
  await page.getByTestId('search-overlay').waitFor();
  await settled(page);
  return seriousA11yViolations(page);
}

describe.each(LANGUAGES)('accessibility in %s', (lng) => {
  it.each(VIEWPORTS)(
    `/, /shop, /login, the 404 page and the open search overlay have no serious or critical violation ($name)`,
    async (viewport) => {
      const findings: Findings = {};
      const page = await open({ path: '/', lng, viewport });
      for (const { path, ready } of PAGES) {
        await page.goto(withLng(path, lng));
        await ready(page);
        await settled(page);
        findings[path] = await seriousA11yViolations(page);
      }
      findings['search overlay on the 404 page'] = await searchOverlayFindings(page, lng);
      expect(report(findings)).toBe('');
    },
  );

  it('the open side menu (phone) has no serious or critical violation', async () => {
    const page = await open({ path: '/shop', lng, viewport: PHONE });
    await menuButton(page, lng).click();
    await page.getByTestId('side-menu').getByRole('link', { name: exactly(frameText(lng, 'nav.home')) }).waitFor();
    await settled(page);
    expect(report({ 'side menu on /shop': await seriousA11yViolations(page) })).toBe('');
  });
});
