// Catalogue reads: products (with their variants), brands and one category with its children.
//
// Listing rules, in one place:
// - A product is listed when neither its category nor any ancestor is hidden (visible = false).
// - A product's list price is its cheapest variant after discount (ties: lowest variant id);
//   price filters and price sorts use that same figure. A product without variants is not listed.
// - inStock: any variant has stock. onSale: any variant has a discount.
// - Search: every normalised word of the query must occur in products.search_text (ILIKE on the
//   pg_trgm GIN index); serial search adds a check on the serial number itself.
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { brands, categories, productDetails, products } from '../db/schema.js';
import { containsPattern, normaliseForSearch, searchTerms } from '../search/normalise.js';

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductFilter {
  productName?: string;
  serialNo?: string;
  /** The category and all its descendants. */
  categoryId?: number;
  brandId?: number;
  onSale?: boolean;
  inStock?: boolean;
  /** Arrived on or after this day (YYYY-MM-DD). */
  arrivedSince?: string;
  /** Arrived before this day (YYYY-MM-DD). */
  arrivedBefore?: string;
  /** USD, on the list price (cheapest variant after discount). */
  minPrice?: number;
  maxPrice?: number;
}

export interface ProductPageQuery extends ProductFilter {
  sort: ProductSort;
  pageNo: number;
  pageSize: number;
}

export interface BrandRef {
  id: number;
  nameEn: string;
  nameAr: string;
}

/** Money as numeric strings from the database, USD. */
export interface VariantRow {
  productDetailId: number;
  color: string | null;
  variantValue: string | null;
  price: string;
  discountPrice: string | null;
  stock: number;
  images: string[];
}

export interface ProductSummary {
  id: number;
  titleEn: string;
  titleAr: string;
  brand: BrandRef;
  categoryId: number;
  serialNo: string;
  arrivalDate: string;
  inStock: boolean;
  /** The variant that gives the list price. */
  listVariant: VariantRow;
}

export interface CategoryRef {
  id: number;
  titleEn: string;
  titleAr: string;
  parentCategoryId: number | null;
}

export interface ProductDetailsRow extends Omit<ProductSummary, 'listVariant' | 'categoryId'> {
  descriptionEn: string;
  descriptionAr: string;
  category: CategoryRef;
  /** Cheapest first, as listed. */
  variants: VariantRow[];
}

export interface BrandWithCount extends BrandRef {
  logo: string;
  productsCount: number;
}

