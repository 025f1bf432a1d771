// The reference API under load, on PostgreSQL with a 20,000-product catalogue (server/bench/bench-server.ts,
// a child process so autocannon does not share its event loop), beside a bare Fastify route served by the
// same process. Loopback only; 50 connections; 1 s warm-up, then 5 s per target.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { ROOT, stop } from '../support/processes';
import type { Figure } from '../support/report';

const CONNECTIONS = 50;
const DURATION_S = 5;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dukkan_bench';
export const SEARCH_P99_MS = 50;
export const CACHED_READ_RATIO = 0.5;

/** What shoppers type: English and Arabic, whole and partial words, other spellings of alef and taa marbuta. */
export const SEARCH_TERMS = ['احجيه', 'أحجية', 'فستان', 'هاتف', 'قميص', 'ساعة', 'lego', 'dress', 'phone', 'shirt', 'kettle', 'سماعات', 'bag', 'حذاء', 'watch', 'puzzle'];

interface Ready {
  port: number;
  barePort: number;
}

function startBenchServer(): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/bench/bench-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, BENCH_DATABASE_URL: POSTGRES_URL },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bench server did not get ready within 120 s')), 120_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bench server exited with ${String(code)}`));
    });
    if (!child.stdout) return reject(new Error('bench server has no stdout'));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const parsed = JSON.parse(line) as Partial<Ready> & { ready?: boolean };
      if (parsed.ready && parsed.port && parsed.barePort) {
        clearTimeout(timer);
        resolve({ child, ready: { port: parsed.port, barePort: parsed.barePort } });
      }
    });
  });
}

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

async function load(url: string, paths?: () => string): Promise<Load> {
  const origin = new URL(url);
  const options: autocannon.Options = {
    url: origin.origin,
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...(paths
      ? { requests: [{ method: 'GET', setupRequest: (request: autocannon.Request) => ({ ...request, path: paths() }) }] }
      : { requests: [{ method: 'GET', path: `${origin.pathname}${origin.search}` }] }),
  };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon(options);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const cycle = (paths: readonly string[]) => {
  let index = 0;
  return () => paths[index++ % paths.length] ?? '/';
};

export async function apiFigures(log: (line: string) => void): Promise<{ figures: Figure[]; details: string[] }> {
  log('api: seeding PostgreSQL with 20,000 products');
  const { child, ready } = await startBenchServer();
  const api = `http://127.0.0.1:${ready.port}`;
  const details: string[] = [];
  try {
    log('api: bare route');
    const bare = await load(`http://127.0.0.1:${ready.barePort}/bare`);
    details.push(`bare Fastify route: ${bare.requestsPerSecond} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms`);
    const figures: Figure[] = [];
    for (const [name, path] of [
      ['GET /api/countries', '/api/countries'],
      ['GET /api/currencies/1', '/api/currencies/1'],
      ['GET /api/contactInfo', '/api/contactInfo'],
      ['GET /api/categories?pageNo=1&pageSize=500', '/api/categories?pageNo=1&pageSize=500'],
    ] as const) {
      log(`api: ${name}`);
      const result = await load(`${api}${path}`);
      const ratio = result.requestsPerSecond / bare.requestsPerSecond;
      figures.push({
        id: `cached-read-${path}`,
        figure: `${name}: throughput against the bare route (50 connections)`,
        budget: `≥ ${CACHED_READ_RATIO} × bare`,
        measured: `${result.requestsPerSecond} req/s (bare ${bare.requestsPerSecond}), p99 ${result.p99} ms${result.failures ? `, ${result.failures} failures` : ''}`,
        ratio: ratio.toFixed(2),
        pass: ratio >= CACHED_READ_RATIO && result.failures === 0,
        gated: false,
        value: ratio,
      });
    }
    log('api: search, a mix of shopper searches');
    const mix = await load(api, cycle(SEARCH_TERMS.map((term) => `/api/products?productName=${encodeURIComponent(term)}`)));
    figures.push({
      id: 'search-p99',
      figure: `Search over 20,000 products on PostgreSQL, ${SEARCH_TERMS.length} shopper terms rotating, p99 (50 connections)`,
      budget: `≤ ${SEARCH_P99_MS} ms`,
      measured: `${mix.p99} ms (p50 ${mix.p50} ms, ${mix.requestsPerSecond} req/s)${mix.failures ? `, ${mix.failures} failures` : ''}`,
      ratio: (mix.p99 / SEARCH_P99_MS).toFixed(2),
      pass: mix.p99 <= SEARCH_P99_MS && mix.failures === 0,
      gated: false,
      value: mix.p99,
    });
    log('api: search, every request a page never asked before (cold)');
    let page = 0;
    const cold = await load(api, () => {
      page += 1;
      const term = SEARCH_TERMS[page % SEARCH_TERMS.length] ?? 'lego';
      return `/api/products?productName=${encodeURIComponent(term)}&pageSize=5&pageNo=${1000 + page}`;
    });
    figures.push({
      id: 'search-cold-p99',
      figure: 'Search, cold: every request a query not asked before (no list cache), p99 (50 connections)',
      budget: 'reported',
      measured: `${cold.p99} ms (p50 ${cold.p50} ms, ${cold.requestsPerSecond} req/s)${cold.failures ? `, ${cold.failures} failures` : ''}`,
      ratio: (cold.p99 / SEARCH_P99_MS).toFixed(2),
      pass: null,
      gated: false,
      value: cold.p99,
    });
    return { figures, details };
  } finally {
    await stop(child);
  }
}
