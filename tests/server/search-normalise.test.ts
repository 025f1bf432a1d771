import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  containsPattern,
  normaliseForSearch,
  productSearchText,
  searchTerms,
} from '../../server/src/search/normalise';


describe('normaliseForSearch: Arabic letters', () => {
  it.each([
    ['أحمر', 'احمر'],
    ['إبريق', 'ابريق'],
    ['آلة', 'اله'],
    ['ٱلقهوة', 'القهوه'],
  ])('folds the alef forms: %s → %s', (input, expected) => {
    expect(normaliseForSearch(input)).toBe(expected);
  });

  it('treats every alef form as the same letter', () => {
    const forms = ['أ', 'إ', 'آ', 'ٱ', 'ا'].map((alef) => `${alef}براج`);
    const normalised = new Set(forms.map(normaliseForSearch));
    expect(normalised).toEqual(new Set(['ابراج']));
  });

  it('folds taa marbuta into haa, so either spelling of a final letter matches', () => {
    expect(normaliseForSearch('ساعة ذكية')).toBe(normaliseForSearch('ساعه ذكيه'));
    expect(normaliseForSearch('قهوة')).toBe('قهوه');
  });

  it('folds alef maqsura (and the Persian yeh) into yaa', () => {
    expect(normaliseForSearch('مستشفى')).toBe(normaliseForSearch('مستشفي'));
    expect(normaliseForSearch('كرسی')).toBe(normaliseForSearch('كرسي'));
    expect(normaliseForSearch('حلوى')).toBe('حلوي');
  });

  it('drops diacritics, the superscript alef and tatweel', () => {
    expect(normaliseForSearch('حَقِيبَةٌ')).toBe(normaliseForSearch('حقيبة'));
    expect(normaliseForSearch('هٰذا')).toBe(normaliseForSearch('هذا'));
    expect(normaliseForSearch('شـــاي')).toBe(normaliseForSearch('شاي'));
    expect(normaliseForSearch('مُـكَـيِّـف')).toBe(normaliseForSearch('مكيف'));
    expect(normaliseForSearch('سُكَّرٌ')).toBe('سكر');
  });

  it('keeps hamza on waw and yaa and the lone hamza', () => {
    expect(normaliseForSearch('مؤقت')).toBe('مؤقت');
    expect(normaliseForSearch('جرائد')).toBe('جرائد');
    expect(normaliseForSearch('ماء')).toBe('ماء');
  });

  it('folds presentation forms and removes invisible direction marks', () => {
    expect(normaliseForSearch('\uFEFB')).toBe(normaliseForSearch('لا')); // lam-alef ligature
    expect(normaliseForSearch('\u200Fشاي\u200E')).toBe(normaliseForSearch('شاي'));
    expect(normaliseForSearch('قهو\u200Cة')).toBe(normaliseForSearch('قهوة'));
  });

  it('accepts the decomposed spelling of a hamza alef', () => {
    expect(normaliseForSearch('\u0627\u0654حمر')).toBe(normaliseForSearch('احمر'));
  });
});

describe('normaliseForSearch: digits, case, spaces', () => {
  it('maps Arabic-Indic and Eastern Arabic-Indic digits to Latin digits', () => {
    expect(normaliseForSearch('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normaliseForSearch('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normaliseForSearch('DK-٢٠٢٤-٠٠١٢٣')).toBe(normaliseForSearch('dk-2024-00123'));
  });

  it('lower-cases English and drops Latin accents', () => {
    expect(normaliseForSearch('Samsung GALAXY')).toBe('samsung galaxy');
    expect(normaliseForSearch('Café Crème')).toBe(normaliseForSearch('cafe creme'));
    expect(normaliseForSearch('ＡＢＣ')).toBe(normaliseForSearch('abc')); // full-width letters
  });

  it('collapses whitespace runs and trims', () => {
    expect(normaliseForSearch('  ساعة \t  ذكية\n')).toBe('ساعه ذكيه');
    expect(normaliseForSearch('   ')).toBe('');
  });
});

describe('normaliseForSearch: laws', () => {
  const arabicish = fc.string({
    unit: fc.constantFrom(
      ...'أإآٱاةهىيـًٌٍَُِّْٰ٠١٩۰۹ abcABC%_\\-'.split(''),
      'ب',
      'ت',
      'س',
      'م',
    ),
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), arabicish), (text) => {
        const once = normaliseForSearch(text);
        expect(normaliseForSearch(once)).toBe(once);
      }),
    );
  });

  it('never leaves a folded letter, a diacritic, tatweel or a non-Latin digit', () => {
    fc.assert(
      fc.property(arabicish, (text) => {
        expect(normaliseForSearch(text)).not.toMatch(/[\u064B-\u065F\u0670\u0622\u0623\u0625\u0671\u0629\u0649\u0640\u0660-\u0669\u06F0-\u06F9A-Z]/);
      }),
    );
  });

  it('never produces leading, trailing or doubled spaces', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), arabicish), (text) => {
        const out = normaliseForSearch(text);
        expect(out).toBe(out.trim());
        expect(out).not.toMatch(/\s{2}/);
      }),
    );
  });
});

describe('searchTerms', () => {
  it('splits a query into normalised words', () => {
    expect(searchTerms('  Galaxy   سَاعَة ')).toEqual(['galaxy', 'ساعه']);
  });

  it('gives no term for an empty or blank query', () => {
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(' \t ')).toEqual([]);
    expect(searchTerms('ـــ')).toEqual([]);
  });
});

describe('containsPattern', () => {
  it('wraps a term for a contains match', () => {
    expect(containsPattern('شاي')).toBe('%شاي%');
  });

  it('escapes %, _ and backslash so they are literal', () => {
    expect(containsPattern('50%')).toBe('%50\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('c:\\x')).toBe('%c:\\\\x%');
  });
});

describe('productSearchText', () => {
  it('joins both titles, both brand names and the serial number, normalised', () => {
    const text = productSearchText({
      titleEn: 'Turkish Coffee',
      titleAr: 'قَهوة تركية',
      brandNameEn: 'Najjar',
      brandNameAr: 'نجّار',
      serialNo: 'DK-2024-00123',
    });
    expect(text).toBe('turkish coffee قهوه تركيه najjar نجار dk-2024-00123');
  });

  it('works without a brand', () => {
    expect(productSearchText({ titleEn: 'Tea', titleAr: 'شاي', serialNo: 'DK-1' })).toBe('tea شاي dk-1');
  });
});
