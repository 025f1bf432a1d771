import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SHOP_QUERY,
  SORTS,
  activeFilterCount,
  apiProductQuery,
  localBound,
  parseShopQuery,
  shopQueryParams,
  usdBound,
  withFilters,
  withPage,
  type ShopQuery,
} from '../../../src/domain/catalogue/shop-query';
import { anyText } from '../../factories/arbitraries';
import { syrianPound } from '../../factories/currency-factory';

const parse = (search: string): ShopQuery => parseShopQuery(new URLSearchParams(search));
const serialise = (query: ShopQuery): string => new URLSearchParams(shopQueryParams(query)).toString();

const cents = fc.integer({ min: 0, max: 100_000_000 }).map((c) => c / 100);
const shopQuery: fc.Arbitrary<ShopQuery> = fc
  .record({
    productName: fc.oneof(fc.constant(''), anyText({ maxLength: 30 }).filter((t) => t.trim() !== '')),
    serialNo: fc.oneof(fc.constant(''), anyText({ maxLength: 20 }).filter((t) => t.trim() !== '')),
    categoryId: fc.option(fc.integer({ min: 1, max: 999_999 }), { nil: null }),
    brandId: fc.option(fc.integer({ min: 1, max: 999_999 }), { nil: null }),
    minPrice: fc.option(cents, { nil: null }),
    maxPrice: fc.option(cents, { nil: null }),
    inStock: fc.boolean(),
    onSale: fc.boolean(),
    sort: fc.constantFrom(...SORTS),
    pageNo: fc.integer({ min: 1, max: 10_000 }),
  })
  .map((query) =>
    query.minPrice !== null && query.maxPrice !== null && query.minPrice > query.maxPrice
      ? { ...query, minPrice: query.maxPrice, maxPrice: query.minPrice }
      : query,
  );

describe('shop query ↔ URL', () => {
  it('round trips: parse(serialise(q)) = q', () => {
    fc.assert(fc.property(shopQuery, (query) => {
        expect(parse(serialise(query))).toEqual(query);
      }));
  });

  it('any URL parses to a query that serialises and parses to itself', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('productName', 'pageNo', 'sort', 'minPrice', 'maxPrice', 'categoryId', 'inStock'), anyText({ maxLength: 8 })), (raw) => {
        const once = parseShopQuery(new URLSearchParams(raw));
        expect(parse(serialise(once))).toEqual(once);
      }),
    );
  });

  it("a list with a sort of its own starts with it and leaves it out of its URL; another sort is written, the shop's default too", () => {
    fc.assert(
      fc.property(shopQuery, fc.constantFrom(...SORTS), (query, own) => {
        const written = new URLSearchParams(shopQueryParams(query, own));
        expect(written.get('sort')).toBe(query.sort === own ? null : query.sort);
        expect(parseShopQuery(written, own)).toEqual(query);
      }),
    );
    expect(parseShopQuery(new URLSearchParams(''), 'price_desc').sort).toBe('price_desc');
    expect(parseShopQuery(new URLSearchParams('sort=nonsense'), 'price_desc').sort).toBe('price_desc');
  });

  it('leaves defaults out of the URL', () => {
    expect(serialise(EMPTY_SHOP_QUERY)).toBe('');
    expect(serialise({ ...EMPTY_SHOP_QUERY, productName: 'ليغو', onSale: true, sort: 'price_asc', pageNo: 2 })).toBe(
      'productName=%D9%84%D9%8A%D8%BA%D9%88&onSale=true&sort=price_asc&pageNo=2',
    );
  });

  it('turns malformed values into defaults and swaps reversed price bounds', () => {
    expect(parse('pageNo=0&sort=cheap&categoryId=x&minPrice=-3&inStock=yes')).toEqual(EMPTY_SHOP_QUERY);
    expect(parse('minPrice=50&maxPrice=10')).toMatchObject({ minPrice: 10, maxPrice: 50 });
    expect(parse('productName=%20%20').productName).toBe('');
  });

  it('goes back to page 1 when a filter changes, keeps the rest', () => {
    const query = { ...EMPTY_SHOP_QUERY, productName: 'lego', pageNo: 3 };
    expect(withFilters(query, { onSale: true })).toEqual({ ...query, onSale: true, pageNo: 1 });
    expect(withPage(query, 0).pageNo).toBe(1);
  });

  it('counts the active filters', () => {
    expect(activeFilterCount({ ...EMPTY_SHOP_QUERY, productName: 'x', minPrice: 3, maxPrice: 9, inStock: true })).toBe(2);
  });

  it('asks the API for the page with its size', () => {
    expect(apiProductQuery({ ...EMPTY_SHOP_QUERY, brandId: 4, pageNo: 3 }, 12)).toEqual({ brandId: '4', pageNo: 3, pageSize: 12 });
  });
});

describe('price bounds in the shopper currency', () => {
  it('converts a typed local amount to USD cents and back', () => {
    expect(usdBound('130000', syrianPound())).toBe(10);
    expect(usdBound('١٣٠٬٠٠٠', syrianPound())).toBe(10);
    expect(usdBound('abc', syrianPound())).toBeNull();
    expect(usdBound('', null)).toBeNull();
    expect(localBound(10, syrianPound())).toBe('130000');
    expect(localBound(9.99, null)).toBe('9.99');
    expect(localBound(null, null)).toBe('');
  });
});
