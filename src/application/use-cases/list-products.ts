import { inject, injectable } from 'inversify';
import type { Brand, ProductPage } from '../../domain/product';
import { err, ok, type Result } from '../../domain/result';
import { shopQueryParams } from '../../domain/shop-query';
import { SHARED_DATA_POLICY } from '../cache-policies';
import type { CatalogueGateway, CategoryDetails, ProductListRequest } from '../ports/catalogue-gateway';
import type { DataCache } from '../ports/data-cache';
import type { ErrorReporter } from '../ports/error-reporter';
import { TOKENS } from '../tokens';
import { catalogueFailure, type CatalogueFailure } from './catalogue-failure';

/** Which list: the whole catalogue (shop, sales, new arrivals), one brand's or one category's. */
export type ProductScope = { kind: 'all' } | { kind: 'brand'; id: number } | { kind: 'category'; id: number };

export interface ProductListInput extends ProductListRequest {
  scope: ProductScope;
}

export interface ProductList {
  page: ProductPage;
  /** The brand of a brand's list. */
  brand: Brand | null;
  /** The category of a category's list. */
  category: CategoryDetails | null;
}

/** One string per distinct list, for the cache and for the stores' entries. */
export function productListKey(input: ProductListInput): string {
  const scope = input.scope.kind === 'all' ? 'all' : `${input.scope.kind}:${input.scope.id}`;
  const query = new URLSearchParams(shopQueryParams(input.query)).toString();
  return `${scope}|${input.newOnly === true ? 'new' : ''}|${input.pageSize}|${query}`;
}

export const PRODUCTS_CACHE_KEY = 'products';

/** A page of products through the shared cache (5 minutes fresh, one retry: spec section 7). */
@injectable()
export class ListProducts {
  constructor(
    @inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway,
    @inject(TOKENS.DataCache) private readonly cache: DataCache,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(input: ProductListInput, options: { fresh?: boolean } = {}): Promise<Result<ProductList, CatalogueFailure>> {
    const key = [PRODUCTS_CACHE_KEY, productListKey(input)];
    if (options.fresh === true) this.cache.invalidate(key);
    try {
      return ok(await this.cache.fetch(key, () => this.load(input), SHARED_DATA_POLICY));
    } catch (error) {
      return err(catalogueFailure(error, this.reporter, 'list-products'));
    }
  }

  private async load(input: ProductListInput): Promise<ProductList> {
    const request: ProductListRequest = { query: input.query, pageSize: input.pageSize, ...(input.newOnly === true ? { newOnly: true } : {}) };
    const { scope } = input;
    if (scope.kind === 'brand') {
      const { brand, page } = await this.catalogue.brandProducts(scope.id, request);
      return { page, brand, category: null };
    }
    if (scope.kind === 'category') {
      const { category, page } = await this.catalogue.categoryProducts(scope.id, request);
      return { page, brand: null, category };
    }
    return { page: await this.catalogue.products(request), brand: null, category: null };
  }
}
