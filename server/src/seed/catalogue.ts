// Writes the catalogue: categories, brands, products and their variants. 320 products by default;
// `{ products: 20000 }` (or more) for benchmarks. Inserts in batches inside one transaction, then
// runs VACUUM ANALYZE so the planner knows the trigram index is worth using (PGlite has no autovacuum).
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { vacuumAnalyze } from '../db/client.js';
import { brands, categories, productDetails, products } from '../db/schema.js';
import { brandLogoPath, categoryImagePath } from '../images/catalogue-images.js';
import { rowsOf } from '../repositories/catalogue-repository.js';
import { productSearchText } from '../search/normalise.js';
import { BRANDS, CATEGORIES } from './catalogue-content.js';
import { DEFAULT_CATALOGUE_SEED, generateProducts } from './catalogue-generator.js';
import type { VariantRecord } from '@/infrastructure/catalogue/catalogue-contract';

export const DEFAULT_PRODUCT_COUNT = 320;
const PRODUCT_BATCH = 2000;
const VARIANT_BATCH = 5000;

export interface SeedCatalogueOptions {
  /** How many products; 320 unless told. */
  products?: number;
  /** The day arrival dates count back from; today unless told. */
  today?: Date;
  seed?: number;
  /** Run VACUUM ANALYZE afterwards (default true). */
  analyze?: boolean;
}

export interface CatalogueSeedSummary {
  categories: number;
  brands: number;
  products: number;
  variants: number;
}

const cents = (value: number): string => (value / 100).toFixed(2);

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function seedCatalogue(db: Db, options: SeedCatalogueOptions = {}): Promise<CatalogueSeedSummary> {
  const generated = generateProducts({
    count: options.products ?? DEFAULT_PRODUCT_COUNT,
    today: options.today ?? new Date(),
    seed: options.seed ?? DEFAULT_CATALOGUE_SEED,
  });

  const summary = await db.transaction(async (tx) => {
    const categoryIds = new Map<string, number>();
    let categoryCount = 0;
    for (const parent of CATEGORIES) {
      const [row] = await tx
        .insert(categories)
        .values({
          titleEn: parent.titleEn,
          titleAr: parent.titleAr,
          image: categoryImagePath(parent.key),
          isParent: true,
          parentCategoryId: null,
          sortOrder: parent.sortOrder,
          visible: parent.visible,
        })
        .returning({ id: categories.id });
      if (row === undefined) throw new Error(`seedCatalogue: category ${parent.key} was not inserted`);
      categoryIds.set(parent.key, row.id);
      const children = await tx
        .insert(categories)
        .values(
          parent.children.map((sub) => ({
            titleEn: sub.titleEn,
            titleAr: sub.titleAr,
            image: categoryImagePath(sub.key),
            isParent: false,
            parentCategoryId: row.id,
            sortOrder: sub.sortOrder,
            visible: sub.visible,
          })),
        )
        .returning({ id: categories.id, titleEn: categories.titleEn });
      for (const sub of parent.children) {
        const inserted = children.find((child) => child.titleEn === sub.titleEn);
        if (inserted === undefined) throw new Error(`seedCatalogue: category ${sub.key} was not inserted`);
        categoryIds.set(sub.key, inserted.id);
      }
      categoryCount += 1 + children.length;
    }

    const brandRows = await tx
      .insert(brands)
      .values(BRANDS.map((brand) => ({ nameEn: brand.nameEn, nameAr: brand.nameAr, logo: brandLogoPath(brand.key) })))
      .returning({ id: brands.id, nameEn: brands.nameEn });
    const brandIds = new Map<string, number>();
    for (const brand of BRANDS) {
      const row = brandRows.find((r) => r.nameEn === brand.nameEn);
      if (row === undefined) throw new Error(`seedCatalogue: brand ${brand.key} was not inserted`);
      brandIds.set(brand.key, row.id);
    }

    let variantCount = 0;
    for (const batch of chunks(generated, PRODUCT_BATCH)) {
      variantCount += await insertProducts(
        tx,
        batch.map((product) => {
          const brandId = brandIds.get(product.brandKey);
          const categoryId = categoryIds.get(product.categoryKey);
          if (brandId === undefined || categoryId === undefined) {
            throw new Error(`seedCatalogue: ${product.serialNo} names an unknown brand or category`);
          }
          return {
            ...product,
            brandId,
            categoryId,
            variants: product.variants.map((variant) => ({
              color: variant.color,
              variantValue: variant.variantValue,
              price: cents(variant.priceCents),
              discountPrice: variant.discountCents === null ? null : cents(variant.discountCents),
              stock: variant.stock,
              images: variant.images,
            })),
          };
        }),
      );
    }
    return { categories: categoryCount, brands: brandRows.length, products: generated.length, variants: variantCount };
  });

  if (options.analyze ?? true) await vacuumAnalyze(db);
  return summary;
}

