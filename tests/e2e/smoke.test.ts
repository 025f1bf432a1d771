// The harness works end to end: the real server answers, the built storefront loads in Chromium
// with <html lang dir> following the language of the query string, without uncaught errors. Each
// load of the home page is also saved as a screenshot (the viewport and the full page) to
// test-results/screenshots/ (git-ignored), for a person to look at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, VIEWPORTS, pageErrors, settled, useBrowser } from './support/browser';
import { header } from './support/frame';

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
const { open, baseUrl } = useBrowser();

describe('the server the harness started', () => {
  it('answers the API and serves the storefront and the translations', async () => {
    const countries = await fetch(`${baseUrl}/api/countries`);
    expect(countries.status).toBe(200);
    const index = await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } });
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<div id="root">');
    // a path no route matches is the storefront's 404 page, answered 404 (issues 18, 19)
    const deep = await fetch(`${baseUrl}/no-such-page`, { headers: { accept: 'text/html' } });
    expect(deep.status).toBe(404);
    expect(await deep.text()).toContain('<div id="root">');
    expect((await fetch(`${baseUrl}/locales/ar/common.json`)).status).toBe(200);
  });
});

describe.each(LANGUAGES)('the home page in %s', (lng) => {
  it.each(VIEWPORTS)('loads at $name size with <html lang dir> set, and is saved as a screenshot', async (viewport) => {
    const page = await open({ path: '/', lng, viewport });
    expect(await page.getAttribute('html', 'lang')).toBe(lng);
    expect(await page.getAttribute('html', 'dir')).toBe(lng === 'ar' ? 'rtl' : 'ltr');

    await header(page).waitFor();
    await settled(page);
    mkdirSync(SCREENSHOTS, { recursive: true });
    const name = `home-${lng}-${viewport.name}`;
    await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-full.png`), fullPage: true });
    expect(pageErrors(page)).toEqual([]);
  });
});
