// The server side of `npm run bench:api`, run as a child process so the load generator does not
// share its event loop: opens one database (PGlite in memory, or PostgreSQL by URL), seeds a
// 20,000-product catalogue, serves the API and a bare Fastify route on loopback, and prints one
// JSON line with the ports and a shopper's access token. SIGTERM closes everything.
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { hashPassword } from '../src/accounts/password.js';
import { users } from '../src/db/schema.js';
import { DEFAULT_CONNECTION_LIMITS } from '../src/config.js';
import { migrateDatabase, openDatabase } from '../src/db/client.js';
import { DEMO_ACCOUNTS } from '../src/seed/demo-content.js';
import { seedDatabase } from '../src/seed/index.js';
import { freshPostgres } from './fresh-postgres.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
/** Signed-in shoppers whose pages are drawn at once (issue 27): one per connection of the page figures. */
const SHOPPERS = 20;
const LOOPBACK = '127.0.0.1';

const portOf = (address: string): number => Number(new URL(address).port);

/**
 * No cap on requests per connection for the bench's own server (issue 32): autocannon keeps a connection
 * after the server's `Connection: close`, so past MAX_REQUESTS_PER_SOCKET (1,000) every further request on
 * it was Node's 503, and the figures measured those. A browser or a proxy opens a new connection then;
 * the cap's cost to them (one handshake per 1,000 requests) is not what the bench measures.
 */
const BENCH_CONNECTIONS = { ...DEFAULT_CONNECTION_LIMITS, maxRequestsPerSocket: 0 };

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const database = url ? await freshPostgres(url, 20) : await openDatabase({ dataDir: 'memory' });
  await migrateDatabase(database);
  const seedStarted = Date.now();
  await seedDatabase(database.db, { catalogue: { products: PRODUCTS } });
  const seedMs = Date.now() - seedStarted;

  // With a built storefront (BENCH_DIST_DIR, its render in <dir>-ssr), the pages are drawn too: once as
  // served (rendered pages kept a few seconds), once with nothing kept (every request a render).
  const distDir = process.env.BENCH_DIST_DIR;
  const staticSite = distDir === undefined ? undefined : { distDir, ssrDir: `${distDir}-ssr`, localesDir: 'locales' };
  const app = await buildApp({ database, config: { connections: BENCH_CONNECTIONS }, ...(staticSite === undefined ? {} : { staticSite }) });
  const apiAddress = await app.listen({ host: LOOPBACK, port: 0 });
  const uncached =
    staticSite === undefined ? null : await buildApp({ database, config: { catalogueListCacheSeconds: 0, referenceCacheSeconds: 0, connections: BENCH_CONNECTIONS }, staticSite });
  const uncachedAddress = uncached === null ? null : await uncached.listen({ host: LOOPBACK, port: 0 });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  const bareAddress = await bare.listen({ host: LOOPBACK, port: 0 });

  const shopper = DEMO_ACCOUNTS.find((account) => account.role === 'Shopper');
  if (!shopper) throw new Error('bench: no demo shopper');
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: shopper.email, password: shopper.password },
  });
  if (login.statusCode !== 200) throw new Error(`bench: login failed with ${login.statusCode}`);
  const token = login.json<{ accessToken: string }>().accessToken;

  // Twenty shoppers of their own, each signed in with a line in her cart and a favourite: a signed-in
  // page is drawn for the one who asks, and twenty shoppers at once are not one shopper twenty times.
  const passwordHash = await hashPassword('Bench-shopper-1');
  const created = await database.db
    .insert(users)
    .values(
      Array.from({ length: SHOPPERS }, (_, index) => ({
        firstName: `Shopper ${index + 1}`,
        lastName: 'Bench',
        email: `bench-shopper-${index + 1}@dukkan.test`,
        passwordHash,
        role: 'Shopper' as const,
        store: (index % 2) + 1,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ email: users.email });
  const listed = await app.inject({ method: 'GET', url: '/api/products?pageSize=20&inStock=true' });
  const products = listed.json<{ productsReturned: { products: { id: number; variants?: { id: number }[] }[] } }>().productsReturned.products;
  const shopperTokens: string[] = [];
  for (const [index, { email }] of created.entries()) {
    const signedIn = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Bench-shopper-1' } });
    if (signedIn.statusCode !== 200) throw new Error(`bench: ${email} could not sign in (${signedIn.statusCode})`);
    const shopperToken = signedIn.json<{ accessToken: string }>().accessToken;
    const product = products[index % Math.max(products.length, 1)];
    if (product !== undefined) {
      const authorization = `Bearer ${shopperToken}`;
      await app.inject({ method: 'POST', url: '/api/favourites/add', headers: { authorization }, payload: { productId: product.id } });
    }
    shopperTokens.push(shopperToken);
  }

  process.stdout.write(
    `${JSON.stringify({ ready: true, driver: database.driver, port: portOf(apiAddress), barePort: portOf(bareAddress), uncachedPort: uncachedAddress === null ? null : portOf(uncachedAddress), token, shopperTokens, seedMs })}\n`,
  );

  const stop = async () => {
    await bare.close();
    await uncached?.close();
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
