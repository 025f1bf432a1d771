// The Arabic face the storefront ships (issue 18): Noto Sans Arabic 400 and 700 from @fontsource, cut to the
// letters of the Arabic language (and the few Levantine writing borrows). Fontsource's "arabic" files also
// carry Persian, Urdu and African letters (Arabic Supplement and Extended) and the presentation forms, which
// no text of a Syrian or Lebanese store needs for shaping (browsers shape from the base letters): 49 kB a
// weight before, 14 kB after, and an Arabic page preloads both. What it drops falls back to the system's Arabic font (unicode-range).
// `npm run generate:fonts` writes the files; tests/tooling/arabic-font.test.ts fails when they and the
// installed package disagree, or a translation needs a letter they lack.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

export const ARABIC_WEIGHTS = [400, 700] as const;
export type ArabicWeight = (typeof ARABIC_WEIGHTS)[number];

/**
 * What the cut face holds, as inclusive code point ranges: the Arabic language's part of the Arabic block
 * (letters, marks, Arabic-Indic digits, punctuation) with the letters Levantine writing borrows, the joiners
 * and direction marks, and the dashes the fontsource file has. The rest of the block (Persian digits, Urdu
 * and African letters, Quranic marks) falls back to the system's Arabic font: 14 kB a weight instead of 21.
 * styles/_fonts.scss declares exactly these as the face's unicode-range.
 */
export const ARABIC_RANGES: readonly (readonly [number, number])[] = [
  // The signs, punctuation, letters, harakat and Arabic-Indic digits of the Arabic language.
  [0x0600, 0x066d],
  // The superscript alef.
  [0x0670, 0x0670],
  // The letters Levantine Arabic writes foreign words with: peh, tcheh, jeh, veh, keheh, gaf, Farsi yeh
  // (پيتزا، ڤيتامين، گاز in a product's title).
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x0698, 0x0698],
  [0x06a4, 0x06a4],
  [0x06a9, 0x06a9],
  [0x06af, 0x06af],
  [0x06cc, 0x06cc],
  // The Arabic full stop.
  [0x06d4, 0x06d4],
  [0x200c, 0x200e],
  [0x2010, 0x2011],
];

/** The ranges as a CSS unicode-range value: U+0600-06FF, U+200C-200E, … */
export const arabicUnicodeRange = (): string =>
  ARABIC_RANGES.map(([from, to]) => `U+${hex(from)}${from === to ? '' : `-${hex(to)}`}`).join(', ');

const hex = (codePoint: number): string => codePoint.toString(16).toUpperCase().padStart(4, '0');

/**
 * Kept in the file though not declared in its range, as in fontsource's: the space and the no-break space.
 * Chrome spaces a run of Arabic with its font's own space when the font has one (a space from the next
 * font is narrower: headings moved by 3 px without it).
 */
export const ARABIC_SPACES = ' \u00a0';

/** Every code point of the ranges and the spaces, as the text the face is cut to. */
export function arabicText(): string {
  let text = ARABIC_SPACES;
  for (const [from, to] of ARABIC_RANGES) for (let codePoint = from; codePoint <= to; codePoint += 1) text += String.fromCodePoint(codePoint);
  return text;
}

/** The installed @fontsource file of a weight (the whole "arabic" subset). */
export function fontsourceArabic(weight: ArabicWeight): Buffer {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve(`@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff2`));
}

/** Where the storefront's stylesheet finds the cut face. */
export const arabicFontFile = (weight: ArabicWeight): URL => new URL(`../src/ui/styles/fonts/noto-sans-arabic-core-${weight}.woff2`, import.meta.url);

/** The cut face of a weight: woff2 as shipped, or sfnt for HarfBuzz (tests shape text with it). */
export function cutArabicFont(source: Buffer, format: 'woff2' | 'sfnt' = 'woff2', text = arabicText()): Promise<Buffer> {
  return subsetFont(source, text, { targetFormat: format });
}
