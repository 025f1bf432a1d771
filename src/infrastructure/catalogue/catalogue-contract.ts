// The catalogue's contract (docs/adr/0027-one-contract.md, 0058): products, brands and categories as the
// server answers them, in the spec's spelling (titleEN, productDetailId); the server validates with
// these schemas and the client's adapters parse its answers with them. Below the schemas, the one
// mapping per direction: the server's records to the answer, the answer to the domain's words.
import * as Type from 'typebox';
import type { Static } from 'typebox';
import type { CategoryDetails } from '../../application/catalogue/catalogue-gateway';
import type { Category } from '../../domain/catalogue/catalogue';
import type { Brand, BrandRef, ProductDetails, ProductPage, ProductSummary, Variant } from '../../domain/catalogue/product';
import { SORTS } from '../../domain/catalogue/shop-query';
import { toMinor } from '../../domain/shared/money';
import { Id, PageNo, PageSize, Text } from '../shared/shared-contract';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export const IdParams = Type.Object({ id: Id('A positive integer id') });

// Optional with defaults: the validator fills them in, and the OpenAPI document does not mark them required.
const paging = {
  pageNo: Type.Optional(PageNo),
  pageSize: Type.Optional(PageSize(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE)),
  sort: Type.Optional(
    Type.Enum([...SORTS], {
      default: 'newest',
      description: 'newest (arrival date, newest first) | price_asc | price_desc (list price)',
    }),
  ),
};

const listFilters = {
  productName: Type.Optional(
    Text({
      maxLength: 200,
      description:
        'Words to find in titles (English and Arabic), brand names and serial numbers; every word must match, ' +
        'as part of a word, whatever the alef form, taa marbuta or haa, alef maqsura or yaa, diacritics, tatweel or letter case.',
    }),
  ),
  serialNo: Type.Optional(
    Text({ maxLength: 100, description: 'Part of a serial number; Arabic-Indic digits match Latin digits, any case.' }),
  ),
  onSale: Type.Optional(Type.Boolean({ description: 'true: only discounted products; false: only full-price ones' })),
  new: Type.Optional(Type.Boolean({ description: 'true: only products that arrived within the last 30 days (today included); false: only older ones' })),
  inStock: Type.Optional(Type.Boolean({ description: 'true: only products with stock; false: only sold-out ones' })),
  minPrice: Type.Optional(Type.Number({ minimum: 0, description: 'USD, on the list price (cheapest variant after discount)' })),
  maxPrice: Type.Optional(Type.Number({ minimum: 0, description: 'USD, on the list price' })),
};

/** The products of a brand or a category: all list filters but the one the path fixes. */
export const ScopedProductsQuery = Type.Object({ ...listFilters, ...paging });
export type ScopedProductsQuery = Static<typeof ScopedProductsQuery>;

export const ProductsQuery = Type.Object({
  ...listFilters,
  categoryId: Type.Optional(Id('The category and its subcategories')),
  brandId: Type.Optional(Id()),
  ...paging,
});
export type ProductsQuery = Static<typeof ProductsQuery>;

const Money = (description: string) => Type.Number({ description });
const NullableMoney = (description: string) => Type.Union([Type.Number(), Type.Null()], { description });

export const BrandRefWire = Type.Object({
  id: Type.Integer(),
  nameEN: Type.String(),
  nameAR: Type.String(),
});
export type BrandRefWire = Static<typeof BrandRefWire>;

const priceFields = {
  price: Money('USD before discount'),
  discountPrice: NullableMoney('USD taken off; null without a discount'),
  priceWithDiscount: NullableMoney('USD to pay after the discount; null without a discount'),
  discount: Type.Integer({ description: 'Discount in percent, rounded; 0 without a discount' }),
};

export const ProductListItem = Type.Object({
  id: Type.Integer(),
  titleEN: Type.String(),
  titleAR: Type.String(),
  image: Type.String({ description: 'URL path of the list picture (the list variant’s first image)' }),
  brand: BrandRefWire,
  categoryId: Type.Integer(),
  serialNo: Type.String(),
  productDetailId: Type.Integer({ description: 'The list variant: the cheapest after discount' }),
  ...priceFields,
  inStock: Type.Boolean({ description: 'Some variant has stock' }),
  arrivalDate: Type.String({ format: 'date' }),
});
export type ProductListItem = Static<typeof ProductListItem>;

