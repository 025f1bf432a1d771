// What an operator gives the catalogue (issue 29, docs/adr/0055): pictures, told apart by their bytes (never
// by a file's name or declared type), within a size limit; and amounts as typed, in Latin or Arabic-Indic
// digits with a point, a comma or the Arabic decimal separator, read exactly into minor units.
import type { Money } from '../shared/money';
import { latinDigits } from '../shared/digits';

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];
/** The largest picture an operator may upload, in bytes (the file itself). */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PICTURE_EXTENSIONS: Readonly<Record<PictureType, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The picture's type by its first bytes (magic numbers), or null for anything else (GIF, SVG, text…). */
export function pictureTypeOf(bytes: Uint8Array): PictureType | null {
  const at = (i: number) => bytes[i] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => at(i) === byte)) return 'image/png';
  const ascii = (from: number, text: string) => [...text].every((char, i) => at(from + i) === char.charCodeAt(0));
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return null;
}

/** The largest amount the catalogue keeps (numeric(12,2)): 9,999,999,999.99. */
export const AMOUNT_MAX: Money = 999_999_999_999;

/**
 * An amount as an operator typed it ('4.5', '4,50', '٤٫٥٠', ' 12 '), in minor units; null when it is not
 * one (negative, more than two decimals, letters, thousands separators, empty, too large).
 */
export function amountOfInput(text: string): Money | null {
  const latin = latinDigits(text.trim()).replace(/[,\u066b]/, '.');
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(latin);
  if (match === null) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor <= AMOUNT_MAX ? minor : null;
}

/** A count of units as typed (Latin or Arabic-Indic digits), or null when it is not a whole number from 0 to `max`. */
export function unitsOfInput(text: string, max: number): number | null {
  const latin = latinDigits(text.trim());
  if (!/^\d{1,9}$/.test(latin)) return null;
  const units = Number(latin);
  return units <= max ? units : null;
}
