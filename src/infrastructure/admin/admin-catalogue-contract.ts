// The operator console's catalogue contract (issue 29, docs/adr/0055): products and variants as the
// operator edits them under /api/admin/catalogue, read by the server's routes and by
// HttpAdminCatalogueGateway. Money travels as the database keeps it, USD decimal strings, exact both ways.
// Every change carries the product's `version` as the operator saw it (the rule of ADR 0049): a stale one
// answers 409 PRODUCT_CHANGED with the product as it is now.
import * as Type from 'typebox';
import { PICTURE_MAX_BYTES } from '../../domain/catalogue';
import { Body, Id, INT_MAX, Text } from '../shared/shared-contract';
import { ConflictBody, PagedQuery, PagedResponse } from './admin-contract';

export { PICTURE_EXTENSIONS, PICTURE_MAX_BYTES, pictureTypeOf, type PictureType } from '../../domain/catalogue';

export const AdminCatalogueErrorCode = {
  /** 409: the product is not at `version` any more; the body carries the current `product`. */
  productChanged: 'PRODUCT_CHANGED',
  /** 409: the variant's stock is not what the operator saw (a checkout or another operator took or added some); body carries `product`. */
  stockChanged: 'STOCK_CHANGED',
  /** 409: another product already has this serial number (field serialNo). */
  serialTaken: 'SERIAL_NO_TAKEN',
  /** 400: the picture is not a JPEG, PNG or WebP by its bytes, or is too big (field dataUrl). */
  badPicture: 'BAD_PICTURE',
} as const;

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const SERIAL_MAX = 60;
export const VARIANT_TEXT_MAX = 60;
export const VARIANTS_MAX = 30;
export const STOCK_MAX = 1_000_000;
export const CATALOGUE_SEARCH_MAX = 100;
/** The picture as base64 (4/3) in its data URL, with room for the rest of the body. */
export const PICTURE_BODY_LIMIT = Math.ceil((PICTURE_MAX_BYTES * 4) / 3) + 4096;
export const PICTURES_PER_VARIANT_MAX = 8;

/** A USD amount as the database keeps it: up to 10 whole digits and 2 decimals, never negative. */
export const USD_PATTERN = '^\\d{1,10}(\\.\\d{1,2})?$';
const Usd = (description: string) => Type.String({ pattern: USD_PATTERN, maxLength: 13, description });
const NullableUsd = (description: string) => Type.Union([Usd(description), Type.Null()], { description });
const Stock = Type.Integer({ minimum: 0, maximum: STOCK_MAX, description: 'Units on the shelf' });
const Version = Type.Integer({ minimum: 0, maximum: INT_MAX, description: 'The product version the operator saw' });
const Title = (language: string) => Text({ maxLength: TITLE_MAX, notBlank: true, description: `Name in ${language}` });
const Description = (language: string) => Text({ maxLength: DESCRIPTION_MAX, description: `Description in ${language}` });
const VariantText = (description: string) => Type.Union([Text({ maxLength: VARIANT_TEXT_MAX, description }), Type.Null()]);

export const AdminProductsQuery = PagedQuery(
  {
    q: Type.Optional(Text({ maxLength: CATALOGUE_SEARCH_MAX, description: 'Words of the name (either language), brand or serial number; or a product number' })),
    hidden: Type.Optional(Type.Boolean({ description: 'true: only hidden products; false: only shown ones' })),
  },
  100,
);

export const AdminProductRow = Type.Object({
  id: Type.Integer(),
  titleEn: Type.String(),
  titleAr: Type.String(),
  serialNo: Type.String(),
  brandNameEn: Type.String(),
  brandNameAr: Type.String(),
  hidden: Type.Boolean(),
  variantCount: Type.Integer(),
  stock: Type.Integer({ description: 'Units of every variant together' }),
  image: Type.String({ description: 'The first picture, or empty' }),
  version: Type.Integer(),
});

export const AdminProductsResponse = PagedResponse('products', AdminProductRow);

export const AdminVariant = Type.Object({
  id: Type.Integer({ description: 'The productDetailId' }),
  color: Type.Union([Type.String(), Type.Null()]),
  variantValue: Type.Union([Type.String(), Type.Null()]),
  price: Type.String({ description: 'USD before discount' }),
  discountPrice: Type.Union([Type.String(), Type.Null()], { description: 'USD taken off; null without a discount' }),
  stock: Type.Integer(),
  images: Type.Array(Type.String()),
});

// The fields an action changed, before and after. Spelled out, not a free record: Type.Record and
// Type.Unknown would pull TypeBox's type engine into the shell chunk shared with a shopper's first load
// (+10 kB gzip measured), as admin-contract.ts's OrderEventState notes for the orders.
const NullableText = Type.Union([Type.String(), Type.Null()]);
const VariantState = {
  variantId: Type.Optional(Type.Integer()),
  color: Type.Optional(NullableText),
  variantValue: Type.Optional(NullableText),
  /** USD decimal strings, as kept. */
  price: Type.Optional(NullableText),
  discountPrice: Type.Optional(NullableText),
  stock: Type.Optional(Type.Integer()),
};
export const ProductEventState = Type.Object({
  titleEn: Type.Optional(Type.String()),
  titleAr: Type.Optional(Type.String()),
  descriptionEn: Type.Optional(Type.String()),
  descriptionAr: Type.Optional(Type.String()),
  categoryId: Type.Optional(Type.Integer()),
  brandId: Type.Optional(Type.Integer()),
  serialNo: Type.Optional(Type.String()),
  hidden: Type.Optional(Type.Boolean()),
  ...VariantState,
  /** create: the variants it was made with. */
  variants: Type.Optional(Type.Array(Type.Object({ id: Type.Optional(Type.Integer()), ...VariantState }))),
  /** picture: the variant's pictures, and the added one's type and size. */
  images: Type.Optional(Type.Array(Type.String())),
  contentType: Type.Optional(Type.String()),
  bytes: Type.Optional(Type.Integer()),
});

