// nginx's cache in front of two instances (issue 28, docs/adr/0052, docs/operations.md "A cache in
// front"): a guest crawl of the public pages in both languages, popular pages asked more often (Zipf,
// s = 1), replayed once straight to the instances (alternating) and once through the proxy, in the same
// run: the proxy's hit rate and the median and p99 time of a page each way.
// `npm run bench -- --only=proxy`. Loopback; a fresh PostgreSQL database dukkan_bench_proxy (several
// instances need one, as the instances section); the built store (npm run build) and /usr/sbin/nginx.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { nginxAvailable, nginxBinary, startCacheProxy, type CacheProxy } from '../../server/proxy/cache-proxy';
import { freePort, median, ROOT, stop, waitForOk } from '../support/processes';
import type { Figure } from '../support/report';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'dukkan_bench_proxy';
const REQUESTS = 500;
/** Guests browsing at once. */
const CLIENTS = 4;

const databaseUrl = (): string => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
};

async function admin(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

async function startInstance(): Promise<{ child: ChildProcess; base: string; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts', '--no-build'], {
    cwd: ROOT,
    // As in production: the default page times (PAGE_CACHE_SECONDS 30, PAGE_STALE_SECONDS 30) and render budget.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(),
      DATABASE_POOL_SIZE: '10',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'http://shop.test',
      JWT_SECRET: 'bench-only-secret-bench-only-secret-0123456789',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(`${base}/api/ready`, Date.now(), 180_000, child);
  return { child, base, port };
}

/** A small deterministic generator (mulberry32), so every run replays the same crawl. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Visit {
  path: string;
  headers: Record<string, string>;
}

/**
 * The public pages, most popular first (home, lists, then products, categories, brands, content), each
 * in English (the plain address, as English pages link) and Arabic (?lng=ar); REQUESTS visits drawn
 * with probability ∝ 1/rank. Half the guests come back (their browser holds the store's cookies: the
 * language, the country, "signed out"), half are new (no cookie, as a crawler).
 */
async function crawl(base: string): Promise<{ visits: Visit[]; pages: number }> {
  const json = async <T>(path: string): Promise<T> => (await (await fetch(`${base}${path}`)).json()) as T;
  const listed = await json<{ productsReturned: { products: { id: number }[] } }>('/api/products?pageNo=1&pageSize=80');
  const categories = await json<{ categoriesReturned: { categories: { id: number; visible?: boolean }[] } }>('/api/categories?pageNo=1&pageSize=500');
  const brands = await json<{ brandsReturned: { brands: { id: number }[] } }>('/api/brands');
  const paths = [
    '/',
    '/shop',
    '/sales',
    '/new',
    '/categories',
    '/brands',
    ...listed.productsReturned.products.map((product) => `/product/${product.id}`),
    ...categories.categoriesReturned.categories.filter((category) => category.visible !== false).map((category) => `/categories/products/${category.id}`),
    ...brands.brandsReturned.brands.map((brand) => `/brands/products/${brand.id}`),
    '/about',
    '/faq',
    '/contact',
    '/policies',
    '/terms',
    '/privacy-policy',
    '/return-policy',
  ];
  const ranked = paths.flatMap((path) => [
    { path, language: 'en' as const },
    { path: `${path}?lng=ar`, language: 'ar' as const },
  ]);
  const weights = ranked.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const next = random(28);
  const visits = Array.from({ length: REQUESTS }, () => {
    let draw = next() * total;
    let index = 0;
    while (index < ranked.length - 1 && draw >= (weights[index] ?? 0)) draw -= weights[index++] ?? 0;
    const page = ranked[index] ?? { path: '/', language: 'en' as const };
    const returning = next() < 0.5;
    const headers: Record<string, string> = {
      accept: 'text/html,application/xhtml+xml',
      'accept-encoding': 'gzip, deflate, br',
      'accept-language': page.language === 'ar' ? 'ar-SY,ar;q=0.9,en;q=0.8' : 'en-GB,en;q=0.9',
      ...(returning ? { cookie: `i18next=${page.language}; dukkan-country=1; dukkan-signed-in=0` } : {}),
    };
    return { path: page.path, headers };
  });
  return { visits, pages: ranked.length };
}

interface Replay {
  times: number[];
  /** Per visit: its status and nginx's X-Cache-Status ('200 HIT'), or the status alone straight to an instance. */
  answers: string[];
  statuses: Map<string, number>;
}

/** The visits, CLIENTS at a time, each to `baseFor(i)`; every answer read whole. */
async function replay(visits: readonly Visit[], baseFor: (index: number) => string): Promise<Replay> {
  const times = Array.from({ length: visits.length }, () => 0);
  const answers = Array.from({ length: visits.length }, () => '');
  const statuses = new Map<string, number>();
  let cursor = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let index = cursor++; index < visits.length; index = cursor++) {
        const visit = visits[index];
        if (visit === undefined) continue;
        const started = performance.now();
        const response = await fetch(`${baseFor(index)}${visit.path}`, { headers: visit.headers, redirect: 'manual' });
        await response.arrayBuffer();
        times[index] = performance.now() - started;
        const what = `${response.status} ${response.headers.get('x-cache-status') ?? ''}`.trim();
        answers[index] = what;
        statuses.set(what, (statuses.get(what) ?? 0) + 1);
      }
    }),
  );
  return { times, answers, statuses };
}

