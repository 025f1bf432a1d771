// What the sitemaps list, read from the database under the catalogue's own listing rule
// (repositories/catalogue-repository.ts): a product is listed when its category and every ancestor
// are visible, a category when it and every ancestor are, a brand when it has a listed product.
//
// lastmod: a product's is when an operator last changed it (products.updated_at, issue 29), else when its
// row was written (products.created_at; arrival_date is a shop date shown as "new", not a change to the page).
// A category's and a brand's is the newest created_at of the listed products they show; without a
// listed product a category has none. Content pages have none.
// The paths are the storefront's routes (src/application/frame/route-table.ts: product, category,
// categoryProducts, brandProducts), which the server does not import (ADR 0029's layers).
import type { DbOrTx } from '../db/client.js';
import { listedProductStamps } from '../repositories/catalogue-repository.js';
import { contentPages, type RouteInfo } from './crawl-rules.js';
import type { SitemapContent, SitemapPage } from './sitemap.js';

const later = (a: Date | undefined, b: Date): Date => (a === undefined || b.getTime() > a.getTime() ? b : a);

/** `routes`: the build's route list, for the content pages (crawl-rules.ts). */
export async function sitemapContent(db: DbOrTx, routes: readonly RouteInfo[]): Promise<SitemapContent> {
  const { tree, products } = await listedProductStamps(db);
  const newestInCategory = new Map<number, Date>();
  const newestOfBrand = new Map<number, Date>();
  for (const product of products) {
    newestInCategory.set(product.categoryId, later(newestInCategory.get(product.categoryId), product.createdAt));
    newestOfBrand.set(product.brandId, later(newestOfBrand.get(product.brandId), product.createdAt));
  }
  const visible = tree.rows.filter((row) => !tree.hidden.has(row.id)).toSorted((a, b) => a.id - b.id);
  const categories = visible.flatMap((row): SitemapPage[] => {
    let lastmod: Date | undefined;
    for (const id of tree.subtree(row.id)) {
      const own = newestInCategory.get(id);
      if (own !== undefined) lastmod = later(lastmod, own);
    }
    const dated = (path: string): SitemapPage => (lastmod === undefined ? { path } : { path, lastmod });
    // A category with visible children has its own page of them (what the storefront links to);
    // every visible category has its page of products.
    const hasChildren = visible.some((child) => child.parentCategoryId === row.id);
    return [...(hasChildren ? [dated(`/categories/${row.id}`)] : []), dated(`/categories/products/${row.id}`)];
  });
  const brands = [...newestOfBrand.entries()]
    .toSorted(([a], [b]) => a - b)
    .map(([id, lastmod]) => ({ path: `/brands/products/${id}`, lastmod }));
  return {
    products: products.map((product) => ({ path: `/product/${product.id}`, lastmod: product.createdAt })),
    categories,
    brands,
    pages: contentPages(routes).map((path) => ({ path })),
  };
}
