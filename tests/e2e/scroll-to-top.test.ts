// The scroll-to-top button covers no text (issue 26): it floated at the start corner, over the first
// words of right-aligned Arabic lines on the home, product and checkout pages. It now sits in the
// sticky header, after the search, so under it there is only the header. Both languages, a 360 px
// phone and a desktop; it still takes the shopper to the top.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshShopper } from './support/accounts';
import { apiAs, variantsInStock } from './support/api';
import { appReady, DESKTOP, LANGUAGES, useBrowser, type Viewport } from './support/browser';
import { text } from './support/locales';

const { open, baseUrl } = useBrowser();
const api = apiAs(baseUrl);
const SMALL: Viewport = { name: 'small phone', width: 360, height: 780 };

let token = '';
let productId = 0;

beforeAll(async () => {
  ({ token } = await freshShopper(baseUrl));
  const [productDetailId] = await variantsInStock(baseUrl, 1);
  await api(token, 'POST', '/cart/add', { productDetailId, quantity: 1 });
  const list = await api<{ productsReturned: { products: { id: number }[] } }>(token, 'GET', '/products?pageSize=1&inStock=true');
  productId = list.productsReturned.products[0]?.id ?? 0;
});

/**
 * What lies right under the button at points across it: for each, the nearest element beneath the
 * button (and its own parts) in the page's stacking, named by where it belongs (header or not).
 */
function beneath(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('[data-testid="scroll-to-top"]');
    if (button === null) return ['no button'];
    const box = button.getBoundingClientRect();
    const found: string[] = [];
    for (const fx of [0.2, 0.5, 0.8]) {
      for (const fy of [0.2, 0.5, 0.8]) {
        const under = document.elementsFromPoint(box.left + box.width * fx, box.top + box.height * fy).find((element) => !button.contains(element));
        if (under === undefined) continue;
        found.push(under.closest('header') === null ? `${under.tagName.toLowerCase()}.${under.className}: ${(under.textContent ?? '').trim().slice(0, 30)}` : 'header');
      }
    }
    return found;
  });
}

describe.each(LANGUAGES)('the scroll-to-top button in %s', (lng) => {
  for (const viewport of [SMALL, DESKTOP]) {
    it(`shows past 300 px, lies over nothing but the header on home, product, shop and checkout, and goes to the top (${viewport.name})`, async () => {
      const page = await open({ path: '/', lng, token, viewport });
      await appReady(page);
      const button = page.getByRole('button', { name: text(lng, 'frame:scrollTop'), exact: true });
      expect(await button.count()).toBe(0);
      for (const path of ['/', `/product/${productId}`, '/shop', '/checkout']) {
        await page.goto(new URL(`${path}?lng=${lng}`, baseUrl).href);
        await appReady(page);
        await expect.poll(() => page.evaluate(() => (window.scrollTo(0, 600), Math.round(window.scrollY)))).toBeGreaterThan(300);
        await button.waitFor();
        expect({ path, beneath: await beneath(page) }).toEqual({ path, beneath: Array(9).fill('header') });
      }
      // A tap where it is (Playwright's click would first scroll the sticky header's button "into
      // view", which moves the page to the top); and from the keyboard, focus keeps the page where it is.
      await button.focus();
      expect(await page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(300);
      const box = await button.boundingBox();
      if (box === null) throw new Error('the button is not on screen');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);
      await button.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
      // The header keeps its width: nothing of the page scrolls sideways with the button in it.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }
});
