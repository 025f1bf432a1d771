// From repository rows to the wire format: money from exact decimal strings to numbers through
// whole cents, keys in the storefront's spelling (titleEN, nameAR, parentCategory).
import type { Static } from 'typebox';
import { badRequest } from '../../http/errors.js';
import type {
  BrandWithCount,
  CategoryNode,
  CategoryWithChildren,
  ProductDetailsRow,
  ProductPageQuery,
  ProductSummary,
  VariantRow,
} from '../../repositories/catalogue-repository.js';
import { daysBefore, NEW_ARRIVAL_DAYS } from '../../seed/catalogue-generator.js';
import { DEFAULT_PAGE_SIZE } from '@/infrastructure/catalogue/catalogue-contract';
import type {
  BrandWire,
  CategoryWire,
  ProductDetailsWire,
  ProductListItem,
  ProductsQuery,
  ScopedProductsQuery,
  VariantWire,
} from '@/infrastructure/catalogue/catalogue-contract';

const toCents = (decimal: string): number => Math.round(Number(decimal) * 100);
const fromCents = (cents: number): number => cents / 100;

interface PriceFields {
  price: number;
  discountPrice: number | null;
  priceWithDiscount: number | null;
  discount: number;
}

export function priceFields(variant: Pick<VariantRow, 'price' | 'discountPrice'>): PriceFields {
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

export function productListItem(summary: ProductSummary): Static<typeof ProductListItem> {
  const variant = summary.listVariant;
  return {
    id: summary.id,
    titleEN: summary.titleEn,
    titleAR: summary.titleAr,
    image: variant.images[0] ?? '',
    brand: { id: summary.brand.id, nameEN: summary.brand.nameEn, nameAR: summary.brand.nameAr },
    categoryId: summary.categoryId,
    serialNo: summary.serialNo,
    productDetailId: variant.productDetailId,
    ...priceFields(variant),
    inStock: summary.inStock,
    arrivalDate: summary.arrivalDate,
  };
}

export function variantWire(variant: VariantRow): Static<typeof VariantWire> {
  return {
    productDetailId: variant.productDetailId,
    color: variant.color,
    variantValue: variant.variantValue,
    ...priceFields(variant),
    stock: variant.stock,
    images: variant.images,
  };
}

export function productDetails(row: ProductDetailsRow, related: ProductSummary[]): Static<typeof ProductDetailsWire> | null {
  const cheapest = row.variants[0];
  if (cheapest === undefined) return null;
  const images = [...new Set(row.variants.flatMap((variant) => variant.images))];
  return {
    id: row.id,
    titleEN: row.titleEn,
    titleAR: row.titleAr,
    descriptionEN: row.descriptionEn,
    descriptionAR: row.descriptionAr,
    serialNo: row.serialNo,
    arrivalDate: row.arrivalDate,
    image: cheapest.images[0] ?? '',
    images,
    brand: { id: row.brand.id, nameEN: row.brand.nameEn, nameAR: row.brand.nameAr },
    category: {
      id: row.category.id,
      titleEN: row.category.titleEn,
      titleAR: row.category.titleAr,
      parentCategory: row.category.parentCategoryId,
    },
    productDetailId: cheapest.productDetailId,
    ...priceFields(cheapest),
    inStock: row.inStock,
    variants: row.variants.map(variantWire),
    relatedProducts: related.map(productListItem),
  };
}

export function brandWire(brand: BrandWithCount): Static<typeof BrandWire> {
  return { id: brand.id, nameEN: brand.nameEn, nameAR: brand.nameAr, logo: brand.logo, productsCount: brand.productsCount };
}

const categoryNode = (node: CategoryNode) => ({
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

export function categoryWire(category: CategoryWithChildren): Static<typeof CategoryWire> {
  return { ...categoryNode(category), children: category.children.map(categoryNode) };
}

/** The repository query for a list request; `today` decides what "new" means. */
export function pageQuery(
  query: ProductsQuery | ScopedProductsQuery,
  today: Date,
  scope: Pick<ProductPageQuery, 'brandId' | 'categoryId'> = {},
): ProductPageQuery {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    throw badRequest('VALIDATION_FAILED', 'querystring.maxPrice must be at least minPrice', 'maxPrice');
  }
  const out: ProductPageQuery = {
    sort: query.sort ?? 'newest',
    pageNo: query.pageNo ?? 1,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
    ...scope,
  };
  if (query.productName !== undefined) out.productName = query.productName;
  if (query.serialNo !== undefined) out.serialNo = query.serialNo;
  if ('categoryId' in query && query.categoryId !== undefined) out.categoryId = query.categoryId;
  if ('brandId' in query && query.brandId !== undefined) out.brandId = query.brandId;
  if (query.onSale !== undefined) out.onSale = query.onSale;
  if (query.inStock !== undefined) out.inStock = query.inStock;
  if (query.minPrice !== undefined) out.minPrice = query.minPrice;
  if (query.maxPrice !== undefined) out.maxPrice = query.maxPrice;
  // "New" is today and the 29 days before it: 30 calendar days, UTC.
  const cutoff = daysBefore(today, NEW_ARRIVAL_DAYS - 1);
  if (query.new === true) out.arrivedSince = cutoff;
  if (query.new === false) out.arrivedBefore = cutoff;
  return out;
}
