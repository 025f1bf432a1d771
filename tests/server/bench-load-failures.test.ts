// Issue 32: the API benchmark's figures were of 503s. autocannon keeps a connection after the server's
// `Connection: close`, so past maxRequestsPerSocket every request on it gets Node's 503; the bench server
// now has no cap (server/bench/bench-server.ts), and any failure fails the run (server/bench/load-failures.ts).
// So does a run in which nothing was answered (a saturated server's pages read "0 ms, met").
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { refuseFailures, refuseNoAnswers } from '../../server/bench/load-failures.js';

async function hammer(maxRequestsPerSocket: number): Promise<autocannon.Result> {
  const app = Fastify({ maxRequestsPerSocket });
  app.get('/x', async () => ({ ok: true }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    return await autocannon({ url: `${address}/x`, connections: 1, amount: 1_500 });
  } finally {
    await app.close();
  }
}

test('with a cap of 1,000 requests a connection, autocannon gets 1,000 answers and then 503s, and the bench refuses the run', async () => {
  const capped = await hammer(1_000);
  expect(capped.statusCodeStats).toEqual({ 200: { count: 1_000 }, 503: { count: 500 } });
  expect(() => refuseFailures('GET /x', capped)).toThrow('GET /x: 500 answers not 2xx (503: 500), 0 errors, 0 timeouts, of 1500 requests');
});

test('without the cap (the bench server), every request is answered and the run stands', async () => {
  const open = await hammer(0);
  expect(open.statusCodeStats).toEqual({ 200: { count: 1_500 } });
  expect(() => refuseFailures('GET /x', open)).not.toThrow();
});

test('a run in which no request was answered is refused, not read as 0 ms', async () => {
  const app = Fastify();
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    return { ok: true };
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const result = await autocannon({ url: `${address}/slow`, connections: 1, duration: 1 });
    expect(result.latency.p99).toBe(0);
    expect(() => refuseFailures('GET /slow', result)).not.toThrow();
    expect(() => refuseNoAnswers('GET /slow', result)).toThrow('GET /slow: no request was answered within the 1 s run');
  } finally {
    await app.close();
  }
});
