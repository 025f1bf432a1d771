import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstLines, languagePath, linkInLanguage } from '../../../src/domain/shared/language-url';

describe('language URLs', () => {
  it('name the language in the query', () => {
    expect(languagePath('/product/12', 'ar')).toBe('/product/12?lng=ar');
    expect(languagePath('/', 'en')).toBe('/?lng=en');
  });
});

describe('an internal link on a language version', () => {
  it('names Arabic on an Arabic page, keeping its query and fragment', () => {
    expect(linkInLanguage('/shop', 'ar')).toBe('/shop?lng=ar');
    expect(linkInLanguage('/shop?page=2&sort=price', 'ar')).toBe('/shop?page=2&sort=price&lng=ar');
    expect(linkInLanguage('?page=3', 'ar')).toBe('?page=3&lng=ar');
    expect(linkInLanguage('/policies#returns', 'ar')).toBe('/policies?lng=ar#returns');
  });

  it('leaves English links, links naming a language, external addresses and fragments as they are', () => {
    expect(linkInLanguage('/shop?page=2', 'en')).toBe('/shop?page=2');
    expect(linkInLanguage('/shop?lng=en', 'ar')).toBe('/shop?lng=en');
    expect(linkInLanguage('https://example.com/x', 'ar')).toBe('https://example.com/x');
    expect(linkInLanguage('//example.com/x', 'ar')).toBe('//example.com/x');
    expect(linkInLanguage('#main', 'ar')).toBe('#main');
    expect(linkInLanguage('mailto:a@b.c', 'ar')).toBe('mailto:a@b.c');
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
