import type { Currency } from '../country';

// The shop's list query and its URL (the URL is the source of truth: back and forward, a shared
// link and a reload all land on the same list). Prices in the URL are US dollars, like the API's
// minPrice/maxPrice; the filter form shows and takes them in the shopper's currency.

export const SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = 'newest';
export const SHOP_PAGE_SIZE = 20;

export interface ShopQuery {
  productName: string;
  serialNo: string;
  categoryId: number | null;
  brandId: number | null;
  /** USD, inclusive. */
  minPrice: number | null;
  maxPrice: number | null;
  /** true: only products some variant of which has stock; false filters nothing. */
  inStock: boolean;
  onSale: boolean;
  sort: Sort;
  pageNo: number;
}

export const EMPTY_SHOP_QUERY: ShopQuery = {
  productName: '',
  serialNo: '',
  categoryId: null,
  brandId: null,
  minPrice: null,
  maxPrice: null,
  inStock: false,
  onSale: false,
  sort: DEFAULT_SORT,
  pageNo: 1,
};

/** Read-only view of URLSearchParams, so the domain needs no browser type. */
export interface ParamSource {
  get(name: string): string | null;
}

const positiveInt = (raw: string | null): number | null => {
  if (raw === null || !/^\s*\d{1,9}\s*$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
};

const MAX_PRICE = 1_000_000_000;

const price = (raw: string | null): number | null => {
  if (raw === null || !/^\s*\d{1,10}(\.\d{1,2})?\s*$/.test(raw)) return null;
  const value = Number(raw);
  return value <= MAX_PRICE ? value : null;
};

const isSort = (raw: string | null): raw is Sort => SORTS.some((sort) => sort === raw);

const text = (raw: string | null): string => (raw === null || raw.trim() === '' ? '' : raw);

/**
 * Whatever the URL holds becomes a valid query: unknown or malformed values fall back to defaults.
 * A list page with a sort of its own (`defaultSort`) starts with it when the URL names none.
 */
export function parseShopQuery(params: ParamSource, defaultSort: Sort = DEFAULT_SORT): ShopQuery {
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  // The API refuses min > max; a hand-edited URL gets the bounds the other way round.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const sort = params.get('sort');
  return {
    productName: text(params.get('productName')),
    serialNo: text(params.get('serialNo')),
    categoryId: positiveInt(params.get('categoryId')),
    brandId: positiveInt(params.get('brandId')),
    minPrice,
    maxPrice,
    inStock: params.get('inStock') === 'true',
    onSale: params.get('onSale') === 'true',
    sort: isSort(sort) ? sort : defaultSort,
    pageNo: positiveInt(params.get('pageNo')) ?? 1,
  };
}

/**
 * The URL's parameters in a fixed order, defaults left out (so equal queries give equal URLs); the sort
 * is left out when it is the list's own (`defaultSort`, as parseShopQuery reads it back).
 */
export function shopQueryParams(query: ShopQuery, defaultSort: Sort = DEFAULT_SORT): [string, string][] {
  const pairs: [string, string][] = [];
  if (query.productName.trim() !== '') pairs.push(['productName', query.productName]);
  if (query.serialNo.trim() !== '') pairs.push(['serialNo', query.serialNo]);
  if (query.categoryId !== null) pairs.push(['categoryId', String(query.categoryId)]);
  if (query.brandId !== null) pairs.push(['brandId', String(query.brandId)]);
  if (query.minPrice !== null) pairs.push(['minPrice', String(query.minPrice)]);
  if (query.maxPrice !== null) pairs.push(['maxPrice', String(query.maxPrice)]);
  if (query.inStock) pairs.push(['inStock', 'true']);
  if (query.onSale) pairs.push(['onSale', 'true']);
  if (query.sort !== defaultSort) pairs.push(['sort', query.sort]);
  if (query.pageNo > 1) pairs.push(['pageNo', String(query.pageNo)]);
  return pairs;
}

/** A filter or the sort changed: back to the first page. */
export const withFilters = (query: ShopQuery, changes: Partial<Omit<ShopQuery, 'pageNo'>>): ShopQuery => ({
  ...query,
  ...changes,
  pageNo: 1,
});

export const withPage = (query: ShopQuery, pageNo: number): ShopQuery => ({ ...query, pageNo: Math.max(1, Math.floor(pageNo)) });

/** How many filters (not the search, sort or page) are on, for the "Filters (2)" button. */
export const activeFilterCount = (query: ShopQuery): number =>
  [query.categoryId !== null, query.brandId !== null, query.minPrice !== null || query.maxPrice !== null, query.inStock, query.onSale].filter(
    Boolean,
  ).length;

/** The API's query for a page of `pageSize` (GET /api/products). */
export function apiProductQuery(query: ShopQuery, pageSize = SHOP_PAGE_SIZE): Record<string, string | number> {
  return { ...Object.fromEntries(shopQueryParams({ ...query, pageNo: 1 })), pageNo: query.pageNo, pageSize };
}

/** A price bound typed in the shopper's currency, as USD for the URL (cents, rounded); null when blank or not a number. */
export function usdBound(local: string, currency: Currency | null): number | null {
  const normalised = local.trim().replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/[,\s٬]/g, '');
  if (normalised === '' || !/^\d+(\.\d+)?$/.test(normalised)) return null;
  const rate = currency !== null && currency.excRate > 0 ? currency.excRate : 1;
  return Math.min(MAX_PRICE, Math.round((Number(normalised) / rate) * 100) / 100);
}

/** A USD bound from the URL in the shopper's currency, for the filter form (whole units for big rates). */
export function localBound(usd: number | null, currency: Currency | null): string {
  if (usd === null) return '';
  const rate = currency !== null && currency.excRate > 0 ? currency.excRate : 1;
  const local = usd * rate;
  return String(rate >= 100 ? Math.round(local) : Math.round(local * 100) / 100);
}
