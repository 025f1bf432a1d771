// Vitest globalSetup for the 'e2e' project: builds the storefront when dist/ is stale, starts the real
// server (tsx server/src/main.ts --no-build) on a free port with a fresh PGlite folder and the dev
// outbox exposed, signs the demo accounts in once (the login route is rate-limited per account), and
// hands the base URL and the tokens to the tests through `provide`. Teardown stops the server and
// removes the data folder.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { NotificationWire } from '../../../src/infrastructure/notifications/notifications-contract';
import { DEMO, type DemoTokens } from './accounts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running server's origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** Access tokens of the demo accounts, signed in once per run. */
    tokens: DemoTokens;
  }
}

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DIST_INDEX = join(ROOT, 'dist', 'index.html');
const LOG_DIR = join(ROOT, 'test-results');
const SERVER_LOG = join(LOG_DIR, 'e2e-server.log');
const START_TIMEOUT_MS = 120_000;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** `vite build` unless dist/index.html is newer than everything the bundle is made of. */
function buildStorefrontIfStale(): void {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(DIST_INDEX)) return;
  // The server's render of the pages (dist-ssr/) is built with dist/ (npm run build).
  const ssrEntry = join(ROOT, 'dist-ssr', 'entry-server.js');
  const built = existsSync(DIST_INDEX) && existsSync(ssrEntry) ? Math.min(statSync(DIST_INDEX).mtimeMs, statSync(ssrEntry).mtimeMs) : 0;
  const sources = Math.max(
    ...['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'tooling', 'server/src/seed/demo-content.ts', 'package-lock.json'].map((p) => newestMtime(join(ROOT, p))),
  );
  if (built >= sources) return;
  const started = Date.now();
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  // A production build whatever this process runs under: vitest sets NODE_ENV=test, which would
  // make Vite build React's development bundle and leave out the service worker.
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(`e2e: the storefront build (vite build) failed:\n${result.stdout}\n${result.stderr}`);
  }
  const ssr = spawnSync(process.execPath, [vite, 'build', '--ssr', 'src/ui/server/entry-server.tsx', '--logLevel', 'warn'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (ssr.status !== 0) throw new Error(`e2e: the server render build failed:\n${ssr.stdout}\n${ssr.stderr}`);
  console.info(`[e2e] storefront built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('e2e: no free port'))));
    });
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function waitUntilAnswering(baseUrl: string, server: ChildProcess, tail: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`e2e: the server exited with code ${server.exitCode} before answering.\n${tail()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/countries`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`e2e: the server did not answer within ${START_TIMEOUT_MS / 1000} s.\n${tail()}`);
}

async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`e2e: login as ${email} answered ${response.status}: ${await response.text()}`);
  const body: unknown = await response.json();
  if (typeof body === 'object' && body !== null && 'accessToken' in body && typeof body.accessToken === 'string') {
    return body.accessToken;
  }
  throw new Error(`e2e: login as ${email} answered no accessToken`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => server.kill('SIGKILL'), 5_000);
    server.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

async function call<T>(baseUrl: string, token: string, method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`e2e: ${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * No notification is seeded (issue 29): the demo shopper's come from real causes. Three orders of hers, each
 * confirmed, shipped and delivered by the operator through /api/admin, give her twelve unread (the badges'
 * '9+' needs more than nine). Done once: a server already holding more than nine is left as it is.
 */
async function causeShopperNotifications(baseUrl: string, shopper: string): Promise<void> {
  const listed = await call<{ notifications: NotificationWire[] }>(baseUrl, shopper, 'GET', '/notifications/user/all');
  if (listed.notifications.filter((notification) => !notification.isRead).length > 9) return;
  const operator = await login(baseUrl, 'operator@dukkan.test', 'Operator123');
  const list = await call<{ productsReturned: { products: { id: number }[] } }>(baseUrl, shopper, 'GET', '/products?pageSize=10&inStock=true');
  const variants = await Promise.all(
    list.productsReturned.products.map(async (product) => (await call<{ productReturned: { variants: { productDetailId: number; stock: number }[] } }>(baseUrl, shopper, 'GET', `/products/${product.id}`)).productReturned.variants),
  );
  // The variant with the most units, so the orders leave every other test's stock as it was.
  const variant = variants.flat().toSorted((a, b) => b.stock - a.stock)[0];
  if (variant === undefined || variant.stock < 3) throw new Error('e2e: a variant with stock expected');
  const body = { fullName: 'Lina Haddad', city: 'Damascus', street: 'Baghdad St. 12', phone: '0944 123 456', countryId: 1, currencyId: 1, paymentMethod: 'cash_on_delivery' };
  for (let i = 0; i < 3; i += 1) {
    await call(baseUrl, shopper, 'POST', '/cart/add', { productDetailId: variant.productDetailId, quantity: 1 });
    const order = await call<{ orderReturned: { id: number } }>(baseUrl, shopper, 'POST', '/orders/checkout', body, { 'idempotency-key': `e2e-setup-${Date.now()}-${i}` });
    for (const [action, version] of [['confirm', 0], ['ship', 1], ['deliver', 2]] as const) {
      await call(baseUrl, operator, 'POST', `/admin/orders/${order.orderReturned.id}/${action}`, { version });
    }
  }
}

async function provideSession(project: TestProject, baseUrl: string): Promise<void> {
  const [shopper, seller, noCountry] = await Promise.all([
    login(baseUrl, DEMO.shopper.email, DEMO.shopper.password),
    login(baseUrl, DEMO.seller.email, DEMO.seller.password),
    login(baseUrl, DEMO.noCountry.email, DEMO.noCountry.password),
  ]);
  await causeShopperNotifications(baseUrl, shopper);
  project.provide('baseUrl', baseUrl);
  project.provide('tokens', { shopper, seller, noCountry });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A server you started yourself (fresh DATA_DIR, EXPOSE_OUTBOX=1): nothing is built or spawned.
  const external = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
  if (external) {
    await provideSession(project, external);
    return async () => {};
  }

  buildStorefrontIfStale();

  const dataDir = mkdtempSync(join(tmpdir(), 'dukkan-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  mkdirSync(LOG_DIR, { recursive: true });
  const log = createWriteStream(SERVER_LOG);
  let recent = '';
  const remember = (chunk: Buffer) => {
    log.write(chunk);
    recent = (recent + chunk.toString('utf8')).slice(-4_000);
  };

  const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
  const server = spawn(tsx, ['server/src/main.ts', '--no-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EXPOSE_OUTBOX: '1',
      JWT_SECRET: 'e2e-only-secret-e2e-only-secret-e2e-only',
      // Every browser test signs its fresh shoppers up from 127.0.0.1: one address for the whole suite.
      RATE_LIMIT_PER_IP: '1000',
      PHONE_SENDS_PER_IP_WITHOUT_WAIT: '1000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', remember);
  server.stderr?.on('data', remember);

  const teardown = async () => {
    await stop(server);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilAnswering(baseUrl, server, () => `--- server output (tail; full log in ${SERVER_LOG}) ---\n${recent}`);
    await provideSession(project, baseUrl);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
