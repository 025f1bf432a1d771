// Shared by the catalogue and search tests: a fixed "today", typed GET helpers and wire types.
import { expect } from 'vitest';
import type { App } from '../../server/src/app.js';

/** The day the test catalogue is seeded on and the app believes it is. */
export const TODAY = new Date('2025-03-15T10:00:00Z');
export const now = (): Date => TODAY;

export interface BrandRefWire {
  id: number;
  nameEN: string;
  nameAR: string;
}

export interface ProductListItemWire {
  id: number;
  titleEN: string;
  titleAR: string;
  image: string;
  brand: BrandRefWire;
  categoryId: number;
  serialNo: string;
  productDetailId: number;
  price: number;
  discountPrice: number | null;
  priceWithDiscount: number | null;
  discount: number;
  inStock: boolean;
  arrivalDate: string;
}

export interface ProductsPageWire {
  products: ProductListItemWire[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
}

export interface VariantWire {
  productDetailId: number;
  color: string | null;
  variantValue: string | null;
  price: number;
  discountPrice: number | null;
  priceWithDiscount: number | null;
  discount: number;
  stock: number;
  images: string[];
}

export interface ProductDetailsWire extends Omit<ProductListItemWire, 'categoryId'> {
  descriptionEN: string;
  descriptionAR: string;
  images: string[];
  category: { id: number; titleEN: string; titleAR: string; parentCategory: number | null };
  variants: VariantWire[];
  relatedProducts: ProductListItemWire[];
}

export interface CategoryNodeWire {
  id: number;
  titleEN: string;
  titleAR: string;
  image: string;
  isParent: boolean;
  parentCategory: number | null;
  productsCount: number;
  sortOrder: number | null;
  visible: boolean | null;
}

export interface CategoryWire extends CategoryNodeWire {
  children: CategoryNodeWire[];
}

export interface BrandWire extends BrandRefWire {
  logo: string;
  productsCount: number;
}

export interface ErrorWire {
  code: string;
  message: string;
  field?: string;
}

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
