import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { categories, products } from '../db/schema.js';
import type { CategoryRecord } from '@/infrastructure/catalogue/catalogue-contract';

// The record the contract maps to the wire (categoryItemWire); productsCount here counts every category under it.
export type CategoryListItem = CategoryRecord;

/** A category row with the products counted under it. */
export function categoryListItem(row: typeof categories.$inferSelect, productsCount: number): CategoryListItem {
  return {
    id: row.id,
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    image: row.image,
    isParent: row.isParent,
    parentCategoryId: row.parentCategoryId,
    sortOrder: row.sortOrder,
    visible: row.visible,
    productsCount,
  };
}

export interface CategoryPage {
  categories: CategoryListItem[];
  totalCount: number;
}

export interface CategoriesRepository {
  /** All categories, hidden ones included, ordered by sortOrder (missing last) then id. */
  page(pageNo: number, pageSize: number): Promise<CategoryPage>;
}

export class DrizzleCategoriesRepository implements CategoriesRepository {
  constructor(private readonly db: DbOrTx) {}

  async page(pageNo: number, pageSize: number): Promise<CategoryPage> {
    // Categories number in the hundreds: read them all once, count descendants in memory.
    const [rows, direct] = await Promise.all([
      this.db
        .select()
        .from(categories)
        .orderBy(sql`${categories.sortOrder} asc nulls last`, asc(categories.id)),
      // A product an operator hid (issue 29) is not counted: the store does not show it.
      this.db.select({ categoryId: products.categoryId, n: count() }).from(products).where(eq(products.hidden, false)).groupBy(products.categoryId),
    ]);
    const directCount = new Map(direct.map((d) => [d.categoryId, Number(d.n)]));
    const children = new Map<number, number[]>();
    for (const row of rows) {
      if (row.parentCategoryId === null) continue;
      const list = children.get(row.parentCategoryId) ?? [];
      list.push(row.id);
      children.set(row.parentCategoryId, list);
    }
    const totals = new Map<number, number>();
    const total = (id: number, seen: Set<number>): number => {
      const known = totals.get(id);
      if (known !== undefined) return known;
      if (seen.has(id)) return 0; // a cycle in bad data must not hang the server
      seen.add(id);
      let sum = directCount.get(id) ?? 0;
      for (const child of children.get(id) ?? []) sum += total(child, seen);
      totals.set(id, sum);
      return sum;
    };
    const start = (pageNo - 1) * pageSize;
    return {
      totalCount: rows.length,
      categories: rows.slice(start, start + pageSize).map((row) => categoryListItem(row, total(row.id, new Set()))),
    };
  }
}
