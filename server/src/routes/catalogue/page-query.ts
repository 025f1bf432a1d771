// A list request (the contract's query) as the repository's query. The answers are mapped by the
// contract (src/infrastructure/catalogue/catalogue-contract.ts, ADR 0058).
import { badRequest } from '../../http/errors.js';
import type { ProductPageQuery } from '../../repositories/catalogue-repository.js';
import { daysBefore, NEW_ARRIVAL_DAYS } from '../../seed/catalogue-generator.js';
import { DEFAULT_PAGE_SIZE, type ProductsQuery, type ScopedProductsQuery } from '@/infrastructure/catalogue/catalogue-contract';

/** The repository query for a list request; `today` decides what "new" means. */
export function pageQuery(
  query: ProductsQuery | ScopedProductsQuery,
  today: Date,
  scope: Pick<ProductPageQuery, 'brandId' | 'categoryId'> = {},
): ProductPageQuery {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    throw badRequest('VALIDATION_FAILED', 'querystring.maxPrice must be at least minPrice', 'maxPrice');
  }
  const out: ProductPageQuery = {
    sort: query.sort ?? 'newest',
    pageNo: query.pageNo ?? 1,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
    ...scope,
  };
  if (query.productName !== undefined) out.productName = query.productName;
  if (query.serialNo !== undefined) out.serialNo = query.serialNo;
  if ('categoryId' in query && query.categoryId !== undefined) out.categoryId = query.categoryId;
  if ('brandId' in query && query.brandId !== undefined) out.brandId = query.brandId;
  if (query.onSale !== undefined) out.onSale = query.onSale;
  if (query.inStock !== undefined) out.inStock = query.inStock;
  if (query.minPrice !== undefined) out.minPrice = query.minPrice;
  if (query.maxPrice !== undefined) out.maxPrice = query.maxPrice;
  // "New" is today and the 29 days before it: 30 calendar days, UTC.
  const cutoff = daysBefore(today, NEW_ARRIVAL_DAYS - 1);
  if (query.new === true) out.arrivedSince = cutoff;
  if (query.new === false) out.arrivedBefore = cutoff;
  return out;
}