/** A variant as the repository reads it back, before it has an id: prices in USD as exact decimal strings ('19.99'). */
export type NewVariant = Omit<VariantRecord, 'productDetailId'>;

export interface NewProduct {
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  brandId: number;
  categoryId: number;
  serialNo: string;
  /** YYYY-MM-DD. */
  arrivalDate: string;
  variants: NewVariant[];
}

/**
 * Inserts products with their variants and fills search_text with the Arabic-aware normaliser,
 * the one way products enter the catalogue (the seed and tests use it). Rows travel as one JSON
 * parameter per statement (json_to_recordset): a few times faster than thousands of bind
 * parameters, on PGlite and on PostgreSQL alike. Answers the number of variants written.
 */
export async function insertProducts(db: DbOrTx, items: readonly NewProduct[]): Promise<number> {
  if (items.length === 0) return 0;
  const brandRows = await db.select({ id: brands.id, nameEn: brands.nameEn, nameAr: brands.nameAr }).from(brands);
  const brandById = new Map(brandRows.map((brand) => [brand.id, brand]));
  let written = 0;
  for (const batch of chunks(items, PRODUCT_BATCH)) {
    const productRows = batch.map((product) => {
      const brand = brandById.get(product.brandId);
      if (brand === undefined) throw new Error(`insertProducts: ${product.serialNo} names an unknown brand`);
      // The listing rules take a product's price from its variants: a product without one cannot be sold.
      if (product.variants.length === 0) throw new Error(`insertProducts: ${product.serialNo} has no variant`);
      return {
        title_en: product.titleEn,
        title_ar: product.titleAr,
        description_en: product.descriptionEn,
        description_ar: product.descriptionAr,
        brand_id: product.brandId,
        category_id: product.categoryId,
        serial_no: product.serialNo,
        arrival_date: product.arrivalDate,
        search_text: productSearchText({ ...product, brandNameEn: brand.nameEn, brandNameAr: brand.nameAr }),
      };
    });
    const inserted = rowsOf<{ id: number; serial_no: string }>(
      await db.execute(sql`
        insert into ${products} (title_en, title_ar, description_en, description_ar, brand_id, category_id, serial_no, arrival_date, search_text)
        select title_en, title_ar, description_en, description_ar, brand_id, category_id, serial_no, arrival_date, search_text
        from json_to_recordset(${JSON.stringify(productRows)}::json) as x(
          title_en text, title_ar text, description_en text, description_ar text, brand_id int,
          category_id int, serial_no text, arrival_date date, search_text text)
        returning id, serial_no`),
    );
    const idBySerial = new Map(inserted.map((row) => [row.serial_no, Number(row.id)]));
    const variants = batch.flatMap((product) => {
      const productId = idBySerial.get(product.serialNo);
      if (productId === undefined) throw new Error(`insertProducts: ${product.serialNo} was not inserted`);
      return product.variants.map((variant) => ({
        product_id: productId,
        color: variant.color,
        variant_value: variant.variantValue,
        price: variant.price,
        discount_price: variant.discountPrice,
        stock: variant.stock,
        images: variant.images,
      }));
    });
    for (const variantBatch of chunks(variants, VARIANT_BATCH)) {
      await db.execute(sql`
        insert into ${productDetails} (product_id, color, variant_value, price, discount_price, stock, images)
        select product_id, color, variant_value, price, discount_price, stock, images
        from json_to_recordset(${JSON.stringify(variantBatch)}::json) as x(
          product_id int, color text, variant_value text, price numeric, discount_price numeric, stock int, images jsonb)`);
    }
    written += variants.length;
  }
  return written;
}
