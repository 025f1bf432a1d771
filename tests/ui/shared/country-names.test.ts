import { describe, expect, it } from 'vitest';
import { countryName } from '../../../src/ui/shared/format/country-name';

// A tryout read "+970 فلسطين" in the country dialog and "+970 الأراضي الفلسطينية" on the sign-up, checkout
// and account pages: the server's pages name countries with Node's ICU data, the pages the browser draws
// with the browser's, and the two disagree on eight names (Node 20's ICU 78 against Debian's Chromium,
// compared for every region code: FK, HK, MO and PS in both languages). The store's own words for those are the same
// on both sides, so a page reads alike whoever drew it, and hydrates as it was drawn.
describe('countryName', () => {
  it("says the store's own name where ICU versions disagree, in both languages", () => {
    expect(countryName('PS', 'PS', 'ar')).toBe('فلسطين');
    expect(countryName('ps', 'PS', 'en')).toBe('Palestine');
    expect(countryName('HK', 'HK', 'en')).toBe('Hong Kong');
    expect(countryName('MO', 'MO', 'ar')).toBe('ماكاو');
    expect(countryName('FK', 'FK', 'en')).toBe('Falkland Islands');
  });

  it("uses the runtime's names elsewhere, and the fallback for a code that names nothing", () => {
    expect(countryName('LB', 'Lebanon', 'ar')).toBe(new Intl.DisplayNames(['ar'], { type: 'region' }).of('LB'));
    expect(countryName('SY', 'Syria', 'en')).toBe('Syria');
    expect(countryName('not a code', 'Somewhere', 'en')).toBe('Somewhere');
  });
});
