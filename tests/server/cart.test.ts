// The cart (spec §7; docs/api.md "Cart"): GET /cart, POST /cart/add, PUT /cart/update/{id},
// DELETE /cart/delete/{id}, DELETE /cart/empty; totals with tax and the seller discount, exactly.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { addToCart, call, cartOf, makeUser, setVariant, SMALL_CATALOGUE, variantIds, type CartWire } from './shop-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let a: number; // 33.33, no discount
let b: number; // 20.00 with 5.00 off → 15.00
let c: number; // stock 3
let shopper: string;
let seller: string;
let noCountry: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp({ seed: SMALL_CATALOGUE });
  [a = 0, b = 0, c = 0] = await variantIds(t, 3);
  await setVariant(t, a, { price: '33.33', discountPrice: null, stock: 50 });
  await setVariant(t, b, { price: '20.00', discountPrice: '5.00', stock: 50 });
  await setVariant(t, c, { price: '1.10', discountPrice: '0.00', stock: 3 });
  shopper = (await makeUser(t, { store: 1 })).token; // Syria: tax 5 %
  seller = (await makeUser(t, { role: 'Seller', store: 2 })).token; // Lebanon: tax 11 %, discount 10 %
  noCountry = (await makeUser(t, { store: null })).token; // no country: country 1's tax
  other = (await makeUser(t)).token;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  for (const token of [shopper, seller, noCountry, other]) await call(t, token, 'DELETE', '/api/cart/empty');
});

