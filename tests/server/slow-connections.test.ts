// Slow and idle connections are bounded (issue 16): a few hundred sockets that dribble their headers from
// one address cannot hold the server. A real listening server; the slow sockets are bounded loops that stop
// by themselves (when the server closes them, or after a fixed number of bytes).
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

const HEADERS_TIMEOUT_MS = 2000;
const SLOW_SOCKETS = 300;
const PER_IP = 40;
const DRIBBLE_EVERY_MS = 100;
const DRIBBLES = 80; // 8 s at most, far past the timeout: only the server can end them sooner

const limits = (maxConnectionsPerIp: number) => ({
  connectionTimeoutMs: 5000,
  headersTimeoutMs: HEADERS_TIMEOUT_MS,
  requestTimeoutMs: 3000,
  keepAliveTimeoutMs: 1000,
  maxRequestsPerSocket: 100,
  maxConnectionsPerIp,
});

let t: TestApp;
/** The port of the server under test (each describe starts its own). */
let port: number;
async function listening(maxConnectionsPerIp: number): Promise<TestApp> {
  // No seed: the slow sockets need a route, not data.
  const app = await createTestApp({ seed: false, config: { connections: limits(maxConnectionsPerIp) } });
  await app.app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  return app;
}

interface SlowSocket {
  /** Milliseconds from opening to the server closing it (null while open). */
  closedAfterMs: number | null;
  /** What the server said before closing, if anything. */
  answer: string;
  dribbled: number;
}

/** A client that sends a request line, then one header byte-line every DRIBBLE_EVERY_MS, never the blank line. */
function slowSocket(localAddress: string): { state: SlowSocket; closed: Promise<void> } {
  const state: SlowSocket = { closedAfterMs: null, answer: '', dribbled: 0 };
  const opened = Date.now();
  const socket: Socket = connect({ host: '127.0.0.1', port, localAddress });
  let timer: NodeJS.Timeout | undefined;
  const closed = new Promise<void>((resolve) => {
    socket.on('close', () => {
      clearInterval(timer);
      state.closedAfterMs = Date.now() - opened;
      resolve();
    });
  });
  socket.on('error', () => {});
  socket.on('data', (chunk) => {
    state.answer += chunk.toString('latin1');
  });
  socket.on('connect', () => {
    socket.write('GET /api/countries HTTP/1.1\r\nHost: localhost\r\n');
    timer = setInterval(() => {
      if (state.dribbled >= DRIBBLES || socket.destroyed) {
        clearInterval(timer);
        socket.destroy();
        return;
      }
      state.dribbled += 1;
      socket.write(`X-Slow-${state.dribbled}: y\r\n`);
    }, DRIBBLE_EVERY_MS);
  });
  return { state, closed };
}

/** A normal GET from the given local address; answers its status and how long it took. */
function timedGet(path: string, localAddress: string): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, localAddress, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: Date.now() - started }));
    });
    req.setTimeout(5000, () => req.destroy(new Error('no answer in 5 s')));
    req.on('error', reject);
    req.end();
  });
}

describe('slow connections, with a cap per address', () => {
  beforeAll(async () => {
    t = await listening(PER_IP);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('hundreds of sockets dribbling headers from one address: a normal request still answers, and every slow socket is closed within the timeout', async () => {
    expect((await timedGet('/api/countries', '127.0.0.2')).status).toBe(200); // the route is warm
    const slow = Array.from({ length: SLOW_SOCKETS }, () => slowSocket('127.0.0.1'));
    await new Promise((resolve) => setTimeout(resolve, 300));

    // Another client (another loopback address) is served while the slow sockets hold on: the answer comes
    // before the headers timeout has freed any of them.
    const during = await timedGet('/api/countries', '127.0.0.2');
    const stillOpen = slow.filter(({ state }) => state.closedAfterMs === null).length;
    expect(during.status).toBe(200);
    expect(during.ms).toBeLessThan(HEADERS_TIMEOUT_MS - 300);
    expect(stillOpen).toBeGreaterThan(0);
    expect(stillOpen).toBeLessThanOrEqual(PER_IP);

    await Promise.all(slow.map(({ closed }) => closed));
    const states = slow.map(({ state }) => state);
    // Beyond the cap per address: refused at once.
    const refused = states.filter((state) => (state.closedAfterMs ?? Infinity) < HEADERS_TIMEOUT_MS / 2);
    expect(refused.length).toBeGreaterThanOrEqual(SLOW_SOCKETS - PER_IP);
    // The ones let in: answered 408 and closed by the headers timeout (plus the server's check interval),
    // long before they would have stopped by themselves.
    const admitted = states.filter((state) => !refused.includes(state));
    expect(admitted.length).toBeGreaterThan(0);
    for (const state of admitted) {
      expect(state.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 2000);
      expect(state.dribbled).toBeLessThan(DRIBBLES);
      expect(state.answer).toMatch(/^HTTP\/1\.1 408/);
    }

    // Once they are gone, the address that sent them is served again.
    expect((await timedGet('/api/countries', '127.0.0.1')).status).toBe(200);
  }, 30_000);

  test('an idle keep-alive connection is closed after the keep-alive timeout', async () => {
    const socket = connect({ host: '127.0.0.1', port });
    const opened = Date.now();
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    const closedAfter = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - opened)));
    socket.on('error', () => {});
    socket.write('GET /api/countries HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const ms = await Promise.race([closedAfter, new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 6000))]);
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/keep-alive: timeout=1/i);
    expect(ms).toBeLessThan(3000);
  }, 10_000);
});

describe('slow connections, without a cap per address: the timeouts alone', () => {
  let uncapped: TestApp;
  beforeAll(async () => {
    uncapped = await listening(0);
  });
  afterAll(async () => {
    await uncapped?.close();
  });

  test('every one of hundreds of slow sockets from 127.0.0.1 is answered 408 and closed within the timeout; the same address is served meanwhile', async () => {
    expect((await timedGet('/api/countries', '127.0.0.1')).status).toBe(200);
    const slow = Array.from({ length: SLOW_SOCKETS }, () => slowSocket('127.0.0.1'));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const during = await timedGet('/api/countries', '127.0.0.1');
    const stillOpen = slow.filter(({ state }) => state.closedAfterMs === null).length;
    expect(during.status).toBe(200);
    expect(during.ms).toBeLessThan(HEADERS_TIMEOUT_MS - 300);
    expect(stillOpen).toBe(SLOW_SOCKETS);

    await Promise.all(slow.map(({ closed }) => closed));
    const late = slow
      .map(({ state }) => state)
      .filter((state) => !state.answer.startsWith('HTTP/1.1 408') || (state.closedAfterMs ?? Infinity) >= HEADERS_TIMEOUT_MS + 2000);
    expect(late).toEqual([]);
  }, 30_000);
});
