import { describe, expect, it } from 'vitest';
import { oneFullStop } from '../../../src/domain/shared/full-stop';

// Issue 26 tryout: "… ل.ل.." — an amount written with an abbreviation ending in a dot ends a sentence that
// adds its own. The abbreviation's dot ends the sentence, as in English "etc.".
describe('oneFullStop', () => {
  it('lets an abbreviation that ends a sentence carry its full stop', () => {
    const lbp = new Intl.NumberFormat('ar', { style: 'currency', currency: 'LBP', maximumFractionDigits: 0 }).format(4_730_000);
    expect(lbp.trimEnd().replace(/[\u200e\u200f]/g, '').endsWith('.')).toBe(true);
    expect(oneFullStop(`التوصيل: ${lbp}.`)).toBe(`التوصيل: ${lbp}`);
    expect(oneFullStop(`بمبلغ ${lbp}. سيتصل بك مندوبنا.`)).toBe(`بمبلغ ${lbp} سيتصل بك مندوبنا.`);
    expect(oneFullStop('Ships from Beirut, etc..')).toBe('Ships from Beirut, etc.');
  });

  it('leaves ellipses, numbers and ordinary sentences alone', () => {
    for (const text of ['Loading…', 'Wait...', 'Wait... then go.', 'It costs 4.50.', 'Order #12 placed.', 'LBP 4,730,000.', 'كتب فريقنا: «…».']) {
      expect(oneFullStop(text)).toBe(text);
    }
  });
});
