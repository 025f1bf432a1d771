// `npx tsx server/bench/auth-cost.ts`: what checking a bearer token costs per request, on PGlite in
// memory (or PostgreSQL with BENCH_DATABASE_URL). Times app.authenticate alone and a whole protected
// request (GET /api/users/data-deletion-request, one indexed read) through app.inject, sequentially.
// Bounded: a fixed number of rounds, a few seconds in all.
import 'reflect-metadata';
import type { FastifyRequest } from 'fastify';
import { buildApp } from '../src/app.js';
import { migrateDatabase, openDatabase } from '../src/db/client.js';
import { seedDatabase } from '../src/seed/index.js';

const ROUNDS = Number(process.env.ROUNDS ?? 3000);
const WARMUP = 300;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
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
  const app = await buildApp({ database, config: { jwtSecret: new TextEncoder().encode('b'.repeat(40)) } });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'shopper@dukkan.test', password: 'Shopper123' },
  });
  const token = (login.json() as { accessToken: string }).accessToken;
  const headers = { authorization: `Bearer ${token}` };

  const request = { headers } as unknown as FastifyRequest;
  const check = await timeEach(ROUNDS, () => app.authenticate(request));
  const whole = await timeEach(ROUNDS, async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users/data-deletion-request', headers });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  });
  console.info(`database: ${database.location}, ${ROUNDS} rounds each`);
  console.info(`app.authenticate:             mean ${check.meanUs.toFixed(1)} µs, median ${check.medianUs.toFixed(1)} µs`);
  console.info(`GET data-deletion-request:    mean ${whole.meanUs.toFixed(1)} µs, median ${whole.medianUs.toFixed(1)} µs`);
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