const productsPage = Type.Object({
  products: Type.Array(ProductListItem),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  totalCount: Type.Integer({ description: 'Products matching the filters, over all pages' }),
});

export const ProductsResponse = Type.Object({ productsReturned: productsPage });

export const VariantWire = Type.Object({
  productDetailId: Type.Integer(),
  color: Type.Union([Type.String(), Type.Null()], {
    description: 'A CSS colour keyword (navy, beige…): a swatch and a translation key; null when the item has one look',
  }),
  variantValue: Type.Union([Type.String(), Type.Null()], { description: 'Size, capacity or weight, e.g. XL, 256GB, 500g' }),
  ...priceFields,
  stock: Type.Integer({ minimum: 0 }),
  images: Type.Array(Type.String()),
});
export type VariantWire = Static<typeof VariantWire>;

export const ProductDetailsWire = Type.Object({
  id: Type.Integer(),
  titleEN: Type.String(),
  titleAR: Type.String(),
  descriptionEN: Type.String(),
  descriptionAR: Type.String(),
  serialNo: Type.String(),
  arrivalDate: Type.String({ format: 'date' }),
  image: Type.String(),
  images: Type.Array(Type.String(), { description: 'Every variant picture, once' }),
  brand: BrandRefWire,
  category: Type.Object({
    id: Type.Integer(),
    titleEN: Type.String(),
    titleAR: Type.String(),
    parentCategory: Type.Union([Type.Integer(), Type.Null()]),
  }),
  productDetailId: Type.Integer({ description: 'The cheapest variant after discount' }),
  ...priceFields,
  inStock: Type.Boolean(),
  variants: Type.Array(VariantWire, { description: 'Cheapest first' }),
  relatedProducts: Type.Array(ProductListItem, { description: 'Up to 8 other products of the same category, newest first' }),
});
export type ProductDetailsWire = Static<typeof ProductDetailsWire>;

export const ProductResponse = Type.Object({ productReturned: ProductDetailsWire });

export const BrandWire = Type.Object({
  id: Type.Integer(),
  nameEN: Type.String(),
  nameAR: Type.String(),
  logo: Type.String({ description: 'URL path of the logo' }),
  productsCount: Type.Integer({ description: 'Listed products of this brand' }),
});
export type BrandWire = Static<typeof BrandWire>;

export const BrandsResponse = Type.Object({
  brandsReturned: Type.Object({ brands: Type.Array(BrandWire), totalCount: Type.Integer() }),
});
export const BrandResponse = Type.Object({ brandReturned: BrandWire });
export const BrandProductsResponse = Type.Object({ brandReturned: BrandWire, productsReturned: productsPage });

const categoryFields = {
  id: Type.Integer(),
  titleEN: Type.String(),
  titleAR: Type.String(),
  image: Type.String(),
  isParent: Type.Boolean(),
  parentCategory: Type.Union([Type.Integer(), Type.Null()]),
  productsCount: Type.Integer({ description: 'Listed products here and in visible subcategories' }),
  sortOrder: Type.Union([Type.Integer(), Type.Null()], { description: 'null: none given (the storefront uses 999)' }),
  visible: Type.Union([Type.Boolean(), Type.Null()]),
};

export const CategoryWire = Type.Object({
  ...categoryFields,
  children: Type.Array(Type.Object(categoryFields), { description: 'Visible subcategories, by sortOrder (missing last)' }),
});
export type CategoryWire = Static<typeof CategoryWire>;

export const CategoryResponse = Type.Object({ categoryReturned: CategoryWire });
export const CategoryProductsResponse = Type.Object({ categoryReturned: CategoryWire, productsReturned: productsPage });

// GET /categories: every category, hidden ones included.

export const CategoriesQuery = Type.Object({
  pageNo: PageNo,
  pageSize: PageSize(500, 500),
});

