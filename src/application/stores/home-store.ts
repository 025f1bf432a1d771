import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { EMPTY_SHOP_QUERY } from '../../domain/shop-query';
import type { ProductListInput } from '../use-cases/list-products';
import { BrandStore } from './brand-store';
import { CategoryStore } from './category-store';
import { ProductListStore, type ProductListEntry } from './product-list-store';

export const HOME_RAIL_SIZE = 10;

/** The home page's rails: what is on sale, what arrived lately (the newest first), plus brands and parent categories. */
export const ON_SALE_RAIL: ProductListInput = { scope: { kind: 'all' }, query: { ...EMPTY_SHOP_QUERY, onSale: true }, pageSize: HOME_RAIL_SIZE };
export const NEW_ARRIVALS_RAIL: ProductListInput = { scope: { kind: 'all' }, query: EMPTY_SHOP_QUERY, pageSize: HOME_RAIL_SIZE, newOnly: true };

@injectable()
export class HomeStore {
  constructor(
    @inject(ProductListStore) private readonly lists: ProductListStore,
    @inject(BrandStore) readonly brands: BrandStore,
    @inject(CategoryStore) readonly categories: CategoryStore,
  ) {
    makeAutoObservable<this, 'lists'>(this, { lists: false, brands: false, categories: false }, { autoBind: true });
  }

  get onSale(): ProductListEntry {
    return this.lists.entryFor(ON_SALE_RAIL);
  }

  get newArrivals(): ProductListEntry {
    return this.lists.entryFor(NEW_ARRIVALS_RAIL);
  }

  /** The home page opened: every section loads at once (categories are loaded by the frame). */
  async opened(): Promise<void> {
    await Promise.all([this.lists.listShown(ON_SALE_RAIL), this.lists.listShown(NEW_ARRIVALS_RAIL), this.brands.load()]);
  }

  async onSaleRetried(): Promise<void> {
    await this.lists.retried(ON_SALE_RAIL);
  }

  async newArrivalsRetried(): Promise<void> {
    await this.lists.retried(NEW_ARRIVALS_RAIL);
  }
}
