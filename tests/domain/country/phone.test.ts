import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PHONE_COUNTRY,
  DEFAULT_PHONE_PREFIX,
  PHONE_FIELD_COUNTRIES,
  normalisePhone,
  phoneFieldStart,
  toLatinDigits,
  type PhoneCountry,
} from '../../../src/domain/country/phone';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const toArabicIndic = (latin: string) => latin.replace(/\d/g, (d) => ARABIC_INDIC[Number(d)] ?? d);
const toPersian = (latin: string) => latin.replace(/\d/g, (d) => PERSIAN[Number(d)] ?? d);

describe('toLatinDigits', () => {
  it('maps Arabic-Indic and Extended Arabic-Indic (Persian) digits to Latin ones', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('+٩٦٣ 944-۱۲۳')).toBe('+963 944-123');
  });
});

describe('normalisePhone with the default Syrian prefix', () => {
  it('uses 963 by default', () => {
    expect(DEFAULT_PHONE_PREFIX).toBe('963');
  });

  it.each([
    ['0944 123 456', '963944123456'],
    ['+963 944-123-456', '963944123456'],
    ['944123456', '963944123456'],
    ['٠٩٤٤١٢٣٤٥٦', '963944123456'],
    ['۰۹۴۴۱۲۳۴۵۶', '963944123456'],
    ['(0944) 123.456', '963944123456'],
    ['963944123456', '963944123456'],
    ['963963944123456', '963944123456'],
    ['+963963944123456', '963944123456'],
    ['0963944123456', '963944123456'],
    ['00963944123456', '963944123456'],
    ['00 963 944 123 456', '963944123456'],
    ['++963944123456', '963944123456'],
    ['1234567', '9631234567'],
    ['1234567890', '9631234567890'],
  ])('normalisePhone(%j) is %j', (raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected);
  });

  it('keeps a real number whose national part starts with 963 (MTN 0963…): a doubled prefix is collapsed only when too long', () => {
    expect(normalisePhone('0963 123 456')).toBe('963963123456');
    expect(normalisePhone('963963123456')).toBe('963963123456');
  });

  it.each([
    ['', ''],
    ['   ', ''],
    ['abc', ''],
    ['+', ''],
    ['12345', '12345'],
    ['12345678901', '12345678901'],
    ['+44 7400 123456', '447400123456'],
    ['0044 7400 123456', '447400123456'],
  ])('leaves anything else as it is once cleaned: %j -> %j', (raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected);
  });

  it('treats 00 like + (the dialled form of the international prefix), so a short number after it gets the prefix like +…', () => {
    expect(normalisePhone('00441234567')).toBe(normalisePhone('+441234567'));
  });
});

describe('normalisePhone with another prefix', () => {
  it.each([
    ['03 123 456', '961', '9613123456'],
    ['+961 3 123 456', '961', '9613123456'],
    ['71 123 456', '961', '96171123456'],
    ['0790123456', '962', '962790123456'],
  ])('normalisePhone(%j, %j) is %j', (raw, prefix, expected) => {
    expect(normalisePhone(raw, prefix)).toBe(expected);
  });

  it('reads the prefix like a calling code: a leading + or non-digits are ignored', () => {
    expect(normalisePhone('03 123 456', '+961')).toBe('9613123456');
    expect(normalisePhone('03 123 456', '٩٦١')).toBe('9613123456');
  });

  it('only cleans the digits when the prefix is empty', () => {
    expect(normalisePhone('+0944 123', '')).toBe('0944123');
  });
});

const phoneLike = fc
  .array(
    fc.constantFrom(...'0123456789+ -().'.split(''), '٠', '٩', '۰', '۹', '٦', '۶', 'a', '\u200f', '963', '00'),
    { maxLength: 24 },
  )
  .map((parts) => parts.join(''));
const prefix = fc.oneof(
  fc.constantFrom('963', '961', '962', '1', '44', '7', '90'),
  fc.stringMatching(/^[1-9]\d{0,2}$/),
);

