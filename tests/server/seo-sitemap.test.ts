// The sitemaps (issue 19): the index at /sitemap.xml names products-N, categories, brands and pages;
// every listed product, category and brand is there in both languages with the hreflang set, nothing
// hidden is; every file is valid XML within the protocol's limits; a small limit splits the products;
// a catalogue change drops the cached sitemaps; the files come compressed when asked.
import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, products } from '../../server/src/db/schema.js';
import { insertProducts } from '../../server/src/seed/catalogue.js';
import { builtSite, expectLanguageVersions, locsOf, parseXml, readSitemaps } from './seo-support.js';
import { SMALL_CATALOGUE } from './shop-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { routeEntries } from '@/application/frame/route-table';

const ORIGIN = 'https://shop.example';

let t: TestApp;
let dist = '';
/** Ids the storefront's API lists, read through the API itself. */
let listed: { products: number[]; categories: number[]; brands: number[]; parents: number[] };
/** Ids that must never appear. */
let hidden: { products: number[]; categories: number[] };
let ghostBrand = 0;

beforeAll(async () => {
  // A trailing slash on PUBLIC_URL is not doubled in the URLs.
  dist = builtSite();
  t = await createTestApp({ seed: SMALL_CATALOGUE, config: { publicUrl: `${ORIGIN}/` }, staticSite: { distDir: dist } });
  const db = t.database.db;
  // A hidden parent with a visible child and a product in that child: hidden through its ancestor.
  const [hiddenParent] = await db.insert(categories).values({ titleEn: 'Secret', titleAr: 'سري', isParent: true, visible: false }).returning();
  if (!hiddenParent) throw new Error('fixture');
  const [underHidden] = await db.insert(categories).values({ titleEn: 'Secret shelf', titleAr: 'رف سري', parentCategoryId: hiddenParent.id, visible: true }).returning();
  // A brand whose only product is that hidden one: not listed either.
  const [brand] = await db.insert(brands).values({ nameEn: 'Ghost', nameAr: 'شبح', logo: '/images/brands/ghost.svg' }).returning();
  if (!underHidden || !brand) throw new Error('fixture');
  ghostBrand = brand.id;
  await insertProducts(db, [
    {
      titleEn: 'Hidden kettle',
      titleAr: 'غلاية مخفية',
      descriptionEn: '',
      descriptionAr: '',
      brandId: brand.id,
      categoryId: underHidden.id,
      serialNo: 'SEO-HIDDEN-1',
      arrivalDate: '2025-03-01',
      variants: [{ color: null, variantValue: null, price: '10.00', discountPrice: null, stock: 3, images: [] }],
    },
  ]);

  const all = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=100' })).json() as { productsReturned: { products: { id: number }[]; totalCount: number } };
  const brandRows = ((await t.app.inject({ method: 'GET', url: '/api/brands' })).json() as { brandsReturned: { brands: { id: number; productsCount: number }[] } }).brandsReturned.brands;
  const rows = await db.select().from(categories);
  const isHidden = (id: number | null): boolean => {
    const row = rows.find((r) => r.id === id);
    return row !== undefined && (row.visible === false || isHidden(row.parentCategoryId));
  };
  const visibleCategories = rows.filter((row) => !isHidden(row.id));
  const allProducts = await db.select({ id: products.id, categoryId: products.categoryId }).from(products);
  listed = {
    products: all.productsReturned.products.map((p) => p.id),
    categories: visibleCategories.map((row) => row.id),
    parents: visibleCategories.filter((row) => visibleCategories.some((child) => child.parentCategoryId === row.id)).map((row) => row.id),
    brands: brandRows.filter((row) => row.productsCount > 0).map((row) => row.id),
  };
  hidden = {
    products: allProducts.filter((p) => isHidden(p.categoryId)).map((p) => p.id),
    categories: rows.filter((row) => isHidden(row.id)).map((row) => row.id),
  };
  if (all.productsReturned.totalCount !== listed.products.length) throw new Error('fixture: more products than one page');
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the sitemap index and its files', () => {
  it('names products, categories, brands and pages files under PUBLIC_URL', async () => {
    const { files } = await readSitemaps(t, ORIGIN);
    expect(files.map((file) => file.path)).toEqual(['/sitemaps/products-1.xml', '/sitemaps/categories.xml', '/sitemaps/brands.xml', '/sitemaps/pages.xml']);
    // The index's lastmod of a file is the newest of its entries'.
    for (const file of files) {
      const newest = file.urls.flatMap((url) => (url.lastmod === undefined ? [] : [url.lastmod])).toSorted().at(-1);
      expect(file.lastmod).toBe(newest);
    }
  });

  it('lists every listed product in both languages with the hreflang set, and no hidden one', async () => {
    const { files } = await readSitemaps(t, ORIGIN);
    const productUrls = files.filter((file) => file.path.startsWith('/sitemaps/products-')).flatMap((file) => file.urls);
    expect(hidden.products.length).toBeGreaterThan(1);
    expect(productUrls).toHaveLength(listed.products.length * 2);
    for (const id of listed.products) expectLanguageVersions(productUrls, ORIGIN, `/product/${id}`);
    const locs = new Set(productUrls.map((url) => url.loc));
    for (const id of hidden.products) {
      for (const loc of [`${ORIGIN}/product/${id}?lng=en`, `${ORIGIN}/product/${id}?lng=ar`]) expect({ loc, listed: locs.has(loc) }).toEqual({ loc, listed: false });
    }
    // lastmod is the row's creation time, to the second.
    const [row] = await t.database.db.select().from(products).where(eq(products.id, listed.products[0] ?? 0));
    const entry = productUrls.find((url) => url.loc === `${ORIGIN}/product/${row?.id}?lng=en`);
    expect(entry?.lastmod).toBe(row?.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  });

  it('lists every visible category (its products page, and its page of children when it has some) and no hidden one', async () => {
    const { files } = await readSitemaps(t, ORIGIN);
    const urls = files.filter((file) => file.path.startsWith('/sitemaps/categories')).flatMap((file) => file.urls);
    expect(hidden.categories.length).toBeGreaterThan(1);
    for (const id of listed.categories) expectLanguageVersions(urls, ORIGIN, `/categories/products/${id}`);
    for (const id of listed.parents) expectLanguageVersions(urls, ORIGIN, `/categories/${id}`);
    expect(urls).toHaveLength((listed.categories.length + listed.parents.length) * 2);
    const locs = urls.map((url) => url.loc);
    for (const id of hidden.categories) {
      expect(locs.filter((loc) => loc.includes(`/categories/${id}?`) || loc.includes(`/categories/products/${id}?`))).toEqual([]);
    }
  });

  it('lists every brand with a listed product, and not a brand whose products are all hidden', async () => {
    const { files } = await readSitemaps(t, ORIGIN);
    const urls = files.filter((file) => file.path.startsWith('/sitemaps/brands')).flatMap((file) => file.urls);
    expect(listed.brands.length).toBeGreaterThan(0);
    expect(urls).toHaveLength(listed.brands.length * 2);
    for (const id of listed.brands) expectLanguageVersions(urls, ORIGIN, `/brands/products/${id}`);
    expect(listed.brands).not.toContain(ghostBrand);
    expect(urls.filter((url) => url.loc.includes(`/brands/products/${ghostBrand}?`))).toEqual([]);
  });

  it('lists the public content pages of the route table, and nothing behind sign-in or transactional', async () => {
    const { files } = await readSitemaps(t, ORIGIN);
    const urls = files.filter((file) => file.path === '/sitemaps/pages.xml').flatMap((file) => file.urls);
    // Every public page of the table without a parameter (a new content page is listed without a word
    // here), but for the forms, duplicates and pages reached from an e-mail or a failure, named here.
    const notContent = ['/login', '/signup', '/login/phone', '/signup/phone', '/home-desktop', '/terms-conditions', '/data-deletion', '/reset-password', '/verify-email', '/forget-password', '/emergency', '/sentry-test'];
    const paths = routeEntries().map(([, route]) => route).filter((route) => !route.signIn && !route.path.includes(':') && !notContent.includes(route.path)).map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/shop', '/categories', '/brands', '/sales', '/new', '/contact', '/faq', '/about', '/terms', '/privacy-policy', '/return-policy', '/policies', '/download']));
    expect(urls.map((url) => url.loc).toSorted()).toEqual(paths.flatMap((path) => [`${ORIGIN}${path}?lng=en`, `${ORIGIN}${path}?lng=ar`]).toSorted());
    for (const path of paths) expectLanguageVersions(urls, ORIGIN, path);
  });

  it('lists the home page alone among the content pages when there is no build to read the routes from', async () => {
    const bare = await createTestApp({ seed: false, config: { publicUrl: ORIGIN } });
    try {
      const { files } = await readSitemaps(bare, ORIGIN);
      expect(files.map((file) => file.path)).toEqual(['/sitemaps/pages.xml']);
      expect(locsOf(files, 'pages')).toEqual([`${ORIGIN}/?lng=en`, `${ORIGIN}/?lng=ar`]);
    } finally {
      await bare.close();
    }
  });

  it('answers an unknown sitemap file with 404', async () => {
    for (const url of ['/sitemaps/products-2.xml', '/sitemaps/nothing.xml', '/sitemaps/..%2Fpackage.json']) {
      expect({ url, status: (await t.app.inject({ method: 'GET', url })).statusCode }).toEqual({ url, status: 404 });
    }
  });
});

describe('splitting', () => {
  it('splits the products at the URL limit given (each product is two URLs), keeping a product in one file', async () => {
    const small = await createTestApp({ seed: SMALL_CATALOGUE, config: { publicUrl: ORIGIN, sitemap: { maxUrlsPerFile: 10, maxBytesPerFile: 50 * 1024 * 1024 } } });
    try {
      const { files } = await readSitemaps(small, ORIGIN);
      const productFiles = files.filter((file) => file.path.startsWith('/sitemaps/products-'));
      const total = (await small.app.inject({ method: 'GET', url: '/api/products?pageSize=1' })).json() as { productsReturned: { totalCount: number } };
      const count = total.productsReturned.totalCount;
      expect(productFiles.map((file) => file.path)).toEqual(Array.from({ length: Math.ceil(count / 5) }, (_, i) => `/sitemaps/products-${i + 1}.xml`));
      for (const file of productFiles) expect(file.urls.length).toBeLessThanOrEqual(10);
      expect(locsOf(productFiles, 'products')).toHaveLength(count * 2);
      expect(new Set(locsOf(productFiles, 'products')).size).toBe(count * 2);
      // categories.xml is split too past ten URLs.
      expect(files.some((file) => file.path === '/sitemaps/categories-2.xml')).toBe(true);
    } finally {
      await small.close();
    }
  });

  it('splits at the byte limit given', async () => {
    const limit = 4_000;
    const small = await createTestApp({ seed: SMALL_CATALOGUE, config: { publicUrl: ORIGIN, sitemap: { maxUrlsPerFile: 50_000, maxBytesPerFile: limit } } });
    try {
      const { files } = await readSitemaps(small, ORIGIN);
      const productFiles = files.filter((file) => file.path.startsWith('/sitemaps/products-'));
      expect(productFiles.length).toBeGreaterThan(2);
      for (const file of productFiles) expect(file.bytes).toBeLessThanOrEqual(limit);
      // Each file is as full as the limit lets it be: one more product would not have fitted.
      const perProduct = Math.max(...productFiles.map((file) => file.bytes / (file.urls.length / 2)));
      for (const file of productFiles.slice(0, -1)) expect(file.bytes + perProduct * 1.2).toBeGreaterThan(limit);
    } finally {
      await small.close();
    }
  });
});

describe('caching', () => {
  it('keeps the sitemaps until the catalogue changes, then lists the change', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' });
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    // Hide the category of a listed product: the database announces it (ADR 0021), the sitemaps are dropped.
    const [product] = await t.database.db.select().from(products).where(eq(products.id, listed.products[0] ?? 0));
    const [category] = await t.database.db.select().from(categories).where(eq(categories.id, product?.categoryId ?? 0));
    if (!product || !category) throw new Error('fixture');
    const drops = t.app.deps.invalidation.drops;
    await t.database.db.update(categories).set({ visible: false }).where(eq(categories.id, product.categoryId));
    try {
      await expect.poll(() => t.app.deps.invalidation.drops, { timeout: 2_000 }).toBeGreaterThan(drops);
      const after = await t.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' });
      expect(after.headers.etag).not.toBe(etag);
      expect(after.body).not.toContain(`${ORIGIN}/product/${product.id}?lng=en`);
      expect(after.body).not.toContain(`/product/${product.id}<`);
      const categoriesXml = (await t.app.inject({ method: 'GET', url: '/sitemaps/categories.xml' })).body;
      expect(categoriesXml).not.toContain(`/categories/products/${product.categoryId}?`);
      expect((await t.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml', headers: { 'if-none-match': etag } })).statusCode).toBe(200);
    } finally {
      await t.database.db.update(categories).set({ visible: category.visible }).where(eq(categories.id, product.categoryId));
      await expect.poll(async () => (await t.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' })).body.includes(`/product/${product.id}?lng=en`), { timeout: 2_000 }).toBe(true);
    }
  });

  it('sends brotli or gzip when the crawler takes it, the same document either way', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await t.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    parseXml(gunzipSync(gzip.rawPayload).toString('utf8'));
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('answers HEAD with the headers alone', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(head.body).toBe('');
  });
});
