// Favourites (spec §7; docs/api.md "Favourites"): GET /favourites, POST /favourites/add,
// DELETE /favourites/delete/{productId}.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { categories, products } from '../../server/src/db/schema.js';
import type { ProductListItemWire } from './catalogue-fixtures.js';
import { call, makeUser, SMALL_CATALOGUE } from './shop-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let mine: string;
let theirs: string;
let listed: ProductListItemWire[];

const favourites = async (token: string): Promise<ProductListItemWire[]> => {
  const response = await call(t, token, 'GET', '/api/favourites');
  expect(response.statusCode).toBe(200);
  return (response.json() as { itemsReturned: ProductListItemWire[] }).itemsReturned;
};
const add = (token: string | null, productId: unknown) => call(t, token, 'POST', '/api/favourites/add', { productId });
const remove = (token: string | null, productId: number | string) => call(t, token, 'DELETE', `/api/favourites/delete/${productId}`);

beforeAll(async () => {
  t = await createTestApp({ seed: SMALL_CATALOGUE });
  mine = (await makeUser(t)).token;
  theirs = (await makeUser(t)).token;
  const page = await t.app.inject({ method: 'GET', url: '/api/products?pageSize=5' });
  listed = (page.json() as { productsReturned: { products: ProductListItemWire[] } }).productsReturned.products;
  if (listed.length < 3) throw new Error('fixture: too few products');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  for (const token of [mine, theirs]) {
    for (const item of await favourites(token)) await remove(token, item.id);
  }
});

describe('GET and POST /api/favourites', () => {
  test('starts empty; added products come back newest first as the catalogue cards', async () => {
    expect(await favourites(mine)).toEqual([]);
    const [first, second] = listed;
    if (!first || !second) throw new Error('fixture');
    expect((await add(mine, first.id)).statusCode).toBe(200);
    const response = await add(mine, second.id);
    expect(response.statusCode).toBe(200);
    const items = (response.json() as { itemsReturned: ProductListItemWire[] }).itemsReturned;
    expect(items).toEqual([second, first]);
    expect(await favourites(mine)).toEqual([second, first]);
  });

  test('adding twice is harmless and keeps one entry', async () => {
    const first = listed[0];
    await add(mine, first?.id);
    const again = await add(mine, first?.id);
    expect(again.statusCode).toBe(200);
    expect((await favourites(mine)).map((item) => item.id)).toEqual([first?.id]);
  });

  test('an unknown product is 404; a malformed id 400 naming productId; no token 401', async () => {
    expect((await add(mine, 999999)).statusCode).toBe(404);
    for (const bad of [0, 'x', null]) {
      const response = await add(mine, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'productId' });
    }
    expect((await add(null, listed[0]?.id)).statusCode).toBe(401);
    expect((await call(t, null, 'GET', '/api/favourites')).statusCode).toBe(401);
  });

  test("one user's favourites are not another's", async () => {
    await add(mine, listed[0]?.id);
    expect(await favourites(theirs)).toEqual([]);
  });

  test('a product whose category is hidden drops out of the list and cannot be added', async () => {
    const product = listed[2];
    if (!product) throw new Error('fixture');
    await add(mine, product.id);
    const [row] = await t.database.db.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, product.id));
    await t.database.db.update(categories).set({ visible: false }).where(eq(categories.id, row?.categoryId ?? 0));
    try {
      expect((await favourites(mine)).map((item) => item.id)).not.toContain(product.id);
      expect((await add(theirs, product.id)).statusCode).toBe(404);
    } finally {
      await t.database.db.update(categories).set({ visible: null }).where(eq(categories.id, row?.categoryId ?? 0));
    }
    expect((await favourites(mine)).map((item) => item.id)).toContain(product.id);
  });
});

describe('DELETE /api/favourites/delete/{productId}', () => {
  test('removes it and answers the rest', async () => {
    await add(mine, listed[0]?.id);
    await add(mine, listed[1]?.id);
    const response = await remove(mine, listed[0]?.id ?? 0);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { itemsReturned: ProductListItemWire[] }).itemsReturned.map((item) => item.id)).toEqual([listed[1]?.id]);
  });

  test("not in my list (someone else's favourite) is 404 and theirs stays", async () => {
    await add(theirs, listed[0]?.id);
    const response = await remove(mine, listed[0]?.id ?? 0);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await favourites(theirs)).map((item) => item.id)).toEqual([listed[0]?.id]);
  });

  test('malformed id is 400 naming productId; no token 401', async () => {
    const bad = await remove(mine, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'productId' });
    expect((await remove(null, 1)).statusCode).toBe(401);
  });
});
