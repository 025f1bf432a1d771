import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  directionOf,
  flagOf,
  isLanguage,
  parseLanguage,
  toggleFlag,
  toggleLanguage,
} from '../../../src/domain/shared/language';

const language = fc.constantFrom(...LANGUAGES);

describe('languages', () => {
  it('are English (the fallback) and Arabic', () => {
    expect(LANGUAGES).toEqual(['en', 'ar']);
    expect(FALLBACK_LANGUAGE).toBe('en');
  });

  it('toggle between en and ar', () => {
    expect(toggleLanguage('en')).toBe('ar');
    expect(toggleLanguage('ar')).toBe('en');
  });

  it('toggling twice returns to the start and toggling always changes the language', () => {
    fc.assert(
      fc.property(language, (lang) => {
        expect(toggleLanguage(toggleLanguage(lang))).toBe(lang);
        expect(toggleLanguage(lang)).not.toBe(lang);
      }),
    );
  });

  it('Arabic is right-to-left, English left-to-right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('the language toggle flag', () => {
  it('shows the flag of the other language', () => {
    expect(toggleFlag('en')).toBe('sy');
    expect(toggleFlag('ar')).toBe('gb');
  });

  // A tryout in Lebanon: Arabic offered under Syria's flag read as "Syrian". Arabic is shown by the
  // shopper's own country's flag (the store's two markets), Syria's when none is known.
  it("shows Arabic by the shopper's country's flag: Lebanon's in Lebanon", () => {
    expect(toggleFlag('en', 'lb')).toBe('lb');
    expect(toggleFlag('ar', 'lb')).toBe('gb');
    expect(flagOf('ar', 'lb')).toBe('lb');
    expect(flagOf('ar')).toBe('sy');
  });

  it('is always the flag of the language the toggle switches to', () => {
    fc.assert(
      fc.property(language, (lang) => {
        expect(toggleFlag(lang)).toBe(flagOf(toggleLanguage(lang)));
        expect(toggleFlag(lang)).not.toBe(flagOf(lang));
      }),
    );
  });
});

describe('parseLanguage', () => {
  it.each([
    ['en', 'en'],
    ['ar', 'ar'],
    ['AR', 'ar'],
    ['ar-SY', 'ar'],
    ['ar_LB', 'ar'],
    ['en-GB', 'en'],
    [' ar ', 'ar'],
    ['fr', 'en'],
    ['arabic', 'en'],
    ['', 'en'],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseLanguage(raw)).toBe(expected);
  });

  it.each([null, undefined, 42, {}, ['ar'], Symbol('ar')])('falls back to English for %s', (raw) => {
    expect(parseLanguage(raw)).toBe('en');
  });

  it('always yields a supported language, and is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (raw) => {
        const lang = parseLanguage(raw);
        expect(isLanguage(lang)).toBe(true);
        expect(parseLanguage(lang)).toBe(lang);
      }),
    );
  });
});

describe('chooseLanguage (the language a page starts in)', () => {
  it('takes the first candidate that is one of ours, by its primary subtag', () => {
    expect(chooseLanguage([undefined, null, 'fr', 'ar-SY', 'en'])).toBe('ar');
    expect(chooseLanguage(['EN_gb', 'ar'])).toBe('en');
    expect(chooseLanguage([' ar '])).toBe('ar');
  });

  it('falls back to English when none is', () => {
    expect(chooseLanguage([])).toBe('en');
    expect(chooseLanguage(['de', '', 'zh-Hans'])).toBe('en');
  });
});
