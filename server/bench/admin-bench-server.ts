// The server side of `npm run bench`'s admin section (issue 29), run as a child process so the load
// generator does not share its event loop: a fresh PostgreSQL database (BENCH_ADMIN_DATABASE_URL),
// migrated and seeded with a small catalogue, 100,000 orders of 30,000 shoppers written straight into it
// (server/bench/bulk-orders.ts), then the API on loopback with the production pool size (10, as
// DATABASE_POOL_SIZE's default). Prints one JSON line: the port, access tokens for 20 operators and for
// the throw-away shoppers of the stock race, and how long the load took. SIGTERM closes everything.
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { DEFAULT_CONNECTION_LIMITS } from '../src/config.js';
import { migrateDatabase } from '../src/db/client.js';
import { users } from '../src/db/schema.js';
import { seedDatabase } from '../src/seed/index.js';
import { loadOrders } from './bulk-orders.js';
import { freshPostgres } from './fresh-postgres.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const SHOPPERS = Number(process.env.BENCH_ORDER_SHOPPERS ?? 30_000);
const OPERATORS = 20;
/** Shoppers for the stock race: the section uses 50 racers and 12 order holders per round. */
const RACE_SHOPPERS = Number(process.env.BENCH_RACE_SHOPPERS ?? 200);
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 10);
const PRODUCTS = 300;
const LOOPBACK = '127.0.0.1';

/** As bench-server.ts: no cap on requests per connection for the bench's own keep-alive client. */
const BENCH_CONNECTIONS = { ...DEFAULT_CONNECTION_LIMITS, maxRequestsPerSocket: 0 };

const people = (role: 'Operator' | 'Shopper', label: string, howMany: number) =>
  Array.from({ length: howMany }, (_, i) => ({
    firstName: role === 'Operator' ? 'مشغّل' : 'متسابق',
    lastName: String(i + 1),
    email: `${label}-${i + 1}@bench.dukkan.test`,
    passwordHash: 'bench: no password',
    role,
    store: 1,
    emailVerifiedAt: new Date(),
  }));

async function main(): Promise<void> {
  const url = process.env.BENCH_ADMIN_DATABASE_URL;
  if (!url) throw new Error('bench: BENCH_ADMIN_DATABASE_URL names the PostgreSQL database to fill');
  const database = await freshPostgres(url, POOL_SIZE);
  await migrateDatabase(database);
  const seedStarted = Date.now();
  await seedDatabase(database.db, { catalogue: { products: PRODUCTS } });
  const seedMs = Date.now() - seedStarted;

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const loaded = await loadOrders(client, { orders: ORDERS, shoppers: SHOPPERS, now: new Date() });
  await client.end();

  const operators = await database.db.insert(users).values(people('Operator', 'operator', OPERATORS)).returning({ id: users.id });
  const shoppers = await database.db.insert(users).values(people('Shopper', 'racer', RACE_SHOPPERS)).returning({ id: users.id });

  const app = await buildApp({ database, config: { connections: BENCH_CONNECTIONS } });
  const address = await app.listen({ host: LOOPBACK, port: 0 });
  const withToken = async (row: { id: number }, role: string) => ({ id: row.id, token: await app.deps.tokens.issue(row.id, role) });

  process.stdout.write(
    `${JSON.stringify({
      ready: true,
      port: Number(new URL(address).port),
      poolSize: POOL_SIZE,
      seedMs,
      loaded,
      operators: await Promise.all(operators.map((row) => withToken(row, 'Operator'))),
      shoppers: await Promise.all(shoppers.map((row) => withToken(row, 'Shopper'))),
    })}\n`,
  );

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
