// The operator's catalogue (issue 29, docs/adr/0055): products listed and searched, one product with its
// variants and history, and the changes: create a product, edit its names, descriptions, category, brand,
// hide or show it, add a variant, change a variant's price, discount or stock, add a picture.
//
// Concurrency (the rule of ADR 0049): every change locks the product row (FOR UPDATE) and compares the
// version the operator saw; a stale one is refused (409 PRODUCT_CHANGED with the product as it is now).
// A stock change also carries the stock the operator saw: checkouts take stock without touching the
// version, so an operator setting "10" over a shelf a checkout just took from is told (409 STOCK_CHANGED).
//
// Every change updates the products row (version + 1), whose trigger NOTIFYs dukkan_cache at commit
// (server/drizzle/0006_instances.sql): every instance drops its product lists, rendered pages and
// sitemaps (ADR 0021), so a change made on one instance shows on all.
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { brands, categories, productDetails, productEvents, productImages, products } from '../db/schema.js';
import { AppError, badRequest, notFound } from '../http/errors.js';
import { containsPattern, productSearchText, searchTerms } from '../search/normalise.js';
import {
  AdminCatalogueErrorCode,
  PICTURE_EXTENSIONS,
  PICTURE_MAX_BYTES,
  PICTURES_PER_VARIANT_MAX,
  pictureTypeOf,
  type AddVariantBodyWire,
  type AdminProductRowWire,
  type AdminProductsQueryWire,
  type AdminProductWire,
  type CatalogueChoicesWire,
  type NewProductBodyWire,
  type NewVariantBodyWire,
  type PictureBodyWire,
  type PictureType,
  type ProductEditBodyWire,
  type VariantEditBodyWire,
} from '@/infrastructure/admin/admin-catalogue-contract';
import type { Operator } from './operator-guard.js';
import { historyEntry } from './admin-common.js';

const firstImage = sql<string>`coalesce((select d.images->>0 from ${productDetails} d where d.product_id = ${products.id} and jsonb_array_length(d.images) > 0 order by d.id limit 1), '')`;

export async function listProducts(db: DbOrTx, query: AdminProductsQueryWire): Promise<{ products: AdminProductRowWire[]; page: number; pageSize: number; total: number }> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const where: SQL[] = [];
  if (query.hidden !== undefined) where.push(eq(products.hidden, query.hidden));
  const q = query.q?.trim() ?? '';
  if (q !== '') {
    const words = searchTerms(q).map((term) => sql`${products.searchText} like ${containsPattern(term)}`);
    const byWords = words.length > 0 ? and(...words) : undefined;
    const number = /^#?\d{1,9}$/.test(q) ? eq(products.id, Number(q.replace('#', ''))) : undefined;
    const either = [byWords, number].filter((condition): condition is SQL => condition !== undefined);
    where.push(either.length > 0 ? (or(...either) as SQL) : sql`false`);
  }
  const condition = and(...where);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: products.id,
        titleEn: products.titleEn,
        titleAr: products.titleAr,
        serialNo: products.serialNo,
        brandNameEn: brands.nameEn,
        brandNameAr: brands.nameAr,
        hidden: products.hidden,
        variantCount: sql<number>`(select count(*)::int from ${productDetails} d where d.product_id = ${products.id})`,
        stock: sql<number>`(select coalesce(sum(d.stock), 0)::int from ${productDetails} d where d.product_id = ${products.id})`,
        image: firstImage,
        version: products.version,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(condition)
      .orderBy(desc(products.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(products).where(condition),
  ]);
  return {
    products: rows.map((row) => ({ ...row, variantCount: Number(row.variantCount), stock: Number(row.stock) })),
    page,
    pageSize,
    total: Number(totals[0]?.n ?? 0),
  };
}

export async function findProduct(db: DbOrTx, id: number): Promise<AdminProductWire | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) return null;
  const [variants, events] = await Promise.all([
    db.select().from(productDetails).where(eq(productDetails.productId, id)).orderBy(asc(productDetails.id)),
    db.select().from(productEvents).where(eq(productEvents.productId, id)).orderBy(asc(productEvents.createdAt), asc(productEvents.id)),
  ]);
  return {
    id: row.id,
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    categoryId: row.categoryId,
    brandId: row.brandId,
    serialNo: row.serialNo,
    hidden: row.hidden,
    version: row.version,
    variants: variants.map((variant) => ({
      id: variant.id,
      color: variant.color,
      variantValue: variant.variantValue,
      price: variant.price,
      discountPrice: variant.discountPrice,
      stock: variant.stock,
      images: variant.images,
    })),
    history: events.map(historyEntry),
  };
}

