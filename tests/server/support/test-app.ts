// A fresh app per test file: PGlite in memory by default, or a throw-away PostgreSQL database
// when TEST_DATABASE_URL is set (created here, dropped on close).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App, type BuildAppOptions } from '../../../server/src/app.js';
import type { AppConfig } from '../../../server/src/config.js';
import { migrateDatabase, openDatabase, type Database, type OpenDatabaseOptions } from '../../../server/src/db/client.js';
import type { OutboxMessage } from '../../../server/src/repositories/mail-outbox-repository.js';
import { seedDatabase, type SeedOptions } from '../../../server/src/seed/index.js';

export interface TestAppOptions {
  /** What to seed; by default reference data and demo accounts, no catalogue (fast). false: nothing. */
  seed?: SeedOptions | false;
  config?: Partial<AppConfig>;
  now?: () => Date;
  /** Add routes (e.g. one that throws) before the app is made ready. */
  extend?: (app: App) => void;
  mailer?: BuildAppOptions['mailer'];
  /** Serve a built storefront too (tests of index.html and static files). */
  staticSite?: BuildAppOptions['staticSite'];
  /** PostgreSQL pool size (default 5); a concurrency test asks for more so its requests really overlap. */
  maxConnections?: number;
  /** Compile every route's schemas at ready (the server compiles them on first use). */
  eagerSchemas?: boolean;
  /**
   * A PostgreSQL server of the test's own (tests/server/support/throwaway-cluster.ts), over
   * TEST_DATABASE_URL's, with its pool's timeouts (issue 32).
   */
  postgres?: { adminUrl: string; timeouts?: OpenDatabaseOptions['timeouts'] };
}

export interface TestApp {
  app: App;
  database: Database;
  config: AppConfig;
  /** Logs in and answers the access token (fails the test on a non-200). */
  login(email: string, password: string): Promise<string>;
  /** Mails sent to this address, newest first. */
  outbox(email: string): Promise<OutboxMessage[]>;
  close(): Promise<void>;
}

const TEST_SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-0123');
const GENEROUS_LIMITS: AppConfig['rateLimits'] = {
  perIp: { max: 10_000, windowMs: 60_000 },
  perAccount: { max: 10_000, windowMs: 60_000 },
};

export const usingPostgres = (): boolean => Boolean(process.env.TEST_DATABASE_URL);

async function openTestDatabase(maxConnections = 5, postgres?: TestAppOptions['postgres']): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = postgres?.adminUrl ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory' });
    return { database, drop: async () => {} };
  }
  // One database per test file, so files running in parallel never see each other's rows.
  const name = `dukkan_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), maxConnections, ...(postgres?.timeouts ? { timeouts: postgres.timeouts } : {}) });
  return {
    database,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase(options.maxConnections, options.postgres);
  await migrateDatabase(database);
  if (options.seed !== false) await seedDatabase(database.db, { catalogue: false, ...options.seed });
  const app = await buildApp({
    database,
    config: { jwtSecret: TEST_SECRET, rateLimits: GENEROUS_LIMITS, ...options.config },
    ...(options.now ? { now: options.now } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.staticSite ? { staticSite: options.staticSite } : {}),
    ...(options.eagerSchemas ? { eagerSchemas: true } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config: app.deps.config,
    async login(email, password) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
      return (response.json() as { accessToken: string }).accessToken;
    },
    outbox: (email) => app.deps.repos.mailOutbox.listFor(email),
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

export const SHOPPER = { email: 'shopper@dukkan.test', password: 'Shopper123' } as const;
export const SELLER = { email: 'seller@dukkan.test', password: 'Seller123' } as const;
export const NO_COUNTRY = { email: 'nocountry@dukkan.test', password: 'Shopper123' } as const;
