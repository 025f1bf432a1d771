// The national lengths a phone is read with (src/domain/country/phone-lengths.generated.ts) are
// libphonenumber's for the phone field's countries: after an upgrade of the library, `npm run generate:phone`.
import { getCountryCallingCode, Metadata, type CountryCode } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { PHONE_FIELD_COUNTRIES } from '@/domain/country';
import { NATIONAL_LENGTHS } from '../../../src/domain/country/phone-lengths.generated';

describe('NATIONAL_LENGTHS', () => {
  it("holds libphonenumber's possible lengths of every calling code of the phone field (of all its countries)", () => {
    const expected: Record<string, number[]> = {};
    for (const iso2 of PHONE_FIELD_COUNTRIES) {
      const metadata = new Metadata();
      metadata.selectNumberingPlan(iso2 as CountryCode);
      const code = getCountryCallingCode(iso2 as CountryCode);
      expected[code] = [...new Set([...(expected[code] ?? []), ...(metadata.numberingPlan?.possibleLengths() ?? [])])].toSorted((a, b) => a - b);
    }
    expect(NATIONAL_LENGTHS).toEqual(expected);
  });

  it('knows Syria by 8 or 9 national digits and Lebanon by 7 or 8', () => {
    expect(NATIONAL_LENGTHS['963']).toEqual([8, 9]);
    expect(NATIONAL_LENGTHS['961']).toEqual([7, 8]);
  });
});
