// Checkout and orders (docs/api.md "Checkout and orders"): POST /orders/checkout with an
// Idempotency-Key, GET /orders, GET /orders/{id}; the seeded demo orders.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { NotificationWire as Notification } from '../../src/infrastructure/notifications/notifications-contract';
import { orders } from '../../server/src/db/schema.js';
import {
  addToCart,
  call,
  cartOf,
  CHECKOUT_BODY,
  checkout,
  makeUser,
  newKey,
  setVariant,
  SMALL_CATALOGUE,
  stockOf,
  variantIds,
  type OrderWire,
} from './shop-fixtures.js';
import { createTestApp, SHOPPER, usingPostgres, type TestApp } from './support/test-app.js';

let t: TestApp;
let a: number; // 12.50, stock 40
let b: number; // 8.00 with 2.00 off → 6.00, stock 40
let c: number; // stock 2

const notifications = async (token: string, lang: 'en' | 'ar' = 'en'): Promise<Notification[]> =>
  ((await call(t, token, 'GET', `/api/notifications/user/all?lang=${lang}`)).json() as { notifications: Notification[] }).notifications;
const orderCount = async (userId: number): Promise<number> =>
  (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp({ seed: SMALL_CATALOGUE });
  [a = 0, b = 0, c = 0] = await variantIds(t, 3);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await setVariant(t, a, { price: '12.50', discountPrice: null, stock: 40 });
  await setVariant(t, b, { price: '8.00', discountPrice: '2.00', stock: 40 });
  await setVariant(t, c, { stock: 2 });
});