describe('GET /api/cart', () => {
  test('an empty cart has every total at zero, sellerDiscount "0" and the base currency', async () => {
    expect(await cartOf(t, shopper)).toEqual({
      cartItems: [],
      totalAmount: 0,
      taxAmount: 0,
      deliveryFee: 0,
      delivery: { fee: 2, freeFrom: 50 },
      totalAfterTaxation: 0,
      sellerDiscount: '0',
      sellerDiscountAmount: 0,
      itemCount: 0,
      currency: { code: 'USD', excRate: 1 },
    });
  });

  test('needs a token', async () => {
    const response = await call(t, null, 'GET', '/api/cart');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('POST /api/cart/add', () => {
  test('adds lines oldest first with the spec §3 fields, and merges the same variant into its line', async () => {
    await addToCart(t, shopper, a, 1);
    await addToCart(t, shopper, b, 2);
    const cart = await addToCart(t, shopper, a, 2);
    expect(cart.cartItems.map((line) => [line.productDetailId, line.quantity])).toEqual([
      [a, 3],
      [b, 2],
    ]);
    const [lineA, lineB] = cart.cartItems;
    expect(Object.keys(lineA ?? {}).toSorted()).toEqual(
      [
        'cartItemId', 'productDetailId', 'productId', 'titleEN', 'titleAR', 'imageURL', 'color', 'variantValue',
        'price', 'discountPrice', 'priceWithDiscount', 'quantity', 'totalAmount', 'stock',
      ].toSorted(),
    );
    expect(lineA).toMatchObject({ price: 33.33, discountPrice: null, priceWithDiscount: null, totalAmount: 99.99, stock: 50 });
    expect(lineA?.titleAR).toMatch(/[\u0600-\u06FF]/);
    expect(lineA?.imageURL).toMatch(/^\/images\/products\//);
    expect(lineB).toMatchObject({ price: 20, discountPrice: 5, priceWithDiscount: 15, totalAmount: 30 });
  });

  test('a shopper in Syria pays 5 % tax, rounded to the cent, no seller discount', async () => {
    const cart = await addToCart(t, shopper, a, 3); // 99.99
    // tax 99.99 × 0.05 = 4.9995 → 5.00
    expect(cart).toMatchObject({
      totalAmount: 99.99,
      sellerDiscount: '0',
      sellerDiscountAmount: 0,
      taxAmount: 5,
      totalAfterTaxation: 104.99,
      itemCount: 3,
    });
  });

  test('a seller gets 10 % off (sellerDiscount "10") and is taxed 11 % in Lebanon on what is left', async () => {
    const cart = await addToCart(t, seller, a, 3); // 99.99
    // discount 9.999 → 10.00; taxable 89.99; tax 9.8989 → 9.90; total 99.89
    expect(cart).toMatchObject({
      totalAmount: 99.99,
      sellerDiscount: '10',
      sellerDiscountAmount: 10,
      taxAmount: 9.9,
      totalAfterTaxation: 99.89,
    });
  });

  test('a user without a country is taxed as in country 1 (Syria)', async () => {
    const cart = await addToCart(t, noCountry, b, 1); // 15.00 → tax 0.75, Syria's delivery fee 2.00
    expect(cart).toMatchObject({ totalAmount: 15, taxAmount: 0.75, deliveryFee: 2, totalAfterTaxation: 17.75 });
  });

  test('sums many small amounts without float drift', async () => {
    const cart = await addToCart(t, shopper, c, 3); // 1.10 (a zero discount is no discount) × 3
    expect(cart.cartItems[0]).toMatchObject({ discountPrice: null, priceWithDiscount: null, totalAmount: 3.3 });
    expect(cart).toMatchObject({ totalAmount: 3.3, taxAmount: 0.17, deliveryFee: 2, totalAfterTaxation: 5.47 }); // 0.165 → 0.17
  });

  test('more than the stock is 409 INSUFFICIENT_STOCK naming quantity with what is available; a merge too, and the line is kept', async () => {
    const tooMany = await call(t, shopper, 'POST', '/api/cart/add', { productDetailId: c, quantity: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK', field: 'quantity', available: 3 });
    expect(tooMany.json().message).toMatch(/3/);
    expect((await cartOf(t, shopper)).cartItems).toEqual([]);

    await addToCart(t, shopper, c, 2);
    const merged = await call(t, shopper, 'POST', '/api/cart/add', { productDetailId: c, quantity: 2 });
    expect(merged.statusCode).toBe(409);
    expect(merged.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK', field: 'quantity', available: 3 });
    expect((await cartOf(t, shopper)).cartItems.map((line) => line.quantity)).toEqual([2]);
  });

  test('a line never holds more than 99: a merge past it is 409 QUANTITY_LIMIT naming quantity, and the line is kept', async () => {
    await setVariant(t, a, { stock: 500 });
    try {
      await addToCart(t, shopper, a, 99);
      const again = await call(t, shopper, 'POST', '/api/cart/add', { productDetailId: a, quantity: 99 });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: 'QUANTITY_LIMIT', message: expect.stringMatching(/99/), field: 'quantity', available: 99 });
      expect((await cartOf(t, shopper)).cartItems.map((line) => line.quantity)).toEqual([99]);

      await call(t, shopper, 'DELETE', '/api/cart/empty');
      await addToCart(t, shopper, a, 60);
      expect((await call(t, shopper, 'POST', '/api/cart/add', { productDetailId: a, quantity: 40 })).statusCode).toBe(409);
      expect((await addToCart(t, shopper, a, 39)).cartItems.map((line) => line.quantity)).toEqual([99]);
    } finally {
      await setVariant(t, a, { stock: 50 });
    }
  });

  test('concurrent adds never take a line past 99 (on PostgreSQL they really overlap)', async () => {
    await setVariant(t, a, { stock: 500 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => call(t, shopper, 'POST', '/api/cart/add', { productDetailId: a, quantity: 40 })),
      );
      expect(answers.map((response) => response.statusCode).toSorted()).toEqual([200, 200, 409, 409, 409, 409]);
      expect((await cartOf(t, shopper)).cartItems.map((line) => line.quantity)).toEqual([80]);
    } finally {
      await setVariant(t, a, { stock: 50 });
    }
  });

  test('above both the stock and 99, the stock is named (the tighter bound)', async () => {
    await addToCart(t, shopper, a, 50);
    const response = await call(t, shopper, 'POST', '/api/cart/add', { productDetailId: a, quantity: 60 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK', available: 50 });
  });

  test('an unknown variant is 404', async () => {
    const response = await call(t, shopper, 'POST', '/api/cart/add', { productDetailId: 999999, quantity: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  test.each([
    [{ productDetailId: 1, quantity: 0 }, 'quantity'],
    [{ productDetailId: 1, quantity: 100 }, 'quantity'],
    [{ productDetailId: 1, quantity: 1.5 }, 'quantity'],
    [{ productDetailId: 1 }, 'quantity'],
    [{ quantity: 1 }, 'productDetailId'],
    [{ productDetailId: 'x', quantity: 1 }, 'productDetailId'],
  ])('%j is a 400 naming %s', async (body, field) => {
    const response = await call(t, shopper, 'POST', '/api/cart/add', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  test('needs a token', async () => {
    expect((await call(t, null, 'POST', '/api/cart/add', { productDetailId: a, quantity: 1 })).statusCode).toBe(401);
  });
});

const update = (token: string | null, cartItemId: number | string, productDetailId: number | string, body: unknown) =>
  call(t, token, 'PUT', `/api/cart/update/${cartItemId}?productDetailId=${productDetailId}`, body);

describe('PUT /api/cart/update/{cartItemId}?productDetailId={id}', () => {

  test('sets the quantity and answers the recalculated cart', async () => {
    const line = (await addToCart(t, shopper, b, 1)).cartItems[0];
    if (!line) throw new Error('fixture: no line');
    const response = await update(shopper, line.cartItemId, b, { quantity: 4 });
    expect(response.statusCode).toBe(200);
    const cart = response.json() as CartWire;
    expect(cart.cartItems[0]).toMatchObject({ cartItemId: line.cartItemId, quantity: 4, totalAmount: 60 });
    expect(cart).toMatchObject({ totalAmount: 60, taxAmount: 3, totalAfterTaxation: 63, itemCount: 4 });
  });

  test('a productDetailId that is not the line\'s variant is a 400 naming productDetailId', async () => {
    const line = (await addToCart(t, shopper, b, 1)).cartItems[0];
    const response = await update(shopper, line?.cartItemId ?? 0, a, { quantity: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'productDetailId' });
  });

  test('above the stock is 409 INSUFFICIENT_STOCK and the line keeps its quantity', async () => {
    const line = (await addToCart(t, shopper, c, 1)).cartItems[0];
    const response = await update(shopper, line?.cartItemId ?? 0, c, { quantity: 5 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK', field: 'quantity', available: 3 });
    expect((await cartOf(t, shopper)).cartItems[0]?.quantity).toBe(1);
  });

  test("someone else's line is 404 and stays as it was; an unknown one too", async () => {
    const line = (await addToCart(t, other, b, 1)).cartItems[0];
    const response = await update(shopper, line?.cartItemId ?? 0, b, { quantity: 2 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await cartOf(t, other)).cartItems[0]?.quantity).toBe(1);
    expect((await update(shopper, 999999, b, { quantity: 2 })).statusCode).toBe(404);
  });

  test('validation names the field: cartItemId, productDetailId, quantity', async () => {
    for (const [response, field] of [
      [await update(shopper, 'abc', b, { quantity: 1 }), 'cartItemId'],
      [await call(t, shopper, 'PUT', '/api/cart/update/1', { quantity: 1 }), 'productDetailId'],
      [await update(shopper, 1, b, {}), 'quantity'],
      [await update(shopper, 1, b, { quantity: 0 }), 'quantity'],
    ] as const) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
  });

  test('needs a token', async () => {
    expect((await update(null, 1, b, { quantity: 1 })).statusCode).toBe(401);
  });
});

describe('DELETE /api/cart/delete/{cartItemId}', () => {
  test('removes the line and answers the cart', async () => {
    await addToCart(t, shopper, a, 1);
    const line = (await addToCart(t, shopper, b, 1)).cartItems[1];
    const response = await call(t, shopper, 'DELETE', `/api/cart/delete/${line?.cartItemId ?? 0}`);
    expect(response.statusCode).toBe(200);
    expect((response.json() as CartWire).cartItems.map((l) => l.productDetailId)).toEqual([a]);
  });

  test("someone else's line is 404 and stays; unknown 404; malformed 400 naming cartItemId; no token 401", async () => {
    const line = (await addToCart(t, other, a, 1)).cartItems[0];
    expect((await call(t, shopper, 'DELETE', `/api/cart/delete/${line?.cartItemId ?? 0}`)).statusCode).toBe(404);
    expect((await cartOf(t, other)).cartItems).toHaveLength(1);
    expect((await call(t, shopper, 'DELETE', '/api/cart/delete/999999')).statusCode).toBe(404);
    const bad = await call(t, shopper, 'DELETE', '/api/cart/delete/x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'cartItemId' });
    expect((await call(t, null, 'DELETE', `/api/cart/delete/${line?.cartItemId ?? 0}`)).statusCode).toBe(401);
  });
});

describe('DELETE /api/cart/empty', () => {
  test("empties my cart only, and answers the empty cart", async () => {
    await addToCart(t, shopper, a, 1);
    await addToCart(t, other, a, 1);
    const response = await call(t, shopper, 'DELETE', '/api/cart/empty');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ cartItems: [], totalAmount: 0, itemCount: 0, sellerDiscount: '0' });
    expect((await cartOf(t, other)).cartItems).toHaveLength(1);
    expect((await call(t, null, 'DELETE', '/api/cart/empty')).statusCode).toBe(401);
  });
});

test('the cart calls are in the OpenAPI document, with bearer or cookie security', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  for (const [path, method] of [
    ['/api/cart', 'get'],
    ['/api/cart/add', 'post'],
    ['/api/cart/update/{cartItemId}', 'put'],
    ['/api/cart/delete/{cartItemId}', 'delete'],
    ['/api/cart/empty', 'delete'],
  ] as const) {
    expect(doc.paths[path]?.[method]?.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
  }
});
