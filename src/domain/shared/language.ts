
// The two interface languages (spec sections 1 and 4): English, the fallback, and Arabic, written
// right to left.

export const LANGUAGES = ['en', 'ar'] as const;

export type Language = (typeof LANGUAGES)[number];

export type Direction = 'ltr' | 'rtl';

export const FALLBACK_LANGUAGE: Language = 'en';

// A language has no flag of its own; the toggle shows a country (ISO 3166-1 alpha-2, lower case,
// the format of the country flag field). Arabic shows the shopper's own country's (the store's two
// markets: Lebanon's in Lebanon, where Syria's read as "Syrian"), Syria's, the home market and default
// country, when none is known; English shows the United Kingdom's, matching the house's British English.
const ENGLISH_FLAG = 'gb';
const DEFAULT_ARABIC_FLAG = 'sy';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const toggleLanguage = (lang: Language): Language => (lang === 'en' ? 'ar' : 'en');

export const directionOf = (lang: Language): Direction => (lang === 'ar' ? 'rtl' : 'ltr');

/** The flag a language is shown by; `arabicFlag` is the shopper's country's. */
export const flagOf = (lang: Language, arabicFlag: string = DEFAULT_ARABIC_FLAG): string => (lang === 'en' ? ENGLISH_FLAG : arabicFlag);

// The toggle offers the other language, so it shows that language's flag.
export const toggleFlag = (lang: Language, arabicFlag: string = DEFAULT_ARABIC_FLAG): string => flagOf(toggleLanguage(lang), arabicFlag);

// Accepts a bare code or a locale tag in any letter case ('ar-SY', 'AR_lb'); anything else,
// including a non-string, is the fallback.
export const parseLanguage = (raw: unknown): Language => {
  if (typeof raw !== 'string') return FALLBACK_LANGUAGE;
  const primary = raw.trim().toLowerCase().split(/[-_]/, 1)[0];
  return isLanguage(primary) ? primary : FALLBACK_LANGUAGE;
};

/**
 * The language to start in: the first candidate whose primary subtag is one of ours ('ar-SY' is
 * Arabic), in the order given — the address's ?lng=, the cookie, what this browser stored, its own
 * languages, the page's <html lang> — else English.
 */
export function chooseLanguage(candidates: readonly (string | null | undefined)[]): Language {
  for (const candidate of candidates) {
    const primary = candidate?.trim().toLowerCase().split(/[-_]/, 1)[0];
    if (isLanguage(primary)) return primary;
  }
  return FALLBACK_LANGUAGE;
}
