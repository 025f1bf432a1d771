// The harness works end to end: the real server answers, the built storefront loads in Chromium, and
// <html lang dir> follow the language chosen by the query string.
import { describe, expect, it } from 'vitest';
import { DESKTOP, LANGUAGES, PHONE, pageErrors, useBrowser } from './support/browser';

const { open, baseUrl } = useBrowser();

describe('the server the harness started', () => {
  it('answers the API and serves the storefront and the translations', async () => {
    const countries = await fetch(`${baseUrl}/api/countries`);
    expect(countries.status).toBe(200);
    const index = await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } });
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<div id="root">');
    // any storefront path falls back to the single-page app
    const deep = await fetch(`${baseUrl}/no-such-page`, { headers: { accept: 'text/html' } });
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    expect((await fetch(`${baseUrl}/locales/ar/common.json`)).status).toBe(200);
  });
});

describe.each(LANGUAGES)('the storefront in %s', (lng) => {
  it.each([PHONE, DESKTOP])('loads with <html lang dir> set at $name size', async (viewport) => {
    const page = await open({ path: '/', lng, viewport });
    expect(await page.getAttribute('html', 'lang')).toBe(lng);
    expect(await page.getAttribute('html', 'dir')).toBe(lng === 'ar' ? 'rtl' : 'ltr');
    expect(pageErrors(page)).toEqual([]);
  });
});
