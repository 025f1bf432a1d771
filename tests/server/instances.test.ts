// Three real API instances (server/src/main.ts in child processes) on one fresh PostgreSQL database,
// started at the same moment, behave as one (issue 16, docs/adr/0021, docs/operations.md). Runs only
// when TEST_DATABASE_URL names a PostgreSQL server (as .ci/run does); PGlite is one process.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../server/src/accounts/password.js';
import { openDatabase, type Database } from '../../server/src/db/client.js';
import { currencies, orderItems, orders, productDetails, products, users } from '../../server/src/db/schema.js';
import { COUNTRIES, DEMO_ACCOUNTS } from '../../server/src/seed/demo-content.js';
import { CHECKOUT_BODY } from './shop-fixtures.js';
import { SHOPPER, usingPostgres } from './support/test-app.js';
import { freePort } from './support/throwaway-cluster.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PASSWORD = 'Instances123';

interface Instance {
  name: string;
  base: string;
  child: ChildProcess;
  output: () => string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startInstance(name: string, databaseUrl: string, port: number, dataDir: string): Promise<Instance> {
  // No JWT_SECRET and a data folder of its own: the instances must find their signing key in the database.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    DATABASE_POOL_SIZE: '8',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DELAY_SECONDS: '2',
  };
  delete env.JWT_SECRET;
  delete env.EXPOSE_OUTBOX;
  // node --import tsx: one process (the tsx command forks a second, which a SIGKILL would miss).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts', '--no-build'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { name, base: `http://127.0.0.1:${port}`, child, output: () => output };
}

