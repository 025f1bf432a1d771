// Artifacts, not assertions of looks: the home page at phone and desktop size in both languages,
// saved to test-results/screenshots/ (git-ignored) for a person to look at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, VIEWPORTS, pageErrors, useBrowser } from './support/browser';
import { header } from './support/frame';

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
const { open } = useBrowser();

describe.each(LANGUAGES)('home page screenshots in %s', (lng) => {
  it.each(VIEWPORTS)('saves the home page at $name size, the viewport and the full page', async (viewport) => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const page = await open({ path: '/', lng, viewport });
    await header(page).waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    const name = `home-${lng}-${viewport.name}`;
    await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-full.png`), fullPage: true });
    expect(pageErrors(page)).toEqual([]);
  });
});
