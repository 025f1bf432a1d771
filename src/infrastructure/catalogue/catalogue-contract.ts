// The catalogue's contract (docs/adr/0027-one-contract.md): products, brands and categories as the
// server answers them, in the spec's spelling (titleEN, productDetailId); the server validates with
// these schemas and the client's adapters parse its answers with them.
import * as Type from 'typebox';
import type { Static } from 'typebox';
import { SORTS } from '../../domain/catalogue/shop-query';
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
