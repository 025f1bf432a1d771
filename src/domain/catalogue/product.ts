import type { LocalisedText } from '../shared/localised-text';
import type { Money } from '../shared/money';

// Products, variants and brands as the catalogue reads answer them (docs/api.md, "Catalogue").
// Prices are USD minor units (docs/adr/0003); the view converts them to the shopper's currency.

export interface Brand {
  id: number;
  name: LocalisedText;
  logo: string;
  productsCount: number;
}

export type BrandRef = Pick<Brand, 'id' | 'name'>;

/** What every price-bearing record carries: the list price and, when discounted, what is paid. */
export interface Priced {
  price: Money;
  /** What is paid after the discount; null without one. */
  priceWithDiscount: Money | null;
  /** Percent, rounded; 0 without a discount. */
  discount: number;
}

/** A product in a list: its cheapest variant after discount stands for it. */
export interface ProductSummary extends Priced {
  id: number;
  title: LocalisedText;
  image: string;
  brand: BrandRef | null;
  categoryId: number;
  serialNo: string;
  /** The variant that stands for the product in a list: the cheapest after discount. */
  variantId: number;
  inStock: boolean;
  /** YYYY-MM-DD. */
  arrivalDate: string;
}

export interface Variant extends Priced {
  variantId: number;
  /** A CSS colour keyword (navy, beige…), or null when the product comes in one colour. */
  color: string | null;
  /** A size, capacity or weight (XL, 42, 256GB), or null. */
  variantValue: string | null;
  stock: number;
  images: string[];
}

export interface ProductCategoryRef {
  id: number;
  title: LocalisedText;
  parentCategory: number | null;
}

export interface ProductDetails extends ProductSummary {
  description: LocalisedText;
  images: string[];
  category: ProductCategoryRef;
  /** Cheapest first; at least one. */
  variants: Variant[];
  relatedProducts: ProductSummary[];
}

export interface ProductPage {
  products: ProductSummary[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
}

/** What is paid: the discounted price when there is one. */
export const payablePrice = (item: Priced): Money => item.priceWithDiscount ?? item.price;

export const isDiscounted = (item: Priced): boolean => item.priceWithDiscount !== null && item.priceWithDiscount < item.price;

/** The percent off, whole, from the two prices when the server's figure is missing; never negative. */
export function discountPercent(item: Priced): number {
  if (!isDiscounted(item)) return 0;
  if (item.discount > 0) return Math.round(item.discount);
  if (item.price <= 0) return 0;
  return Math.round(((item.price - payablePrice(item)) / item.price) * 100);
}

export const pageCount = (page: Pick<ProductPage, 'pageSize' | 'totalCount'>): number =>
  page.pageSize > 0 ? Math.max(1, Math.ceil(page.totalCount / page.pageSize)) : 1;