export const CategoryItem = Type.Object({
  id: Type.Integer(),
  titleEN: Type.String(),
  titleAR: Type.String(),
  image: Type.String({ description: 'URL path of the image, e.g. /images/categories/phones.svg' }),
  isParent: Type.Boolean(),
  parentCategory: Type.Union([Type.Integer(), Type.Null()], { description: 'Id of the parent category' }),
  productsCount: Type.Integer({ description: 'Products in this category and its subcategories' }),
  sortOrder: Type.Union([Type.Integer(), Type.Null()], { description: 'null: none given (the storefront uses 999)' }),
  visible: Type.Union([Type.Boolean(), Type.Null()], { description: 'false: hidden (the storefront filters them out)' }),
});
export type CategoryItem = Static<typeof CategoryItem>;

export const CategoriesResponse = Type.Object({
  categoriesReturned: Type.Object({
    categories: Type.Array(CategoryItem),
    totalCount: Type.Integer(),
  }),
});
export type ProductsPageWire = Static<typeof productsPage>;

// ── The server's way out: the repository's records to the answer ────────────────────────────────────
// The records are what server/src/repositories/catalogue-repository.ts reads (its rows come from the
// Drizzle tables): the database's spelling (titleEn), money as PostgreSQL's exact decimal strings (USD).

export interface BrandRefRecord {
  id: number;
  nameEn: string;
  nameAr: string;
}

export interface VariantRecord {
  productDetailId: number;
  color: string | null;
  variantValue: string | null;
  price: string;
  discountPrice: string | null;
  stock: number;
  images: string[];
}

export interface ProductSummaryRecord {
  id: number;
  titleEn: string;
  titleAr: string;
  brand: BrandRefRecord;
  categoryId: number;
  serialNo: string;
  arrivalDate: string;
  inStock: boolean;
  /** The variant that gives the list price. */
  listVariant: VariantRecord;
}

export interface ProductDetailsRecord extends Omit<ProductSummaryRecord, 'listVariant' | 'categoryId'> {
  descriptionEn: string;
  descriptionAr: string;
  category: { id: number; titleEn: string; titleAr: string; parentCategoryId: number | null };
  /** Cheapest first, as listed. */
  variants: VariantRecord[];
}

export interface BrandRecord extends BrandRefRecord {
  logo: string;
  productsCount: number;
}

export interface CategoryRecord {
  id: number;
  titleEn: string;
  titleAr: string;
  image: string;
  isParent: boolean;
  parentCategoryId: number | null;
  sortOrder: number | null;
  visible: boolean | null;
  /** Listed products in this category and its visible descendants. */
  productsCount: number;
}

const toCents = (decimal: string): number => Math.round(Number(decimal) * 100);
const fromCents = (cents: number): number => cents / 100;
type PriceWire = Pick<ProductListItem, 'price' | 'discountPrice' | 'priceWithDiscount' | 'discount'>;

export function priceWire(variant: Pick<VariantRecord, 'price' | 'discountPrice'>): PriceWire {
  const price = toCents(variant.price);
  const off = variant.discountPrice === null ? 0 : toCents(variant.discountPrice);
  if (off <= 0) return { price: fromCents(price), discountPrice: null, priceWithDiscount: null, discount: 0 };
  const kept = Math.max(0, price - off);
  return {
    price: fromCents(price),
    discountPrice: fromCents(off),
    priceWithDiscount: fromCents(kept),
    discount: price === 0 ? 0 : Math.round((off / price) * 100),
  };
}

const brandRefWire = (brand: BrandRefRecord): BrandRefWire => ({ id: brand.id, nameEN: brand.nameEn, nameAR: brand.nameAr });

export function productListItem(summary: ProductSummaryRecord): ProductListItem {
  const variant = summary.listVariant;
  return {
    id: summary.id,
    titleEN: summary.titleEn,
    titleAR: summary.titleAr,
    image: variant.images[0] ?? '',
    brand: brandRefWire(summary.brand),
    categoryId: summary.categoryId,
    serialNo: summary.serialNo,
    productDetailId: variant.productDetailId,
    ...priceWire(variant),
    inStock: summary.inStock,
    arrivalDate: summary.arrivalDate,
  };
}

export function variantWire(variant: VariantRecord): VariantWire {
  return {
    productDetailId: variant.productDetailId,
    color: variant.color,
    variantValue: variant.variantValue,
    ...priceWire(variant),
    stock: variant.stock,
    images: variant.images,
  };
}

