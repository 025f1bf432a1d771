import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstLines, languagePath } from '../../../src/domain/shared/language-url';

describe('language URLs', () => {
  it('name the language in the query', () => {
    expect(languagePath('/product/12', 'ar')).toBe('/product/12?lng=ar');
    expect(languagePath('/', 'en')).toBe('/?lng=en');
  });
});

describe('first lines of a text', () => {
  it('keeps a short text whole, with its spaces folded', () => {
    expect(firstLines('  Cool   in\nsummer. ', 40)).toBe('Cool in summer.');
  });

  it('cuts a long one at a word, with an ellipsis, in Arabic too', () => {
    expect(firstLines('Soft linen that stays cool through the long summer days', 30)).toBe('Soft linen that stays cool…');
    expect(firstLines('قميص من الكتان الناعم يبقى باردًا طوال أيام الصيف الطويلة', 30)).toBe('قميص من الكتان الناعم يبقى…');
  });

  it('never answers more than its limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 2, max: 200 }), (text, max) => {
        expect(firstLines(text, max).length).toBeLessThanOrEqual(max);
      }),
    );;
  });
});
