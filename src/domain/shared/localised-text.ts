import type { Language } from './language';

/** A text the shop holds in both of its languages (a product's title, a category's name). */
export interface LocalisedText {
  en: string;
  ar: string;
}

/** The text in `lang`, or in the other language when that one is blank (a record translated only once still shows). */
export function inLanguage(text: LocalisedText, lang: Language): string {
  const [preferred, other] = lang === 'ar' ? [text.ar, text.en] : [text.en, text.ar];
  return preferred.trim() === '' ? other : preferred;
}
