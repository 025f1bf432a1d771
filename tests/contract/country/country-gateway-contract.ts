import { describe, expect, it } from 'vitest';
import type { CountryGateway } from '../../../src/application/country/country-gateway';

// What every CountryGateway answers: the countries served, Syria (1) and Lebanon (2), flags lower case.
export function describeCountryGatewayContract(name: string, make: () => CountryGateway): void {
  describe(`${name} (CountryGateway contract)`, () => {
    it('lists Syria as 1 and Lebanon as 2, every flag a lower-case ISO code', async () => {
      const countries = await make().list();
      expect(countries).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: 1, flag: 'sy' }), expect.objectContaining({ id: 2, flag: 'lb' })]),
      );
      expect(countries.every((country) => /^[a-z]{2}$/.test(country.flag) && country.name !== '')).toBe(true);
    });
  });
}
