import { describe, expect, it } from 'vitest';
import { ChosenCountryGeoLocator } from '@/infrastructure/country/chosen-country-geo-locator';
import { InMemoryGeoLocator } from '@/infrastructure/country/in-memory-geo-locator';

describe('ChosenCountryGeoLocator (issue 26: a guest can choose Lebanon)', () => {
  it("answers the guest's own choice over the located country", async () => {
    const locator = new ChosenCountryGeoLocator(new InMemoryGeoLocator('Syria'), () => 'i18next=ar; dukkan-guest-country=2');
    expect(await locator.countryName()).toBe('Lebanon');
  });

  it('asks the location service when she chose nothing, or something the store does not serve', async () => {
    for (const cookies of ['', 'dukkan-guest-country=9', 'dukkan-country=2']) {
      expect(await new ChosenCountryGeoLocator(new InMemoryGeoLocator(null), () => cookies).countryName()).toBeNull();
    }
  });
});
