// Issue 29: the operator's shopper lookup. Search by e-mail, phone and name; a shopper's page with her
// orders and refund requests; never a password, a password hash, a token, a session or a code in an answer;
// 401 without a token, 403 for a shopper or a seller (every admin operation is also walked in admin-orders.test.ts).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, placeOrder, setVariant, SMALL_CATALOGUE, variantIds } from './shop-fixtures.js';
import type { AdminShopperWire } from '@/infrastructure/admin/admin-contract';
import { createTestApp, SELLER, SHOPPER, type TestApp } from './support/test-app.js';

let t: TestApp;
let operator: string;
let shopper: string;
let seller: string;
let shopperId = 0;
let orderId = 0;
let refundId = 0;

type Shopper = AdminShopperWire;

const search = async (q: string, token = operator) => call(t, token, 'GET', `/api/admin/shoppers?q=${encodeURIComponent(q)}`);
const found = async (q: string): Promise<Shopper[]> => {
  const response = await search(q);
  if (response.statusCode !== 200) throw new Error(`search ${q}: ${response.statusCode} ${response.body}`);
  return (response.json() as { shoppers: Shopper[] }).shoppers;
};

/** Every key of a JSON value, at any depth. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(keysOf) : typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]) : [];

beforeAll(async () => {
  t = await createTestApp({ seed: SMALL_CATALOGUE });
  operator = await t.login('operator@dukkan.test', 'Operator123');
  shopper = await t.login(SHOPPER.email, SHOPPER.password);
  seller = await t.login(SELLER.email, SELLER.password);
  const [variant = 0] = await variantIds(t, 1);
  await setVariant(t, variant, { stock: 100 });
  const order = await placeOrder(t, shopper, [{ id: variant, quantity: 2 }]);
  orderId = order.id;
  for (const [action, version] of [['confirm', 0], ['ship', 1], ['deliver', 2]] as const) {
    const moved = await call(t, operator, 'POST', `/api/admin/orders/${order.id}/${action}`, { version });
    if (moved.statusCode !== 200) throw new Error(`${action}: ${moved.body}`);
  }
  const line = order.items[0];
  const created = await call(t, shopper, 'POST', '/api/refunds', { orderId: order.id, orderItemId: line?.orderItemId, quantity: 1, reason: 'faulty' });
  if (created.statusCode !== 201) throw new Error(`refund: ${created.body}`);
  refundId = (created.json() as { refundReturned: { id: number } }).refundReturned.id;
  shopperId = (await t.app.deps.repos.users.findByEmail(SHOPPER.email))?.id ?? 0;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('finding a shopper', () => {
  test('by e-mail (any case, a part), by phone (as people write it), by name (first, last, both either way)', async () => {
    for (const q of ['shopper@dukkan.test', 'SHOPPER@DUKKAN', '944123456', '+963 944 123 456', '0944 123 456'.replace(/^0/, ''), 'lina', 'Haddad', 'lina haddad', 'haddad lina']) {
      expect({ q, ids: (await found(q)).map((s) => s.id) }).toEqual({ q, ids: expect.arrayContaining([shopperId]) });
    }
    expect((await found('no-such-person-anywhere')).length).toBe(0);
    // A percent sign is a character, not a wildcard.
    expect(await found('%')).toEqual([]);
  });

  test('finds sellers too, never an operator', async () => {
    expect((await found('seller@dukkan.test')).map((s) => s.role)).toEqual(['Seller']);
    expect(await found('operator@dukkan.test')).toEqual([]);
  });

  test('a blank or missing query is 400 naming q; an over-long one too', async () => {
    for (const url of ['/api/admin/shoppers', '/api/admin/shoppers?q=', '/api/admin/shoppers?q=%20%20', `/api/admin/shoppers?q=${'a'.repeat(101)}`]) {
      const response = await call(t, operator, 'GET', url);
      expect({ url, status: response.statusCode, field: (response.json() as { field?: string }).field }).toEqual({ url, status: 400, field: 'q' });
    }
  });
});

describe("a shopper's page", () => {
  test('her account, her orders and her refund requests, newest first', async () => {
    const response = await call(t, operator, 'GET', `/api/admin/shoppers/${shopperId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { shopper: Shopper; orders: { id: number; status: string }[]; refunds: { id: number; orderId: number; status: string }[] };
    expect(body.shopper).toMatchObject({ id: shopperId, firstName: 'Lina', lastName: 'Haddad', email: SHOPPER.email, phone: '963944123456', role: 'Shopper' });
    expect(body.orders.map((o) => o.id)).toContain(orderId);
    expect(body.orders.find((o) => o.id === orderId)?.status).toBe('delivered');
    expect(body.refunds.map((r) => r.id)).toEqual([refundId]);
    expect(body.refunds[0]).toMatchObject({ orderId, status: 'requested' });
  });

  test('no answer carries a password, its hash, a token version, a session or a code', async () => {
    const answers = [await search('lina'), await call(t, operator, 'GET', `/api/admin/shoppers/${shopperId}`)];
    for (const answer of answers) {
      const keys = keysOf(answer.json()).map((key) => key.toLowerCase());
      for (const secret of ['password', 'passwordhash', 'tokenversion', 'token', 'accesstoken', 'refreshtoken', 'session', 'code', 'codehash']) {
        expect({ secret, found: keys.includes(secret) }).toEqual({ secret, found: false });
      }
      expect(keys.some((key) => key.includes('password') || key.includes('token') || key.includes('session'))).toBe(false);
      expect(answer.body).not.toMatch(/scrypt\$/);
    }
  });

  test('an operator or an unknown id is 404; a malformed id 400 naming id', async () => {
    const operatorId = (await t.app.deps.repos.users.findByEmail('operator@dukkan.test'))?.id ?? 0;
    expect((await call(t, operator, 'GET', `/api/admin/shoppers/${operatorId}`)).statusCode).toBe(404);
    expect((await call(t, operator, 'GET', '/api/admin/shoppers/999999')).statusCode).toBe(404);
    expect((await call(t, operator, 'GET', '/api/admin/shoppers/x')).json()).toMatchObject({ field: 'id' });
  });
});

describe('who may look', () => {
  test('no token 401; a shopper or a seller 403, on the search and the page', async () => {
    for (const url of ['/api/admin/shoppers?q=lina', `/api/admin/shoppers/${shopperId}`]) {
      expect({ url, status: (await call(t, null, 'GET', url)).statusCode }).toEqual({ url, status: 401 });
      for (const token of [shopper, seller]) {
        const refused = await call(t, token, 'GET', url);
        expect({ url, status: refused.statusCode }).toEqual({ url, status: 403 });
        expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
  });
});
