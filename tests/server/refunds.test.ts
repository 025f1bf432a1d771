// Refund requests (docs/adr/0008-return-policy.md; docs/api.md "Refunds"): POST /refunds,
// GET /refunds, GET /refunds/{id}; and the development route that moves an order along.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { refundPhotos, refunds } from '../../server/src/db/schema.js';
import {
  addToCart,
  call,
  checkout,
  CHECKOUT_BODY,
  makeUser,
  newKey,
  placeOrder,
  setVariant,
  SMALL_CATALOGUE,
  variantIds,
  type OrderWire,
  type RefundWire,
} from './shop-fixtures.js';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app.js';

const DAY = 86_400_000;
let clock = new Date('2025-04-01T09:00:00Z');
let t: TestApp;
let a: number; // 12.50
let b: number; // 8.00 − 2.00 = 6.00

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** A data URL of `bytes` decoded bytes (base64 of zero bits). */
const photoOf = (bytes: number, type = 'jpeg') => `data:image/${type};base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;

const deliver = async (orderId: number, status = 'delivered') => {
  const response = await call(t, null, 'POST', `/api/dev/orders/${orderId}/status`, { status });
  expect(response.statusCode).toBe(200);
};
const askRefund = (token: string | null, body: Record<string, unknown>) => call(t, token, 'POST', '/api/refunds', body);
const orderOf = async (token: string, id: number): Promise<OrderWire> =>
  (await call(t, token, 'GET', `/api/orders/${id}`)).json().orderReturned as OrderWire;

/** A user with a delivered order of 3 × a and 1 × b, delivered now. */
async function deliveredOrder(): Promise<{ token: string; order: OrderWire }> {
  const user = await makeUser(t);
  const order = await placeOrder(t, user.token, [{ id: a, quantity: 3 }, { id: b }]);
  await deliver(order.id);
  return { token: user.token, order: await orderOf(user.token, order.id) };
}

beforeAll(async () => {
  t = await createTestApp({ seed: SMALL_CATALOGUE, now: () => clock, config: { exposeOutbox: true } });
  [a = 0, b = 0] = await variantIds(t, 2);
  await setVariant(t, a, { price: '12.50', discountPrice: null, stock: 500 });
  await setVariant(t, b, { price: '8.00', discountPrice: '2.00', stock: 500 });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock = new Date('2025-04-01T09:00:00Z');
});

describe('POST /api/refunds', () => {
  test('201 with the refund (amount = paid unit price × quantity + its share of the delivery fee), a notification, and the line shows it pending', async () => {
    const { token, order } = await deliveredOrder();
    const line = order.items[0];
    if (!line) throw new Error('fixture');
    expect(line).toMatchObject({ quantity: 3, refundableQuantity: 3 });
    expect(line.refundableUntil).toBe(new Date(clock.getTime() + 14 * DAY).toISOString());

    const response = await askRefund(token, {
      orderId: order.id,
      orderItemId: line.orderItemId,
      quantity: 2,
      reason: 'damaged',
      note: 'The box was crushed.',
      photos: [PNG],
    });
    expect(response.statusCode).toBe(201);
    const refund = response.json().refundReturned as RefundWire;
    expect(refund).toMatchObject({
      orderId: order.id,
      orderItemId: line.orderItemId,
      titleEN: line.titleEN,
      titleAR: line.titleAR,
      // Which variant: its picture, colour, option and the unit price paid (issue 15).
      imageURL: line.imageURL,
      color: line.color,
      variantValue: line.variantValue,
      unitPrice: line.unitPrice,
      quantity: 2,
      reason: 'damaged',
      note: 'The box was crushed.',
      photoCount: 1,
      status: 'requested',
      // 2 × 12.50 = 25.00, plus the tax paid on them (issue 26: the order's 2.18 × 25 / 43.50 = 1.252 → 1.25), plus
      // their share of the 2.00 delivery fee (goods 43.50): 2.00 × 25 / 43.50 = 1.149 → 1.14
      amount: 27.39,
      breakdown: { items: 25, sellerDiscount: 0, tax: 1.25, delivery: 1.14 },
      currency: { code: 'USD', excRate: 1 },
      displayCurrency: { id: 1, code: 'SYP', excRate: 13000 },
      createdAt: clock.toISOString(),
    });
    const [photo] = await t.database.db.select().from(refundPhotos).where(eq(refundPhotos.refundId, refund.id));
    expect(photo).toMatchObject({ contentType: 'image/png' });

    const after = (await orderOf(token, order.id)).items[0];
    expect(after).toMatchObject({ pendingRefundQuantity: 2, refundedQuantity: 0, refundableQuantity: 1 });
    const notes = (await call(t, token, 'GET', '/api/notifications/user/all')).json().notifications as { title: string }[];
    // The request is named by its own number, then its order's (issue 26).
    expect(notes[0]?.title).toBe(`Refund request #${refund.id} for order #${order.id}`);
    const arabic = (await call(t, token, 'GET', '/api/notifications/user/all?lang=ar')).json().notifications as { title: string }[];
    expect(arabic[0]?.title).toMatch(/[\u0600-\u06FF]/);
    expect(arabic[0]?.title).toContain(`رقم ${refund.id} `);
    // The stored request reads the same later.
    const stored = (await call(t, token, 'GET', `/api/refunds/${refund.id}`)).json().refundReturned as RefundWire;
    expect(stored).toMatchObject({ amount: 27.39, breakdown: { items: 25, sellerDiscount: 0, tax: 1.25, delivery: 1.14 } });
  });

  test('issue 26: a refund paid in Lebanese pounds is rounded to the cash step like the order, the rounding kept as its own amount', async () => {
    const user = await makeUser(t, { store: 2 });
    await addToCart(t, user.token, a, 2); // 25.00
    const placed = await checkout(t, user.token, { ...CHECKOUT_BODY, phone: '71 123 456', countryId: 2, currencyId: 2 }, newKey());
    expect(placed.statusCode).toBe(201);
    const orderId = (placed.json().orderReturned as OrderWire).id;
    await deliver(orderId);
    const line = (await orderOf(user.token, orderId)).items[0];
    const response = await askRefund(user.token, { orderId, orderItemId: line?.orderItemId, quantity: 1, reason: 'damaged' });
    expect(response.statusCode).toBe(201);
    // 12.50 of items, 1.37 of the 2.75 tax (11 %), 2.00 of the 4.00 delivery fee. Shown in LBP to 1,000 (89,500 to
    // the dollar): 1,119,000 + 123,000 + 179,000 = 1,421,000; paid in notes of 5,000: 1,420,000, a rounding of −1,000.
    const expected = { amount: 15.87, breakdown: { items: 12.5, sellerDiscount: 0, tax: 1.37, delivery: 2 }, cashTotal: 1_420_000, cashRounding: -1_000 };
    const refund = response.json().refundReturned as RefundWire;
    expect(refund).toMatchObject({ ...expected, displayCurrency: { code: 'LBP', displayStep: 1000, cashStep: 5000 } });
    // Stored: it reads the same later, whatever the currency row says then.
    await t.database.db.execute(sql`update currencies set cash_step = 10000 where id = 2`);
    try {
      const stored = (await call(t, user.token, 'GET', `/api/refunds/${refund.id}`)).json().refundReturned as RefundWire;
      expect(stored).toMatchObject(expected);
      const [row] = await t.database.db.select().from(refunds).where(eq(refunds.id, refund.id));
      expect(row).toMatchObject({ cashTotal: '1420000.00', cashRounding: '-1000.00' });
    } finally {
      await t.database.db.execute(sql`update currencies set cash_step = 5000 where id = 2`);
    }
  });

  test('a refund paid in Syrian pounds is rounded to the Syrian pound\'s cash step (1,000)', async () => {
    const { token, order } = await deliveredOrder();
    const line = order.items[0];
    const response = await askRefund(token, { orderId: order.id, orderItemId: line?.orderItemId, quantity: 2, reason: 'damaged' });
    // 27.39 in SYP (13,000, display step 100, cash step 1,000): 325,000 + 16,300 + 14,800 = 356,100 → 356,000 (−100).
    expect(response.json().refundReturned).toMatchObject({ cashTotal: 356_000, cashRounding: -100 });
  });

  test('quantity is at most bought − refunded − pending: 400 REFUND_QUANTITY with available; a rejected request frees its units', async () => {
    const { token, order } = await deliveredOrder();
    const line = order.items[0];
    const ask = (quantity: number) =>
      askRefund(token, { orderId: order.id, orderItemId: line?.orderItemId, quantity, reason: 'changed-mind' });
    const tooMany = await ask(4);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'REFUND_QUANTITY', field: 'quantity', available: 3 });

    const first = (await ask(2)).json().refundReturned as RefundWire;
    expect((await ask(2)).json()).toMatchObject({ code: 'REFUND_QUANTITY', available: 1 });
    // The support team refunds the first request: refunded units stay taken.
    await t.database.db.update(refunds).set({ status: 'refunded' }).where(eq(refunds.id, first.id));
    expect((await orderOf(token, order.id)).items[0]).toMatchObject({ refundedQuantity: 2, pendingRefundQuantity: 0, refundableQuantity: 1 });
    const last = (await ask(1)).json().refundReturned as RefundWire;
    expect((await ask(1)).json()).toMatchObject({ code: 'REFUND_QUANTITY', available: 0 });
    // A rejected request gives its units back.
    await t.database.db.update(refunds).set({ status: 'rejected' }).where(eq(refunds.id, last.id));
    expect((await ask(1)).statusCode).toBe(201);
  });

  test(`two requests for the whole line at once: one is accepted${usingPostgres() ? '' : ' (PGlite serialises them; PostgreSQL races them)'}`, async () => {
    const { token, order } = await deliveredOrder();
    const body = { orderId: order.id, orderItemId: order.items[0]?.orderItemId, quantity: 3, reason: 'faulty' };
    const responses = await Promise.all([askRefund(token, body), askRefund(token, body)]);
    expect(responses.map((r) => r.statusCode).toSorted()).toEqual([201, 400]);
    expect((await orderOf(token, order.id)).items[0]).toMatchObject({ pendingRefundQuantity: 3, refundableQuantity: 0 });
  });

  test('before delivery: 409 NOT_DELIVERED (placed, shipped, cancelled)', async () => {
    const user = await makeUser(t);
    const order = await placeOrder(t, user.token, [{ id: a }]);
    const body = { orderId: order.id, orderItemId: order.items[0]?.orderItemId, quantity: 1, reason: 'faulty' };
    for (const status of [null, 'shipped', 'cancelled']) {
      if (status) await deliver(order.id, status);
      const response = await askRefund(user.token, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'NOT_DELIVERED' });
    }
  });

  test('ADR 0008: the delivery fee comes back pro rata unless the shopper changed their mind, never more than the fee', async () => {
    const { token, order } = await deliveredOrder();
    expect(order).toMatchObject({ totalAmount: 43.5, deliveryFee: 2 });
    const [first, second] = order.items;
    if (!first || !second) throw new Error('fixture');
    const mind = await askRefund(token, { orderId: order.id, orderItemId: first.orderItemId, quantity: 1, reason: 'changed-mind' });
    // Issue 26: the tax paid on the items comes back too (the order's 2.18 pro rata, rounded down).
    expect(mind.json().refundReturned).toMatchObject({ amount: 13.12, breakdown: { items: 12.5, tax: 0.62, delivery: 0 } });
    const rest = await askRefund(token, { orderId: order.id, orderItemId: first.orderItemId, quantity: 2, reason: 'faulty' });
    const other = await askRefund(token, { orderId: order.id, orderItemId: second.orderItemId, quantity: 1, reason: 'damaged' });
    // 25.00 + 1.14, and 6.00 + 0.27: with 12.50's share (0.57) kept, 1.14 + 0.27 + 0.57 ≤ 2.00; tax 1.25 and 0.30.
    expect(rest.json().refundReturned).toMatchObject({ amount: 27.39, breakdown: { delivery: 1.14, tax: 1.25 } });
    expect(other.json().refundReturned).toMatchObject({ amount: 6.57, breakdown: { delivery: 0.27, tax: 0.3 } });
  });

  test('the window is 14 days from delivery: the last moment is accepted, after it 409 REFUND_WINDOW_CLOSED', async () => {
    const { token, order } = await deliveredOrder();
    const body = { orderId: order.id, orderItemId: order.items[1]?.orderItemId, quantity: 1, reason: 'wrong-item' };
    const delivered = clock.getTime();
    clock = new Date(delivered + 14 * DAY + 1);
    const late = await askRefund(token, body);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'REFUND_WINDOW_CLOSED' });
    expect((await orderOf(token, order.id)).items.every((item) => item.refundableQuantity === 0)).toBe(true);
    clock = new Date(delivered + 14 * DAY);
    const justInTime = await askRefund(token, body);
    expect(justInTime.statusCode).toBe(201);
    expect(justInTime.json().refundReturned).toMatchObject({ amount: 6.57 }); // 6.00 + tax 0.30 + 2.00 × 6 / 43.50 rounded down
  });

  test("another user's order, a line of another order, or an unknown one: 404", async () => {
    const mine = await deliveredOrder();
    const theirs = await deliveredOrder();
    const line = theirs.order.items[0]?.orderItemId;
    for (const body of [
      { orderId: theirs.order.id, orderItemId: line },
      { orderId: mine.order.id, orderItemId: line },
      { orderId: 999999, orderItemId: 999999 },
    ]) {
      const response = await askRefund(mine.token, { ...body, quantity: 1, reason: 'faulty' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await orderOf(theirs.token, theirs.order.id)).items[0]?.pendingRefundQuantity).toBe(0);
  });

  test.each([
    ['an unknown reason', 'reason', { reason: 'bored' }],
    ['no reason', 'reason', { reason: undefined }],
    ['quantity 0', 'quantity', { quantity: 0 }],
    ['a malformed order id', 'orderId', { orderId: 'x' }],
    ['no order item', 'orderItemId', { orderItemId: undefined }],
    ['a note over 500 characters', 'note', { note: 'x'.repeat(501) }],
    ['four photos', 'photos', { photos: [PNG, PNG, PNG, PNG] }],
    ['a GIF', 'photos.0', { photos: ['data:image/gif;base64,R0lGODlhAQABAAAAACw='] }],
    ['a link instead of a data URL', 'photos.1', { photos: [PNG, 'https://example.com/a.png'] }],
    ['a photo just over 1 MB', 'photos.0', { photos: [photoOf(1024 * 1024 + 3)] }],
    ['a 2 MB photo', 'photos.0', { photos: [photoOf(2 * 1024 * 1024)] }],
  ])('%s is a 400 naming %s', async (_what, field, change) => {
    const { token, order } = await deliveredOrder();
    const body = { orderId: order.id, orderItemId: order.items[0]?.orderItemId, quantity: 1, reason: 'damaged', ...change };
    const response = await askRefund(token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  test('three photos of almost 1 MB each are accepted (this route takes bodies up to 5 MB); more is 413', async () => {
    const { token, order } = await deliveredOrder();
    const body = { orderId: order.id, orderItemId: order.items[0]?.orderItemId, quantity: 1, reason: 'damaged' };
    const photos = [photoOf(1000 * 1000), photoOf(1000 * 1000, 'webp'), photoOf(1000 * 1000, 'png')];
    const response = await askRefund(token, { ...body, photos });
    expect(response.statusCode).toBe(201);
    expect(response.json().refundReturned).toMatchObject({ photoCount: 3 });
    const huge = await askRefund(token, { ...body, note: 'x'.repeat(5 * 1024 * 1024 + 1) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  test('needs a token', async () => {
    expect((await askRefund(null, { orderId: 1, orderItemId: 1, quantity: 1, reason: 'faulty' })).statusCode).toBe(401);
  });
});

describe('GET /api/refunds and /api/refunds/{id}', () => {
  test('lists mine newest first; one answers the same; names follow the language', async () => {
    const { token, order } = await deliveredOrder();
    const ask = async (orderItemId: number | undefined) =>
      (await askRefund(token, { orderId: order.id, orderItemId, quantity: 1, reason: 'not-as-described' })).json()
        .refundReturned as RefundWire;
    const first = await ask(order.items[0]?.orderItemId);
    clock = new Date(clock.getTime() + 60_000);
    const second = await ask(order.items[1]?.orderItemId);
    const list = await call(t, token, 'GET', '/api/refunds?lang=ar');
    expect(list.statusCode).toBe(200);
    const items = list.json().refundsReturned as RefundWire[];
    expect(items.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(items[0]?.displayCurrency.name).toBe('ليرة سورية');
    const one = await call(t, token, 'GET', `/api/refunds/${first.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().refundReturned).toEqual(first);
  });

  test("someone else's refund is 404; unknown 404; malformed 400 naming id; no token 401", async () => {
    const mine = await deliveredOrder();
    const stranger = await makeUser(t);
    const refund = (
      await askRefund(mine.token, { orderId: mine.order.id, orderItemId: mine.order.items[0]?.orderItemId, quantity: 1, reason: 'faulty' })
    ).json().refundReturned as RefundWire;
    expect((await call(t, stranger.token, 'GET', `/api/refunds/${refund.id}`)).statusCode).toBe(404);
    expect((await call(t, stranger.token, 'GET', '/api/refunds')).json().refundsReturned).toEqual([]);
    expect((await call(t, mine.token, 'GET', '/api/refunds/999999')).statusCode).toBe(404);
    const bad = await call(t, mine.token, 'GET', '/api/refunds/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id' });
    expect((await call(t, null, 'GET', '/api/refunds')).statusCode).toBe(401);
    expect((await call(t, null, 'GET', `/api/refunds/${refund.id}`)).statusCode).toBe(401);
  });
});

describe('POST /api/dev/orders/{id}/status (EXPOSE_OUTBOX=1 only)', () => {
  test('delivered sets deliveredAt; an unknown order is 404; a bad status 400 naming status', async () => {
    const user = await makeUser(t);
    const order = await placeOrder(t, user.token, [{ id: a }]);
    await deliver(order.id);
    expect(await orderOf(user.token, order.id)).toMatchObject({ status: 'delivered', deliveredAt: clock.toISOString() });
    expect((await call(t, null, 'POST', '/api/dev/orders/999999/status', { status: 'shipped' })).statusCode).toBe(404);
    const bad = await call(t, null, 'POST', `/api/dev/orders/${order.id}/status`, { status: 'lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'status' });
  });

  test('does not exist without the flag', async () => {
    const plain = await createTestApp({ seed: false });
    try {
      const response = await plain.app.inject({ method: 'POST', url: '/api/dev/orders/1/status', payload: { status: 'delivered' } });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
