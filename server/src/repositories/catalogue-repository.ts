// Catalogue reads: products (with their variants), brands and one category with its children.
//
// Listing rules, in one place:
// - A product is listed when an operator has not hidden it (products.hidden, issue 29) and neither its
//   category nor any ancestor is hidden (visible = false).
// - A product's list price is its cheapest variant after discount (ties: lowest variant id);
//   price filters and price sorts use that same figure. insertProducts refuses a product without variants.
// - inStock: any variant has stock. onSale: any variant has a discount.
// - Search: every normalised word of the query must occur in products.search_text (LIKE on the
//   pg_trgm GIN index; both sides are already lower-cased by the normaliser, so plain LIKE is exact
//   and cheaper than ILIKE); serial search adds a check on the serial number itself.
import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { brands, categories, productDetails, products } from '../db/schema.js';
import { categoryListItem } from './categories-repository.js';
import { containsPattern, normaliseForSearch, searchTerms } from '../search/normalise.js';

import type { Sort as ProductSort } from '@/domain/catalogue/shop-query';
import type {
  BrandRecord,
  CategoryRecord,
  ProductDetailsRecord,
  ProductSummaryRecord,
  VariantRecord,
} from '@/infrastructure/catalogue/catalogue-contract';

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

// What the reads answer is what the contract maps to the wire (ADR 0058): its records, filled from
// the Drizzle tables' rows.
type VariantRow = VariantRecord;
type ProductSummary = ProductSummaryRecord;
type CategoryNode = CategoryRecord;
type BrandWithCount = BrandRecord;
export interface CategoryWithChildren extends CategoryNode {
  children: CategoryNode[];
}
/** A product with every column of its row (so a new column reaches the contract's mapping), its brand, category and variants. */
export type ProductDetailsRow = ProductDetailsRecord & ProductColumns;

/** The product row's columns a read answers: all but the search text and the row's stamp. */
const { searchText: _searchText, createdAt: _createdAt, ...productColumns } = getTableColumns(products);
type ProductColumns = Omit<typeof products.$inferSelect, 'searchText' | 'createdAt'>;

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
  /** The product cards of these ids that are listed (favourites), keyed by id; others are left out. */
  listedSummaries(ids: number[]): Promise<Map<number, ProductSummary>>;
}

/**
 * Categories number in the tens: one small read per request decides which are hidden (themselves
 * or under a hidden parent) and what lies under a category, in code. The product queries then
 * carry plain id lists, which keeps them cheap to plan.
 */
export interface CategoryTree {
  rows: (typeof categories.$inferSelect)[];
  /** Hidden categories and everything under them. */
  hidden: ReadonlySet<number>;
  /** The category and all its descendants. */
  subtree(id: number): number[];
}

export async function loadCategoryTree(db: DbOrTx): Promise<CategoryTree> {
  const rows = await db.select().from(categories);
  const children = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parentCategoryId === null) continue;
    children.set(row.parentCategoryId, [...(children.get(row.parentCategoryId) ?? []), row.id]);
  }
  const subtree = (root: number): number[] => {
    const out: number[] = [];
    const stack = [root];
    const seen = new Set<number>();
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id)) continue; // a cycle in bad data must not hang the server
      seen.add(id);
      out.push(id);
      stack.push(...(children.get(id) ?? []));
    }
    return out;
  };
  const hidden = new Set(rows.filter((row) => row.visible === false).flatMap((row) => subtree(row.id)));
  return { rows, hidden, subtree };
}

const effectivePrice = sql`(${productDetails.price} - coalesce(${productDetails.discountPrice}, 0))`;

/** The product's list price: its cheapest variant after discount. */
const listPrice = sql<string>`(select min(d.price - coalesce(d.discount_price, 0)) from ${productDetails} d where d.product_id = ${products.id})`;

const listed = (tree: CategoryTree): SQL =>
  tree.hidden.size === 0 ? eq(products.hidden, false) : (and(eq(products.hidden, false), notInArray(products.categoryId, [...tree.hidden])) as SQL);
const hasVariant = (condition: SQL): SQL =>
  sql`exists (select 1 from ${productDetails} d where d.product_id = ${products.id} and ${condition})`;

/** Matches the database side of normaliseForSearch for serial numbers: lower case, Latin digits. */
const normalisedSerial = sql`translate(lower(${products.serialNo}), '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789')`;

