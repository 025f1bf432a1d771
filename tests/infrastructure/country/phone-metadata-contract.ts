import { describe, expect, it } from 'vitest';
import type { PhoneMetadata } from '../../../src/application/country/phone-metadata';
import { normalisePhone } from '../../../src/domain/country/phone';

/** What every PhoneMetadata adapter, real or fake, must do. Syria must always be known. */
export function phoneMetadataContract(name: string, create: () => PhoneMetadata): void {
  describe(`${name} (PhoneMetadata contract)`, () => {
    it('knows Syria: calling code 963 and a national example without the calling code', () => {
      expect(create().country('SY')).toEqual({ iso2: 'SY', callingCode: '963', example: '944567890' });
    });

    it('looks codes up case-insensitively (the UI keeps the lower-case selector "sy")', () => {
      expect(create().country('sy')).toEqual(create().country('SY'));
    });

    it('answers undefined for an unknown or empty code', () => {
      expect(create().country('XX')).toBeUndefined();
      expect(create().country('')).toBeUndefined();
    });

    it('lists Syria first; every listed country is also found by its code', () => {
      const metadata = create();
      const countries = metadata.countries();
      expect(countries[0]?.iso2).toBe('SY');
      for (const country of countries) expect(metadata.country(country.iso2)).toEqual(country);
    });

    it('gives examples and calling codes of Latin digits only', () => {
      for (const { callingCode, example } of create().countries()) {
        expect(callingCode).toMatch(/^[1-9]\d{0,2}$/);
        expect(example).toMatch(/^\d+$/);
      }
    });

    it("normalises each country's example typed with a trunk 0 to calling code + example", () => {
      for (const { callingCode, example } of create().countries()) {
        expect(normalisePhone(`0${example}`, callingCode)).toBe(`${callingCode}${example}`);
      }
    });

    it('hands out copies: changing a returned list does not change the metadata', () => {
      const metadata = create();
      const before = metadata.countries();
      metadata.countries().pop();
      const first = metadata.countries()[0];
      if (first !== undefined) first.example = 'changed';
      expect(metadata.countries()).toEqual(before);
    });
  });
}
