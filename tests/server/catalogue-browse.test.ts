// Brands, categories with their children, products of a brand or a category, generated pictures,
// and the seed's invariants as the database holds them.
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, productDetails, products } from '../../server/src/db/schema.js';
import { normaliseForSearch } from '../../server/src/search/normalise.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import {
  allProducts,
  getJson,
  now,
  productsPage,
  TODAY,
  type BrandWire,
  type CategoryWire,
  type ErrorWire,
  type ProductsPageWire,
} from './catalogue-fixtures.js';

let t: TestApp;
let visibleParent: { id: number; titleEn: string };
let hiddenParentId: number;
let hiddenChildId: number;
let childOfHiddenId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: { catalogue: { today: TODAY } }, now });
  const rows = await t.database.db.select().from(categories);
  const parent = rows.find((c) => c.titleEn === 'Electronics');
  const hiddenParent = rows.find((c) => c.isParent && c.visible === false);
  const hiddenChild = rows.find((c) => !c.isParent && c.visible === false);
  const childOfHidden = rows.find((c) => c.parentCategoryId === hiddenParent?.id);
  if (!parent || !hiddenParent || !hiddenChild || !childOfHidden) throw new Error('seed lacks the expected categories');
  visibleParent = parent;
  hiddenParentId = hiddenParent.id;
  hiddenChildId = hiddenChild.id;
  childOfHiddenId = childOfHidden.id;
});

afterAll(async () => {
  await t.close();
});

describe('seed invariants', () => {
  it('has at least 300 products, 20 brands and 8 visible parent categories with subcategories', async () => {
    const db = t.database.db;
    const [productCount] = await db.select({ n: count() }).from(products);
    const [brandCount] = await db.select({ n: count() }).from(brands);
    const parents = await db.select().from(categories).where(isNull(categories.parentCategoryId));
    const all = await db.select().from(categories);
    expect(productCount?.n).toBeGreaterThanOrEqual(300);
    expect(brandCount?.n).toBeGreaterThanOrEqual(20);
    const visibleParents = parents.filter((p) => p.visible !== false);
    expect(visibleParents.length).toBeGreaterThanOrEqual(8);
    for (const parent of parents) expect(all.some((c) => c.parentCategoryId === parent.id)).toBe(true);
    expect(all.some((c) => c.visible === false)).toBe(true);
    expect(all.some((c) => c.sortOrder === null)).toBe(true);
  });

  it('discounts about a fifth, leaves some out of stock, offers variants and new arrivals', async () => {
    const db = t.database.db;
    const all = await db.select().from(products);
    const variants = await db.select().from(productDetails);
    const discounted = new Set(variants.filter((v) => v.discountPrice !== null).map((v) => v.productId));
    const stocked = new Set(variants.filter((v) => v.stock > 0).map((v) => v.productId));
    expect(discounted.size / all.length).toBeGreaterThan(0.15);
    expect(discounted.size / all.length).toBeLessThan(0.25);
    expect(all.length - stocked.size).toBeGreaterThan(5);
    expect(variants.length).toBeGreaterThan(all.length * 1.5);
    expect(all.filter((p) => p.arrivalDate >= '2025-02-14').length).toBeGreaterThan(20);
  });

  it('fills search_text with the normalised titles, brand names and serial', async () => {
    const [row] = await t.database.db
      .select({ product: products, brand: brands })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .limit(1);
    if (row === undefined) throw new Error('no product');
    expect(row.product.searchText).toBe(
      normaliseForSearch(
        [row.product.titleEn, row.product.titleAr, row.brand.nameEn, row.brand.nameAr, row.product.serialNo].join(' '),
      ),
    );
  });
});

describe('GET /api/brands', () => {
  it('lists every brand by English name with counts of listed products', async () => {
    const body = await getJson<{ brandsReturned: { brands: BrandWire[]; totalCount: number } }>(t.app, '/api/brands');
    const list = body.brandsReturned.brands;
    expect(list.length).toBeGreaterThanOrEqual(20);
    expect(body.brandsReturned.totalCount).toBe(list.length);
    const names = list.map((b) => b.nameEN.toLowerCase());
    expect(names).toEqual(names.toSorted());
    expect(list[0]).toMatchObject({ id: expect.any(Number), nameAR: expect.any(String), logo: expect.stringMatching(/\.svg$/) });
    const total = list.reduce((sum, b) => sum + b.productsCount, 0);
    expect(total).toBe((await productsPage(t.app, '')).totalCount);
  });

  it('answers one brand, and 404 or 400 for unknown or malformed ids', async () => {
    const first = (await getJson<{ brandsReturned: { brands: BrandWire[] } }>(t.app, '/api/brands')).brandsReturned.brands[0];
    const one = await getJson<{ brandReturned: BrandWire }>(t.app, `/api/brands/${first?.id ?? 0}`);
    expect(one.brandReturned).toEqual(first);
    expect(await getJson<ErrorWire>(t.app, '/api/brands/99999', 404)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await getJson<ErrorWire>(t.app, '/api/brands/x', 400)).toMatchObject({ field: 'id' });
  });

  it('pages the products of a brand, with filters', async () => {
    const brandsList = (await getJson<{ brandsReturned: { brands: BrandWire[] } }>(t.app, '/api/brands')).brandsReturned.brands;
    const busy = brandsList.reduce((a, b) => (b.productsCount > a.productsCount ? b : a));
    const body = await getJson<{ brandReturned: BrandWire; productsReturned: ProductsPageWire }>(
      t.app,
      `/api/brands/products/${busy.id}?pageSize=5&sort=price_asc`,
    );
    expect(body.brandReturned.id).toBe(busy.id);
    expect(body.productsReturned.totalCount).toBe(busy.productsCount);
    expect(body.productsReturned.products).toHaveLength(5);
    expect(body.productsReturned.products.every((p) => p.brand.id === busy.id)).toBe(true);
    const onSale = await getJson<{ productsReturned: ProductsPageWire }>(t.app, `/api/brands/products/${busy.id}?onSale=true&pageSize=100`);
    expect(onSale.productsReturned.products.every((p) => p.discount > 0)).toBe(true);
    await getJson<ErrorWire>(t.app, '/api/brands/products/99999', 404);
    expect(await getJson<ErrorWire>(t.app, `/api/brands/products/${busy.id}?pageSize=0`, 400)).toMatchObject({ field: 'pageSize' });
  });
});

