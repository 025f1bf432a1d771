// `npm run bench:api`: autocannon on loopback against the API on PGlite and on PostgreSQL, each
// with a 20,000-product catalogue, beside a bare Fastify route served by the same process: a cached
// read, warm search (shopper terms rotating, lists kept), cold search (every request a query not asked
// before), a signed-in read, and the drawn pages when BENCH_DIST_DIR names a build (`npm run build`'s
// dist/, its render in dist-ssr/). Any failed request fails the run (issue 32): a figure is of answers.
// Bounded: 1 s warm-up + 5 s per target, 50 connections; the whole run stops itself (under ~4 min).
// Prints a table and writes bench/api-results.md. `npm run bench:api -- --postgres` skips PGlite.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { relative } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { refuseFailures, refuseNoAnswers } from './load-failures.js';
import { SEARCH_TERMS } from './search-terms.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER = fileURLToPath(new URL('./bench-server.ts', import.meta.url));
const RESULTS = `${ROOT}bench/api-results.md`;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dukkan_bench';
const CONNECTIONS = 50;
const DURATION_S = 5;
const WARMUP_S = 1;
const READY_TIMEOUT_MS = 90_000;
const WHOLE_RUN_MS = 240_000;
/** A build to draw pages from (its render in `${BENCH_DIST_DIR}-ssr`); none: no page rows. */
const DIST_DIR = process.env.BENCH_DIST_DIR;
const PAGE_CONNECTIONS = 20;

interface Ready {
  driver: string;
  port: number;
  barePort: number;
  token: string;
  seedMs: number;
}

interface Row {
  target: string;
  database: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

const children = new Set<ChildProcess>();

/** The bench server did not start (no PostgreSQL there, say): that database's rows are skipped. */
class NoServer extends Error {}

function startServer(databaseUrl: string | null): Promise<{ child: ChildProcess; ready: Ready }> {
  const env = { ...process.env };
  if (databaseUrl) env.BENCH_DATABASE_URL = databaseUrl;
  else delete env.BENCH_DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  children.add(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bench server did not get ready in time')), READY_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bench server exited with ${String(code)}`));
    });
    if (!child.stdout) return reject(new Error('bench server has no stdout'));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const parsed = JSON.parse(line) as Partial<Ready> & { ready?: boolean };
      if (parsed.ready && parsed.port && parsed.barePort && parsed.token && parsed.driver !== undefined) {
        clearTimeout(timer);
        resolve({ child, ready: { driver: parsed.driver, port: parsed.port, barePort: parsed.barePort, token: parsed.token, seedMs: parsed.seedMs ?? 0 } });
      }
    });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      children.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function check(url: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
}

/** Rotates through paths, one per request. */
const cycle = (paths: readonly string[]) => {
  let index = 0;
  return () => paths[index++ % paths.length] ?? '/';
};