/** Answered from nginx's cache: a HIT, or a kept copy served while it was fetched again. */
const fromCache = (what: string): boolean => /^200 (HIT|STALE|UPDATING|REVALIDATED)$/.test(what);

const p99 = (values: readonly number[]): number => values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))] ?? Number.NaN;
const ms = (value: number): string => `${value.toFixed(1)} ms`;

export async function proxyFigures(log: (line: string) => void): Promise<{ figures: Figure[]; details: string[] }> {
  if (!existsSync(join(ROOT, 'dist', 'index.html')) || !existsSync(join(ROOT, 'dist-ssr', 'entry-server.js'))) {
    throw new Error('the proxy section needs the built store: npm run build');
  }
  if (!nginxAvailable()) throw new Error(`no nginx at ${nginxBinary()}: apt-get install -y nginx`);
  await admin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${DATABASE} TEMPLATE template0 ENCODING 'UTF8'`);
  });
  const children: ChildProcess[] = [];
  let proxy: CacheProxy | undefined;
  try {
    log('proxy: starting two instances on one database (the first migrates and seeds 320 products)');
    const first = await startInstance();
    children.push(first.child);
    const second = await startInstance();
    children.push(second.child);
    proxy = await startCacheProxy({ port: await freePort(), upstreams: [`127.0.0.1:${first.port}`, `127.0.0.1:${second.port}`] });
    const front = proxy.base;
    const { visits, pages } = await crawl(first.base);
    const distinct = new Set(visits.map((visit) => `${visit.path}|${visit.headers.cookie ?? ''}`)).size;

    log(`proxy: ${REQUESTS} guest visits over ${pages} pages, straight to the instances`);
    const direct = await replay(visits, (index) => (index % 2 === 0 ? first.base : second.base));
    log(`proxy: the same ${REQUESTS} visits through nginx`);
    const proxied = await replay(visits, () => front);

    const hitTimes = proxied.times.filter((_, index) => fromCache(proxied.answers[index] ?? ''));
    const missTimes = proxied.times.filter((_, index) => !fromCache(proxied.answers[index] ?? ''));
    const hits = hitTimes.length;
    const hitRate = hits / REQUESTS;
    const figures: Figure[] = [
      {
        id: 'proxy-hit-rate',
        figure: `Guest crawl through nginx's cache (${REQUESTS} visits, Zipf over ${pages} pages, en + ar): hit rate`,
        budget: 'reported',
        measured: `${(hitRate * 100).toFixed(1)} % (${hits} of ${REQUESTS})`,
        ratio: hitRate.toFixed(2),
        pass: null,
        gated: false,
        value: hitRate,
      },
      {
        id: 'proxy-latency',
        figure: `A guest's page through nginx against straight to an instance, ${CLIENTS} guests at once: median / p99`,
        budget: 'reported',
        measured: `through nginx ${ms(median(proxied.times))} / ${ms(p99(proxied.times))}; straight ${ms(median(direct.times))} / ${ms(p99(direct.times))}`,
        ratio: (median(direct.times) / Math.max(0.001, median(proxied.times))).toFixed(1),
        pass: null,
        gated: false,
        value: median(proxied.times),
      },
    ];
    const describe = (replayed: Replay) => [...replayed.statuses].toSorted(([a], [b]) => a.localeCompare(b)).map(([what, n]) => `${what} ×${n}`).join(', ');
    const details = [
      `${REQUESTS} visits, ${distinct} distinct (address, cookies) pairs, over ${pages} pages (${pages / 2} paths × en, ar); half the guests carry the store's cookies (language, country 1, signed out), half none. Deterministic draw (seed 28). No cache could serve more than the repeats: ${(((REQUESTS - distinct) / REQUESTS) * 100).toFixed(1)} %.`,
      `straight to the instances (alternating, first): ${describe(direct)}; median ${ms(median(direct.times))}, p99 ${ms(p99(direct.times))}. The instances keep a drawn guest page 10 s themselves (CATALOGUE_LIST_CACHE_SECONDS), so this is already their warm case.`,
      `through nginx (second, its cache empty at the start): ${describe(proxied)}; all answers median ${ms(median(proxied.times))}, p99 ${ms(p99(proxied.times))}; from the cache (${hitTimes.length}) median ${ms(median(hitTimes))}, p99 ${ms(p99(hitTimes))}; from an instance (${missTimes.length}) median ${ms(median(missTimes))}, p99 ${ms(p99(missTimes))}.`,
      'Loopback, the load generator on the same 2 cores as nginx, both instances and PostgreSQL: absolute times follow the machine\'s other load; the hit rate follows the crawl.',
    ];
    return { figures, details };
  } finally {
    await proxy?.stop();
    await Promise.all(children.map((child) => stop(child)));
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`)).catch(() => {});
  }
}
