import { makeAutoObservable } from 'mobx';
import { EMPTY_SHOP_QUERY } from '../../domain/catalogue/shop-query';
import type { DepsOf } from '../shared/wiring';
import { BrandStore } from './brand-store';
import { CategoryStore } from './category-store';
import { ProductListStore, type ProductListEntry, type ProductListInput } from './product-list-store';

export const HOME_RAIL_SIZE = 10;

/** The home page's rails: what is on sale, what arrived lately (the newest first), plus brands and parent categories. */
export const ON_SALE_RAIL: ProductListInput = { scope: { kind: 'all' }, query: { ...EMPTY_SHOP_QUERY, onSale: true }, pageSize: HOME_RAIL_SIZE };
export const NEW_ARRIVALS_RAIL: ProductListInput = { scope: { kind: 'all' }, query: EMPTY_SHOP_QUERY, pageSize: HOME_RAIL_SIZE, newOnly: true };

const inject = { lists: ProductListStore, brands: BrandStore, categories: CategoryStore } as const;

export class HomeStore {
  static readonly inject = inject;
  readonly #deps: DepsOf<typeof inject>;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  get brands(): BrandStore {
    return this.#deps.brands;
  }

  get categories(): CategoryStore {
    return this.#deps.categories;
  }

  get onSale(): ProductListEntry {
    return this.#deps.lists.entryFor(ON_SALE_RAIL);
  }

  get newArrivals(): ProductListEntry {
    return this.#deps.lists.entryFor(NEW_ARRIVALS_RAIL);
  }

  /** The home page opened: every section loads at once (categories are loaded by the frame). */
  async opened(): Promise<void> {
    await Promise.all([this.#deps.lists.listShown(ON_SALE_RAIL), this.#deps.lists.listShown(NEW_ARRIVALS_RAIL), this.#deps.brands.load()]);
  }

  async onSaleRetried(): Promise<void> {
    await this.#deps.lists.retried(ON_SALE_RAIL);
  }

  async newArrivalsRetried(): Promise<void> {
    await this.#deps.lists.retried(NEW_ARRIVALS_RAIL);
  }
}
