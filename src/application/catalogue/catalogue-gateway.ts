import type { Category } from '../../domain/catalogue/catalogue';
import type { Brand, ProductDetails, ProductPage } from '../../domain/catalogue/product';
import type { ShopQuery } from '../../domain/catalogue/shop-query';

/** A page of a product list: the shop's query, the page size and, for new arrivals, `new=true`. */
export interface ProductListRequest {
  query: ShopQuery;
  pageSize: number;
  /** Arrived in the last 30 days only. */
  newOnly?: boolean;
}

export interface CategoryDetails extends Category {
  /** Visible direct subcategories, in the server's order. */
  children: Category[];
}

/** The catalogue reads (docs/api.md, "Catalogue"); NotFoundError for an unknown or hidden id. */
export interface CatalogueGateway {
  /** GET /products. */
  products(request: ProductListRequest): Promise<ProductPage>;
  /** GET /products/{id}: details, variants (cheapest first) and related products. */
  product(id: number): Promise<ProductDetails>;
  /** GET /brands, ordered by English name. */
  brands(): Promise<Brand[]>;
  /** GET /brands/{id}. */
  brand(id: number): Promise<Brand>;
  /** GET /categories/{id} with its visible children. */
  category(id: number): Promise<CategoryDetails>;
  /** GET /brands/products/{id}: the brand and a page of its products (brandId and categoryId of the query ignored). */
  brandProducts(id: number, request: ProductListRequest): Promise<{ brand: Brand; page: ProductPage }>;
  /** GET /categories/products/{id}: the category and a page of its products and its subcategories'. */
  categoryProducts(id: number, request: ProductListRequest): Promise<{ category: CategoryDetails; page: ProductPage }>;
}
