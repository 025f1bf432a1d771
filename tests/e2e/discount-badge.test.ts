// The discount badge on a product card, as seen: "-15%" with the minus on the left and the percent
// after the digits, in English and in Arabic alike, in the page's digits (Latin, docs/adr/0006). The
// stylesheet's `direction: ltr` was flipped to rtl by rtlcss in Arabic, and the locale's "−15٪" then
// showed as "15٪−", the minus on the wrong side.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, useBrowser } from './support/browser';

const { open } = useBrowser();
const NARROW = { name: 'narrow', width: 360, height: 780 };

describe.each(LANGUAGES)('the discount badge in %s', (lng) => {
  it('reads "-N%" from left to right, in Latin digits, at 360 px', async () => {
    const page = await open({ path: '/sales', lng, viewport: NARROW });
    const badge = page.locator('.product-card__badge').first();
    await badge.waitFor();
    // What is seen, character by character from left to right on the screen.
    const seen = await badge.locator('[aria-hidden="true"]').evaluate((element) => {
      const node = element.firstChild;
      if (node === null) return '';
      const text = node.textContent ?? '';
      const chars: { char: string; x: number }[] = [];
      for (let index = 0; index < text.length; index += 1) {
        const char = text.charAt(index);
        if (/[\u200e\u200f\u061c\u2066-\u2069]/.test(char)) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        chars.push({ char, x: range.getBoundingClientRect().left });
      }
      return chars.toSorted((a, b) => a.x - b.x).map((item) => item.char).join('');
    });
    expect(seen).toMatch(/^[-−][0-9]+%$/);
  });
});
