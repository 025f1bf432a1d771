import { describe, expect, it } from 'vitest';
import { PHONE_FIELD_COUNTRIES } from '../../../src/domain/country/phone';
import { LibphonenumberPhoneMetadata } from '../../../src/infrastructure/country/libphonenumber-phone-metadata';
import { TablePhoneMetadata } from '../../../src/infrastructure/country/table-phone-metadata';
import { phoneMetadataContract } from './phone-metadata-contract';

phoneMetadataContract('TablePhoneMetadata', () => new TablePhoneMetadata());

describe('TablePhoneMetadata (the browser adapter)', () => {
  it('agrees with the installed libphonenumber-js on every field country (else run `npm run generate:phone`)', () => {
    expect(new TablePhoneMetadata().countries()).toEqual(new LibphonenumberPhoneMetadata().countries());
  });

  it('lists exactly the phone field countries, in their order', () => {
    expect(new TablePhoneMetadata().countries().map((country) => country.iso2)).toEqual([...PHONE_FIELD_COUNTRIES]);
  });

  it('hands out copies: a caller changing a row does not change the table', () => {
    const metadata = new TablePhoneMetadata();
    const syria = metadata.country('SY');
    if (syria === undefined) throw new Error('Syria missing');
    syria.callingCode = '0';
    expect(metadata.country('sy')?.callingCode).toBe('963');
  });
});