async function waitReady(instance: Instance, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (instance.child.exitCode !== null) throw new Error(`${instance.name} exited: ${instance.output()}`);
    try {
      const response = await fetch(`${instance.base}/api/ready`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${instance.name} not ready after ${timeoutMs} ms: ${instance.output()}`);
}

const stop = (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });

async function call(instance: Instance, method: string, path: string, options: { token?: string; ip?: string; body?: unknown; key?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.key) headers['idempotency-key'] = options.key;
  const response = await fetch(`${instance.base}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

/** Asks until `check` holds or `withinMs` is over; answers how long it took. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) return Number.POSITIVE_INFINITY;
    await sleep(25);
  }
}

const run = usingPostgres();
let adminUrl = '';
let databaseName = '';
let database: Database;
let instances: Instance[] = [];
let dataDirs: string[] = [];

// Shoppers made in the database, signed in through the instances (each from its own address).
async function shoppers(label: string, howMany: number): Promise<{ id: number; token: string }[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: howMany }, (_, i) => ({
        firstName: 'Race',
        lastName: `${label} ${i}`,
        email: `${label}-${i}@instances.test`,
        passwordHash,
        role: 'Shopper' as const,
        store: 1,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id, email: users.email });
  return Promise.all(
    rows.map(async (row, i) => {
      const session = await call(instances[i % 3] as Instance, 'POST', '/api/auth/login', {
        body: { email: row.email, password: PASSWORD },
        ip: `192.0.2.${i + 1}`,
      });
      if (session.status !== 200) throw new Error(`login ${row.email}: ${session.status}`);
      return { id: row.id, token: String(session.json.accessToken) };
    }),
  );
}

/** A product with one variant left in stock, `units` of it; the others of the product at 0. */
async function productWithStock(offset: number, units: number): Promise<{ productId: number; serialNo: string; variantId: number }> {
  const [product] = await database.db
    .select({ id: products.id, serialNo: products.serialNo })
    .from(products)
    .orderBy(products.id)
    .offset(offset)
    .limit(1);
  if (!product) throw new Error('fixture: no product');
  const [variant] = await database.db.select({ id: productDetails.id }).from(productDetails).where(eq(productDetails.productId, product.id)).limit(1);
  if (!variant) throw new Error('fixture: no variant');
  await database.db.update(productDetails).set({ stock: 0 }).where(eq(productDetails.productId, product.id));
  await database.db.update(productDetails).set({ stock: units }).where(eq(productDetails.id, variant.id));
  return { productId: product.id, serialNo: product.serialNo, variantId: variant.id };
}

const inStockOn = async (instance: Instance, serialNo: string): Promise<boolean | undefined> => {
  const list = await call(instance, 'GET', `/api/products?serialNo=${encodeURIComponent(serialNo)}`);
  const found = (list.json.productsReturned as { products: { inStock: boolean }[] }).products[0];
  return found?.inStock;
};

describe.runIf(run)('three instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    adminUrl = process.env.TEST_DATABASE_URL ?? '';
    databaseName = `dukkan_inst_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName} TEMPLATE template0 ENCODING 'UTF8'`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    dataDirs = ports.map(() => mkdtempSync(join(tmpdir(), 'dukkan-instance-')));
    // All three at the same moment, on a database that has no tables yet.
    instances = await Promise.all(ports.map((port, i) => startInstance(`instance ${i + 1}`, url.toString(), port, dataDirs[i] ?? '')));
    await Promise.all(instances.map((instance) => waitReady(instance, 150_000)));
    database = await openDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => stop(instance.child)));
    await database?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    if (databaseName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);

  test('migrations and the seed ran once, and every instance signs with the one secret kept in the database', async () => {
    const journal = JSON.parse(readFileSync(join(ROOT, 'server', 'drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    const migrations = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((migrations as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(journal.entries.length);
    expect(instances.filter((instance) => instance.output().includes('(seeded now)'))).toHaveLength(1);
    const [people] = await database.db.select({ n: count() }).from(users);
    expect(people?.n).toBe(DEMO_ACCOUNTS.length);
    const countries = await call(instances[2] as Instance, 'GET', '/api/countries');
    expect(countries.json.countriesReturned).toHaveLength(COUNTRIES.length);
    // No data folder holds a key file: the secret is in the database, and a token from one instance
    // is accepted by the others.
    const session = await call(instances[0] as Instance, 'POST', '/api/auth/login', { body: SHOPPER, ip: '198.51.100.1' });
    expect(session.status).toBe(200);
    const token = String(session.json.accessToken);
    for (const instance of instances) {
      expect((await call(instance, 'GET', '/api/users/profile/my-profile', { token })).status).toBe(200);
    }
  });

  test('the login limit counts attempts on all instances together', async () => {
    const attacker = '203.0.113.7';
    // Ten wrong passwords, spread over the three instances, use up the pair's limit…
    for (let i = 0; i < 10; i += 1) {
      const response = await call(instances[i % 3] as Instance, 'POST', '/api/auth/login', {
        body: { email: SHOPPER.email, password: 'Wrong12345' },
        ip: attacker,
      });
      expect(response.status).toBe(401);
    }
    // …so the eleventh is refused whichever instance answers it,
    for (const instance of instances) {
      const refused = await call(instance, 'POST', '/api/auth/login', { body: SHOPPER, ip: attacker });
      expect(refused.status).toBe(429);
      expect(refused.json).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // while the owner, elsewhere, signs in on any of them.
    for (const instance of instances) {
      expect((await call(instance, 'POST', '/api/auth/login', { body: SHOPPER, ip: '198.51.100.2' })).status).toBe(200);
    }
  });

  test('a change made through one instance is served by the others within a second', async () => {
    const { serialNo, variantId } = await productWithStock(5, 1);
    const [buyer] = await shoppers('change', 1);
    if (!buyer) throw new Error('fixture');
    // The other two instances cache the list with the product in stock…
    for (const instance of instances) expect(await within(1_000, async () => (await inStockOn(instance, serialNo)) === true)).toBeLessThan(1_000);
    const [first, second, third] = instances as [Instance, Instance, Instance];
    expect((await call(first, 'POST', '/api/cart/add', { token: buyer.token, body: { productDetailId: variantId, quantity: 1 } })).status).toBe(200);
    // …and instance 1 sells its last unit.
    const order = await call(first, 'POST', '/api/orders/checkout', { token: buyer.token, body: CHECKOUT_BODY, key: 'change-key-1' });
    expect(order.status).toBe(201);
    for (const instance of [second, third]) {
      expect(await within(1_000, async () => (await inStockOn(instance, serialNo)) === false)).toBeLessThan(1_000);
    }
    // Reference data changed by an operator in psql reaches every instance the same way.
    const rate = async (instance: Instance) =>
      ((await call(instance, 'GET', '/api/currencies/2')).json.currencyReturned as { excRate: number }).excRate;
    const before = await rate(second);
    for (const instance of instances) await rate(instance);
    await database.db.update(currencies).set({ excRate: String(before + 1) }).where(eq(currencies.id, 2));
    for (const instance of instances) expect(await within(1_000, async () => (await rate(instance)) === before + 1)).toBeLessThan(1_000);
  }, 60_000);

  test('a checkout race across the instances sells exactly the stock', async () => {
    const STOCK = 5;
    const { variantId } = await productWithStock(7, STOCK);
    const racers = await shoppers('race', 15);
    for (const [i, racer] of racers.entries()) {
      const added = await call(instances[i % 3] as Instance, 'POST', '/api/cart/add', { token: racer.token, body: { productDetailId: variantId, quantity: 1 } });
      expect(added.status).toBe(200);
    }
    const results = await Promise.all(
      racers.map((racer, i) =>
        call(instances[(i + 1) % 3] as Instance, 'POST', '/api/orders/checkout', { token: racer.token, body: CHECKOUT_BODY, key: `race-key-${i}` }),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(STOCK);
    expect(statuses.filter((status) => status === 409)).toHaveLength(racers.length - STOCK);
    const [left] = await database.db.select({ stock: productDetails.stock }).from(productDetails).where(eq(productDetails.id, variantId));
    expect(left?.stock).toBe(0);
    const [sold] = await database.db
      .select({ n: count() })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.productDetailId, variantId), inArray(orders.userId, racers.map((racer) => racer.id))));
    expect(sold?.n).toBe(STOCK);
  }, 120_000);

  test('killing an instance mid-stream loses no committed order; retries elsewhere never duplicate one', async () => {
    const { variantId } = await productWithStock(9, 1000);
    const buyers = await shoppers('kill', 24);
    for (const [i, buyer] of buyers.entries()) {
      const added = await call(instances[i % 3] as Instance, 'POST', '/api/cart/add', { token: buyer.token, body: { productDetailId: variantId, quantity: 2 } });
      expect(added.status).toBe(200);
    }
    const victim = instances[2] as Instance;
    const survivor = instances[0] as Instance;
    const acknowledged = new Map<number, number>(); // user id → order id answered 201 by the victim
    let done = 0;
    // Four at a time against the victim; it is killed (SIGKILL: no shutdown at all) after a few.
    const stream = (async () => {
      for (let start = 0; start < buyers.length; start += 4) {
        await Promise.all(
          buyers.slice(start, start + 4).map(async (buyer, j) => {
            try {
              const result = await call(victim, 'POST', '/api/orders/checkout', { token: buyer.token, body: CHECKOUT_BODY, key: `kill-key-${start + j}` });
              if (result.status === 201) acknowledged.set(buyer.id, Number((result.json.orderReturned as { id: number }).id));
            } catch {
              // the connection died with the instance: the client does not know whether it was placed
            } finally {
              done += 1;
            }
          }),
        );
      }
    })();
    await within(60_000, async () => done >= 6);
    victim.child.kill('SIGKILL');
    await stream;
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(acknowledged.size).toBeLessThan(buyers.length);

    // Every order the victim acknowledged is there, whole.
    for (const [userId, orderId] of acknowledged) {
      const [row] = await database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
      expect(row?.userId).toBe(userId);
    }
    // Each buyer retries on a surviving instance with the same key: an order already placed is
    // answered again (200, replayed), one never placed is placed now (201); nobody gets two.
    const retries: { userId: number; status: number; orderId: number }[] = [];
    for (const [i, buyer] of buyers.entries()) {
      const retry = await call(survivor, 'POST', '/api/orders/checkout', { token: buyer.token, body: CHECKOUT_BODY, key: `kill-key-${i}` });
      retries.push({ userId: buyer.id, status: retry.status, orderId: Number((retry.json.orderReturned as { id: number } | undefined)?.id) });
    }
    expect(retries.every((retry) => retry.status === 200 || retry.status === 201)).toBe(true);
    const replays = retries.filter((retry) => acknowledged.has(retry.userId));
    expect(replays.map((retry) => [retry.status, retry.orderId])).toEqual(replays.map((retry) => [200, acknowledged.get(retry.userId)]));
    const ids = buyers.map((buyer) => buyer.id);
    const perBuyer = await database.db.select({ userId: orders.userId, n: count() }).from(orders).where(inArray(orders.userId, ids)).groupBy(orders.userId);
    expect(perBuyer).toHaveLength(buyers.length);
    expect(perBuyer.every((row) => row.n === 1)).toBe(true);
    // Stock moved by exactly the units of the orders that exist: no half-written checkout.
    const [left] = await database.db.select({ stock: productDetails.stock }).from(productDetails).where(eq(productDetails.id, variantId));
    expect(left?.stock).toBe(1000 - 2 * buyers.length);
    // The survivors still answer.
    for (const instance of instances.slice(0, 2)) expect((await call(instance, 'GET', '/api/ready')).status).toBe(200);
  }, 120_000);

  test('SIGTERM: the instance reports not ready, keeps serving during the delay, then exits cleanly', async () => {
    const leaving = instances[1] as Instance;
    const exited = new Promise<number | null>((resolve) => leaving.child.once('exit', (code) => resolve(code)));
    leaving.child.kill('SIGTERM');
    expect(await within(1_500, async () => (await call(leaving, 'GET', '/api/ready')).status === 503)).toBeLessThan(1_500);
    expect((await call(leaving, 'GET', '/api/countries')).status).toBe(200);
    expect(await exited).toBe(0);
    expect((await call(instances[0] as Instance, 'GET', '/api/ready')).status).toBe(200);
  }, 30_000);
});
