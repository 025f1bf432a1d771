// Stock is never oversold: 50 shoppers check out at once for the last 10 units.
//
// What this proves depends on the database. On PostgreSQL (`npm run test:server:pg`, as CI runs it)
// the app gets a pool of 25 connections, so the 50 transactions really overlap and only the row locks
// (SELECT … FOR UPDATE, variants in id order) keep the count right; the test also checks that the
// pool did open several connections. On PGlite (the default run) there is one connection and the
// transactions run one after the other: the same assertions hold, but they prove the bookkeeping,
// not the locking.
import { and, count, eq, inArray, sum } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { orderItems, orders } from '../../server/src/db/schema.js';
import { addToCart, cartOf, checkout, makeUser, setVariant, SMALL_CATALOGUE, stockOf, variantIds } from './shop-fixtures.js';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app.js';

const SHOPPERS = 50;
const LAST_UNITS = 10;

let t: TestApp;
let scarce: number;
let plenty: number;
let shoppers: { id: number; token: string }[];

beforeAll(async () => {
  t = await createTestApp({ seed: SMALL_CATALOGUE, maxConnections: 25 });
  [scarce = 0, plenty = 0] = await variantIds(t, 2);
  await setVariant(t, scarce, { stock: LAST_UNITS });
  await setVariant(t, plenty, { stock: 1000 });
  shoppers = [];
  for (let i = 0; i < SHOPPERS; i += 1) shoppers.push(await makeUser(t, { label: 'race' }));
  // Every cart holds one of the last units and one plentiful item; half add them in the other order,
  // so the carts' lines come in both orders and only the checkout's id-ordered locking avoids deadlocks.
  for (const [i, shopper] of shoppers.entries()) {
    const lines = i % 2 === 0 ? [scarce, plenty] : [plenty, scarce];
    for (const id of lines) await addToCart(t, shopper.token, id, 1);
  }
}, 120_000);
afterAll(async () => {
  await t.close();
});

test(`${SHOPPERS} concurrent checkouts for the last ${LAST_UNITS} units make exactly ${LAST_UNITS} orders`, async () => {
  const responses = await Promise.all(shoppers.map((shopper) => checkout(t, shopper.token)));

  const statuses = responses.map((response) => response.statusCode);
  expect(statuses.filter((s) => s === 201)).toHaveLength(LAST_UNITS);
  expect(statuses.filter((s) => s === 409)).toHaveLength(SHOPPERS - LAST_UNITS);
  for (const refused of responses.filter((response) => response.statusCode === 409)) {
    expect(refused.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      items: [{ productDetailId: scarce, available: 0 }],
    });
  }

  expect(await stockOf(t, scarce)).toBe(0);
  expect(await stockOf(t, plenty)).toBe(1000 - LAST_UNITS);
  const userIds = shoppers.map((shopper) => shopper.id);
  const [placed] = await t.database.db.select({ n: count() }).from(orders).where(inArray(orders.userId, userIds));
  expect(placed?.n).toBe(LAST_UNITS);
  const [sold] = await t.database.db
    .select({ units: sum(orderItems.quantity) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.productDetailId, scarce), inArray(orders.userId, userIds)));
  expect(Number(sold?.units)).toBe(LAST_UNITS);

  // The winners' carts are empty; the others keep both lines (a refusal changes nothing).
  for (const [i, shopper] of shoppers.entries()) {
    const lines = (await cartOf(t, shopper.token)).cartItems.length;
    expect(lines).toBe(statuses[i] === 201 ? 0 : 2);
  }
}, 120_000);

test.runIf(usingPostgres())('on PostgreSQL the checkouts overlapped: the pool opened several connections for them', () => {
  const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
  expect(pool.totalCount).toBeGreaterThan(1);
});
