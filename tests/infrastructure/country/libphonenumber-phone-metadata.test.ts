import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { PhoneMetadata } from '../../../src/application/country/phone-metadata';
import { PHONE_FIELD_COUNTRIES, normalisePhone } from '../../../src/domain/country/phone';
import { LibphonenumberPhoneMetadata } from '../../../src/infrastructure/country/libphonenumber-phone-metadata';
import { phoneMetadataContract } from './phone-metadata-contract';

phoneMetadataContract('LibphonenumberPhoneMetadata', () => new LibphonenumberPhoneMetadata());

describe('LibphonenumberPhoneMetadata', () => {
  const metadata = new LibphonenumberPhoneMetadata();

  it('lists exactly the phone field countries, in their order', () => {
    expect(metadata.countries().map((c) => c.iso2)).toEqual([...PHONE_FIELD_COUNTRIES]);
  });

  it.each([
    ['SY', '963', '944567890'],
    ['LB', '961', '71123456'],
    ['JO', '962', '790123456'],
    ['TR', '90', '5012345678'],
    ['DE', '49', '15123456789'],
    ['US', '1', '2015550123'],
    ['CA', '1', '5062345678'],
    ['RU', '7', '9123456789'],
  ])('%s has calling code %s and the mobile example %s', (iso2, callingCode, example) => {
    expect(metadata.country(iso2)).toEqual({ iso2, callingCode, example });
  });

  it('also answers for a supported country the field does not list', () => {
    expect(metadata.country('ch')).toMatchObject({ iso2: 'CH', callingCode: '41' });
  });

  it('documents a limit of the spec rule: an 11-digit national number typed without its trunk 0 gets no prefix', () => {
    const germany = metadata.country('DE');
    expect(germany?.example).toHaveLength(11);
    expect(normalisePhone(germany?.example ?? '', '49')).toBe(germany?.example);
  });

  it('resolves through an Inversify container', () => {
    const container = new Container();
    const token = Symbol('PhoneMetadata');
    container.bind<PhoneMetadata>(token).to(LibphonenumberPhoneMetadata).inSingletonScope();
    expect(container.get<PhoneMetadata>(token).country('LB')?.callingCode).toBe('961');
  });
});
