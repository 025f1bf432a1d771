import type { Language } from '@/domain/shared';
import { LOCALES } from './format';

// Country names, in a module of their own: only the pages and dialogs that list countries load them
// (and the store's own names below), not every page's first script.

const regionNameFormats = new Map<Language, Intl.DisplayNames>();

function regionNames(lang: Language): Intl.DisplayNames {
  let names = regionNameFormats.get(lang);
  if (names === undefined) {
    names = new Intl.DisplayNames([LOCALES[lang]], { type: 'region' });
    regionNameFormats.set(lang, names);
  }
  return names;
}

// The store's own names where ICU versions disagree: the server's pages are drawn with Node's ICU data,
// the browser's with its own, and they differ on these (Node 20: "الأراضي الفلسطينية", Chromium: "فلسطين"),
// so one page read "+970 فلسطين" and the next "+970 الأراضي الفلسطينية" (every region code compared).
const OWN_NAMES: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: { PS: 'Palestine', HK: 'Hong Kong', MO: 'Macao', FK: 'Falkland Islands' },
  ar: { PS: 'فلسطين', HK: 'هونغ كونغ', MO: 'ماكاو', FK: 'جزر فوكلاند' },
};

/** A country's name in the interface language from its ISO code ('sy' -> 'سوريا'); `fallback` when Intl does not know the code. */
export function countryName(code: string, fallback: string, lang: Language): string {
  const upper = code.trim().toUpperCase();
  const own = OWN_NAMES[lang][upper];
  if (own !== undefined) return own;
  try {
    const name = regionNames(lang).of(upper);
    return name === undefined || name === upper ? fallback : name;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return fallback;
  }
}