export const AdminProductEvent = Type.Object({
  id: Type.Integer(),
  action: Type.String({ description: 'create | edit | variant | add-variant | picture | hide | show' }),
  actorEmail: Type.String(),
  at: Type.String({ description: 'ISO 8601' }),
  before: ProductEventState,
  after: ProductEventState,
});

export const AdminProduct = Type.Object({
  id: Type.Integer(),
  titleEn: Type.String(),
  titleAr: Type.String(),
  descriptionEn: Type.String(),
  descriptionAr: Type.String(),
  categoryId: Type.Integer(),
  brandId: Type.Integer(),
  serialNo: Type.String(),
  hidden: Type.Boolean(),
  version: Type.Integer(),
  variants: Type.Array(AdminVariant, { description: 'By id' }),
  history: Type.Array(AdminProductEvent, { description: 'Operator actions, oldest first' }),
});

export const AdminProductResponse = Type.Object({ product: AdminProduct });

/** 409 PRODUCT_CHANGED / STOCK_CHANGED: the error shape plus the product as it is now. */
export const ProductConflictBody = ConflictBody('product', AdminProduct);

const variantFields = {
  color: Type.Optional(VariantText('Colour (a word, e.g. black); null for none')),
  variantValue: Type.Optional(VariantText('Size, capacity…; null for none')),
  price: Usd('USD before discount'),
  discountPrice: Type.Optional(NullableUsd('USD taken off the price; null or absent for none')),
  stock: Stock,
};

export const NewVariantBody = Body(variantFields);

export const NewProductBody = Body({
  titleEn: Title('English'),
  titleAr: Title('Arabic'),
  descriptionEn: Type.Optional(Description('English')),
  descriptionAr: Type.Optional(Description('Arabic')),
  categoryId: Id('Category id'),
  brandId: Id('Brand id'),
  serialNo: Text({ maxLength: SERIAL_MAX, notBlank: true, description: 'Unique' }),
  variants: Type.Array(NewVariantBody, { minItems: 1, maxItems: VARIANTS_MAX }),
});

export const ProductEditBody = Body({
  version: Version,
  titleEn: Type.Optional(Title('English')),
  titleAr: Type.Optional(Title('Arabic')),
  descriptionEn: Type.Optional(Description('English')),
  descriptionAr: Type.Optional(Description('Arabic')),
  categoryId: Type.Optional(Id('Category id')),
  brandId: Type.Optional(Id('Brand id')),
  hidden: Type.Optional(Type.Boolean({ description: 'true hides it from the store (lists, search, sitemaps, its page); carts and orders keep it' })),
});

export const AddVariantBody = Body({ version: Version, ...variantFields });

export const VariantEditBody = Body({
  version: Version,
  price: Type.Optional(Usd('USD before discount')),
  discountPrice: Type.Optional(NullableUsd('USD taken off the price; null for none')),
  stock: Type.Optional(Stock),
  stockWas: Type.Optional(Type.Integer({ minimum: 0, maximum: INT_MAX, description: 'With stock: the stock the operator saw (409 STOCK_CHANGED when it moved since)' })),
});

export const VariantParams = Type.Object({ id: Id('Product id'), variantId: Id('Variant (productDetailId)') });

export const PictureBody = Body({
  version: Version,
  dataUrl: Type.String({
    maxLength: PICTURE_BODY_LIMIT,
    pattern: '^data:[a-z/+.-]{1,40};base64,[A-Za-z0-9+/]+={0,2}$',
    description: `A JPEG, PNG or WebP of at most ${PICTURE_MAX_BYTES / (1024 * 1024)} MB as a data URL; the type is read from the bytes`,
  }),
});

export const CatalogueChoicesResponse = Type.Object({
  categories: Type.Array(Type.Object({ id: Type.Integer(), titleEn: Type.String(), titleAr: Type.String(), parentCategoryId: Type.Union([Type.Integer(), Type.Null()]) })),
  brands: Type.Array(Type.Object({ id: Type.Integer(), nameEn: Type.String(), nameAr: Type.String() })),
});

export type AdminProductsQueryWire = Type.Static<typeof AdminProductsQuery>;
export type AdminProductRowWire = Type.Static<typeof AdminProductRow>;
export type AdminProductWire = Type.Static<typeof AdminProduct>;
export type AdminVariantWire = Type.Static<typeof AdminVariant>;
export type NewProductBodyWire = Type.Static<typeof NewProductBody>;
export type NewVariantBodyWire = Type.Static<typeof NewVariantBody>;
export type ProductEditBodyWire = Type.Static<typeof ProductEditBody>;
export type AddVariantBodyWire = Type.Static<typeof AddVariantBody>;
export type VariantEditBodyWire = Type.Static<typeof VariantEditBody>;
export type PictureBodyWire = Type.Static<typeof PictureBody>;
export type CatalogueChoicesWire = Type.Static<typeof CatalogueChoicesResponse>;
