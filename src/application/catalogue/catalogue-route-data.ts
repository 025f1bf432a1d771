import { routeId, type RouteData, type RouteDataTable } from '../frame/route-data';
import { BrandStore } from './brand-store';
import { CategoryStore } from './category-store';
import { HomeStore } from './home-store';
import { listFromSearch, ProductListStore, SALES_LIST, type ListPage } from './product-list-store';

/** A category's or a brand's products (its id from the route's address). */
export const scopedList = (kind: 'category' | 'brand', id: number): ListPage => ({ scope: { kind, id } });

/** A list page's data: the list its address names (the route module's `list`, src/ui/app/route-modules.ts). */
export const listData = (page: ListPage): RouteData => (get, { search }) => get(ProductListStore).listShown(listFromSearch(page, search));

/** What each catalogue page needs (docs/adr/0031); the categories come with the frame, on every page. */
export const ROUTE_DATA = {
  home: (get) => get(HomeStore).opened(),
  sales: (get) => get(ProductListStore).listShown(SALES_LIST),
  categories: (get) => get(CategoryStore).load(),
  category: (get) => get(CategoryStore).load(),
  categoryProducts: async (get, { params, search }) => {
    const id = routeId(params.id);
    if (id !== null) await get(ProductListStore).listShown(listFromSearch(scopedList('category', id), search));
  },
  brands: (get) => get(BrandStore).load(),
  brandProducts: async (get, { params, search }) => {
    const id = routeId(params.id);
    if (id !== null) await get(ProductListStore).listShown(listFromSearch(scopedList('brand', id), search));
  },
  product: async (get, { params }) => {
    const id = routeId(params.id);
    // Its store comes with the product page's chunk, not with every catalogue page's route data.
    const { ProductDetailsStore } = await import('./product-details-store');
    if (id !== null) await get(ProductDetailsStore).opened(id);
  },
} satisfies RouteDataTable;
