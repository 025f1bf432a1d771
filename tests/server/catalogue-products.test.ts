import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../server/src/db/schema.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import {
  allProducts,
  getJson,
  listPrice,
  now,
  productsPage,
  TODAY,
  type ErrorWire,
  type ProductDetailsWire,
} from './catalogue-fixtures.js';

let t: TestApp;
let hiddenCategoryIds: number[];
let visibleTotal: number;

beforeAll(async () => {
  t = await createTestApp({ seed: { catalogue: { today: TODAY } }, now });
  const rows = await t.database.db.select().from(categories);
  const hiddenParents = rows.filter((c) => c.visible === false).map((c) => c.id);
  hiddenCategoryIds = rows
    .filter((c) => c.visible === false || (c.parentCategoryId !== null && hiddenParents.includes(c.parentCategoryId)))
    .map((c) => c.id);
  visibleTotal = (await productsPage(t.app, '')).totalCount;
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/products', () => {
  it('answers the first page, newest first, with the list fields', async () => {
    const page = await productsPage(t.app, '');
    expect(page.pageNo).toBe(1);
    expect(page.pageSize).toBe(20);
    expect(page.products).toHaveLength(20);
    const first = page.products[0];
    expect(first).toMatchObject({
      id: expect.any(Number),
      titleEN: expect.any(String),
      titleAR: expect.stringMatching(/[\u0621-\u064A]/),
      image: expect.stringMatching(/^\/images\/products\/.+\.svg$/),
      brand: { id: expect.any(Number), nameEN: expect.any(String), nameAR: expect.any(String) },
      categoryId: expect.any(Number),
      serialNo: expect.stringMatching(/^DK-\d{4}-\d{5}$/),
      productDetailId: expect.any(Number),
      price: expect.any(Number),
      discount: expect.any(Number),
      inStock: expect.any(Boolean),
      arrivalDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const dates = page.products.map((p) => p.arrivalDate);
    expect(dates).toEqual(dates.toSorted().toReversed());
  });

  it('leaves out products of hidden categories and counts the rest', async () => {
    const everything = await allProducts(t.app, '');
    expect(everything).toHaveLength(visibleTotal);
    expect(visibleTotal).toBeGreaterThanOrEqual(280);
    expect(everything.some((p) => hiddenCategoryIds.includes(p.categoryId))).toBe(false);
    expect(new Set(everything.map((p) => p.id)).size).toBe(everything.length);
  });

  it('pages without overlap and reports the same total on every page', async () => {
    const one = await productsPage(t.app, 'pageSize=7&pageNo=1');
    const two = await productsPage(t.app, 'pageSize=7&pageNo=2');
    expect(one.totalCount).toBe(visibleTotal);
    expect(two.totalCount).toBe(visibleTotal);
    expect(one.products.map((p) => p.id)).not.toEqual(expect.arrayContaining(two.products.map((p) => p.id)));
    const beyond = await productsPage(t.app, 'pageSize=100&pageNo=50');
    expect(beyond.products).toEqual([]);
    expect(beyond.totalCount).toBe(visibleTotal);
  });

  it('computes prices from the cheapest variant, with the discount in percent', async () => {
    const discounted = (await allProducts(t.app, 'onSale=true')).at(0);
    expect(discounted).toBeDefined();
    if (discounted === undefined) return;
    expect(discounted.discountPrice).not.toBeNull();
    expect(discounted.priceWithDiscount).toBeCloseTo(discounted.price - (discounted.discountPrice ?? 0), 2);
    expect(discounted.discount).toBe(Math.round(((discounted.discountPrice ?? 0) / discounted.price) * 100));
    const details = await getJson<{ productReturned: ProductDetailsWire }>(t.app, `/api/products/${discounted.id}`);
    const cheapest = Math.min(...details.productReturned.variants.map((v) => v.priceWithDiscount ?? v.price));
    expect(listPrice(discounted)).toBe(cheapest);
  });

  it('filters by category, including its subcategories', async () => {
    const electronics = await t.database.db.select().from(categories).where(eq(categories.titleEn, 'Electronics'));
    const parentId = electronics[0]?.id ?? 0;
    const children = await t.database.db.select().from(categories).where(eq(categories.parentCategoryId, parentId));
    const visibleChildIds = children.filter((c) => c.visible !== false).map((c) => c.id);
    const list = await allProducts(t.app, `categoryId=${parentId}`);
    expect(list.length).toBeGreaterThan(20);
    expect(list.every((p) => visibleChildIds.includes(p.categoryId) || p.categoryId === parentId)).toBe(true);
    expect(new Set(list.map((p) => p.categoryId)).size).toBeGreaterThan(1);
    const childId = visibleChildIds[0] ?? 0;
    const childOnly = await allProducts(t.app, `categoryId=${childId}`);
    expect(childOnly.every((p) => p.categoryId === childId)).toBe(true);
  });

  it('filters by brand', async () => {
    const sample = (await productsPage(t.app, '')).products[0];
    const list = await allProducts(t.app, `brandId=${sample?.brand.id ?? 0}`);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.brand.id === sample?.brand.id)).toBe(true);
  });

  it('filters discounted products with onSale, and full-price ones with onSale=false', async () => {
    const onSale = await allProducts(t.app, 'onSale=true');
    const fullPrice = await allProducts(t.app, 'onSale=false');
    expect(onSale.length).toBeGreaterThan(visibleTotal * 0.12);
    expect(onSale.length).toBeLessThan(visibleTotal * 0.3);
    expect(onSale.every((p) => p.discount > 0)).toBe(true);
    expect(fullPrice.every((p) => p.discount === 0 && p.discountPrice === null)).toBe(true);
    expect(onSale.length + fullPrice.length).toBe(visibleTotal);
  });

  it('filters new arrivals: the last 30 days, today included', async () => {
    const fresh = await allProducts(t.app, 'new=true');
    const older = await allProducts(t.app, 'new=false');
    expect(fresh.length).toBeGreaterThan(10);
    expect(fresh.every((p) => p.arrivalDate >= '2025-02-14' && p.arrivalDate <= '2025-03-15')).toBe(true);
    expect(older.every((p) => p.arrivalDate < '2025-02-14')).toBe(true);
    expect(fresh.length + older.length).toBe(visibleTotal);
  });

  it('filters by stock', async () => {
    const inStock = await allProducts(t.app, 'inStock=true');
    const soldOut = await allProducts(t.app, 'inStock=false');
    expect(soldOut.length).toBeGreaterThan(3);
    expect(inStock.every((p) => p.inStock)).toBe(true);
    expect(soldOut.every((p) => !p.inStock)).toBe(true);
    expect(inStock.length + soldOut.length).toBe(visibleTotal);
  });

  it('filters by list price, both bounds included', async () => {
    const list = await allProducts(t.app, 'minPrice=20&maxPrice=50');
    expect(list.length).toBeGreaterThan(10);
    expect(list.every((p) => listPrice(p) >= 20 && listPrice(p) <= 50)).toBe(true);
  });

  it('sorts by price both ways, on the list price', async () => {
    const up = (await productsPage(t.app, 'sort=price_asc&pageSize=100')).products.map(listPrice);
    const down = (await productsPage(t.app, 'sort=price_desc&pageSize=100')).products.map(listPrice);
    expect(up).toEqual(up.toSorted((a, b) => a - b));
    expect(down).toEqual(down.toSorted((a, b) => b - a));
    expect(up[0]).toBeLessThan(down[0] ?? 0);
  });

  it('combines filters', async () => {
    const list = await allProducts(t.app, 'onSale=true&inStock=true&sort=price_desc&maxPrice=500');
    expect(list.every((p) => p.discount > 0 && p.inStock && listPrice(p) <= 500)).toBe(true);
  });

  it.each([
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['pageNo=0', 'pageNo'],
    ['pageNo=abc', 'pageNo'],
    ['sort=bogus', 'sort'],
    ['categoryId=abc', 'categoryId'],
    ['brandId=-1', 'brandId'],
    ['minPrice=-5', 'minPrice'],
    ['onSale=maybe', 'onSale'],
    ['minPrice=50&maxPrice=10', 'maxPrice'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const body = await getJson<ErrorWire>(t.app, `/api/products?${query}`, 400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(body.message).not.toMatch(/select|from|stack/i);
  });

  it('answers an empty page for a category or brand that does not exist', async () => {
    expect((await productsPage(t.app, 'categoryId=99999')).totalCount).toBe(0);
    expect((await productsPage(t.app, 'brandId=99999')).totalCount).toBe(0);
  });
});

describe('GET /api/products/:id', () => {
  it('answers the details with variants, cheapest first, and related products of the same category', async () => {
    const sample = (await productsPage(t.app, 'sort=price_desc')).products[0];
    const body = await getJson<{ productReturned: ProductDetailsWire }>(t.app, `/api/products/${sample?.id ?? 0}`);
    const product = body.productReturned;
    expect(product).toMatchObject({
      id: sample?.id,
      titleEN: sample?.titleEN,
      descriptionEN: expect.stringContaining(sample?.brand.nameEN ?? '?'),
      descriptionAR: expect.stringMatching(/[\u0621-\u064A]/),
      brand: sample?.brand,
      category: { id: sample?.categoryId, titleEN: expect.any(String), titleAR: expect.any(String) },
      productDetailId: sample?.productDetailId,
      price: sample?.price,
    });
    expect(product.variants.length).toBeGreaterThan(0);
    const effective = product.variants.map((v) => v.priceWithDiscount ?? v.price);
    expect(effective).toEqual(effective.toSorted((a, b) => a - b));
    for (const variant of product.variants) {
      expect(variant).toMatchObject({
        productDetailId: expect.any(Number),
        price: expect.any(Number),
        stock: expect.any(Number),
        images: expect.arrayContaining([expect.stringMatching(/^\/images\//)]),
      });
    }
    expect(product.images.length).toBeGreaterThan(0);
    expect(product.relatedProducts.length).toBeGreaterThan(0);
    expect(product.relatedProducts.length).toBeLessThanOrEqual(8);
    expect(product.relatedProducts.every((r) => r.categoryId === sample?.categoryId && r.id !== sample.id)).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(await getJson<ErrorWire>(t.app, '/api/products/999999', 404)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await getJson<ErrorWire>(t.app, '/api/products/abc', 400)).toMatchObject({ field: 'id' });
    expect(await getJson<ErrorWire>(t.app, '/api/products/0', 400)).toMatchObject({ field: 'id' });
  });

  it('answers 404 for a product of a hidden category', async () => {
    const [hidden] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.categoryId, hiddenCategoryIds))
      .limit(1);
    expect(hidden).toBeDefined();
    await getJson<ErrorWire>(t.app, `/api/products/${hidden?.id ?? 0}`, 404);
  });
});
