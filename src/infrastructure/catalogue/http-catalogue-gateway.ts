import type { CatalogueGateway, CategoryDetails, ProductListRequest } from '../../application/catalogue/catalogue-gateway';
import type { Brand, ProductDetails, ProductPage, ProductSummary } from '../../domain/catalogue/product';
import { apiProductQuery } from '../../domain/catalogue/shop-query';
import { parse } from '../shared/contract';
import type { HttpClient } from '../shared/http-client';
import {
  brandOf,
  BrandProductsResponse,
  BrandResponse,
  BrandsResponse,
  categoryDetailsOf,
  CategoryProductsResponse,
  CategoryResponse,
  pageOf,
  ProductListItem,
  productOf,
  ProductResponse,
  ProductsResponse,
  summaryOf,
} from './catalogue-contract';

// The catalogue reads of docs/api.md, parsed with the contract the server answers by and mapped by
// the contract's one mapping (summaryOf, productOf…): dollars become cents there, once.

/** A product card as every catalogue list answers it (also the favourites list). */
export const summary = (item: unknown): ProductSummary => summaryOf(parse(ProductListItem, item, 'product'));

function query(request: ProductListRequest, scoped: boolean): Record<string, string | number> {
  const params = apiProductQuery(request.query, request.pageSize);
  if (scoped) {
    delete params.brandId;
    delete params.categoryId;
  }
  return request.newOnly === true ? { ...params, new: 'true' } : params;
}

export class HttpCatalogueGateway implements CatalogueGateway {
  constructor(private readonly http: HttpClient) {}

  async products(request: ProductListRequest): Promise<ProductPage> {
    return pageOf(parse(ProductsResponse, await this.http.get<unknown>('/products', { query: query(request, false) })).productsReturned);
  }

  async product(id: number): Promise<ProductDetails> {
    return productOf(parse(ProductResponse, await this.http.get<unknown>(`/products/${id}`)).productReturned);
  }

  async brands(): Promise<Brand[]> {
    return parse(BrandsResponse, await this.http.get<unknown>('/brands')).brandsReturned.brands.map(brandOf);
  }

  async brand(id: number): Promise<Brand> {
    return brandOf(parse(BrandResponse, await this.http.get<unknown>(`/brands/${id}`)).brandReturned);
  }

  async category(id: number): Promise<CategoryDetails> {
    return categoryDetailsOf(parse(CategoryResponse, await this.http.get<unknown>(`/categories/${id}`)).categoryReturned);
  }

  async brandProducts(id: number, request: ProductListRequest): Promise<{ brand: Brand; page: ProductPage }> {
    const body = parse(BrandProductsResponse, await this.http.get<unknown>(`/brands/products/${id}`, { query: query(request, true) }));
    return { brand: brandOf(body.brandReturned), page: pageOf(body.productsReturned) };
  }

  async categoryProducts(id: number, request: ProductListRequest): Promise<{ category: CategoryDetails; page: ProductPage }> {
    const body = parse(CategoryProductsResponse, await this.http.get<unknown>(`/categories/products/${id}`, { query: query(request, true) }));
    return { category: categoryDetailsOf(body.categoryReturned), page: pageOf(body.productsReturned) };
  }
}
