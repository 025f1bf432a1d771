// One API instance against two on one PostgreSQL database (issue 16, docs/operations.md, ADR 0021):
// catalogue reads (autocannon, the connections split over the instances) and checkouts (shoppers
// adding to the cart and checking out in a loop, requests alternating between the instances). Also
// what the shared state costs per request: a rate-limit hit as one upsert in PostgreSQL (and, when a
// Redis answers on 6379, INCR + PEXPIRE there), and the NOTIFY trigger on a write.
// `npm run bench -- --only=instances`. Loopback; a fresh database dukkan_bench_instances.
import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { hashPassword } from '../../server/src/accounts/password';
import { freePort, ROOT, stop, waitForOk } from '../support/processes';
import type { Figure } from '../support/report';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'dukkan_bench_instances';
const CONNECTIONS = 50;
const DURATION_S = 5;
const SHOPPERS = 40;
const CHECKOUT_WORKERS = 20;
const PASSWORD = 'Bench12345';
const CHECKOUT_BODY = {
  fullName: 'Lina Haddad',
  city: 'Damascus',
  street: 'Baghdad St. 12',
  phone: '0944 123 456',
  countryId: 1,
  currencyId: 1,
  paymentMethod: 'cash_on_delivery',
};

const databaseUrl = (): string => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
};

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function startInstance(): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts', '--no-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(),
      DATABASE_POOL_SIZE: '10',
      TRUST_PROXY: '1',
      JWT_SECRET: 'bench-only-secret-bench-only-secret-0123456789',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(`${base}/api/ready`, Date.now(), 180_000, child);
  return { child, base };
}

interface Load {
  requestsPerSecond: number;
  p99: number;
  failures: number;
  /** What the failures were: status codes other than 2xx, connection errors, timeouts. */
  breakdown?: string;
}

/** Catalogue reads a shopper makes: lists (cached, dropped on changes), searches, categories, product pages (live). */
function catalogueMix(productIds: readonly number[]): () => string {
  const paths = [
    '/api/products?pageNo=1&pageSize=20',
    '/api/products?pageNo=2&pageSize=20&sort=price_asc',
    '/api/products?productName=dress',
    '/api/products?productName=%D9%87%D8%A7%D8%AA%D9%81',
    '/api/categories?pageNo=1&pageSize=500',
    // Product pages are live reads (stock, related products): about 130 ms each on PostgreSQL here, so
    // three in eight requests, as a shopper opens a few products per list.
    ...productIds.slice(0, 3).map((id) => `/api/products/${id}`),
  ];
  let index = 0;
  return () => paths[index++ % paths.length] ?? '/api/countries';
}

/** autocannon against each base at once, the connections split between them; the sums. */
async function reads(bases: readonly string[], productIds: readonly number[], seconds: number): Promise<Load> {
  const runs = await Promise.all(
    bases.map((base) => {
      const next = catalogueMix(productIds);
      return autocannon({
        url: base,
        connections: Math.max(1, Math.round(CONNECTIONS / bases.length)),
        duration: seconds,
        requests: [{ method: 'GET', setupRequest: (request: autocannon.Request) => ({ ...request, path: next() }) }],
      });
    }),
  );
  return {
    requestsPerSecond: Math.round(runs.reduce((sum, run) => sum + run.requests.average, 0)),
    p99: Math.max(...runs.map((run) => run.latency.p99)),
    failures: runs.reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0),
    breakdown: runs
      .map((run) => {
        const codes = Object.entries(run.statusCodeStats ?? {})
          .filter(([code]) => !code.startsWith('2'))
          .map(([code, stat]) => `${code}×${(stat as { count: number }).count}`);
        return [...codes, `errors ${run.errors}`, `timeouts ${run.timeouts}`].join(', ');
      })
      .join(' | '),
  };
}

