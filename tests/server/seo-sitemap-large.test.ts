// The sitemap on the 20,000-product catalogue the issue names (server/src/seed/catalogue.ts, seeded on
// PGlite in about ten seconds): every listed product, category and brand in both languages, no hidden
// one, every file within the protocol's limits. Prints how long the first generation took and the sizes.
import { rmSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../server/src/db/schema.js';
import { builtSite, expectLanguageVersions, PROTOCOL, readSitemaps, type SitemapFileRead } from './seo-support.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const ORIGIN = 'https://dukkan.example';
const PRODUCTS = 20_000;

let t: TestApp;
let dist = '';
let firstAskMs = 0;
let files: SitemapFileRead[] = [];
let expected: { listed: number[]; hidden: number[]; categories: number[]; hiddenCategories: number[] };

beforeAll(async () => {
  dist = builtSite();
  t = await createTestApp({ seed: { catalogue: { products: PRODUCTS, today: new Date('2025-03-15T10:00:00Z') } }, config: { publicUrl: ORIGIN }, staticSite: { distDir: dist } });
  const rows = await t.database.db.select().from(categories);
  const isHidden = (id: number | null): boolean => {
    const row = rows.find((r) => r.id === id);
    return row !== undefined && (row.visible === false || isHidden(row.parentCategoryId));
  };
  const all = await t.database.db.select({ id: products.id, categoryId: products.categoryId }).from(products);
  expected = {
    listed: all.filter((p) => !isHidden(p.categoryId)).map((p) => p.id),
    hidden: all.filter((p) => isHidden(p.categoryId)).map((p) => p.id),
    categories: rows.filter((row) => !isHidden(row.id)).map((row) => row.id),
    hiddenCategories: rows.filter((row) => isHidden(row.id)).map((row) => row.id),
  };
  const started = performance.now();
  await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  firstAskMs = performance.now() - started;
  files = (await readSitemaps(t, ORIGIN)).files;
}, 120_000);

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the sitemap of 20,000 products', () => {
  it('lists every listed product in both languages and no hidden one', () => {
    expect(expected.listed.length + expected.hidden.length).toBe(PRODUCTS);
    expect(expected.hidden.length).toBeGreaterThan(0);
    const productUrls = files.filter((file) => file.path.startsWith('/sitemaps/products-')).flatMap((file) => file.urls);
    expect(productUrls).toHaveLength(expected.listed.length * 2);
    const locs = new Set(productUrls.map((url) => url.loc));
    expect(locs.size).toBe(expected.listed.length * 2);
    for (const id of expected.listed) {
      if (!locs.has(`${ORIGIN}/product/${id}?lng=en`) || !locs.has(`${ORIGIN}/product/${id}?lng=ar`)) throw new Error(`product ${id} is not listed in both languages`);
    }
    for (const id of expected.hidden) {
      if (locs.has(`${ORIGIN}/product/${id}?lng=en`) || locs.has(`${ORIGIN}/product/${id}?lng=ar`)) throw new Error(`hidden product ${id} is listed`);
    }
    // A sample carries the full hreflang set.
    for (const id of expected.listed.filter((_, i) => i % 1000 === 0)) expectLanguageVersions(productUrls, ORIGIN, `/product/${id}`);
  });

  it('lists every visible category and no hidden one', () => {
    const locs = new Set(files.filter((file) => file.path.startsWith('/sitemaps/categories')).flatMap((file) => file.urls.map((url) => url.loc)));
    for (const id of expected.categories) expect(locs.has(`${ORIGIN}/categories/products/${id}?lng=ar`)).toBe(true);
    for (const id of expected.hiddenCategories) expect(locs.has(`${ORIGIN}/categories/products/${id}?lng=ar`)).toBe(false);
  });

  it('stays within the protocol: 50,000 URLs and 50 MiB a file; generated within seconds', async () => {
    for (const file of files) {
      expect(file.urls.length).toBeLessThanOrEqual(PROTOCOL.urls);
      expect(file.bytes).toBeLessThanOrEqual(PROTOCOL.bytes);
    }
    const productFiles = files.filter((file) => file.path.startsWith('/sitemaps/products-'));
    let started = performance.now();
    const compressed = await t.app.inject({ method: 'GET', url: productFiles[0]?.path ?? '', headers: { 'accept-encoding': 'br' } });
    const brotliMs = performance.now() - started;
    started = performance.now();
    const gzipped = await t.app.inject({ method: 'GET', url: productFiles[0]?.path ?? '', headers: { 'accept-encoding': 'gzip' } });
    const gzipMs = performance.now() - started;
    expect(brotliDecompressSync(compressed.rawPayload).length).toBe(productFiles[0]?.bytes);
    started = performance.now();
    await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const cachedMs = performance.now() - started;
    console.info(
      `[sitemap 20k] listed products ${expected.listed.length}, files ${files.map((file) => `${file.path.replace('/sitemaps/', '')} ${file.urls.length} URLs ${(file.bytes / 1024).toFixed(0)} KiB`).join('; ')}; ` +
        `${productFiles[0]?.path} brotli ${(compressed.rawPayload.length / 1024).toFixed(0)} KiB (first ask ${brotliMs.toFixed(0)} ms), gzip ${(gzipped.rawPayload.length / 1024).toFixed(0)} KiB (${gzipMs.toFixed(0)} ms); first ask (generation) ${firstAskMs.toFixed(0)} ms, cached ask ${cachedMs.toFixed(1)} ms`,
    );
    expect(firstAskMs).toBeLessThan(10_000);
    expect(cachedMs).toBeLessThan(firstAskMs);
  });
});
