import { makeAutoObservable, observable } from 'mobx';
import type { Brand, ProductPage, ProductSummary } from '../../domain/catalogue/product';
import { EMPTY_SHOP_QUERY, parseShopQuery, SHOP_PAGE_SIZE, shopQueryParams, type ParamSource, type ShopQuery, type Sort } from '../../domain/catalogue/shop-query';
import { Ports } from '../ports';
import { SHARED_DATA_POLICY } from '../shared/cache-policies';
import type { DepsOf } from '../shared/wiring';
import type { CategoryDetails, ProductListRequest } from './catalogue-gateway';
import { attempt } from '../shared/failure';
import { CATALOGUE_FAILURES, type CatalogueFailure } from './catalogue-failure';

export type ListStatus = 'loading' | 'ready' | 'empty' | 'error' | 'not-found';

/** Which list: the whole catalogue (shop, sales, new arrivals), one brand's or one category's. */
export type ProductScope = { kind: 'all' } | { kind: 'brand'; id: number } | { kind: 'category'; id: number };

export interface ProductListInput extends ProductListRequest {
  scope: ProductScope;
}

interface ProductList {
  page: ProductPage;
  brand: Brand | null;
  category: CategoryDetails | null;
}

/** What a product grid shows for one list (shop, sales, new arrivals, a category's or a brand's). */
export interface ProductListEntry {
  status: ListStatus;
  items: ProductSummary[];
  totalCount: number;
  pageNo: number;
  pageSize: number;
  brand: Brand | null;
  category: CategoryDetails | null;
}

/**
 * A list page as its route names it: which products, and the sort it starts with when its address names
 * none (the shop's, newest first, unless said). The route's data and its screen read the address through
 * it (listFromSearch), and its links write it (listSearch), so a page with a default of its own says so once.
 */
export interface ListPage {
  scope: ProductScope;
  newOnly?: boolean;
  sort?: Sort;
}

/** The list a page's address names: the page's scope, and the query and page in the URL's search. */
export function listFromSearch(page: ListPage, search: ParamSource): ProductListInput {
  return { scope: page.scope, query: parseShopQuery(search, page.sort), pageSize: SHOP_PAGE_SIZE, ...(page.newOnly === true ? { newOnly: true } : {}) };
}

/** The address's search for a query on this page ('' or '?…'), its own defaults left out. */
export function listSearch(page: ListPage, query: ShopQuery): string {
  const params = new URLSearchParams(shopQueryParams(query, page.sort)).toString();
  return params === '' ? '' : `?${params}`;
}

/** /sales: every discounted product in the API's largest page (a few dozen in the seed), cheapest first. */
export const SALES_LIST: ProductListInput = { scope: { kind: 'all' }, query: { ...EMPTY_SHOP_QUERY, onSale: true, sort: 'price_asc' }, pageSize: 100 };

/** One string per distinct list, for the cache and for the entries. */
function productListKey(input: ProductListInput): string {
  const scope = input.scope.kind === 'all' ? 'all' : `${input.scope.kind}:${input.scope.id}`;
  const query = new URLSearchParams(shopQueryParams(input.query)).toString();
  return `${scope}|${input.newOnly === true ? 'new' : ''}|${input.pageSize}|${query}`;
}

const PRODUCTS_CACHE_KEY = 'products';

const LOADING = (input: ProductListInput): ProductListEntry => ({
  status: 'loading',
  items: [],
  totalCount: 0,
  pageNo: input.query.pageNo,
  pageSize: input.pageSize,
  brand: null,
  category: null,
});

// Lists visited recently stay in memory, so the back button draws the list at once and the
// browser can restore the scroll position onto it.
const KEPT_LISTS = 30;

const inject = { catalogue: Ports.catalogueGateway, cache: Ports.dataCache, reporter: Ports.errorReporter } as const;

/**
 * Product lists by their URL: the view asks for the entry of the list its URL names (entryFor),
 * and shows it (listShown) to load it, through the shared cache (5 minutes fresh, one retry: spec
 * section 7). The URL stays the source of truth.
 */
export class ProductListStore {
  static readonly inject = inject;
  readonly #deps: DepsOf<typeof inject>;
  readonly #entries = observable.map<string, ProductListEntry>();

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** The list as the shopper should see it now: loading until the first answer. */
  entryFor(input: ProductListInput): ProductListEntry {
    return this.#entries.get(productListKey(input)) ?? LOADING(input);
  }

  /** A screen shows this list: load it unless it is already here or on its way. */
  async listShown(input: ProductListInput): Promise<void> {
    const key = productListKey(input);
    const known = this.#entries.get(key);
    if (known !== undefined && known.status !== 'error') return;
    await this.load(key, input, false);
  }

  /** The shopper asked to try again after a failure. */
  async retried(input: ProductListInput): Promise<void> {
    await this.load(productListKey(input), input, true);
  }

  private async load(key: string, input: ProductListInput, fresh: boolean): Promise<void> {
    this.remember(key, LOADING(input));
    const cacheKey = [PRODUCTS_CACHE_KEY, key];
    const { cache, reporter } = this.#deps;
    if (fresh) cache.invalidate(cacheKey);
    const answer = await attempt(() => cache.fetch(cacheKey, () => this.fetch(input), SHARED_DATA_POLICY), CATALOGUE_FAILURES, reporter, { action: 'list-products' });
    if (answer.ok) this.loaded(key, answer.value);
    else this.failed(key, input, answer.error);
  }

  private async fetch(input: ProductListInput): Promise<ProductList> {
    const { catalogue } = this.#deps;
    const request: ProductListRequest = { query: input.query, pageSize: input.pageSize, ...(input.newOnly === true ? { newOnly: true } : {}) };
    const { scope } = input;
    if (scope.kind === 'brand') {
      const { brand, page } = await catalogue.brandProducts(scope.id, request);
      return { page, brand, category: null };
    }
    if (scope.kind === 'category') {
      const { category, page } = await catalogue.categoryProducts(scope.id, request);
      return { page, brand: null, category };
    }
    return { page: await catalogue.products(request), brand: null, category: null };
  }

  private failed(key: string, input: ProductListInput, failure: CatalogueFailure): void {
    this.remember(key, { ...LOADING(input), status: failure.kind === 'not-found' ? 'not-found' : 'error' });
  }

  private loaded(key: string, { page, brand, category }: ProductList): void {
    this.remember(key, {
      status: page.products.length === 0 ? 'empty' : 'ready',
      items: page.products,
      totalCount: page.totalCount,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      brand,
      category,
    });
  }

  private remember(key: string, entry: ProductListEntry): void {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    while (this.#entries.size > KEPT_LISTS) {
      const oldest = this.#entries.keys().next();
      if (oldest.done === true) break;
      this.#entries.delete(oldest.value);
    }
  }
}