export async function catalogueChoices(db: DbOrTx): Promise<CatalogueChoicesWire> {
  const [categoryRows, brandRows] = await Promise.all([
    db.select({ id: categories.id, titleEn: categories.titleEn, titleAr: categories.titleAr, parentCategoryId: categories.parentCategoryId }).from(categories).orderBy(asc(categories.id)),
    db.select({ id: brands.id, nameEn: brands.nameEn, nameAr: brands.nameAr }).from(brands).orderBy(sql`lower(${brands.nameEn}) collate "C"`, asc(brands.id)),
  ]);
  return { categories: categoryRows, brands: brandRows };
}

/** An uploaded picture's path: its row and the start of its hash, so a path never names another picture. */
export const uploadedPicturePath = (id: number, hash: string, type: PictureType): string => `/images/uploads/${id}-${hash}.${PICTURE_EXTENSIONS[type]}`;

export const UPLOADED_FILE = /^(\d{1,10})-([0-9a-f]{16})\.(jpg|png|webp)$/;

/** The bytes and type of an uploaded picture by its file name, or null when it names none. */
export async function uploadedPicture(db: DbOrTx, file: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const match = UPLOADED_FILE.exec(file);
  if (match === null) return null;
  const id = Number(match[1]);
  if (id > 2_147_483_647) return null;
  const [row] = await db.select().from(productImages).where(eq(productImages.id, id));
  if (!row || row.hash !== match[2] || PICTURE_EXTENSIONS[row.contentType as PictureType] !== match[3]) return null;
  return { contentType: row.contentType, bytes: Buffer.from(row.dataBase64, 'base64') };
}

/** 400 naming the field when the decimal discount is not below the price. */
function checkDiscount(price: string, discountPrice: string | null | undefined, field: string): void {
  if (discountPrice === null || discountPrice === undefined) return;
  if (Number(discountPrice) >= Number(price)) throw badRequest('VALIDATION_FAILED', `body.${field} must be less than the price`, field);
}

const variantRow = (variant: NewVariantBodyWire) => ({
  color: variant.color?.trim() || null,
  variantValue: variant.variantValue?.trim() || null,
  price: variant.price,
  discountPrice: variant.discountPrice === undefined || variant.discountPrice === null || Number(variant.discountPrice) === 0 ? null : variant.discountPrice,
  stock: variant.stock,
});

type Outcome = { kind: 'done' } | { kind: 'changed' } | { kind: 'stock-changed' } | { kind: 'missing' };
type Locked = typeof products.$inferSelect;

const conflict = (code: string, message: string, product: AdminProductWire, field?: string): AppError => new AppError(409, code, message, field, {}, { product });

/** The product's own fields an edit may change, as recorded before and after. */
const EDITABLE = ['titleEn', 'titleAr', 'descriptionEn', 'descriptionAr', 'categoryId', 'brandId', 'hidden'] as const;

export class AdminCatalogueService {
  constructor(private readonly deps: { db: Db; now: () => Date }) {}

  async create(operator: Operator, body: NewProductBodyWire): Promise<AdminProductWire> {
    body.variants.forEach((variant, index) => checkDiscount(variant.price, variant.discountPrice, `variants.${index}.discountPrice`));
    const serialNo = body.serialNo.trim();
    const now = this.deps.now();
    const id = await this.deps.db.transaction(async (tx) => {
      const brand = await this.brand(tx, body.brandId);
      await this.category(tx, body.categoryId);
      const [taken] = await tx.select({ id: products.id }).from(products).where(sql`lower(${products.serialNo}) = lower(${serialNo})`);
      if (taken) throw new AppError(409, AdminCatalogueErrorCode.serialTaken, `Product #${taken.id} already has the serial number ${serialNo}.`, 'serialNo');
      const fields = {
        titleEn: body.titleEn.trim(),
        titleAr: body.titleAr.trim(),
        descriptionEn: body.descriptionEn?.trim() ?? '',
        descriptionAr: body.descriptionAr?.trim() ?? '',
        categoryId: body.categoryId,
        brandId: body.brandId,
        serialNo,
      };
      const [inserted] = await tx
        .insert(products)
        .values({
          ...fields,
          arrivalDate: now.toISOString().slice(0, 10),
          searchText: productSearchText({ ...fields, brandNameEn: brand.nameEn, brandNameAr: brand.nameAr }),
          createdAt: now,
        })
        .returning({ id: products.id });
      if (!inserted) throw new Error('insert products returned nothing');
      const rows = body.variants.map(variantRow);
      const variants = await tx
        .insert(productDetails)
        .values(rows.map((row) => ({ productId: inserted.id, ...row })))
        .returning({ id: productDetails.id });
      await this.record(tx, operator, inserted.id, 'create', {}, { ...fields, hidden: false, variants: rows.map((row, index) => ({ id: variants[index]?.id, ...row })) }, now);
      return inserted.id;
    });
    const product = await findProduct(this.deps.db, id);
    if (!product) throw notFound('Product');
    return product;
  }

