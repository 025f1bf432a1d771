// `npx tsx server/bench/auth-cost.ts`: what checking a bearer token costs per request, on PGlite in
// memory (or PostgreSQL with BENCH_DATABASE_URL). Times, in interleaved blocks so machine load hits each
// alike: the JWT check alone (what authentication cost before token versions), the token-version read
// alone (one primary-key read), app.authenticate (both), and a whole protected request
// (GET /api/users/data-deletion-request) through app.inject; then the same with the session cookie
// (ADR 0035): the Cookie header's parse alone, app.authenticate reading the cookie, and the whole
// request with a storefront's Cookie header instead of the bearer header. Bounded: a fixed number of rounds.
import 'reflect-metadata';
import type { FastifyRequest } from 'fastify';
import { buildApp } from '../src/app.js';
import { migrateDatabase, openDatabase } from '../src/db/client.js';
import { seedDatabase } from '../src/seed/index.js';
import { AccessTokens } from '../src/accounts/access-tokens.js';

const ROUNDS = Number(process.env.ROUNDS ?? 3000);
const WARMUP = 100;
const SECRET = new TextEncoder().encode('b'.repeat(40));

const median = (values: number[]): number => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function timeEach(rounds: number, run: () => Promise<unknown>): Promise<{ meanUs: number; medianUs: number }> {
  for (let i = 0; i < WARMUP; i += 1) await run();
  const samples: number[] = [];
  const start = process.hrtime.bigint();
  for (let i = 0; i < rounds; i += 1) {
    const t0 = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - t0) / 1000);
  }
  const total = Number(process.hrtime.bigint() - start) / 1000;
  return { meanUs: total / rounds, medianUs: median(samples) };
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { databaseUrl: url } : { dataDir: 'memory' });
  await migrateDatabase(database);
  await seedDatabase(database.db, { catalogue: false });
  const app = await buildApp({ database, config: { jwtSecret: SECRET } });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'shopper@dukkan.test', password: 'Shopper123' },
  });
  const token = (login.json() as { accessToken: string }).accessToken;
  const headers = { authorization: `Bearer ${token}` };

  const request = { headers } as unknown as FastifyRequest;
  const userId = (await app.deps.tokens.verify(token))?.userId ?? 0;
  // The storefront's browser sends its session in a cookie (ADR 0035), beside the page hints and the language.
  const cookie = `dukkan-session=${token}; dukkan-signed-in=1; dukkan-country=1; dukkan-frame=phone; i18next=ar`;
  const parseCookie = (app as unknown as { parseCookie?: (header: string) => Record<string, string> }).parseCookie;
  const protectedRead = (requestHeaders: Record<string, string>) => async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users/data-deletion-request', headers: requestHeaders });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  };
  const targets: [string, () => Promise<unknown>][] = [
    // A checked token is remembered by its text (issue 27): the first check of a token, then the later ones.
    ['JWT verify only, first time', () => new AccessTokens(SECRET, 3600).verify(token)],
    ['JWT verify only, remembered', () => app.deps.tokens.verify(token)],
    ['app.authenticate', () => app.authenticate(request)],
    ['GET data-deletion-request', protectedRead(headers)],
  ];
  // Absent before the session cookie (the script also runs on an older checkout, for the before figure).
  if (typeof parseCookie === 'function') {
    const parse = parseCookie.bind(app);
    const cookieRequest = { headers: { cookie }, cookies: parse(cookie) } as unknown as FastifyRequest;
    targets.push(
      ['cookie parse', () => Promise.resolve(parse(cookie))],
      ['app.authenticate (cookie)', () => app.authenticate(cookieRequest)],
      ['GET data-deletion (cookie)', protectedRead({ cookie })],
    );
  }
  // Absent before token versions (the script also runs on an older checkout, for the before figure).
  const users = app.deps.repos.users as Partial<typeof app.deps.repos.users>;
  if (typeof users.tokenVersion === 'function') {
    const read = users.tokenVersion.bind(users);
    targets.splice(1, 0, ['token-version read', () => read(userId)]);
  }
  const BLOCKS = 5;
  const results = new Map<string, { meanUs: number[]; medianUs: number[] }>();
  for (let block = 0; block < BLOCKS; block += 1) {
    for (const [name, run] of targets) {
      const { meanUs, medianUs } = await timeEach(Math.ceil(ROUNDS / BLOCKS), run);
      const entry = results.get(name) ?? { meanUs: [], medianUs: [] };
      entry.meanUs.push(meanUs);
      entry.medianUs.push(medianUs);
      results.set(name, entry);
    }
  }
  console.info(`database: ${database.location}, ${ROUNDS} rounds each in ${BLOCKS} interleaved blocks`);
  for (const [name, { meanUs, medianUs }] of results) {
    const mean = meanUs.reduce((a, b) => a + b, 0) / meanUs.length;
    console.info(`${name.padEnd(28)} mean ${mean.toFixed(1).padStart(7)} µs, median of block medians ${median(medianUs).toFixed(1).padStart(7)} µs`);
  }
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