function conditions(filter: ProductFilter, tree: CategoryTree): SQL[] {
  // Every product has a variant (insertProducts refuses one without), so no existence check here.
  const where: SQL[] = [listed(tree)];
  for (const term of searchTerms(filter.productName ?? '')) {
    where.push(sql`${products.searchText} like ${containsPattern(term)}`);
  }
  const serial = normaliseForSearch(filter.serialNo ?? '');
  if (serial !== '') {
    const pattern = containsPattern(serial);
    // search_text holds the normalised serial, so its trigram index narrows the rows first.
    where.push(sql`${products.searchText} like ${pattern}`, sql`${normalisedSerial} like ${pattern}`);
  }
  if (filter.categoryId !== undefined) where.push(inArray(products.categoryId, tree.subtree(filter.categoryId)));
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

const isSearch = (filter: ProductFilter): boolean =>
  searchTerms(filter.productName ?? '').length > 0 || normaliseForSearch(filter.serialNo ?? '') !== '';

function ordering(query: ProductPageQuery): SQL[] {
  switch (query.sort) {
    case 'price_asc':
      return [sql`${listPrice} asc`, asc(products.id)];
    case 'price_desc':
      return [sql`${listPrice} desc`, desc(products.id)];
    case 'newest':
      // With a search term, sort on an expression the arrival-date index cannot serve: otherwise
      // the planner may walk that index (testing every row against the pattern, the whole table
      // for a rare word) instead of asking the trigram index for the few matches.
      return isSearch(query)
        ? [sql`(${products.arrivalDate} + 0) desc`, desc(products.id)]
        : [desc(products.arrivalDate), desc(products.id)];
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

const summaryColumns = {
  id: products.id,
  titleEn: products.titleEn,
  titleAr: products.titleAr,
  categoryId: products.categoryId,
  serialNo: products.serialNo,
  arrivalDate: products.arrivalDate,
  brand: { id: brands.id, nameEn: brands.nameEn, nameAr: brands.nameAr },
};
type SummaryRow = Omit<ProductSummary, 'inStock' | 'listVariant'>;

/** The query behind a product page: filtered, ordered and limited, with the brand (tests EXPLAIN it). */
export function productPageIds(db: DbOrTx, query: ProductPageQuery, tree: CategoryTree) {
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(...conditions(query, tree)))
    .orderBy(...ordering(query))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
}

/** A listed product as the sitemaps need it (server/src/seo): where it sits and when its row was written. */
export interface ListedProductStamp {
  id: number;
  categoryId: number;
  brandId: number;
  /** When its row was written, or an operator last changed it (issue 29). */
  createdAt: Date;
}

/**
 * Every listed product, by id, under the same listing rule as the API's lists (`listed`: its category
 * and every ancestor visible), with the category tree that rule was read from.
 */
export async function listedProductStamps(db: DbOrTx): Promise<{ tree: CategoryTree; products: ListedProductStamp[] }> {
  const tree = await loadCategoryTree(db);
  const rows = await db
    .select({ id: products.id, categoryId: products.categoryId, brandId: products.brandId, createdAt: sql<Date>`coalesce(${products.updatedAt}, ${products.createdAt})`.mapWith(products.createdAt) })
    .from(products)
    .where(and(...conditions({}, tree)))
    .orderBy(asc(products.id));
  return { tree, products: rows };
}

export class DrizzleCatalogueRepository implements CatalogueRepository {
  constructor(private readonly db: DbOrTx) {}

  async listProducts(query: ProductPageQuery): Promise<{ items: ProductSummary[]; totalCount: number }> {
    const tree = await loadCategoryTree(this.db);
    // The page of ids and the total as two plain queries: a window count(*) over () tempts the
    // planner into walking the arrival-date index instead of the trigram index.
    const [page, total] = await Promise.all([
      productPageIds(this.db, query, tree),
      this.db
        .select({ n: sql<number>`count(*)` })
        .from(products)
        .where(and(...conditions(query, tree))),
    ]);
    const summaries = await this.withVariants(page);
    return { items: page.flatMap((row) => summaries.get(row.id) ?? []), totalCount: Number(total[0]?.n ?? 0) };
  }

  async productById(id: number): Promise<ProductDetailsRow | null> {
    const rows = await this.db
      .select({
        ...productColumns,
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
      .where(and(eq(products.id, id), listed(await loadCategoryTree(this.db))));
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
      .where(
        and(
          eq(products.categoryId, categoryId),
          sql`${products.id} <> ${productId}`,
          ...conditions({}, await loadCategoryTree(this.db)),
        ),
      )
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
    const tree = await loadCategoryTree(this.db);
    const self = tree.rows.find((row) => row.id === id);
    if (self === undefined || tree.hidden.has(id)) return null;
    const children = tree.rows
      .filter((row) => row.parentCategoryId === id && !tree.hidden.has(row.id))
      .toSorted((a, b) => (a.sortOrder ?? Number.MAX_SAFE_INTEGER) - (b.sortOrder ?? Number.MAX_SAFE_INTEGER) || a.id - b.id);
    const direct = await this.db
      .select({ categoryId: products.categoryId, n: sql<number>`count(*)` })
      .from(products)
      .where(and(inArray(products.categoryId, tree.subtree(id)), ...conditions({}, tree)))
      .groupBy(products.categoryId);
    const directCount = new Map(direct.map((row) => [row.categoryId, Number(row.n)]));
    const countUnder = (root: number): number =>
      tree.subtree(root).reduce((sum, categoryId) => sum + (directCount.get(categoryId) ?? 0), 0);
    const node = (row: typeof categories.$inferSelect): CategoryNode => categoryListItem(row, countUnder(row.id));
    return { ...node(self), children: children.map(node) };
  }

  async listedSummaries(ids: number[]): Promise<Map<number, ProductSummary>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select(summaryColumns)
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(and(inArray(products.id, ids), listed(await loadCategoryTree(this.db))));
    return this.withVariants(rows);
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
        .where(and(...conditions(id === undefined ? {} : { brandId: id }, await loadCategoryTree(this.db))))
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
    const rows = await this.db
      .select(summaryColumns)
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(inArray(products.id, ids));
    return this.withVariants(rows);
  }

  private async withVariants(rows: SummaryRow[]): Promise<Map<number, ProductSummary>> {
    const variants = await this.variantsOf(rows.map((row) => row.id));
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
