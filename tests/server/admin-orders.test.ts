// Issue 29: the operator's orders API. Who may use it (every /api/admin operation of the OpenAPI
// document, walked with each role), the list and its filters, an order's details, every transition
// and refusal, the 409 of a stale version, the history, the shopper's notification, mail and timeline.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SESSION_COOKIE } from '@/infrastructure/account/account-contract';
import { EMAIL_MATCHES_NAMED, listOrders } from '../../server/src/admin/admin-orders.js';
import { notifications, orders, users } from '../../server/src/db/schema.js';
import { call, makeUser, placeOrder, setVariant, SMALL_CATALOGUE, stockOf, variantIds, type OrderWire } from './shop-fixtures.js';
import type { AdminOrderWire } from '@/infrastructure/admin/admin-contract';
import { createTestApp, SELLER, SHOPPER, type TestApp } from './support/test-app.js';

const OPERATOR = { email: 'operator@dukkan.test', password: 'Operator123' } as const;

let t: TestApp;
let operator: string;
let shopper: string;
let seller: string;
let variants: number[];

type AdminOrder = AdminOrderWire;

const act = (token: string | null, id: number, action: string, payload: object) => call(t, token, 'POST', `/api/admin/orders/${id}/${action}`, payload);
const details = async (id: number): Promise<AdminOrder> => {
  const response = await call(t, operator, 'GET', `/api/admin/orders/${id}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { order: AdminOrder }).order;
};
const shopperOrder = async (token: string, id: number): Promise<OrderWire & { confirmedAt: string | null }> =>
  ((await call(t, token, 'GET', `/api/orders/${id}`)).json() as { orderReturned: OrderWire & { confirmedAt: string | null } }).orderReturned;

beforeAll(async () => {
  t = await createTestApp({ seed: SMALL_CATALOGUE });
  operator = await t.login(OPERATOR.email, OPERATOR.password);
  shopper = await t.login(SHOPPER.email, SHOPPER.password);
  seller = await t.login(SELLER.email, SELLER.password);
  variants = await variantIds(t, 3);
  for (const id of variants) await setVariant(t, id, { stock: 100 });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const operations = async (): Promise<{ method: 'GET' | 'POST' | 'PATCH'; path: string; tags: string[] }[]> => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin'))
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase() as 'GET' | 'POST' | 'PATCH', path, tags: op.tags ?? [] })));
};
const urlOf = (path: string) => path.replace('{id}', '1').replace('{action}', 'confirm').replace('{variantId}', '1');


describe('who may use /api/admin', () => {
  test('the OpenAPI document lists the admin operations under the tag admin', async () => {
    const ops = await operations();
    expect(ops.map((op) => `${op.method} ${op.path}`).toSorted()).toEqual([
      'GET /api/admin/catalogue/choices',
      'GET /api/admin/catalogue/products',
      'GET /api/admin/catalogue/products/{id}',
      'GET /api/admin/orders',
      'GET /api/admin/orders/{id}',
      'GET /api/admin/refunds',
      'GET /api/admin/refunds/{id}',
      'GET /api/admin/shoppers',
      'GET /api/admin/shoppers/{id}',
      'PATCH /api/admin/catalogue/products/{id}',
      'PATCH /api/admin/catalogue/products/{id}/variants/{variantId}',
      'POST /api/admin/catalogue/products',
      'POST /api/admin/catalogue/products/{id}/variants',
      'POST /api/admin/catalogue/products/{id}/variants/{variantId}/pictures',
      'POST /api/admin/orders/{id}/{action}',
      'POST /api/admin/refunds/{id}/{action}',
    ]);
    for (const op of ops) expect(op.tags).toEqual(['admin']);
  });

  test('every admin operation: no token 401, a shopper or a seller 403 (bearer and cookie), the operator gets through', async () => {
    const ops = await operations();
    const { token: otherShopper } = await makeUser(t, { role: 'Shopper', label: 'walk' });
    for (const op of ops) {
      const url = urlOf(op.path);
      const payload = op.method === 'GET' ? undefined : { version: 0 };
      const none = await call(t, null, op.method, url, payload);
      expect(none.statusCode, `${op.method} ${op.path} without a token`).toBe(401);
      expect(none.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      for (const [who, token] of [['shopper', shopper], ['seller', seller], ['a new shopper', otherShopper]] as const) {
        const refused = await call(t, token, op.method, url, payload);
        expect(refused.statusCode, `${op.method} ${op.path} as ${who}`).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) });
        const byCookie = await t.app.inject({ method: op.method, url, headers: { cookie: `${SESSION_COOKIE}=${token}` }, ...(payload ? { payload } : {}) });
        expect(byCookie.statusCode, `${op.method} ${op.path} as ${who} by cookie`).toBe(403);
      }
      const allowed = await call(t, operator, op.method, url, payload);
      expect([401, 403]).not.toContain(allowed.statusCode);
    }
  });
});

const ids = async (query: string) => ((await call(t, operator, 'GET', `/api/admin/orders?${query}`)).json() as { orders: AdminOrder[] }).orders.map((o) => o.id);

describe('the orders list', () => {
  let first: OrderWire;
  let second: OrderWire;
  beforeAll(async () => {
    first = await placeOrder(t, shopper, [{ id: variants[0] ?? 0 }]);
    second = await placeOrder(t, shopper, [{ id: variants[1] ?? 0, quantity: 2 }]);
  });

  test('newest first, paged, with the total', async () => {
    const page1 = (await call(t, operator, 'GET', '/api/admin/orders?pageSize=1')).json() as { orders: AdminOrder[]; total: number; page: number };
    expect(page1.orders.map((o) => o.id)).toEqual([second.id]);
    expect(page1.total).toBeGreaterThanOrEqual(2);
    const page2 = (await call(t, operator, 'GET', '/api/admin/orders?pageSize=1&page=2')).json() as { orders: AdminOrder[] };
    expect(page2.orders.map((o) => o.id)).toEqual([first.id]);
  });

  test('counts the matches up to its cap, and says when more match (docs/adr/0056)', async () => {
    const answer = (await call(t, operator, 'GET', `/api/admin/orders?q=${first.id}`)).json() as { total: number; totalIsCapped: boolean };
    expect(answer).toMatchObject({ total: 1, totalIsCapped: false });
    // With a cap of one, the same two-or-more orders count as "more than 1".
    const capped = await listOrders(t.database.db, { pageSize: 1 }, 1);
    expect({ rows: capped.orders.length, total: capped.total, totalIsCapped: capped.totalIsCapped }).toEqual({ rows: 1, total: 1, totalIsCapped: true });
    const exact = await listOrders(t.database.db, { pageSize: 1 }, 10_000);
    expect(exact.totalIsCapped).toBe(false);
    expect(exact.total).toBeGreaterThanOrEqual(2);
  });

  test('search by order number, phone, e-mail and name; filter by status, country and date', async () => {
    expect(await ids(`q=${first.id}`)).toContain(first.id);
    expect(await ids(`q=${encodeURIComponent(`#${second.id}`)}`)).toContain(second.id);
    expect(await ids('q=944123456')).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(await ids('q=SHOPPER%40DUKKAN')).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(await ids('q=lina%20hadd')).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(await ids('q=nobody-by-that-name')).toEqual([]);
    expect(await ids('q=100%25')).toEqual([]);
    expect(await ids('status=placed&country=1')).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(await ids('country=2')).not.toContain(first.id);
    expect(await ids('status=delivered')).not.toContain(first.id);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`from=${today}&to=${today}`)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(await ids('to=2000-01-01')).toEqual([]);
  });

  test(`an e-mail term more than ${EMAIL_MATCHES_NAMED} accounts match still finds their orders, counted`, async () => {
    const crowd = Array.from({ length: EMAIL_MATCHES_NAMED + 1 }, (_, i) => ({
      firstName: 'Crowd',
      lastName: String(i),
      email: `crowded-${i}@dukkan.test`,
      passwordHash: 'not-a-hash',
      store: 1,
    }));
    await t.database.db.insert(users).values(crowd);
    const buyers = [await makeUser(t, { label: 'crowded' }), await makeUser(t, { label: 'crowded' })];
    const placed = [];
    for (const buyer of buyers) placed.push((await placeOrder(t, buyer.token, [{ id: variants[2] ?? 0 }])).id);
    const broad = (await call(t, operator, 'GET', '/api/admin/orders?q=CROWDED-')).json() as { orders: AdminOrder[]; total: number };
    expect(broad.orders.map((o) => o.id).toSorted()).toEqual(placed.toSorted());
    expect(broad.total).toBe(2);
    // One of them by her whole address (one account's id named).
    const [buyer] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, buyers[0]?.id ?? 0));
    expect(await ids(`q=${encodeURIComponent(buyer?.email ?? '-')}`)).toEqual([placed[0]]);
  });

  test('bad filters are a 400 naming the field', async () => {
    for (const [query, field] of [
      ['status=lost', 'status'],
      ['from=2025-13-01', 'from'],
      ['to=yesterday', 'to'],
      ['country=0', 'country'],
      ['pageSize=1000', 'pageSize'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['q=%00', 'q'],
      ['from=2025-02-02&to=2025-02-01', 'from'],
    ] as const) {
      const response = await call(t, operator, 'GET', `/api/admin/orders?${query}`);
      expect(response.statusCode, `${query}`).toBe(400);
      expect(response.json(), `${query}`).toMatchObject({ field });
    }
  });

  test("an order's details: lines, variant, amounts as stored, address, phone, note", async () => {
    const order = await details(second.id);
    expect(order).toMatchObject({ id: second.id, status: 'placed', version: 0, email: 'shopper@dukkan.test', phone: '963944123456', fullName: 'Lina Haddad' });
    expect(order.items).toEqual([expect.objectContaining({ variantId: variants[1], quantity: 2 })]);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, second.id));
    expect(order.totalAfterTaxation).toBe(stored?.totalAfterTaxation);
    expect(order.deliveryFee).toBe(stored?.deliveryFee);
    expect(order.taxAmount).toBe(stored?.taxAmount);
    expect(order.history).toEqual([]);
    expect((await call(t, operator, 'GET', '/api/admin/orders/999999')).statusCode).toBe(404);
    expect((await call(t, operator, 'GET', '/api/admin/orders/abc')).json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id' });
  });
});

describe('transitions', () => {
  test('placed → confirmed → shipped (carrier, tracking number) → delivered: history, notifications, mail, timeline', async () => {
    const placed = await placeOrder(t, shopper, [{ id: variants[2] ?? 0 }]);
    const notificationsBefore = (await t.database.db.select().from(notifications)).length;

    const confirmed = await act(operator, placed.id, 'confirm', { version: 0 });
    expect(confirmed.statusCode).toBe(200);
    expect((confirmed.json() as { order: AdminOrder }).order).toMatchObject({ status: 'confirmed', version: 1, confirmedAt: expect.any(String) });
    expect(await shopperOrder(shopper, placed.id)).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(String) });

    const shipped = await act(operator, placed.id, 'ship', { version: 1, carrier: ' Aramex ', trackingNumber: 'AX-123' });
    expect(shipped.statusCode).toBe(200);
    expect((shipped.json() as { order: AdminOrder }).order).toMatchObject({ status: 'shipped', version: 2, carrier: 'Aramex', trackingNumber: 'AX-123' });
    expect(await shopperOrder(shopper, placed.id)).toMatchObject({ status: 'shipped', shippedAt: expect.any(String) });

    const delivered = await act(operator, placed.id, 'deliver', { version: 2 });
    expect(delivered.statusCode).toBe(200);
    const order = (delivered.json() as { order: AdminOrder }).order;
    expect(order).toMatchObject({ status: 'delivered', version: 3 });
    const seen = await shopperOrder(shopper, placed.id);
    expect(seen).toMatchObject({ status: 'delivered', deliveredAt: expect.any(String) });
    expect(seen.items[0]?.refundableQuantity).toBe(1);

    expect(order.history.map((e) => [e.action, e.actorEmail, e.before.status, e.after.status])).toEqual([
      ['confirm', 'operator@dukkan.test', 'placed', 'confirmed'],
      ['ship', 'operator@dukkan.test', 'confirmed', 'shipped'],
      ['deliver', 'operator@dukkan.test', 'shipped', 'delivered'],
    ]);
    expect(order.history[1]?.after).toMatchObject({ carrier: 'Aramex', trackingNumber: 'AX-123' });

    const hers = (await call(t, shopper, 'GET', '/api/notifications/user/all?lang=ar')).json() as unknown;
    expect(JSON.stringify(hers)).toContain(`تم شحن طلبك رقم ${placed.id}`);
    expect(JSON.stringify(hers)).toContain('AX-123');
    const hersEn = JSON.stringify((await call(t, shopper, 'GET', '/api/notifications/user/all?lang=en')).json());
    for (const title of [`Order #${placed.id} confirmed`, `Order #${placed.id} has shipped`, `Order #${placed.id} delivered`]) expect(hersEn).toContain(title);
    expect((await t.database.db.select().from(notifications)).length).toBe(notificationsBefore + 3);
    // Linked to the order, as checkout's notification is (her notifications page links them).
    const linked = await t.database.db.select().from(notifications).where(eq(notifications.orderId, placed.id));
    expect(linked).toHaveLength(4);
    const mails = await t.outbox('shopper@dukkan.test');
    expect(mails.map((m) => m.kind)).toEqual(expect.arrayContaining(['order-confirm', 'order-ship', 'order-deliver']));
    expect(mails.find((m) => m.kind === 'order-ship')?.text).toContain(`تم شحن طلبك رقم ${placed.id}`);
  });

  test('cancel before shipping returns the stock, is recorded and tells the shopper', async () => {
    const id = variants[0] ?? 0;
    const before = await stockOf(t, id);
    const placed = await placeOrder(t, shopper, [{ id, quantity: 3 }]);
    expect(await stockOf(t, id)).toBe(before - 3);
    await act(operator, placed.id, 'confirm', { version: 0 });
    const cancelled = await act(operator, placed.id, 'cancel', { version: 1, reason: 'Out of delivery area' });
    expect(cancelled.statusCode).toBe(200);
    const order = (cancelled.json() as { order: AdminOrder }).order;
    expect(order).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect(await stockOf(t, id)).toBe(before);
    expect(order.history.at(-1)?.after).toMatchObject({ status: 'cancelled', reason: 'Out of delivery area', restocked: [{ variantId: id, quantity: 3 }] });
    expect(await shopperOrder(shopper, placed.id)).toMatchObject({ status: 'cancelled' });
    expect(JSON.stringify((await call(t, shopper, 'GET', '/api/notifications/user/all?lang=en')).json())).toContain('Reason: Out of delivery area');
  });

  test('a transition that does not apply is refused with 409 TRANSITION_NOT_ALLOWED and changes nothing', async () => {
    const placed = await placeOrder(t, shopper, [{ id: variants[1] ?? 0 }]);
    for (const action of ['ship', 'deliver']) {
      const refused = await act(operator, placed.id, action, { version: 0 });
      expect(refused.statusCode, `${action}`).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', order: { id: placed.id, status: 'placed', version: 0 } });
    }
    await act(operator, placed.id, 'confirm', { version: 0 });
    await act(operator, placed.id, 'ship', { version: 1 });
    const stock = await stockOf(t, variants[1] ?? 0);
    for (const action of ['cancel', 'confirm', 'ship']) {
      const refused = await act(operator, placed.id, action, { version: 2 });
      expect(refused.statusCode, `${action}`).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', order: { status: 'shipped' } });
    }
    expect(await stockOf(t, variants[1] ?? 0)).toBe(stock);
    await act(operator, placed.id, 'deliver', { version: 2 });
    const late = await act(operator, placed.id, 'cancel', { version: 3 });
    expect(late.json()).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', order: { status: 'delivered' } });
    expect((await details(placed.id)).history).toHaveLength(3);
  });

  test('two operators on the same order: the second, with the version she saw, gets 409 ORDER_CHANGED and the order as it is', async () => {
    const placed = await placeOrder(t, shopper, [{ id: variants[2] ?? 0 }]);
    const seen = (await details(placed.id)).version;
    const firstOne = await act(operator, placed.id, 'confirm', { version: seen });
    expect(firstOne.statusCode).toBe(200);
    const secondOne = await act(operator, placed.id, 'cancel', { version: seen });
    expect(secondOne.statusCode).toBe(409);
    expect(secondOne.json()).toMatchObject({ code: 'ORDER_CHANGED', message: expect.stringContaining('changed'), order: { id: placed.id, status: 'confirmed', version: seen + 1 } });
    expect((await details(placed.id)).status).toBe('confirmed');
    // The same action twice (a double click): the second is stale too, not a second confirmation.
    const again = await act(operator, placed.id, 'confirm', { version: seen });
    expect(again.json()).toMatchObject({ code: 'ORDER_CHANGED' });
    expect((await details(placed.id)).history).toHaveLength(1);
  });

  test('bad requests are a 400 naming the field; an unknown order 404', async () => {
    const placed = await placeOrder(t, shopper, [{ id: variants[0] ?? 0 }]);
    const cases: [string, object, string][] = [
      ['confirm', {}, 'version'],
      ['confirm', { version: -1 }, 'version'],
      ['confirm', { version: 0, carrier: 'DHL' }, 'carrier'],
      ['confirm', { version: 0, reason: 'no' }, 'reason'],
      ['deliver', { version: 0, trackingNumber: 'x' }, 'trackingNumber'],
      ['ship', { version: 0, carrier: 'x'.repeat(81) }, 'carrier'],
      ['ship', { version: 0, trackingNumber: 'a\u0000b' }, 'trackingNumber'],
      ['cancel', { version: 0, reason: 'x'.repeat(501) }, 'reason'],
      ['cancel', { version: 0, extra: 1 }, 'extra'],
      ['refund', { version: 0 }, 'action'],
    ];
    for (const [action, payload, field] of cases) {
      const response = await act(operator, placed.id, action, payload);
      expect(response.statusCode, `${action} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
    expect((await details(placed.id))).toMatchObject({ status: 'placed', version: 0 });
    expect((await act(operator, 999_999, 'confirm', { version: 0 })).statusCode).toBe(404);
  });
});