async function measure(
  target: string,
  database: string,
  url: string,
  options: { headers?: Record<string, string>; paths?: () => string; connections?: number } = {},
): Promise<Row> {
  const headers = options.headers ?? {};
  await check(url, headers);
  const origin = new URL(url);
  const run = (duration: number) =>
    autocannon({
      url: origin.origin,
      headers,
      connections: options.connections ?? CONNECTIONS,
      duration,
      requests: [
        options.paths === undefined
          ? { method: 'GET', path: `${origin.pathname}${origin.search}` }
          : { method: 'GET', setupRequest: (request: autocannon.Request) => ({ ...request, path: (options.paths ?? (() => '/'))() }) },
      ],
    });
  refuseFailures(`${target} on ${database} (warm-up)`, await run(WARMUP_S));
  // The warm-up leaves up to 50 requests in the server's queue; let them drain before measuring.
  await check(url, headers);
  const result = await run(DURATION_S);
  refuseFailures(`${target} on ${database}`, result);
  refuseNoAnswers(`${target} on ${database}`, result);
  const row = {
    target,
    database,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
  console.info(`  ${target.padEnd(48)} ${database.padEnd(11)} ${String(row.requestsPerSecond).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms`);
  return row;
}

async function benchDriver(label: string, databaseUrl: string | null, rows: Row[], notes: string[]): Promise<void> {
  console.info(`\n${label}: seeding a 20,000-product catalogue…`);
  const { child, ready } = await startServer(databaseUrl).catch((error: unknown) => {
    throw new NoServer(error instanceof Error ? error.message : String(error));
  });
  try {
    notes.push(`${label}: seed of reference data, demo accounts and 20,000 products took ${(ready.seedMs / 1000).toFixed(1)} s.`);
    const base = `http://127.0.0.1:${ready.port}`;
    rows.push(await measure('bare Fastify GET /bare ({ ok: true })', label, `http://127.0.0.1:${ready.barePort}/bare`));
    rows.push(await measure('GET /api/countries (cached read)', label, `${base}/api/countries`));
    rows.push(await measure('GET /api/categories?pageNo=1&pageSize=500 (cached read)', label, `${base}/api/categories?pageNo=1&pageSize=500`));
    const searches = SEARCH_TERMS.map((term) => `/api/products?productName=${encodeURIComponent(term)}`);
    rows.push(await measure(`search, warm: ${SEARCH_TERMS.length} shopper terms rotating`, label, `${base}${searches[0] ?? '/'}`, { paths: cycle(searches) }));
    let page = 0;
    const coldSearch = () => {
      page += 1;
      return `/api/products?productName=${encodeURIComponent(SEARCH_TERMS[page % SEARCH_TERMS.length] ?? 'lego')}&pageSize=5&pageNo=${1000 + page}`;
    };
    rows.push(await measure('search, cold: every request a query not asked before', label, `${base}/api/products?productName=lego&pageSize=5&pageNo=999`, { paths: coldSearch }));
    rows.push(
      await measure('GET /api/users/profile/my-profile (bearer)', label, `${base}/api/users/profile/my-profile`, {
        headers: { authorization: `Bearer ${ready.token}` },
      }),
    );
    if (DIST_DIR !== undefined) {
      const listed = (await (await fetch(`${base}/api/products?pageSize=20&inStock=true`)).json()) as { productsReturned: { products: { id: number }[] } };
      const products = listed.productsReturned.products.map((product) => `/product/${product.id}`);
      const browser = { accept: 'text/html', 'accept-encoding': 'br', 'user-agent': 'Mozilla/5.0 (Linux; Android 13) Mobile' };
      for (const [name, paths] of [['/', ['/']], ['/shop', ['/shop']], ['/product/{id}, 20 products rotating', products]] as const) {
        rows.push(await measure(`drawn page ${name} (20 connections)`, label, `${base}${paths[0] ?? '/'}`, { headers: browser, paths: cycle(paths), connections: PAGE_CONNECTIONS }));
      }
    }
  } finally {
    await stopServer(child);
  }
}

function table(rows: Row[]): string {
  const lines = [
    '| Target | Database | req/s | p50 (ms) | p99 (ms) |',
    '|---|---|---:|---:|---:|',
    ...rows.map((r) => `| ${r.target} | ${r.database} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} |`),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const guard = setTimeout(() => {
    console.error('bench: over the time bound, stopping');
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  }, WHOLE_RUN_MS);
  guard.unref();

  const rows: Row[] = [];
  const notes: string[] = [];
  const loadBefore = loadavg()[0] ?? 0;
  // `-- --postgres`: PostgreSQL only (what production runs on; the PGlite rows take as long again).
  if (!process.argv.includes('--postgres')) await benchDriver('PGlite', null, rows, notes);
  try {
    await benchDriver('PostgreSQL', POSTGRES_URL, rows, notes);
  } catch (error) {
    // No PostgreSQL to run on is a skip; a failed request on it fails the run.
    if (!(error instanceof NoServer)) throw error;
    const message = error.message;
    console.error(`PostgreSQL skipped: ${message}`);
    notes.push(`PostgreSQL skipped: ${message} (expects ${POSTGRES_URL.replace(/\/\/[^@]*@/, '//…@')}).`);
  }

  const cpu = cpus();
  const markdown = [
    '# API benchmark',
    '',
    `Run: ${new Date().toISOString()} · Node ${process.version} · ${cpu.length} × ${cpu[0]?.model ?? 'CPU'} · ${Math.round(totalmem() / 2 ** 30)} GiB`,
    `Load average (1 min) before the run: ${loadBefore.toFixed(1)}, after: ${(loadavg()[0] ?? 0).toFixed(1)}: other work on the machine skews absolute figures; compare rows with the bare route of the same run.`,
    `autocannon on loopback, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${DURATION_S} s per target; the server runs in a child process,`,
    'the bare route is served by that same process. Every request of every row was answered 2xx (a failure fails the run).',
    `Search terms: ${SEARCH_TERMS.join(', ')} (احجيه is stored as أحجية: other alef, haa for taa marbuta). Pages${DIST_DIR === undefined ? ': not drawn (no BENCH_DIST_DIR)' : ` drawn from ${relative(ROOT, DIST_DIR) || '.'}/ as a guest's phone asks for them, rendered pages kept a few seconds`}.`,
    '',
    table(rows),
    '',
    ...notes.map((note) => `- ${note}`),
    '',
    'Reproduce with `npm run bench:api` (PostgreSQL at 127.0.0.1:5432, user postgres, database dukkan_bench recreated each run).',
    '',
  ].join('\n');
  mkdirSync(`${ROOT}bench`, { recursive: true });
  writeFileSync(RESULTS, markdown);
  console.info(`\n${table(rows)}\n\nWritten to bench/api-results.md`);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await Promise.all([...children].map(stopServer));
  process.exit(1);
});