export interface CategoryNode {
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

export interface CategoryWithChildren extends CategoryNode {
  children: CategoryNode[];
}

export interface CatalogueRepository {
  listProducts(query: ProductPageQuery): Promise<{ items: ProductSummary[]; totalCount: number }>;
  /** Null when unknown or not listed (its category is hidden). */
  productById(id: number): Promise<ProductDetailsRow | null>;
  /** Other listed products of the same category, newest first. */
  relatedProducts(productId: number, categoryId: number, limit: number): Promise<ProductSummary[]>;
  brands(): Promise<BrandWithCount[]>;
  brandById(id: number): Promise<BrandWithCount | null>;
  /** Null when unknown or hidden (itself or an ancestor); children are the visible ones. */
  categoryById(id: number): Promise<CategoryWithChildren | null>;
}

/** Ids of hidden categories and everything under them. */
const hiddenCategoryIds = sql`(
  with recursive hidden(id) as (
    select ${categories.id} from ${categories} where ${categories.visible} = false
    union
    select c.id from ${categories} c join hidden h on c.parent_category_id = h.id
  ) select id from hidden)`;

const subtreeIds = (rootId: number) => sql`(
  with recursive tree(id) as (
    select ${categories.id} from ${categories} where ${categories.id} = ${rootId}
    union
    select c.id from ${categories} c join tree t on c.parent_category_id = t.id
  ) select id from tree)`;

const effectivePrice = sql`(${productDetails.price} - coalesce(${productDetails.discountPrice}, 0))`;

/** The product's list price: its cheapest variant after discount. */
const listPrice = sql<string>`(select min(d.price - coalesce(d.discount_price, 0)) from ${productDetails} d where d.product_id = ${products.id})`;

const listed = (): SQL => sql`${products.categoryId} not in ${hiddenCategoryIds}`;
const hasVariant = (condition: SQL): SQL =>
  sql`exists (select 1 from ${productDetails} d where d.product_id = ${products.id} and ${condition})`;

/** Matches the database side of normaliseForSearch for serial numbers: lower case, Latin digits. */
const normalisedSerial = sql`translate(lower(${products.serialNo}), '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789')`;

function conditions(filter: ProductFilter): SQL[] {
  const where: SQL[] = [listed(), hasVariant(sql`true`)];
  for (const term of searchTerms(filter.productName ?? '')) {
    where.push(sql`${products.searchText} ilike ${containsPattern(term)}`);
  }
  const serial = normaliseForSearch(filter.serialNo ?? '');
  if (serial !== '') {
    const pattern = containsPattern(serial);
    // search_text holds the normalised serial, so its trigram index narrows the rows first.
    where.push(sql`${products.searchText} ilike ${pattern}`, sql`${normalisedSerial} ilike ${pattern}`);
  }
  if (filter.categoryId !== undefined) where.push(sql`${products.categoryId} in ${subtreeIds(filter.categoryId)}`);
  if (filter.brandId !== undefined) where.push(eq(products.brandId, filter.brandId));
  if (filter.onSale === true) where.push(hasVariant(sql`d.discount_price > 0`));
  if (filter.onSale === false) where.push(sql`not ${hasVariant(sql`d.discount_price > 0`)}`);
  if (filter.inStock === true) where.push(hasVariant(sql`d.stock > 0`));
  if (filter.inStock === false) where.push(sql`not ${hasVariant(sql`d.stock > 0`)}`);
  if (filter.arrivedSince !== undefined) where.push(gte(products.arrivalDate, filter.arrivedSince));
  if (filter.arrivedBefore !== undefined) where.push(lt(products.arrivalDate, filter.arrivedBefore));
  if (filter.minPrice !== undefined) where.push(sql`${listPrice} >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) where.push(sql`${listPrice} <= ${filter.maxPrice}`);
  return where;
}

function ordering(sort: ProductSort): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [sql`${listPrice} asc`, asc(products.id)];
    case 'price_desc':
      return [sql`${listPrice} desc`, desc(products.id)];
    case 'newest':
      return [desc(products.arrivalDate), desc(products.id)];
  }
}

const variantColumns = {
  productDetailId: productDetails.id,
  productId: productDetails.productId,
  color: productDetails.color,
  variantValue: productDetails.variantValue,
  price: productDetails.price,
  discountPrice: productDetails.discountPrice,
  stock: productDetails.stock,
  images: productDetails.images,
};

type VariantWithProduct = VariantRow & { productId: number };

const toVariant = ({ productId: _productId, ...variant }: VariantWithProduct): VariantRow => variant;

/** The query behind a product page: ids only, filtered, ordered and limited (tests EXPLAIN it). */
export function productPageIds(db: DbOrTx, query: ProductPageQuery) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(and(...conditions(query)))
    .orderBy(...ordering(query.sort))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
}

export class DrizzleCatalogueRepository implements CatalogueRepository {
  constructor(private readonly db: DbOrTx) {}

  async listProducts(query: ProductPageQuery): Promise<{ items: ProductSummary[]; totalCount: number }> {
    const where = and(...conditions(query));
    // Two steps: the page of ids (filters, order, limit), then the rows for just that page.
    const [page, total] = await Promise.all([
      productPageIds(this.db, query),
      this.db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
    ]);
    const ids = page.map((row) => row.id);
    const summaries = await this.summaries(ids);
    return { items: ids.flatMap((id) => summaries.get(id) ?? []), totalCount: Number(total[0]?.n ?? 0) };
  }

  async productById(id: number): Promise<ProductDetailsRow | null> {
    const rows = await this.db
      .select({
        id: products.id,
        titleEn: products.titleEn,
        titleAr: products.titleAr,
        descriptionEn: products.descriptionEn,
        descriptionAr: products.descriptionAr,
        serialNo: products.serialNo,
        arrivalDate: products.arrivalDate,
        brand: { id: brands.id, nameEn: brands.nameEn, nameAr: brands.nameAr },
        category: {
          id: categories.id,
          titleEn: categories.titleEn,
          titleAr: categories.titleAr,
          parentCategoryId: categories.parentCategoryId,
        },
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.id, id), listed()));
    const row = rows[0];
    if (row === undefined) return null;
    const variants = (await this.variantsOf([id])).map(toVariant);
    if (variants.length === 0) return null;
    return { ...row, inStock: variants.some((v) => v.stock > 0), variants };
  }

  async relatedProducts(productId: number, categoryId: number, limit: number): Promise<ProductSummary[]> {
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.categoryId, categoryId), sql`${products.id} <> ${productId}`, ...conditions({})))
      .orderBy(desc(products.arrivalDate), desc(products.id))
      .limit(limit);
    const summaries = await this.summaries(rows.map((r) => r.id));
    return rows.flatMap((r) => summaries.get(r.id) ?? []);
  }

  async brands(): Promise<BrandWithCount[]> {
    return this.brandRows();
  }

  async brandById(id: number): Promise<BrandWithCount | null> {
    return (await this.brandRows(id))[0] ?? null;
  }

  async categoryById(id: number): Promise<CategoryWithChildren | null> {
    const rows = await this.db
      .select()
      .from(categories)
      .where(and(sql`${categories.id} not in ${hiddenCategoryIds}`, sql`(${categories.id} = ${id} or ${categories.parentCategoryId} = ${id})`))
      .orderBy(sql`${categories.sortOrder} asc nulls last`, asc(categories.id));
    const self = rows.find((row) => row.id === id);
    if (self === undefined) return null;
    const counts = await this.listedCountsUnder(rows.map((row) => row.id));
    const node = (row: typeof categories.$inferSelect): CategoryNode => ({
      id: row.id,
      titleEn: row.titleEn,
      titleAr: row.titleAr,
      image: row.image,
      isParent: row.isParent,
      parentCategoryId: row.parentCategoryId,
      sortOrder: row.sortOrder,
      visible: row.visible,
      productsCount: counts.get(row.id) ?? 0,
    });
    return { ...node(self), children: rows.filter((row) => row.id !== id).map(node) };
  }

  /** Listed products under each given category (itself and descendants). */
  private async listedCountsUnder(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.execute<{ root: number; n: number }>(sql`
      with recursive tree(root, id) as (
        select c.id, c.id from ${categories} c where c.id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})
        union
        select t.root, c.id from ${categories} c join tree t on c.parent_category_id = t.id
      )
      select t.root as root, count(${products.id})::int as n
      from tree t join ${products} on ${products.categoryId} = t.id
      where ${listed()} and ${hasVariant(sql`true`)}
      group by t.root`);
    return new Map(rowsOf<{ root: number; n: number }>(rows).map((r) => [Number(r.root), Number(r.n)]));
  }

  private async brandRows(id?: number): Promise<BrandWithCount[]> {
    const [rows, counts] = await Promise.all([
      this.db
        .select({ id: brands.id, nameEn: brands.nameEn, nameAr: brands.nameAr, logo: brands.logo })
        .from(brands)
        .where(id === undefined ? undefined : eq(brands.id, id))
        .orderBy(sql`lower(${brands.nameEn}) collate "C"`, asc(brands.id)),
      this.db
        .select({ brandId: products.brandId, n: sql<number>`count(*)::int` })
        .from(products)
        .where(and(...conditions(id === undefined ? {} : { brandId: id })))
        .groupBy(products.brandId),
    ]);
    const countByBrand = new Map(counts.map((c) => [c.brandId, Number(c.n)]));
    return rows.map((row) => ({ ...row, productsCount: countByBrand.get(row.id) ?? 0 }));
  }

  private async variantsOf(productIds: number[]): Promise<VariantWithProduct[]> {
    if (productIds.length === 0) return [];
    return this.db
      .select(variantColumns)
      .from(productDetails)
      .where(inArray(productDetails.productId, productIds))
      .orderBy(asc(productDetails.productId), sql`${effectivePrice} asc`, asc(productDetails.id));
  }

  private async summaries(ids: number[]): Promise<Map<number, ProductSummary>> {
    if (ids.length === 0) return new Map();
    const [rows, variants] = await Promise.all([
      this.db
        .select({
          id: products.id,
          titleEn: products.titleEn,
          titleAr: products.titleAr,
          categoryId: products.categoryId,
          serialNo: products.serialNo,
          arrivalDate: products.arrivalDate,
          brand: { id: brands.id, nameEn: brands.nameEn, nameAr: brands.nameAr },
        })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(inArray(products.id, ids)),
      this.variantsOf(ids),
    ]);
    const byProduct = new Map<number, VariantWithProduct[]>();
    for (const variant of variants) {
      const list = byProduct.get(variant.productId) ?? [];
      list.push(variant);
      byProduct.set(variant.productId, list);
    }
    const out = new Map<number, ProductSummary>();
    for (const row of rows) {
      const own = byProduct.get(row.id) ?? [];
      const cheapest = own[0];
      if (cheapest === undefined) continue;
      out.set(row.id, { ...row, inStock: own.some((v) => v.stock > 0), listVariant: toVariant(cheapest) });
    }
    return out;
  }
}

/** node-postgres and PGlite both answer raw queries with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  return [];
}
