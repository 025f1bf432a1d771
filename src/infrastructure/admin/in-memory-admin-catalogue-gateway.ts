// The InMemory AdminCatalogueGateway (issue 29, ADR 0055): the same rules as the server's
// /api/admin/catalogue (server/src/admin/admin-catalogue.ts), held to the same contract suite. Tests arrange
// products with `stocked()`, and change one as another operator or a checkout would with `someoneElse()`.
import {
  ProductChangedError,
  SerialTakenError,
  StockChangedError,
  type AdminCatalogueGateway,
  type AdminProduct,
  type AdminProductsPage,
  type AdminProductsQuery,
  type CatalogueChoices,
  type NewProduct,
  type NewVariant,
  type PictureUpload,
  type ProductEdit,
  type VariantEdit,
} from '../../application/admin/admin-catalogue-gateway';
import { NotFoundError, ValidationError } from '../../application/shared/errors';
import { AdminCatalogueErrorCode, PICTURE_EXTENSIONS, PICTURE_MAX_BYTES, pictureTypeOf } from './admin-catalogue-contract';
import { pageOf, storedRow } from './in-memory-paging';
import { decimalText } from '../shared/shared-contract';

let nextId = 5000;

/** As the server records amounts in the history: USD decimal strings. */
const decimal = (minor: number | null): string | null => (minor === null ? null : decimalText(minor));

const CHOICES: CatalogueChoices = {
  categories: [
    { id: 1, title: { en: 'Home', ar: 'المنزل' }, parentCategoryId: null },
    { id: 2, title: { en: 'Kitchen', ar: 'المطبخ' }, parentCategoryId: 1 },
  ],
  brands: [
    { id: 1, name: { en: 'Aleppo Soap Co.', ar: 'صابون حلب' } },
    { id: 2, name: { en: 'Cedar', ar: 'أرز' } },
  ],
};

const bytesOf = (dataUrl: string): Uint8Array => {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
};

export class InMemoryAdminCatalogueGateway implements AdminCatalogueGateway {
  readonly #products = new Map<number, AdminProduct>();
  /** The operator these calls act as (recorded in the history). */
  operatorEmail = 'operator@dukkan.test';
  now = (): Date => new Date();

  /** Arranges a product with one variant (price in minor units) and answers it. */
  stocked(change: Partial<AdminProduct> = {}): AdminProduct {
    nextId += 1;
    const product: AdminProduct = {
      id: nextId,
      title: { en: 'Laurel soap', ar: 'صابون الغار' },
      description: { en: 'From Aleppo.', ar: 'من حلب.' },
      categoryId: 2,
      brandId: 1,
      serialNo: `SN-${nextId}`,
      hidden: false,
      version: 0,
      variants: [{ id: nextId * 10, color: 'green', variantValue: '200 g', price: 450, discountPrice: null, stock: 12, images: [] }],
      history: [],
      ...change,
    };
    this.#products.set(product.id, product);
    return structuredClone(product);
  }