/** A product's answer; null without a variant (such a product is not listed). */
export function productDetailsWire(row: ProductDetailsRecord, related: ProductSummaryRecord[]): ProductDetailsWire | null {
  const cheapest = row.variants[0];
  if (cheapest === undefined) return null;
  return {
    id: row.id,
    titleEN: row.titleEn,
    titleAR: row.titleAr,
    descriptionEN: row.descriptionEn,
    descriptionAR: row.descriptionAr,
    serialNo: row.serialNo,
    arrivalDate: row.arrivalDate,
    image: cheapest.images[0] ?? '',
    images: [...new Set(row.variants.flatMap((variant) => variant.images))],
    brand: brandRefWire(row.brand),
    category: {
      id: row.category.id,
      titleEN: row.category.titleEn,
      titleAR: row.category.titleAr,
      parentCategory: row.category.parentCategoryId,
    },
    productDetailId: cheapest.productDetailId,
    ...priceWire(cheapest),
    inStock: row.inStock,
    variants: row.variants.map(variantWire),
    relatedProducts: related.map(productListItem),
  };
}

export const brandWire = (brand: BrandRecord): BrandWire => ({ ...brandRefWire(brand), logo: brand.logo, productsCount: brand.productsCount });

/** One category as GET /categories lists it and as a category's node answers it. */
export const categoryItemWire = (node: CategoryRecord): CategoryItem => ({
  id: node.id,
  titleEN: node.titleEn,
  titleAR: node.titleAr,
  image: node.image,
  isParent: node.isParent,
  parentCategory: node.parentCategoryId,
  productsCount: node.productsCount,
  sortOrder: node.sortOrder,
  visible: node.visible,
});

export const categoryWire = (category: CategoryRecord & { children: CategoryRecord[] }): CategoryWire => ({
  ...categoryItemWire(category),
  children: category.children.map(categoryItemWire),
});

// ── The client's way in: the answer in the domain's words (dollars become cents here, once) ─────────

const priced = (item: Pick<ProductListItem, 'price' | 'priceWithDiscount' | 'discount'>) => ({
  price: toMinor(item.price),
  priceWithDiscount: item.priceWithDiscount === null ? null : toMinor(item.priceWithDiscount),
  discount: item.discount,
});

const brandRefOf = (brand: BrandRefWire): BrandRef => ({ id: brand.id, name: { en: brand.nameEN, ar: brand.nameAR } });

export const summaryOf = (item: ProductListItem): ProductSummary => ({
  id: item.id,
  title: { en: item.titleEN, ar: item.titleAR },
  image: item.image,
  brand: brandRefOf(item.brand),
  categoryId: item.categoryId,
  serialNo: item.serialNo,
  variantId: item.productDetailId,
  ...priced(item),
  inStock: item.inStock,
  arrivalDate: item.arrivalDate,
});

export const variantOf = (item: VariantWire): Variant => ({
  variantId: item.productDetailId,
  color: item.color,
  variantValue: item.variantValue,
  ...priced(item),
  stock: item.stock,
  images: item.images,
});

export const productOf = (item: ProductDetailsWire): ProductDetails => ({
  ...summaryOf({ ...item, categoryId: item.category.id }),
  description: { en: item.descriptionEN, ar: item.descriptionAR },
  images: item.images,
  category: {
    id: item.category.id,
    title: { en: item.category.titleEN, ar: item.category.titleAR },
    parentCategory: item.category.parentCategory,
  },
  variants: item.variants.map(variantOf),
  relatedProducts: item.relatedProducts.map(summaryOf),
});

export const brandOf = (item: BrandWire): Brand => ({ ...brandRefOf(item), logo: item.logo, productsCount: item.productsCount });

export const categoryOf = (item: CategoryItem): Category => ({
  id: item.id,
  title: { en: item.titleEN, ar: item.titleAR },
  image: item.image,
  isParent: item.isParent,
  parentCategory: item.parentCategory,
  productsCount: item.productsCount,
  sortOrder: item.sortOrder,
  visible: item.visible,
});

export const categoryDetailsOf = (item: CategoryWire): CategoryDetails => ({ ...categoryOf(item), children: item.children.map(categoryOf) });

export const pageOf = (returned: ProductsPageWire): ProductPage => ({
  products: returned.products.map(summaryOf),
  pageNo: returned.pageNo,
  pageSize: returned.pageSize,
  totalCount: returned.totalCount,
});
