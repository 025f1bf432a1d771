// Issue 28: the language switch goes to the other language's URL of the same page (reload, share and
// back then agree with what the page shows) and keeps the page where it was scrolled; the links of the
// page drawn after it carry the new language.
import { describe, expect, it } from 'vitest';
import { DESKTOP, LANGUAGES, PHONE, pageErrors, useBrowser, type Lng } from './support/browser';
import { text } from './support/locales';

const { open } = useBrowser();

const switchName = (lng: Lng): RegExp => new RegExp(`${text(lng, 'common:language.switchTo').trim().replace(/^[,،]\s*/, '')}$`);

describe.each(LANGUAGES)('the language switch from %s', (lng) => {
  const other: Lng = lng === 'ar' ? 'en' : 'ar';

  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px goes to the other language's address of the page and keeps the scroll position`, async () => {
      const page = await open({ path: '/shop?inStock=true', lng, viewport });
      await page.evaluate(() => window.scrollTo(0, 700));
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(700);
      // Clicked where it is (Playwright's click would first scroll it into view, moving the page itself).
      await page.getByRole('banner').getByRole('link', { name: switchName(lng) }).first().dispatchEvent('click', { button: 0 });
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(other);
      await expect.poll(() => new URL(page.url()).searchParams.get('lng')).toBe(other);
      expect(new URL(page.url()).searchParams.get('inStock')).toBe('true');
      // Still where it was, within a line (the other language's text may wrap differently above it).
      await page.waitForTimeout(300);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - 700)).toBeLessThan(60);
      // Reload keeps the language the address names.
      await page.reload();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(other);
      // A product's link now names the new language when it is Arabic, and is the plain address in English.
      const href = await page.locator('main a[href^="/product/"]').first().getAttribute('href');
      expect(new URL(href ?? '', 'http://x').searchParams.get('lng')).toBe(other === 'ar' ? 'ar' : null);
      expect(pageErrors(page)).toEqual([]);
    });
  }
});
