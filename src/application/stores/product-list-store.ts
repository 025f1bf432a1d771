import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable } from 'mobx';
import type { Brand, ProductSummary } from '../../domain/product';
import type { Result } from '../../domain/result';
import type { CategoryDetails } from '../ports/catalogue-gateway';
import type { CatalogueFailure } from '../use-cases/catalogue-failure';
import { ListProducts, productListKey, type ProductList, type ProductListInput } from '../use-cases/list-products';

export type ListStatus = 'loading' | 'ready' | 'empty' | 'error' | 'not-found';

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

/**
 * Product lists by their URL: the view asks for the entry of the list its URL names (entryFor),
 * and shows it (listShown) to load it. The URL stays the source of truth.
 */
@injectable()
export class ProductListStore {
  private readonly entries = observable.map<string, ProductListEntry>();

  constructor(@inject(ListProducts) private readonly listProducts: ListProducts) {
    makeAutoObservable<this, 'listProducts' | 'entries'>(this, { listProducts: false, entries: false }, { autoBind: true });
  }

  /** The list as the shopper should see it now: loading until the first answer. */
  entryFor(input: ProductListInput): ProductListEntry {
    return this.entries.get(productListKey(input)) ?? LOADING(input);
  }

  /** A screen shows this list: load it unless it is already here or on its way. */
  async listShown(input: ProductListInput): Promise<void> {
    const key = productListKey(input);
    const known = this.entries.get(key);
    if (known !== undefined && known.status !== 'error') return;
    await this.load(key, input, false);
  }

  /** The shopper asked to try again after a failure. */
  async retried(input: ProductListInput): Promise<void> {
    await this.load(productListKey(input), input, true);
  }

  private async load(key: string, input: ProductListInput, fresh: boolean): Promise<void> {
    this.remember(key, LOADING(input));
    this.settled(key, input, await this.listProducts.execute(input, { fresh }));
  }

  private settled(key: string, input: ProductListInput, result: Result<ProductList, CatalogueFailure>): void {
    if (!result.ok) {
      this.remember(key, { ...LOADING(input), status: result.error.kind === 'not-found' ? 'not-found' : 'error' });
      return;
    }
    const { page, brand, category } = result.value;
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
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > KEPT_LISTS) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
  }
}