describe('POST /api/orders/checkout', () => {
  test('places the order: 201 with the lines, totals as the cart showed, stock taken, cart emptied, a notification', async () => {
    const user = await makeUser(t);
    await addToCart(t, user.token, a, 2);
    const cart = await addToCart(t, user.token, b, 3);
    const response = await checkout(t, user.token, { ...CHECKOUT_BODY, note: 'Ring twice' });
    expect(response.statusCode).toBe(201);
    const body = response.json() as { orderReturned: OrderWire; replayed?: boolean };
    expect(body.replayed).toBeUndefined();
    const order = body.orderReturned;
    expect(order).toMatchObject({
      status: 'placed',
      deliveredAt: null,
      paymentMethod: 'cash_on_delivery',
      fullName: 'Lina Haddad',
      city: 'Damascus',
      street: 'Baghdad St. 12',
      details: '3rd floor',
      phone: '963944123456',
      countryId: 1,
      note: 'Ring twice',
      // 2 × 12.50 + 3 × 6.00 = 43.00; tax 5 % = 2.15; below $50, Syria's delivery fee 2.00
      totalAmount: 43,
      sellerDiscount: '0',
      sellerDiscountAmount: 0,
      taxAmount: 2.15,
      deliveryFee: 2,
      totalAfterTaxation: 47.15,
      itemCount: 5,
      currency: { code: 'USD', excRate: 1 },
      displayCurrency: { id: 1, code: 'SYP', name: 'Syrian pound', excRate: 13000 },
    });
    expect(order.totalAfterTaxation).toBe(cart.totalAfterTaxation);
    expect(order.items.map((item) => [item.productDetailId, item.quantity, item.unitPrice, item.totalAmount])).toEqual([
      [a, 2, 12.5, 25],
      [b, 3, 6, 18],
    ]);
    expect(order.items[0]).toMatchObject({
      refundedQuantity: 0,
      pendingRefundQuantity: 0,
      refundableQuantity: 0,
      refundableUntil: null,
    });
    expect(order.items[0]?.titleAR).toMatch(/[\u0600-\u06FF]/);
    expect(await stockOf(t, a)).toBe(38);
    expect(await stockOf(t, b)).toBe(37);
    expect((await cartOf(t, user.token)).cartItems).toEqual([]);
    const [newest] = await notifications(user.token);
    // It names the order and links to it (issue 26).
    expect(newest).toMatchObject({ title: `Order #${order.id} placed`, isRead: false, orderId: order.id });
    const [arabic] = await notifications(user.token, 'ar');
    expect(arabic?.title).toBe(`تم استلام طلبك رقم ${order.id}`);
    expect(arabic?.body).toMatch(/[\u0600-\u06FF]/);
  });

  test("a phone written with its own + code is kept as it is, not given the delivery country's code again (a Lebanese phone on a Syrian order)", async () => {
    const user = await makeUser(t, { store: 1 });
    await addToCart(t, user.token, a, 1);
    const response = await checkout(t, user.token, { ...CHECKOUT_BODY, phone: '+9613123456' }, newKey());
    expect(response.statusCode).toBe(201);
    expect(response.json().orderReturned).toMatchObject({ countryId: 1, phone: '9613123456' });
    const wrong = await checkout(t, user.token, { ...CHECKOUT_BODY, phone: '+963 3 123 456' }, newKey());
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'phone' });
  });

  test('a seller in Lebanon: 10 % seller discount, 11 % tax, the phone normalised with 961, the chosen display currency', async () => {
    const user = await makeUser(t, { role: 'Seller', store: 2 });
    await addToCart(t, user.token, a, 4); // 50.00
    const response = await checkout(t, user.token, { ...CHECKOUT_BODY, phone: '71 123 456', countryId: 2, currencyId: 2 }, newKey());
    expect(response.statusCode).toBe(201);
    // discount 5.00; taxable 45.00; tax 4.95
    expect(response.json().orderReturned).toMatchObject({
      phone: '96171123456',
      countryId: 2,
      sellerDiscount: '10',
      sellerDiscountAmount: 5,
      taxAmount: 4.95,
      deliveryFee: 4, // 45.00 after the discount is below Lebanon's $75
      totalAfterTaxation: 53.95,
      displayCurrency: { id: 2, code: 'LBP', excRate: 89500, displayStep: 1000, cashStep: 5000 },
    });
  });

  test('issue 26: the cash total in the display currency is the sum of the shown amounts rounded to the smallest note, stored on the order', async () => {
    const user = await makeUser(t, { role: 'Seller', store: 2 });
    await addToCart(t, user.token, a, 4);
    const placed = (await checkout(t, user.token, { ...CHECKOUT_BODY, phone: '71 123 456', countryId: 2, currencyId: 2 }, newKey())).json()
      .orderReturned as OrderWire;
    // Shown in LBP to 1,000: unit 12.50 → 1,119,000, × 4 = 4,476,000; discount 5.00 → 448,000; tax 4.95 →
    // 443,000; delivery 4.00 → 358,000; shown total 4,829,000; paid in notes of 5,000: 4,830,000 (+1,000).
    expect(placed).toMatchObject({ cashTotal: 4_830_000, cashRounding: 1_000 });
    const stored = (await call(t, user.token, 'GET', `/api/orders/${placed.id}`)).json().orderReturned as OrderWire;
    expect(stored).toMatchObject({ cashTotal: 4_830_000, cashRounding: 1_000, displayCurrency: { displayStep: 1000, cashStep: 5000 } });
    const [summary] = (await call(t, user.token, 'GET', '/api/orders')).json().ordersReturned as OrderWire[];
    expect(summary).toMatchObject({ id: placed.id, cashTotal: 4_830_000, cashRounding: 1_000 });
    // The exact USD amounts stay exact.
    expect(stored.totalAfterTaxation).toBe(53.95);
  });

  test('issue 26: a Syrian order of 43.00 USD and its tax and fee reads 613,000 SYP, payable as it is', async () => {
    const user = await makeUser(t);
    await addToCart(t, user.token, a, 2);
    await addToCart(t, user.token, b, 3);
    const placed = (await checkout(t, user.token)).json().orderReturned as OrderWire;
    // 325,000 + 234,000 + tax 2.15 → 28,000 (27,950 to the 100) + delivery 26,000 = 613,000: a multiple of 1,000.
    expect(placed).toMatchObject({ cashTotal: 613_000, cashRounding: 0, displayCurrency: { code: 'SYP', displayStep: 100, cashStep: 1000 } });
  });

  test('the same Idempotency-Key again answers the same order (200, replayed) and changes nothing', async () => {
    const user = await makeUser(t);
    await addToCart(t, user.token, a, 1);
    const key = newKey();
    const first = await checkout(t, user.token, CHECKOUT_BODY, key);
    expect(first.statusCode).toBe(201);
    await addToCart(t, user.token, b, 1); // a new cart after the order: the replay must not order it
    const again = await checkout(t, user.token, CHECKOUT_BODY, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ replayed: true, orderReturned: { id: first.json().orderReturned.id } });
    expect(await orderCount(user.id)).toBe(1);
    expect(await stockOf(t, a)).toBe(39);
    expect(await stockOf(t, b)).toBe(40);
    expect((await cartOf(t, user.token)).cartItems.map((line) => line.productDetailId)).toEqual([b]);
  });

  test(`two checkouts with the same key at once make one order${usingPostgres() ? '' : ' (PGlite runs them one after the other; PostgreSQL races them)'}`, async () => {
    const user = await makeUser(t);
    await addToCart(t, user.token, a, 2);
    const key = newKey();
    const responses = await Promise.all([checkout(t, user.token, CHECKOUT_BODY, key), checkout(t, user.token, CHECKOUT_BODY, key)]);
    expect(responses.map((r) => r.statusCode).toSorted()).toEqual([200, 201]);
    const ids = responses.map((r) => (r.json() as { orderReturned: OrderWire }).orderReturned.id);
    expect(ids[0]).toBe(ids[1]);
    expect(await orderCount(user.id)).toBe(1);
    expect(await stockOf(t, a)).toBe(38);
  });

  test('two checkouts of the same cart with different keys at once make one order; the other finds the cart empty', async () => {
    const user = await makeUser(t);
    await addToCart(t, user.token, a, 2);
    const responses = await Promise.all([checkout(t, user.token), checkout(t, user.token)]);
    expect(responses.map((r) => r.statusCode).toSorted()).toEqual([201, 400]);
    expect(responses.find((r) => r.statusCode === 400)?.json()).toMatchObject({ code: 'CART_EMPTY' });
    expect(await orderCount(user.id)).toBe(1);
    expect(await stockOf(t, a)).toBe(38);
  });

  test('a line wanting more than is left: 409 INSUFFICIENT_STOCK naming the lines, nothing changes', async () => {
    const user = await makeUser(t);
    await addToCart(t, user.token, a, 1);
    const cLine = (await addToCart(t, user.token, c, 2)).cartItems[1];
    await setVariant(t, c, { stock: 1 }); // someone else bought one meanwhile
    const key = newKey();
    const response = await checkout(t, user.token, CHECKOUT_BODY, key);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      items: [{ cartItemId: cLine?.cartItemId, productDetailId: c, available: 1 }],
    });
    expect(await orderCount(user.id)).toBe(0);
    expect(await stockOf(t, a)).toBe(40);
    expect(await stockOf(t, c)).toBe(1);
    expect((await cartOf(t, user.token)).cartItems.map((line) => [line.productDetailId, line.quantity])).toEqual([
      [a, 1],
      [c, 2],
    ]);
    // The key of the refused attempt is not spent: once the cart fits, the same key orders.
    const fitted = await call(t, user.token, 'PUT', `/api/cart/update/${cLine?.cartItemId ?? 0}?productDetailId=${c}`, { quantity: 1 });
    expect(fitted.statusCode).toBe(200);
    const retry = await checkout(t, user.token, CHECKOUT_BODY, key);
    expect(retry.statusCode).toBe(201);
    expect(await stockOf(t, c)).toBe(0);
  });

  test('an empty cart is 400 CART_EMPTY', async () => {
    const user = await makeUser(t);
    const response = await checkout(t, user.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CART_EMPTY' });
  });

  test.each([
    [{ fullName: 'L' }, 'fullName'],
    [{ fullName: '   ' }, 'fullName'],
    [{ city: '' }, 'city'],
    [{ street: 'x'.repeat(201) }, 'street'],
    [{ details: 'x'.repeat(201) }, 'details'],
    [{ note: 'x'.repeat(501) }, 'note'],
    [{ phone: 'call me' }, 'phone'],
    [{ phone: '12' }, 'phone'],
    [{ paymentMethod: 'card' }, 'paymentMethod'],
    [{ currencyId: 99 }, 'currencyId'],
    [{ countryId: 'one' }, 'countryId'],
  ])('%j is a 400 naming %s, and the cart stays', async (change, field) => {
    const user = await makeUser(t);
    await addToCart(t, user.token, a, 1);
    const response = await checkout(t, user.token, { ...CHECKOUT_BODY, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect((await cartOf(t, user.token)).cartItems).toHaveLength(1);
  });

  test('an unknown country is 400 UNKNOWN_COUNTRY naming countryId', async () => {
    const user = await makeUser(t);
    await addToCart(t, user.token, a, 1);
    const response = await checkout(t, user.token, { ...CHECKOUT_BODY, countryId: 99 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'UNKNOWN_COUNTRY', field: 'countryId' });
  });

  test("the delivery country is the account's: another one is 400 COUNTRY_MISMATCH naming countryId, and nothing is ordered", async () => {
    const user = await makeUser(t, { store: 2 }); // Lebanon
    await addToCart(t, user.token, a, 1);
    const response = await checkout(t, user.token, { ...CHECKOUT_BODY, countryId: 1, currencyId: 1 }, newKey());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'COUNTRY_MISMATCH', field: 'countryId' });
    expect(await orderCount(user.id)).toBe(0);
    expect((await cartOf(t, user.token)).cartItems).toHaveLength(1);
  });

  test("an account without a country yet is taxed as the delivery country it orders to", async () => {
    const user = await makeUser(t, { store: null });
    await addToCart(t, user.token, a, 4); // 50.00
    const response = await checkout(t, user.token, { ...CHECKOUT_BODY, phone: '03 123 456', countryId: 2, currencyId: 2 }, newKey());
    expect(response.statusCode).toBe(201);
    expect(response.json().orderReturned).toMatchObject({ countryId: 2, phone: '9613123456', taxAmount: 5.5, displayCurrency: { code: 'LBP' } });
  });

  test('the order keeps the country and currency it was placed in after the shopper moves to another country', async () => {
    const user = await makeUser(t, { store: 2 });
    await addToCart(t, user.token, a, 1);
    const placed = await checkout(t, user.token, { ...CHECKOUT_BODY, phone: '03 123 456', countryId: 2, currencyId: 2 }, newKey());
    expect(placed.statusCode).toBe(201);
    const id = (placed.json() as { orderReturned: OrderWire }).orderReturned.id;
    const moved = await call(t, user.token, 'POST', '/api/users/profile/update-my-profile', { store: 1, phoneNumber: '', whatsApp: '' });
    expect(moved.statusCode).toBe(200);
    const again = (await call(t, user.token, 'GET', `/api/orders/${id}`)).json() as { orderReturned: OrderWire };
    expect(again.orderReturned).toMatchObject({
      countryId: 2,
      phone: '9613123456',
      displayCurrency: { id: 2, code: 'LBP', excRate: 89500 },
    });
  });

  test('the Idempotency-Key is required, 8 to 100 characters (400 naming idempotency-key)', async () => {
    const user = await makeUser(t);
    await addToCart(t, user.token, a, 1);
    for (const headers of [{}, { 'idempotency-key': 'short' }, { 'idempotency-key': 'k'.repeat(101) }] as Record<string, string>[]) {
      const response = await call(t, user.token, 'POST', '/api/orders/checkout', CHECKOUT_BODY, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'idempotency-key' });
    }
  });

  test('needs a token', async () => {
    const response = await call(t, null, 'POST', '/api/orders/checkout', CHECKOUT_BODY, { 'idempotency-key': newKey() });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/orders and /api/orders/{id}', () => {
  test('lists my orders newest first with the summary fields; the details answer the same order', async () => {
    const user = await makeUser(t);
    await addToCart(t, user.token, a, 1);
    const first = (await checkout(t, user.token)).json().orderReturned as OrderWire;
    await addToCart(t, user.token, b, 2);
    const second = (await checkout(t, user.token)).json().orderReturned as OrderWire;
    const list = await call(t, user.token, 'GET', '/api/orders?lang=ar');
    expect(list.statusCode).toBe(200);
    const summaries = list.json().ordersReturned as Record<string, unknown>[];
    expect(summaries.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(Object.keys(summaries[0] ?? {}).toSorted()).toEqual(
      ['id', 'status', 'createdAt', 'itemCount', 'totalAfterTaxation', 'cashTotal', 'cashRounding', 'currency', 'displayCurrency'].toSorted(),
    );
    expect(summaries[0]).toMatchObject({ itemCount: 2, totalAfterTaxation: second.totalAfterTaxation, displayCurrency: { name: 'ليرة سورية' } });

    const details = await call(t, user.token, 'GET', `/api/orders/${first.id}`);
    expect(details.statusCode).toBe(200);
    expect(details.json().orderReturned).toEqual(first);
  });

  test("someone else's order is 404; unknown 404; malformed 400 naming id; no token 401", async () => {
    const owner = await makeUser(t);
    const stranger = await makeUser(t);
    await addToCart(t, owner.token, a, 1);
    const order = (await checkout(t, owner.token)).json().orderReturned as OrderWire;
    const theirs = await call(t, stranger.token, 'GET', `/api/orders/${order.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await call(t, stranger.token, 'GET', '/api/orders')).json().ordersReturned).toEqual([]);
    expect((await call(t, owner.token, 'GET', '/api/orders/999999')).statusCode).toBe(404);
    const bad = await call(t, owner.token, 'GET', '/api/orders/first');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id' });
    expect((await call(t, null, 'GET', '/api/orders')).statusCode).toBe(401);
    expect((await call(t, null, 'GET', `/api/orders/${order.id}`)).statusCode).toBe(401);
  });

  test('the demo shopper has seeded orders: one delivered inside the refund window, one older, one on its way', async () => {
    const token = await t.login(SHOPPER.email, SHOPPER.password);
    const summaries = (await call(t, token, 'GET', '/api/orders')).json().ordersReturned as OrderWire[];
    expect(summaries.map((o) => o.status)).toEqual(['shipped', 'delivered', 'delivered']);
    const [, recent, old] = await Promise.all(
      summaries.map(async (o) => (await call(t, token, 'GET', `/api/orders/${o.id}`)).json().orderReturned as OrderWire),
    );
    expect(recent?.items.every((item) => item.refundableQuantity === item.quantity)).toBe(true);
    expect(old?.items.every((item) => item.refundableQuantity === 0 && item.refundableUntil !== null)).toBe(true);
    expect(recent?.totalAfterTaxation).toBeGreaterThan(0);
  });
});

test('the favourites, orders and refunds calls are in the OpenAPI document with bearer security; checkout documents its Idempotency-Key', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  for (const [path, method] of [
    ['/api/favourites', 'get'],
    ['/api/favourites/add', 'post'],
    ['/api/favourites/delete/{productId}', 'delete'],
    ['/api/orders/checkout', 'post'],
    ['/api/orders', 'get'],
    ['/api/orders/{id}', 'get'],
    ['/api/refunds', 'post'],
    ['/api/refunds', 'get'],
    ['/api/refunds/{id}', 'get'],
  ] as const) {
    expect(doc.paths[path]?.[method]?.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
  }
  const checkoutCall = doc.paths['/api/orders/checkout'].post;
  expect(checkoutCall.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true }));
  expect(Object.keys(checkoutCall.responses).toSorted()).toEqual(['200', '201', '400', '401', '409']);
  expect(checkoutCall.responses['409'].content['application/json'].schema.properties).toHaveProperty('items');
  expect(doc.paths).not.toHaveProperty(['/api/dev/orders/{id}/status']);
});