describe('normalisePhone laws', () => {
  it('is idempotent: normalising an output changes nothing', () => {
    fc.assert(
      fc.property(fc.oneof(phoneLike, fc.string()), prefix, (raw, p) => {
        const once = normalisePhone(raw, p);
        expect(normalisePhone(once, p)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('outputs only Latin digits and +, never starting with +', () => {
    fc.assert(
      fc.property(fc.oneof(phoneLike, fc.string()), prefix, (raw, p) => {
        expect(normalisePhone(raw, p)).toMatch(/^(?:[0-9][0-9+]*)?$/);
      }),
    );
  });

  it('gives one result for the local, trunk-0, +international, 00 and Arabic-digit forms of a national number', () => {
    const national = fc.stringMatching(/^[1-9]\d{6,9}$/);
    fc.assert(
      fc.property(national, prefix, (n, p) => {
        fc.pre(!n.startsWith(p));
        const expected = `${p}${n}`;
        expect(normalisePhone(n, p)).toBe(expected);
        expect(normalisePhone(`0${n}`, p)).toBe(expected);
        expect(normalisePhone(`+${p} ${n}`, p)).toBe(expected);
        expect(normalisePhone(`00${p}${n}`, p)).toBe(expected);
        expect(normalisePhone(toArabicIndic(`0${n}`), p)).toBe(expected);
        expect(normalisePhone(toPersian(`+${p}${n}`), p)).toBe(expected);
      }),
    );
  });
});

describe('phone field countries', () => {
  it('offers Syria first (the default), then Lebanon, 23 countries in all, each once', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('SY');
    expect(PHONE_FIELD_COUNTRIES[0]).toBe('SY');
    expect(PHONE_FIELD_COUNTRIES[1]).toBe('LB');
    expect(PHONE_FIELD_COUNTRIES).toHaveLength(23);
    expect(new Set(PHONE_FIELD_COUNTRIES).size).toBe(23);
    for (const code of PHONE_FIELD_COUNTRIES) expect(code).toMatch(/^[A-Z]{2}$/);
  });
});

const SY: PhoneCountry = { iso2: 'SY', callingCode: '963', example: '944567890' };
const LB: PhoneCountry = { iso2: 'LB', callingCode: '961', example: '71123456' };
const US: PhoneCountry = { iso2: 'US', callingCode: '1', example: '2015550123' };
const CA: PhoneCountry = { iso2: 'CA', callingCode: '1', example: '5062345678' };
const FIELD = [SY, LB, US, CA];

describe('phoneFieldStart: a phone the shopper already gave, back in the phone field', () => {
  it('an empty phone starts on the preferred country (the shopper\'s own), with no number', () => {
    expect(phoneFieldStart('', FIELD, 'LB')).toEqual({ iso2: 'LB', national: '' });
  });

  it('a Lebanese number comes back as LB and its national number as people write it, whichever country is preferred', () => {
    // A new-shopper tryout: checkout showed 03 123 456 as 3123456, its trunk 0 lost.
    expect(phoneFieldStart('9613123456', FIELD, 'LB')).toEqual({ iso2: 'LB', national: '03 123 456' });
    expect(phoneFieldStart('9613123456', FIELD, 'SY')).toEqual({ iso2: 'LB', national: '03 123 456' });
    expect(phoneFieldStart('96171123456', FIELD, 'LB')).toEqual({ iso2: 'LB', national: '71 123 456' });
  });

  it('a Syrian number comes back with its trunk 0, grouped', () => {
    expect(phoneFieldStart('963944567890', FIELD, 'SY')).toEqual({ iso2: 'SY', national: '0944 567 890' });
    expect(phoneFieldStart('963112345678', FIELD, 'LB')).toEqual({ iso2: 'SY', national: '011 234 5678' });
  });

  it('a shared calling code keeps the preferred country, else the first in the list', () => {
    expect(phoneFieldStart('12015550123', FIELD, 'CA')).toEqual({ iso2: 'CA', national: '2015550123' });
    expect(phoneFieldStart('12015550123', FIELD, 'SY')).toEqual({ iso2: 'US', national: '2015550123' });
  });

  it('a number of no country offered is shown in full, with its +, on the preferred country', () => {
    expect(phoneFieldStart('4930123456', FIELD, 'SY')).toEqual({ iso2: 'SY', national: '+4930123456' });
  });

  it('law: the national part, normalised with the country it came back on, is the stored number again', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIELD), fc.stringMatching(/^[2-8]\d{6,9}$/), fc.constantFrom('SY', 'LB', 'US', 'CA'), (country, national, preferred) => {
        const stored = normalisePhone(national, country.callingCode);
        const start = phoneFieldStart(stored, FIELD, preferred);
        const callingCode = FIELD.find((item) => item.iso2 === start.iso2)?.callingCode ?? '';
        expect(normalisePhone(start.national, callingCode)).toBe(stored);
      }),
    );
  });
});
