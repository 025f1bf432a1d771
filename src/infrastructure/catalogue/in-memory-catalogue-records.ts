// The catalogue fakes' seeds, in the domain's words as tests build them, as the server's repository
// would read them (the contract's records): what the fakes answer through the contract's mappings.
import type { Category } from '../../domain/catalogue/catalogue';
import type { BrandRef, ProductDetails, ProductSummary, Variant } from '../../domain/catalogue/product';
import type { BrandRefRecord, CategoryRecord, ProductDetailsRecord, ProductSummaryRecord, VariantRecord } from './catalogue-contract';
import { decimalText } from '../shared/shared-contract';

/** Cents as the exact decimal text PostgreSQL keeps ('19.99'). */

export const brandRecord = (brand: BrandRef | null): BrandRefRecord => ({ id: brand?.id ?? 0, nameEn: brand?.name.en ?? '', nameAr: brand?.name.ar ?? '' });

const variantRecord = (variant: Variant): VariantRecord => ({
  productDetailId: variant.variantId,
  color: variant.color,
  variantValue: variant.variantValue,
  price: decimalText(variant.price),
  discountPrice: variant.priceWithDiscount === null ? null : decimalText(variant.price - variant.priceWithDiscount),
  stock: variant.stock,
  images: variant.images,
});

/**
 * A card's record: its list variant is the variant it names (the server's card shows that variant's
 * first image), or, for a card seeded without variants, one made of the card's own price and picture.
 */
export function summaryRecord(product: ProductSummary & { variants?: Variant[] }): ProductSummaryRecord {
  const variant = product.variants?.find((candidate) => candidate.variantId === product.variantId);
  return {
    id: product.id,
    titleEn: product.title.en,
    titleAr: product.title.ar,
    brand: brandRecord(product.brand),
    categoryId: product.categoryId,
    serialNo: product.serialNo,
    arrivalDate: product.arrivalDate,
    inStock: product.inStock,
    listVariant:
      variant === undefined
        ? variantRecord({ variantId: product.variantId, color: null, variantValue: null, price: product.price, priceWithDiscount: product.priceWithDiscount, discount: product.discount, stock: 0, images: [product.image] })
        : variantRecord(variant),
  };
}

export const detailsRecord = (product: ProductDetails): ProductDetailsRecord => {
  const { listVariant: _list, categoryId: _category, ...summary } = summaryRecord(product);
  return {
    ...summary,
    descriptionEn: product.description.en,
    descriptionAr: product.description.ar,
    category: { id: product.category.id, titleEn: product.category.title.en, titleAr: product.category.title.ar, parentCategoryId: product.category.parentCategory },
    variants: product.variants.map(variantRecord),
  };
};

export const categoryRecord = (category: Category): CategoryRecord => ({
  id: category.id,
  titleEn: category.title.en,
  titleAr: category.title.ar,
  image: category.image,
  isParent: category.isParent,
  parentCategoryId: category.parentCategory,
  sortOrder: category.sortOrder ?? null,
  visible: category.visible ?? null,
  productsCount: category.productsCount,
});