async function post(base: string, path: string, token: string, body: unknown, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Idempotency keys unique over the whole run: a key used again answers the first order (200, replayed). */
let checkoutKey = 0;

/** Workers add one unit and check out, again and again, alternating instances; orders per second. */
async function checkouts(bases: readonly string[], tokens: readonly string[], variantId: number, seconds: number): Promise<Load> {
  const deadline = Date.now() + seconds * 1000;
  let orders = 0;
  let failures = 0;
  let turn = 0;
  const latencies: number[] = [];
  const failed = new Map<string, number>();
  await Promise.all(
    Array.from({ length: CHECKOUT_WORKERS }, async (_, worker) => {
      for (let round = 0; Date.now() < deadline; round += 1) {
        const token = tokens[(worker + round * CHECKOUT_WORKERS) % tokens.length] ?? '';
        const base = bases[turn++ % bases.length] ?? '';
        const started = Date.now();
        const added = await post(base, '/api/cart/add', token, { productDetailId: variantId, quantity: 1 });
        const placed = await post(base, '/api/orders/checkout', token, CHECKOUT_BODY, { 'idempotency-key': `bench-${process.pid}-${(checkoutKey += 1)}` });
        latencies.push(Date.now() - started);
        if (added === 200 && placed === 201) orders += 1;
        else {
          failures += 1;
          const what = `add ${added}, checkout ${placed}`;
          failed.set(what, (failed.get(what) ?? 0) + 1);
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(orders / seconds),
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    failures,
    breakdown: [...failed].map(([what, times]) => `${what}: ${times}`).join(', ') || 'none',
  };
}

async function meanMicroseconds(times: number, work: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 50; i += 1) await work();
  const started = process.hrtime.bigint();
  for (let i = 0; i < times; i += 1) await work();
  return Number(process.hrtime.bigint() - started) / 1000 / times;
}

const resp = (...parts: string[]): string => `*${parts.length}\r\n${parts.map((part) => `$${Buffer.byteLength(part)}\r\n${part}\r\n`).join('')}`;

/** INCR + PEXPIRE in one round trip, in RESP over a socket (no client library): null when no Redis. */
async function redisMicroseconds(times: number): Promise<number | null> {
  const socket = createConnection({ host: '127.0.0.1', port: 6379 });
  const connected = await new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
    setTimeout(() => resolve(false), 1_000).unref();
  });
  if (!connected) {
    socket.destroy();
    return null;
  }
  const pipeline = resp('INCR', 'bench:rate') + resp('PEXPIRE', 'bench:rate', '900000', 'NX');
  let waiting: (() => void) | null = null;
  let replies = 0;
  socket.on('data', (chunk: Buffer) => {
    replies += chunk.toString().split('\r\n').filter((line) => /^[:+-]/.test(line)).length;
    if (replies >= 2 && waiting) {
      replies -= 2;
      const done = waiting;
      waiting = null;
      done();
    }
  });
  const once = () =>
    new Promise<void>((resolve) => {
      waiting = resolve;
      socket.write(pipeline);
    });
  try {
    return await meanMicroseconds(times, once);
  } finally {
    socket.destroy();
  }
}

export async function instancesFigures(log: (line: string) => void): Promise<{ figures: Figure[]; details: string[] }> {
  await admin(ADMIN_URL, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${DATABASE} TEMPLATE template0 ENCODING 'UTF8'`);
  });
  const children: ChildProcess[] = [];
  const details: string[] = [];
  const figures: Figure[] = [];
  try {
    log('instances: starting the first instance (migrates and seeds 320 products)');
    const first = await startInstance();
    children.push(first.child);

    // Shoppers made in the database, signed in through the API (each from its own address, as
    // behind a load balancer), and a variant with stock for every checkout of the run.
    const { productIds, variantId, tokens } = await admin(databaseUrl(), async (client) => {
      const hash = await hashPassword(PASSWORD);
      const emails = Array.from({ length: SHOPPERS }, (_, i) => `bench-${i}@instances.test`);
      await client.query(
        `insert into users (first_name, last_name, email, password_hash, role, store, email_verified_at)
         select 'Bench', 'Shopper', email, $2, 'Shopper', 1, now() from unnest($1::text[]) as email`,
        [emails, hash],
      );
      const variant = await client.query<{ id: number }>('select id from product_details order by id limit 1');
      const id = variant.rows[0]?.id ?? 0;
      await client.query('update product_details set stock = 1000000 where id = $1', [id]);
      const signedIn = await Promise.all(
        emails.map(async (email, i) => {
          const response = await fetch(`${first.base}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i + 1}` },
            body: JSON.stringify({ email, password: PASSWORD }),
          });
          if (response.status !== 200) throw new Error(`bench: login ${email} answered ${response.status}`);
          return ((await response.json()) as { accessToken: string }).accessToken;
        }),
      );
      // Product pages the storefront links to: ids from a list (a product of a hidden category is a 404).
      const listed = (await (await fetch(`${first.base}/api/products?pageSize=10`)).json()) as { productsReturned: { products: { id: number }[] } };
      return { productIds: listed.productsReturned.products.map((product) => product.id), variantId: id, tokens: signedIn };
    });

    log('instances: one instance, catalogue reads');
    await reads([first.base], productIds, 1);
    const readsOne = await reads([first.base], productIds, DURATION_S);
    log('instances: one instance, checkouts');
    const checkoutOne = await checkouts([first.base], tokens, variantId, DURATION_S);

    log('instances: starting the second instance');
    const second = await startInstance();
    children.push(second.child);
    const both = [first.base, second.base];
    log('instances: two instances, catalogue reads');
    await reads(both, productIds, 1);
    const readsTwo = await reads(both, productIds, DURATION_S);
    log('instances: two instances, checkouts');
    const checkoutTwo = await checkouts(both, tokens, variantId, DURATION_S);

    const row = (id: string, name: string, one: Load, two: Load, unit: string): Figure => ({
      id,
      figure: name,
      budget: 'reported',
      measured: `1 instance ${one.requestsPerSecond} ${unit} (p99 ${one.p99} ms), 2 instances ${two.requestsPerSecond} ${unit} (p99 ${two.p99} ms)${one.failures + two.failures ? `, ${one.failures + two.failures} failures` : ''}`,
      ratio: (two.requestsPerSecond / Math.max(1, one.requestsPerSecond)).toFixed(2),
      pass: null,
      gated: false,
      value: two.requestsPerSecond / Math.max(1, one.requestsPerSecond),
    });
    figures.push(
      row('instances-reads', `Catalogue reads (lists, searches, product pages), ${CONNECTIONS} connections: 2 instances against 1`, readsOne, readsTwo, 'req/s'),
      row('instances-checkout', `Checkouts (add to cart + check out), ${CHECKOUT_WORKERS} shoppers at once: 2 instances against 1`, checkoutOne, checkoutTwo, 'orders/s'),
    );

    log('instances: what the shared state costs per request');
    await admin(databaseUrl(), async (client) => {
      const hit = await meanMicroseconds(2_000, () =>
        client.query(
          `insert into rate_limit_counters as c (key, hits, reset_at) values ($1, 1, now() + interval '15 minutes')
           on conflict (key) do update set hits = case when c.reset_at <= now() then 1 else c.hits + 1 end,
           reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
           returning hits, extract(epoch from (reset_at - now()))::float8`,
          ['bench|ip|127.0.0.1'],
        ),
      );
      // A checkout's stock decrement (stays above zero: the row trigger's condition is false, no NOTIFY),
      // a price change (NOTIFY at commit), and the same price change with the triggers off.
      const decrement = await meanMicroseconds(1_000, () => client.query('update product_details set stock = stock - 1 where id = $1', [variantId]));
      let cents = 0;
      const priceChange = () => client.query('update product_details set price = $2 where id = $1', [variantId, (100 + (cents++ % 2) / 100).toFixed(2)]);
      const notifying = await meanMicroseconds(1_000, priceChange);
      await client.query('alter table product_details disable trigger user');
      const silent = await meanMicroseconds(1_000, priceChange);
      await client.query('alter table product_details enable trigger user');
      const redis = await redisMicroseconds(2_000);
      details.push(
        `rate-limit hit, one upsert in the UNLOGGED table over loopback: ${hit.toFixed(0)} µs a request (in-process memory, as before: under 1 µs, but per instance)`,
        redis === null
          ? 'Redis INCR + PEXPIRE: no Redis on 127.0.0.1:6379 during this run'
          : `Redis INCR + PEXPIRE (pipelined, one round trip) on 127.0.0.1:6379: ${redis.toFixed(0)} µs a request`,
        `a checkout's stock decrement (trigger checked, nothing announced): ${decrement.toFixed(0)} µs; a price change announced by NOTIFY: ${notifying.toFixed(0)} µs; the same with the triggers off: ${silent.toFixed(0)} µs (paid per write, never per read)`,
        `reads on 1 instance: ${readsOne.requestsPerSecond} req/s, p99 ${readsOne.p99} ms (${readsOne.breakdown ?? ''}); on 2: ${readsTwo.requestsPerSecond} req/s, p99 ${readsTwo.p99} ms (${readsTwo.breakdown ?? ''})`,
        `checkouts on 1 instance: ${checkoutOne.requestsPerSecond} orders/s, p99 ${checkoutOne.p99} ms per add + checkout (failures: ${checkoutOne.breakdown ?? ''}); on 2: ${checkoutTwo.requestsPerSecond} orders/s, p99 ${checkoutTwo.p99} ms (failures: ${checkoutTwo.breakdown ?? ''})`,
        'The load generator runs on the same 2 cores as the instances and PostgreSQL: a second instance can only use what the first left idle.',
      );
    });
    return { figures, details };
  } finally {
    await Promise.all(children.map((child) => stop(child)));
    await admin(ADMIN_URL, (client) => client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`)).catch(() => {});
  }
}
