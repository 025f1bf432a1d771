import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { PhoneMetadata } from '../../../src/application/country/phone-metadata';
import { InMemoryPhoneMetadata } from '../../../src/infrastructure/country/in-memory-phone-metadata';
import { phoneMetadataContract } from './phone-metadata-contract';

phoneMetadataContract('InMemoryPhoneMetadata', () => new InMemoryPhoneMetadata());

describe('InMemoryPhoneMetadata', () => {
  it('knows Syria and Lebanon by default', () => {
    expect(new InMemoryPhoneMetadata().countries().map((c) => c.iso2)).toEqual(['SY', 'LB']);
  });

  it('serves the countries a test gives it, and its public state can be changed', () => {
    const metadata = new InMemoryPhoneMetadata([
      { iso2: 'SY', callingCode: '963', example: '944567890' },
      { iso2: 'JO', callingCode: '962', example: '790123456' },
    ]);
    expect(metadata.country('jo')?.callingCode).toBe('962');
    metadata.entries = metadata.entries.filter((c) => c.iso2 !== 'JO');
    expect(metadata.country('JO')).toBeUndefined();
  });

  it('resolves through an Inversify container', () => {
    const container = new Container();
    const token = Symbol('PhoneMetadata');
    container.bind<PhoneMetadata>(token).to(InMemoryPhoneMetadata).inSingletonScope();
    expect(container.get<PhoneMetadata>(token).country('SY')?.callingCode).toBe('963');
  });
});
