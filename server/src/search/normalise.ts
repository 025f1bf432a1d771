/**
 * Arabic-aware search normalisation.
 *
 * One function, used both when a product is indexed (products.search_text) and when a shopper
 * types a query, so the two sides always agree. The rule folds the spellings that Arabic
 * readers treat as the same word:
 *
 * - alef forms أ إ آ ٱ (and the rarer ٲ ٳ) become bare alef ا;
 * - taa marbuta ة becomes haa ه (people type either at the end of a word);
 * - alef maqsura ى becomes yaa ي (and the Persian yeh ی, common on some keyboards, too);
 * - the Persian keheh ک becomes kaf ك;
 * - diacritics (tashkeel U+064B–U+065F, superscript alef U+0670, Quranic marks) and tatweel ـ are removed;
 * - Arabic-Indic digits ٠–٩ and Eastern Arabic-Indic digits ۰–۹ become 0–9;
 * - Latin text is lower-cased and loses its accents (é → e);
 * - presentation forms and full-width letters fold to their plain letters (NFKC);
 * - invisible direction marks and joiners are removed, whitespace runs collapse to one space.
 *
 * Hamza on waw and yaa (ؤ ئ) and the lone hamza ء are kept: folding them changes words.
 */

const ALEF = 'ا';
const HAA = 'ه';
const YAA = 'ي';
const KAF = 'ك';

const LETTER_FOLDS: ReadonlyMap<string, string> = new Map([
  ['أ', ALEF], // U+0623 alef with hamza above
  ['إ', ALEF], // U+0625 alef with hamza below
  ['آ', ALEF], // U+0622 alef with madda
  ['ٱ', ALEF], // U+0671 alef wasla
  ['ٲ', ALEF], // U+0672 alef with wavy hamza above
  ['ٳ', ALEF], // U+0673 alef with wavy hamza below
  ['ة', HAA], // U+0629 taa marbuta
  ['ى', YAA], // U+0649 alef maqsura
  ['ی', YAA], // U+06CC Farsi yeh
  ['ک', KAF], // U+06A9 keheh
]);

/** Tashkeel, superscript alef, Quranic annotation marks, tatweel, invisible marks. */
const REMOVED =
  /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

const FOLDED_LETTERS = /[أإآٱٲٳةىیک]/g;
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669]/g;
const EASTERN_ARABIC_INDIC_DIGIT = /[\u06F0-\u06F9]/g;
const LATIN_COMBINING_MARK = /[\u0300-\u036F]/g;
const WHITESPACE = /\s+/g;

const digitFrom = (base: number) => (ch: string): string => String(ch.charCodeAt(0) - base);

/** Folds Latin accents only: NFD would also split أ into ا + hamza, which the letter map already handles. */
const withoutLatinAccents = (text: string): string =>
  text.normalize('NFD').replace(LATIN_COMBINING_MARK, '').normalize('NFC');

export function normaliseForSearch(text: string): string {
  const composed = text.normalize('NFKC');
  const folded = composed
    .replace(REMOVED, '')
    .replace(FOLDED_LETTERS, (ch) => LETTER_FOLDS.get(ch) ?? ch)
    .replace(ARABIC_INDIC_DIGIT, digitFrom(0x0660))
    .replace(EASTERN_ARABIC_INDIC_DIGIT, digitFrom(0x06f0));
  return withoutLatinAccents(folded.toLowerCase()).replace(WHITESPACE, ' ').trim();
}

/**
 * A query split into normalised words. Every word must appear (in any order, as part of a word),
 * so "galaxy samsung" finds "Samsung Galaxy S24".
 */
export function searchTerms(query: string): string[] {
  const normalised = normaliseForSearch(query);
  return normalised === '' ? [] : normalised.split(' ');
}

/** A LIKE pattern that matches `term` anywhere, with `%`, `_` and `\` taken literally (escape character `\`). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export interface SearchableProduct {
  titleEn: string;
  titleAr: string;
  brandNameEn?: string | null;
  brandNameAr?: string | null;
  serialNo: string;
}

/** The text a product is found by: titles in both languages, the brand in both languages, the serial number. */
export function productSearchText(product: SearchableProduct): string {
  return normaliseForSearch(
    [product.titleEn, product.titleAr, product.brandNameEn ?? '', product.brandNameAr ?? '', product.serialNo].join(' '),
  );
}