describe('GET /api/categories/:id', () => {
  it('answers a parent with its visible children, ordered, and product counts', async () => {
    const body = await getJson<{ categoryReturned: CategoryWire }>(t.app, `/api/categories/${visibleParent.id}`);
    const category = body.categoryReturned;
    expect(category).toMatchObject({ id: visibleParent.id, titleEN: 'Electronics', titleAR: 'إلكترونيات', isParent: true, parentCategory: null });
    expect(category.children.length).toBeGreaterThanOrEqual(3);
    expect(category.children.some((c) => c.id === hiddenChildId)).toBe(false);
    expect(category.children.every((c) => c.parentCategory === visibleParent.id)).toBe(true);
    const orders = category.children.map((c) => c.sortOrder ?? 999);
    expect(orders).toEqual(orders.toSorted((a, b) => a - b));
    const childTotal = category.children.reduce((sum, c) => sum + c.productsCount, 0);
    expect(category.productsCount).toBe(childTotal);
    expect(category.productsCount).toBe((await allProducts(t.app, `categoryId=${visibleParent.id}`)).length);
  });

  it('answers 404 for a hidden category, a child of a hidden one, and an unknown one', async () => {
    for (const id of [hiddenParentId, hiddenChildId, childOfHiddenId, 99999]) {
      expect(await getJson<ErrorWire>(t.app, `/api/categories/${id}`, 404)).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await getJson<ErrorWire>(t.app, '/api/categories/-3', 400)).toMatchObject({ field: 'id' });
  });
});

describe('GET /api/categories/products/:id', () => {
  it('pages the products of a category and its children', async () => {
    const body = await getJson<{ categoryReturned: CategoryWire; productsReturned: ProductsPageWire }>(
      t.app,
      `/api/categories/products/${visibleParent.id}?pageSize=10&sort=price_desc`,
    );
    expect(body.categoryReturned.id).toBe(visibleParent.id);
    expect(body.productsReturned.totalCount).toBe(body.categoryReturned.productsCount);
    const ids = new Set([visibleParent.id, ...body.categoryReturned.children.map((c) => c.id)]);
    expect(body.productsReturned.products.every((p) => ids.has(p.categoryId))).toBe(true);
    const prices = body.productsReturned.products.map((p) => p.priceWithDiscount ?? p.price);
    expect(prices).toEqual(prices.toSorted((a, b) => b - a));
  });

  it('answers 404 for hidden categories and 400 for bad paging', async () => {
    await getJson<ErrorWire>(t.app, `/api/categories/products/${hiddenChildId}`, 404);
    await getJson<ErrorWire>(t.app, `/api/categories/products/${childOfHiddenId}`, 404);
    expect(await getJson<ErrorWire>(t.app, `/api/categories/products/${visibleParent.id}?sort=cheapest`, 400)).toMatchObject({
      field: 'sort',
    });
  });
});

describe('generated pictures', () => {
  it('serves every picture the catalogue points at as a cacheable SVG', async () => {
    const list = (await productsPage(t.app, 'pageSize=3')).products;
    const brandLogo = (await getJson<{ brandsReturned: { brands: BrandWire[] } }>(t.app, '/api/brands')).brandsReturned.brands[0]?.logo;
    const category = (await getJson<{ categoryReturned: CategoryWire }>(t.app, `/api/categories/${visibleParent.id}`)).categoryReturned;
    for (const url of [...list.map((p) => p.image), brandLogo ?? '', category.image]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['cache-control']).toContain('max-age=31536000');
      expect(response.body.startsWith('<svg')).toBe(true);
    }
  });

  it('answers 404 for a picture it cannot draw', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/images/products/tvs/nobody-1.svg' });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorWire>().code).toBe('NOT_FOUND');
  });
});
