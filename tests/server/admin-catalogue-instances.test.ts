// Issue 29 (docs/adr/0055): an operator's change on one instance reaches another instance's caches on the
// same PostgreSQL database, through the existing invalidation (triggers NOTIFY dukkan_cache, every instance
// LISTENs: ADR 0021). Two apps in this process, each with its own pool, LISTEN connection, cached product
// lists (10 s) and cached rendered pages; instance B's list and product page are warmed first, then the price
// is changed on instance A, and B shows the new one within a second or two, on its API and its drawn page.
// Hiding on A takes the product off B's lists and answers B's page 404. PostgreSQL only (PGlite is one process).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp, type App } from '../../server/src/app.js';
import { migrateDatabase, openDatabase, type Database } from '../../server/src/db/client.js';
import { seedDatabase } from '../../server/src/seed/index.js';
import { routeEntries } from '../../src/application/frame/route-table';
import { render } from '../../src/ui/server/entry-server';
import { SMALL_CATALOGUE } from './shop-fixtures.js';
import { usingPostgres } from './support/test-app.js';

const INDEX = '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <title>Dukkan</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
const SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-0123');

// A guest's page is drawn in Syrian pounds (13,000 a dollar, shown to the 100): $0.37 reads SYP 4,800.
const NEW_PRICE_SHOWN = 'SYP 4,800';
const shownPrice = (html: string): string | undefined => /data-testid="product-price">[\s\S]*?<span class="price__now">([^<]*)<\/span>/.exec(html)?.[1]?.replace(/\s/g, ' ');

const run = usingPostgres();
let adminUrl = '';
let name = '';
let dir = '';
const databases: Database[] = [];
let a: App;
let b: App;
let operator = '';

async function instance(url: string): Promise<App> {
  const database = await openDatabase({ databaseUrl: url, maxConnections: 4 });
  databases.push(database);
  const app = await buildApp({
    database,
    // The caches as in production: lists kept 10 s, rendered pages with them.
    config: { jwtSecret: SECRET, catalogueListCacheSeconds: 10, rateLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 10_000, windowMs: 60_000 } } },
    staticSite: { distDir: dir, renderer: { render }, renderBudgetMs: 30_000 },
  });
  await app.ready();
  return app;
}

const inject = (app: App, method: 'GET' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: { accept: url.startsWith('/api') ? 'application/json' : 'text/html', ...(operator ? { authorization: `Bearer ${operator}` } : {}) }, ...(payload ? { payload } : {}) });

describe.runIf(run)('two instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    adminUrl = process.env.TEST_DATABASE_URL ?? '';
    name = `dukkan_cat_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    dir = mkdtempSync(join(tmpdir(), 'dukkan-catalogue-instances-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'route-chunks.json'), JSON.stringify({ routes: routeEntries().map(([, route]) => ({ path: route.path, signIn: route.signIn, files: [] })) }));
    const setup = await openDatabase({ databaseUrl: url.toString(), maxConnections: 2 });
    await migrateDatabase(setup);
    await seedDatabase(setup.db, { ...SMALL_CATALOGUE });
    await setup.close();
    a = await instance(url.toString());
    b = await instance(url.toString());
    const login = await a.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'operator@dukkan.test', password: 'Operator123' } });
    operator = (login.json() as { accessToken: string }).accessToken;
  }, 180_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const database of databases) await database.close();
    rmSync(dir, { recursive: true, force: true });
    if (name) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);

  test("a price changed on A is on B's product list, product API and drawn product page; hidden on A, it leaves B's list and page", async () => {
    const rows = (await inject(a, 'GET', '/api/admin/catalogue/products?pageSize=1')).json() as { products: { id: number; serialNo: string }[] };
    const { id, serialNo } = rows.products[0] ?? { id: 0, serialNo: '' };
    const product = ((await inject(a, 'GET', `/api/admin/catalogue/products/${id}`)).json() as { product: { version: number; variants: { id: number }[] } }).product;
    const listPrices = async () =>
      ((await inject(b, 'GET', `/api/products?serialNo=${serialNo}`)).json() as { productsReturned: { products: { price: number; productDetailId: number }[] } }).productsReturned.products;
    const pageOfB = () => inject(b, 'GET', `/product/${id}?lng=en`);

    // B has its list and page in its caches, at the old price.
    const before = await listPrices();
    expect(before).toHaveLength(1);
    const variantId = before[0]?.productDetailId ?? 0;
    expect(product.variants.map((v) => v.id)).toContain(variantId);
    const warm = await pageOfB();
    expect(warm.statusCode).toBe(200);
    expect(shownPrice(warm.body)).not.toBe(NEW_PRICE_SHOWN);
    expect((await pageOfB()).body).toBe(warm.body);

    // The list variant made cheaper than any: the list price is the new one.
    const changed = await inject(a, 'PATCH', `/api/admin/catalogue/products/${id}/variants/${variantId}`, { version: product.version, price: '0.37', discountPrice: null });
    expect(changed.statusCode, `${changed.body}`).toBe(200);

    const started = Date.now();
    await expect.poll(async () => (await listPrices())[0]?.price, { timeout: 3_000, interval: 25 }).toBe(0.37);
    const api = (await inject(b, 'GET', `/api/products/${id}`)).json() as { productReturned: { variants: { productDetailId: number; price: number }[] } };
    expect(api.productReturned.variants.find((d) => d.productDetailId === variantId)?.price).toBe(0.37);
    await expect.poll(async () => shownPrice((await pageOfB()).body), { timeout: 3_000, interval: 25 }).toBe(NEW_PRICE_SHOWN);
    const took = Date.now() - started;
    console.info(`instance B showed instance A's price (list, API and drawn page) after ${took} ms`);
    expect(took).toBeLessThan(3_000);

    const hidden = await inject(a, 'PATCH', `/api/admin/catalogue/products/${id}`, { version: product.version + 1, hidden: true });
    expect(hidden.statusCode, `${hidden.body}`).toBe(200);
    await expect.poll(async () => (await listPrices()).length, { timeout: 3_000, interval: 25 }).toBe(0);
    await expect.poll(async () => (await pageOfB()).statusCode, { timeout: 3_000, interval: 25 }).toBe(404);
    expect((await inject(b, 'GET', `/api/products/${id}`)).statusCode).toBe(404);
  });
});
