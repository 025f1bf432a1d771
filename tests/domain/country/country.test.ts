import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCATION_ID,
  LEBANON_LOCATION_ID,
  SYRIA_LOCATION_ID,
  countryLocationId,
  defaultCountry,
  hasCountryId,
  shopperCountryId,
} from '../../../src/domain/country/country';
import { countryFactory, lebanon, syria } from '../../factories/country-factory';

describe('countryLocationId', () => {
  it('has Syria 1, Lebanon 2 and default 1', () => {
    expect([SYRIA_LOCATION_ID, LEBANON_LOCATION_ID, DEFAULT_LOCATION_ID]).toEqual([1, 2, 1]);
  });

  it.each(['Syria', 'syria', '  SYRIA ', 'Syrian Arab Republic', 'سوريا', 'سورية', ' سوريا '])('%j is Syria: 1', (name) => {
    expect(countryLocationId(name)).toBe(1);
  });

  it.each(['Lebanon', 'lebanon', ' LEBANON  ', 'Lebanese Republic', 'لبنان', ' لبنان '])('%j is Lebanon: 2', (name) => {
    expect(countryLocationId(name)).toBe(2);
  });

  it.each([['Germany'], ['Jordan'], [''], ['   '], [null], [undefined]])(
    'any other, empty or missing name (%j) gives the default 1',
    (name) => {
      expect(countryLocationId(name)).toBe(1);
    },
  );

  it('property: the result is always 1 or 2, and 2 only for Lebanon', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (name) => {
        const id = countryLocationId(name);
        expect([1, 2]).toContain(id);
        expect(id === 2).toBe(['lebanon', 'lebanese republic'].includes((name ?? '').trim().toLowerCase()));
      }),
    );
  });
});

describe('hasCountryId', () => {
  it.each([
    [1, true],
    [2, true],
    [0, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
    [null, false],
    [undefined, false],
  ])('hasCountryId(%j) is %j', (id, expected) => {
    expect(hasCountryId(id)).toBe(expected);
  });
});

describe('defaultCountry', () => {
  it('is the first country returned', () => {
    expect(defaultCountry([lebanon(), syria()])).toEqual(lebanon());
  });

  it('is undefined when no country is returned', () => {
    expect(defaultCountry([])).toBeUndefined();
  });

  it('works with any list', () => {
    const list = countryFactory.buildList(3);
    expect(defaultCountry(list)).toBe(list[0]);
  });
});

describe('shopperCountryId: whose country decides the currency, tax and delivery country', () => {
  it("is the signed-in shopper's own country, wherever the location lookup places them", () => {
    expect(shopperCountryId({ accountCountryId: 2, locationId: 1 })).toBe(2);
    expect(shopperCountryId({ accountCountryId: 1, locationId: 2 })).toBe(1);
  });

  it('is the located country for a guest or an account without a country yet', () => {
    expect(shopperCountryId({ accountCountryId: null, locationId: 2 })).toBe(2);
    expect(shopperCountryId({ accountCountryId: undefined, locationId: 1 })).toBe(1);
    expect(shopperCountryId({ accountCountryId: 0, locationId: 2 })).toBe(2);
  });

  it('property: an account country always wins, and nothing else does', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -3, max: 50 })), fc.constantFrom(1 as const, 2 as const), (account, location) => {
        const chosen = shopperCountryId({ accountCountryId: account, locationId: location });
        expect(chosen).toBe(account !== null && account > 0 ? account : location);
      }),
    );
  });
});