  async edit(operator: Operator, id: number, body: ProductEditBodyWire): Promise<AdminProductWire> {
    const now = this.deps.now();
    return this.change(id, body.version, async (tx, row) => {
      const next = {
        titleEn: body.titleEn?.trim() ?? row.titleEn,
        titleAr: body.titleAr?.trim() ?? row.titleAr,
        descriptionEn: body.descriptionEn?.trim() ?? row.descriptionEn,
        descriptionAr: body.descriptionAr?.trim() ?? row.descriptionAr,
        categoryId: body.categoryId ?? row.categoryId,
        brandId: body.brandId ?? row.brandId,
        hidden: body.hidden ?? row.hidden,
      };
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const key of EDITABLE) {
        if (next[key] !== row[key]) {
          before[key] = row[key];
          after[key] = next[key];
        }
      }
      if (Object.keys(after).length === 0) return { kind: 'done' };
      if (next.categoryId !== row.categoryId) await this.category(tx, next.categoryId);
      const brand = await this.brand(tx, next.brandId);
      await tx
        .update(products)
        .set({ ...next, searchText: productSearchText({ ...next, serialNo: row.serialNo, brandNameEn: brand.nameEn, brandNameAr: brand.nameAr }), version: sql`${products.version} + 1`, updatedAt: now })
        .where(eq(products.id, id));
      // Hiding or showing alone is its own action in the history; with other changes it is an edit.
      const action = Object.keys(after).length === 1 && 'hidden' in after ? (next.hidden ? 'hide' : 'show') : 'edit';
      await this.record(tx, operator, id, action, before, after, now);
      return { kind: 'done' };
    });
  }

  async addVariant(operator: Operator, id: number, body: AddVariantBodyWire): Promise<AdminProductWire> {
    checkDiscount(body.price, body.discountPrice, 'discountPrice');
    const now = this.deps.now();
    return this.change(id, body.version, async (tx) => {
      const values = variantRow(body);
      const [variant] = await tx.insert(productDetails).values({ productId: id, ...values }).returning({ id: productDetails.id });
      await this.touch(tx, id, now);
      await this.record(tx, operator, id, 'add-variant', {}, { variantId: variant?.id, ...values }, now);
      return { kind: 'done' };
    });
  }

  async editVariant(operator: Operator, id: number, variantId: number, body: VariantEditBodyWire): Promise<AdminProductWire> {
    if (body.stock !== undefined && body.stockWas === undefined) throw badRequest('VALIDATION_FAILED', 'body.stockWas is required with stock: the stock you saw', 'stockWas');
    if (body.stock === undefined && body.stockWas !== undefined) throw badRequest('VALIDATION_FAILED', 'body.stockWas is only sent with stock', 'stockWas');
    const now = this.deps.now();
    return this.change(id, body.version, async (tx) => {
      // Locked after the product (checkout locks variants only, in id order: no cycle).
      const [variant] = await tx.select().from(productDetails).where(and(eq(productDetails.id, variantId), eq(productDetails.productId, id))).for('update');
      if (!variant) return { kind: 'missing' };
      if (body.stock !== undefined && variant.stock !== body.stockWas) return { kind: 'stock-changed' };
      const price = body.price ?? variant.price;
      const discountPrice = body.discountPrice === undefined ? variant.discountPrice : body.discountPrice === null || Number(body.discountPrice) === 0 ? null : body.discountPrice;
      checkDiscount(price, discountPrice, body.discountPrice === undefined ? 'price' : 'discountPrice');
      const next = { price, discountPrice, stock: body.stock ?? variant.stock };
      const before: Record<string, unknown> = { variantId };
      const after: Record<string, unknown> = { variantId };
      for (const key of ['price', 'discountPrice', 'stock'] as const) {
        const was = key === 'stock' ? variant.stock : variant[key] === null ? null : Number(variant[key]).toFixed(2);
        const will = key === 'stock' ? next.stock : next[key] === null ? null : Number(next[key]).toFixed(2);
        if (was !== will) {
          before[key] = was;
          after[key] = will;
        }
      }
      if (Object.keys(after).length === 1) return { kind: 'done' };
      await tx.update(productDetails).set(next).where(eq(productDetails.id, variantId));
      await this.touch(tx, id, now);
      await this.record(tx, operator, id, 'variant', before, after, now);
      return { kind: 'done' };
    });
  }

  async addPicture(operator: Operator, id: number, variantId: number, body: PictureBodyWire): Promise<AdminProductWire> {
    const base64 = body.dataUrl.slice(body.dataUrl.indexOf(',') + 1);
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > PICTURE_MAX_BYTES) {
      throw badRequest(AdminCatalogueErrorCode.badPicture, `body.dataUrl is larger than ${PICTURE_MAX_BYTES / (1024 * 1024)} MB`, 'dataUrl');
    }
    const type = pictureTypeOf(bytes);
    if (type === null) throw badRequest(AdminCatalogueErrorCode.badPicture, 'body.dataUrl must be a JPEG, PNG or WebP picture (read from its bytes)', 'dataUrl');
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    const now = this.deps.now();
    return this.change(id, body.version, async (tx) => {
      const [variant] = await tx.select().from(productDetails).where(and(eq(productDetails.id, variantId), eq(productDetails.productId, id))).for('update');
      if (!variant) return { kind: 'missing' };
      if (variant.images.length >= PICTURES_PER_VARIANT_MAX) {
        throw badRequest(AdminCatalogueErrorCode.badPicture, `A variant holds at most ${PICTURES_PER_VARIANT_MAX} pictures`, 'dataUrl');
      }
      const [image] = await tx
        .insert(productImages)
        .values({ contentType: type, dataBase64: bytes.toString('base64'), hash, byteLength: bytes.length, uploadedBy: operator.id, createdAt: now })
        .returning({ id: productImages.id });
      if (!image) throw new Error('insert product_images returned nothing');
      const path = uploadedPicturePath(image.id, hash, type);
      // The uploaded picture comes first: it is what the lists and the product page show.
      const images = [path, ...variant.images];
      await tx.update(productDetails).set({ images }).where(eq(productDetails.id, variantId));
      await this.touch(tx, id, now);
      await this.record(tx, operator, id, 'picture', { variantId, images: variant.images }, { variantId, images, contentType: type, bytes: bytes.length }, now);
      return { kind: 'done' };
    });
  }

  /** Locks the product, checks the version, runs the change; answers the product as it is after it, or 409/404. */
  private async change(id: number, version: number, work: (tx: DbOrTx, row: Locked) => Promise<Outcome>): Promise<AdminProductWire> {
    const outcome = await this.deps.db.transaction(async (tx): Promise<Outcome> => {
      const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!row) return { kind: 'missing' };
      if (row.version !== version) return { kind: 'changed' };
      return work(tx, row);
    });
    const current = await findProduct(this.deps.db, id);
    if (outcome.kind === 'missing' || !current) throw notFound(current ? 'Variant' : 'Product');
    if (outcome.kind === 'changed') {
      throw conflict(AdminCatalogueErrorCode.productChanged, `Product #${id} changed since you saw it (now version ${current.version}): look again before changing it.`, current);
    }
    if (outcome.kind === 'stock-changed') {
      throw conflict(AdminCatalogueErrorCode.stockChanged, 'The stock changed since you saw it (an order or another operator): look again before setting it.', current, 'stock');
    }
    return current;
  }

  /** A change to a variant is a change to its product: its version moves (and its row's trigger tells every instance). */
  private async touch(tx: DbOrTx, id: number, now: Date): Promise<void> {
    await tx.update(products).set({ version: sql`${products.version} + 1`, updatedAt: now }).where(eq(products.id, id));
  }

  private async record(tx: DbOrTx, operator: Operator, productId: number, action: string, before: Record<string, unknown>, after: Record<string, unknown>, now: Date): Promise<void> {
    await tx.insert(productEvents).values({ productId, actorId: operator.id, actorEmail: operator.email, action, before, after, createdAt: now });
  }

  private async brand(tx: DbOrTx, id: number) {
    const [brand] = await tx.select({ nameEn: brands.nameEn, nameAr: brands.nameAr }).from(brands).where(eq(brands.id, id));
    if (!brand) throw badRequest('VALIDATION_FAILED', `body.brandId names no brand (${id})`, 'brandId');
    return brand;
  }

  private async category(tx: DbOrTx, id: number): Promise<void> {
    const [category] = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, [id]));
    if (!category) throw badRequest('VALIDATION_FAILED', `body.categoryId names no category (${id})`, 'categoryId');
  }
}
