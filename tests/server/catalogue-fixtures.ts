// Shared by the catalogue and search tests: a fixed "today", typed GET helpers and the contract's wire types.
import { expect } from 'vitest';
import type { App } from '../../server/src/app.js';
import type { ProductListItem as ProductListItemWire, ProductsPageWire } from '../../src/infrastructure/catalogue/catalogue-contract';

/** The day the test catalogue is seeded on and the app believes it is. */
export const TODAY = new Date('2025-03-15T10:00:00Z');
export const now = (): Date => TODAY;

// The wire types are the contract's (ADR 0058): a test reads what the server declares, never a copy.
export type {
  BrandRefWire,
  BrandWire,
  CategoryWire,
  ProductDetailsWire,
  ProductListItem as ProductListItemWire,
  ProductsPageWire,
  VariantWire,
} from '../../src/infrastructure/catalogue/catalogue-contract';
export type { CategoryItem as CategoryNodeWire } from '../../src/infrastructure/catalogue/catalogue-contract';
export type { ErrorBody as ErrorWire } from '../../src/infrastructure/shared/shared-contract';

/** GETs a URL, expects the status, answers the JSON body. */
export async function getJson<T>(app: App, url: string, status = 200): Promise<T> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(status);
  return response.json<T>();
}

export async function productsPage(app: App, query: string): Promise<ProductsPageWire> {
  const body = await getJson<{ productsReturned: ProductsPageWire }>(app, `/api/products?${query}`);
  return body.productsReturned;
}

/** Every product of a query, all pages. */
export async function allProducts(app: App, query: string): Promise<ProductListItemWire[]> {
  const out: ProductListItemWire[] = [];
  for (let pageNo = 1; pageNo < 100; pageNo++) {
    const page = await productsPage(app, `${query}${query === '' ? '' : '&'}pageSize=100&pageNo=${pageNo}`);
    out.push(...page.products);
    if (out.length >= page.totalCount || page.products.length === 0) break;
  }
  return out;
}

export const listPrice = (p: Pick<ProductListItemWire, 'price' | 'priceWithDiscount'>): number =>
  p.priceWithDiscount ?? p.price;