  async list(query: AdminProductsQuery): Promise<AdminProductsPage> {
    const words = (query.q ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
    const matches = [...this.#products.values()]
      .filter((product) => query.hidden === undefined || product.hidden === query.hidden)
      .filter((product) => {
        if (words.length === 0) return true;
        const text = `${product.title.en} ${product.title.ar} ${product.serialNo}`.toLowerCase();
        return words.every((word) => text.includes(word)) || (words.length === 1 && String(product.id) === words[0]?.replace('#', ''));
      })
      .toSorted((a, b) => b.id - a.id);
    const { rows, ...paging } = pageOf(matches, query);
    return {
      products: rows.map((product) => {
        const brand = CHOICES.brands.find((b) => b.id === product.brandId);
        return {
          id: product.id,
          title: { ...product.title },
          serialNo: product.serialNo,
          brandName: { en: brand?.name.en ?? '', ar: brand?.name.ar ?? '' },
          hidden: product.hidden,
          variantCount: product.variants.length,
          stock: product.variants.reduce((sum, variant) => sum + variant.stock, 0),
          image: product.variants.find((variant) => variant.images.length > 0)?.images[0] ?? '',
          version: product.version,
        };
      }),
      ...paging,
    };
  }

  async get(id: number): Promise<AdminProduct> {
    return structuredClone(this.#found(id));
  }

  async choices(): Promise<CatalogueChoices> {
    return structuredClone(CHOICES);
  }

  async create(input: NewProduct): Promise<AdminProduct> {
    if (input.title.en.trim() === '') throw new ValidationError('titleEn must not be blank', 'titleEn', 'VALIDATION_FAILED');
    if (input.title.ar.trim() === '') throw new ValidationError('titleAr must not be blank', 'titleAr', 'VALIDATION_FAILED');
    if (input.variants.length === 0) throw new ValidationError('at least one variant', 'variants', 'VALIDATION_FAILED');
    input.variants.forEach((variant, index) => this.#checkVariant(variant, `variants.${index}.`));
    if (!CHOICES.categories.some((c) => c.id === input.categoryId)) throw new ValidationError('no such category', 'categoryId', 'VALIDATION_FAILED');
    if (!CHOICES.brands.some((b) => b.id === input.brandId)) throw new ValidationError('no such brand', 'brandId', 'VALIDATION_FAILED');
    if ([...this.#products.values()].some((p) => p.serialNo.toLowerCase() === input.serialNo.trim().toLowerCase())) throw new SerialTakenError('serial number in use');
    nextId += 1;
    const id = nextId;
    const product: AdminProduct = {
      id,
      title: { en: input.title.en.trim(), ar: input.title.ar.trim() },
      description: { en: input.description.en.trim(), ar: input.description.ar.trim() },
      categoryId: input.categoryId,
      brandId: input.brandId,
      serialNo: input.serialNo.trim(),
      hidden: false,
      version: 0,
      variants: input.variants.map((variant, index) => ({ id: id * 10 + index, ...this.#cleaned(variant), images: [] })),
      history: [],
    };
    this.#record(product, 'create', {}, { titleEn: product.title.en, titleAr: product.title.ar, serialNo: product.serialNo });
    this.#products.set(id, product);
    return structuredClone(product);
  }

  async edit(id: number, version: number, change: ProductEdit): Promise<AdminProduct> {
    const product = this.#checked(id, version);
    if (change.title && (change.title.en.trim() === '' || change.title.ar.trim() === '')) {
      throw new ValidationError('a title must not be blank', change.title.en.trim() === '' ? 'titleEn' : 'titleAr', 'VALIDATION_FAILED');
    }
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const set = <K extends string>(key: K, was: unknown, now: unknown) => {
      if (now === undefined || now === was) return;
      before[key] = was;
      after[key] = now;
    };
    set('titleEn', product.title.en, change.title?.en.trim());
    set('titleAr', product.title.ar, change.title?.ar.trim());
    set('descriptionEn', product.description.en, change.description?.en.trim());
    set('descriptionAr', product.description.ar, change.description?.ar.trim());
    set('categoryId', product.categoryId, change.categoryId);
    set('brandId', product.brandId, change.brandId);
    set('hidden', product.hidden, change.hidden);
    if (Object.keys(after).length === 0) return structuredClone(product);
    if (change.title) product.title = { en: change.title.en.trim(), ar: change.title.ar.trim() };
    if (change.description) product.description = { en: change.description.en.trim(), ar: change.description.ar.trim() };
    if (change.categoryId !== undefined) product.categoryId = change.categoryId;
    if (change.brandId !== undefined) product.brandId = change.brandId;
    if (change.hidden !== undefined) product.hidden = change.hidden;
    product.version += 1;
    const action = Object.keys(after).length === 1 && 'hidden' in after ? (product.hidden ? 'hide' : 'show') : 'edit';
    this.#record(product, action, before, after);
    return structuredClone(product);
  }

  async addVariant(id: number, version: number, variant: NewVariant): Promise<AdminProduct> {
    this.#checkVariant(variant, '');
    const product = this.#checked(id, version);
    const added = { id: id * 10 + product.variants.length + 100, ...this.#cleaned(variant), images: [] };
    product.variants.push(added);
    product.version += 1;
    this.#record(product, 'add-variant', {}, { variantId: added.id, color: added.color, variantValue: added.variantValue, price: decimal(added.price), discountPrice: decimal(added.discountPrice), stock: added.stock });
    return structuredClone(product);
  }

  async editVariant(id: number, variantId: number, version: number, change: VariantEdit): Promise<AdminProduct> {
    const product = this.#checked(id, version);
    const variant = product.variants.find((v) => v.id === variantId);
    if (!variant) throw new NotFoundError('Variant not found.');
    if (change.stock !== undefined && variant.stock !== change.stock.was) throw new StockChangedError(structuredClone(product));
    const price = change.price ?? variant.price;
    const discountPrice = change.discountPrice === undefined ? variant.discountPrice : change.discountPrice === 0 ? null : change.discountPrice;
    if (discountPrice !== null && discountPrice >= price) throw new ValidationError('the discount must be less than the price', change.discountPrice === undefined ? 'price' : 'discountPrice', 'VALIDATION_FAILED');
    const before: Record<string, unknown> = { variantId };
    const after: Record<string, unknown> = { variantId };
    const next = { price: decimal(price), discountPrice: decimal(discountPrice), stock: change.stock?.to ?? variant.stock };
    const was = { price: decimal(variant.price), discountPrice: decimal(variant.discountPrice), stock: variant.stock };
    for (const key of ['price', 'discountPrice', 'stock'] as const) {
      if (next[key] !== was[key]) {
        before[key] = was[key];
        after[key] = next[key];
      }
    }
    if (Object.keys(after).length === 1) return structuredClone(product);
    variant.price = price;
    variant.discountPrice = discountPrice;
    variant.stock = next.stock;
    product.version += 1;
    this.#record(product, 'variant', before, after);
    return structuredClone(product);
  }

  async addPicture(id: number, variantId: number, version: number, picture: PictureUpload): Promise<AdminProduct> {
    const bytes = bytesOf(picture.dataUrl);
    if (bytes.length > PICTURE_MAX_BYTES) throw new ValidationError('too big', 'dataUrl', AdminCatalogueErrorCode.badPicture);
    const type = pictureTypeOf(bytes);
    if (type === null) throw new ValidationError('not a JPEG, PNG or WebP', 'dataUrl', AdminCatalogueErrorCode.badPicture);
    const product = this.#checked(id, version);
    const variant = product.variants.find((v) => v.id === variantId);
    if (!variant) throw new NotFoundError('Variant not found.');
    const before = [...variant.images];
    variant.images = [`/images/uploads/${nextId++}-${'0'.repeat(16)}.${PICTURE_EXTENSIONS[type]}`, ...variant.images];
    product.version += 1;
    this.#record(product, 'picture', { variantId, images: before }, { variantId, images: [...variant.images], contentType: type, bytes: bytes.length });
    return structuredClone(product);
  }

  /** Another operator (or a checkout, when only the stock moves) changes the product first. */
  someoneElse(id: number, change: { stock?: number; price?: number }): void {
    const product = this.#found(id);
    const variant = product.variants[0];
    if (!variant) return;
    if (change.stock !== undefined) variant.stock = change.stock;
    if (change.price !== undefined) {
      variant.price = change.price;
      product.version += 1;
    }
  }

  #found(id: number): AdminProduct {
    return storedRow(this.#products, id, 'Product');
  }

  #checked(id: number, version: number): AdminProduct {
    const product = this.#found(id);
    if (product.version !== version) throw new ProductChangedError(structuredClone(product));
    return product;
  }

  #checkVariant(variant: NewVariant, prefix: string): void {
    if (!Number.isInteger(variant.price) || variant.price < 0) throw new ValidationError('price must be an amount', `${prefix}price`, 'VALIDATION_FAILED');
    if (!Number.isInteger(variant.stock) || variant.stock < 0) throw new ValidationError('stock must be a whole number', `${prefix}stock`, 'VALIDATION_FAILED');
    if (variant.discountPrice !== null && variant.discountPrice > 0 && variant.discountPrice >= variant.price) {
      throw new ValidationError('the discount must be less than the price', `${prefix}discountPrice`, 'VALIDATION_FAILED');
    }
  }

  #cleaned(variant: NewVariant): Omit<NewVariant, never> {
    return {
      color: variant.color?.trim() || null,
      variantValue: variant.variantValue?.trim() || null,
      price: variant.price,
      discountPrice: variant.discountPrice === null || variant.discountPrice === 0 ? null : variant.discountPrice,
      stock: variant.stock,
    };
  }

  #record(product: AdminProduct, action: string, before: Record<string, unknown>, after: Record<string, unknown>): void {
    product.history.push({ id: product.history.length + 1, action, actorEmail: this.operatorEmail, at: this.now().toISOString(), before, after });
  }
}
