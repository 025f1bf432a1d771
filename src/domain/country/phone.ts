import { nationalPhone } from './phone-display';
import { NATIONAL_LENGTHS } from './phone-lengths.generated';

/** Default country of the phone field: Syria, calling code 963 (spec §5, §9). */
export const DEFAULT_PHONE_PREFIX = '963';
export const DEFAULT_PHONE_COUNTRY = 'SY';

/**
 * A phone as the API stores it, after normalisation: digits with an optional leading +, 6 to 15
 * digits. A JSON Schema pattern too: the contract's Phone is this rule, so the server checks the same.
 */
export const WIRE_PHONE_PATTERN = '^\\+?[0-9]{6,15}$';
const WIRE_PHONE = new RegExp(WIRE_PHONE_PATTERN, 'u');

export const isWirePhone = (phone: string): boolean => WIRE_PHONE.test(phone);

/** A national number is 7 to 10 digits (spec §5): such a number without the prefix gets it. */
const NATIONAL_NUMBER = /^\d{7,10}$/;
const MAX_NATIONAL_DIGITS = 10;

/** A country the phone field offers; calling codes and examples come from a PhoneMetadata adapter. */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, upper case, e.g. 'SY'. */
  iso2: string;
  /** Without '+', e.g. '963'. */
  callingCode: string;
  /** An example mobile number, national significant number without the calling code, e.g. '944567890'. */
  example: string;
}

/**
 * ISO codes the phone field offers, in display order: Syria (default) and Lebanon first, then
 * neighbours, the Gulf, and the countries of the largest Syrian and Lebanese diaspora.
 */
export const PHONE_FIELD_COUNTRIES = [
  'SY', 'LB',
  'JO', 'IQ', 'TR', 'EG', 'SA', 'AE', 'KW', 'QA', 'BH', 'OM', 'PS',
  'DE', 'SE', 'NL', 'FR', 'GB', 'US', 'CA', 'AU', 'BR', 'RU',
] as const;

export type PhoneFieldCountry = (typeof PHONE_FIELD_COUNTRIES)[number];

const ARABIC_INDIC_ZERO = 0x0660; // ٠ … ٩ U+0660–U+0669
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0; // ۰ … ۹ U+06F0–U+06F9 (Persian, Urdu keyboards)

/** Arabic-Indic and Extended Arabic-Indic digits become Latin ones; every other character is kept. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/** The prefix read like a calling code: Latin digits only, no leading zeros ('+961' → '961'). */
function cleanPrefix(prefix: string): string {
  return toLatinDigits(prefix).replace(/\D/g, '').replace(/^0+/, '');
}

/**
 * Removes repeated prefixes ('963963944…' → '963944…'), but only while what follows the first
 * prefix is too long to be a national number: Syrian numbers such as 0963 123 456 really do
 * begin with 963 after the trunk 0, and must keep it.
 */
function collapseDoubledPrefix(digits: string, prefix: string): string {
  let result = digits;
  while (
    result.startsWith(prefix + prefix) &&
    result.length - prefix.length > MAX_NATIONAL_DIGITS
  ) {
    result = result.slice(prefix.length);
  }
  return result;
}

/**
 * Normalises a typed phone number to digits with the country prefix (spec §5).
 * 1. Arabic-Indic and Persian digits become Latin; everything but digits and '+' is removed.
 * 2. Leading '+' signs and '00' (the dialled form of '+') are dropped.
 * 3. A number starting with the prefix is kept, a doubled prefix collapsed (see collapseDoubledPrefix).
 * 4. A leading trunk 0 is replaced by the prefix.
 * 5. 7 to 10 digits without the prefix get the prefix.
 * 6. Anything else is left as cleaned (empty stays empty); '+' inside the number is kept as the spec says.
 * The result is a fixed point: normalising it again changes nothing.
 */
export function normalisePhone(raw: string, prefix: string = DEFAULT_PHONE_PREFIX): string {
  const digits = toLatinDigits(raw)
    .replace(/[^\d+]/g, '')
    .replace(/^(?:\+|00)+/, '');
  const callingCode = cleanPrefix(prefix);
  if (digits === '' || callingCode === '') return digits;

  if (digits.startsWith(callingCode)) return collapseDoubledPrefix(digits, callingCode);
  if (digits.startsWith('0')) return collapseDoubledPrefix(callingCode + digits.slice(1), callingCode);
  if (NATIONAL_NUMBER.test(digits)) return callingCode + digits;
  return digits;
}

/** Where a phone field starts: its country (ISO, upper case) and what stands in the number box. */
export interface PhoneFieldStart {
  iso2: string;
  national: string;
}

/**
 * A phone the shopper already gave (normalised digits, calling code first), put back in a phone
 * field: the offered country whose calling code it starts with (the preferred one when several
 * share the code, e.g. +1) and the rest as the national number, written as at home when the store
 * knows how (Lebanon's 03 123 456 keeps its trunk 0: a tryout saw it prefilled as 3123456). A number of no offered country is
 * shown whole, with its '+', on the preferred country.
 */
export function phoneFieldStart(stored: string, countries: readonly PhoneCountry[], preferredIso2: string): PhoneFieldStart {
  const digits = stored.replace(/^\+/, '');
  if (digits === '') return { iso2: preferredIso2, national: '' };
  const matching = countries.filter((country) => country.callingCode !== '' && digits.startsWith(country.callingCode) && digits.length > country.callingCode.length);
  const longest = Math.max(0, ...matching.map((country) => country.callingCode.length));
  const best = matching.filter((country) => country.callingCode.length === longest);
  const chosen = best.find((country) => country.iso2 === preferredIso2) ?? best[0];
  if (chosen === undefined) return { iso2: preferredIso2, national: `+${digits}` };
  return { iso2: chosen.iso2, national: nationalPhone(digits) ?? digits.slice(chosen.callingCode.length) };
}

/**
 * Whether digits (calling code first) are as long as a number of their country may be (libphonenumber's
 * lengths of the phone field's countries: Syria 8 or 9 national digits, Lebanon 7 or 8). A number of a
 * calling code the table does not know is left to the general rule.
 */
function fitsItsCountry(digits: string): boolean {
  const code = Object.keys(NATIONAL_LENGTHS)
    .filter((callingCode) => digits.startsWith(callingCode))
    .reduce((longest, callingCode) => (callingCode.length > longest.length ? callingCode : longest), '');
  const lengths = NATIONAL_LENGTHS[code];
  return lengths === undefined || lengths.includes(digits.length - code.length);
}

/**
 * The phone a shopper signs in with (issue 30), as E.164 digits without '+': a number written with
 * '+' or '00' is international as it stands; any other is normalised with the picked country's
 * calling code (normalisePhone) and must become a number of that country (a Lebanese 03 123 459 on
 * Syria's +963 was sent to +963 3123459, a wrong Syrian number). Answers '' when the result is not 8 to
 * 15 digits, or its national part has none of its country's lengths.
 */
export function signInPhone(raw: string, callingCode: string = DEFAULT_PHONE_PREFIX): string {
  const latin = toLatinDigits(raw).trim();
  const international = /^(?:\+|00)/.test(latin);
  const digits = international ? latin.replace(/\D/g, '').replace(/^00/, '') : normalisePhone(latin, callingCode);
  if (!/^[1-9][0-9]{7,14}$/.test(digits)) return '';
  if (!international && !digits.startsWith(cleanPrefix(callingCode))) return '';
  return fitsItsCountry(digits) ? digits : '';
}
