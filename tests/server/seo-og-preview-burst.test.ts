// Link previews off the request path (issue 28): 50 different /og previews asked at once must not hold
// the event loop, so /api/health and a product answer meanwhile. The PNGs are drawn in a pool of worker
// threads (images/preview-pool.ts); past the pool's queue a preview answers 503 with Retry-After.
// The property asserted is structural (the main thread's event loop stays free during the burst), not a
// latency on a shared machine: an encode on the main thread costs tens of milliseconds each, so a burst
// of 50 held the loop for over a second before.
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_LIMITS } from '../../server/src/config.js';
import { categories, products } from '../../server/src/db/schema.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const TODAY = new Date('2025-06-01T12:00:00Z');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let t: TestApp;
let base = '';
let listed: number[] = [];

beforeAll(async () => {
  // A queue as long as the burst: every preview is drawn, none refused, so the loop is measured under the full load.
  // On a loaded 2-core machine the last of 50 previews may wait more than the 30 s idle socket limit.
  t = await createTestApp({
    seed: { catalogue: { products: 90, today: TODAY } },
    config: { linkPreviews: { threads: 2, maxQueue: 64 }, connections: { ...DEFAULT_CONNECTION_LIMITS, connectionTimeoutMs: 0, requestTimeoutMs: 0 } },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const rows = await t.database.db.select().from(categories);
  const isHidden = (id: number | null): boolean => {
    const row = rows.find((r) => r.id === id);
    return row !== undefined && (row.visible === false || isHidden(row.parentCategoryId));
  };
  listed = (await t.database.db.select().from(products))
    .filter((row) => !isHidden(row.categoryId))
    .map((row) => row.id)
    .toSorted((a, b) => a - b);
  if (listed.length < 52) throw new Error(`fixture: ${listed.length} listed products`);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

interface Answer {
  status: number;
  type: string | null;
  retryAfter: string | null;
  body: Buffer;
}

async function ask(url: string): Promise<Answer> {
  const response = await fetch(`${base}${url}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    retryAfter: response.headers.get('retry-after'),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** What the burst checks of a preview's answer: a PNG (the queue is as long as the burst, so none is refused). */
const shape = (answer: Answer) => ({ status: answer.status, type: answer.type, png: answer.body.subarray(0, 8).equals(PNG_SIGNATURE) });

describe('a burst of link previews', () => {
  it('leaves the event loop free: health and a product answer while 50 different previews are drawn', async () => {
    // Warm the routes (schemas compile, the pool's threads start) on previews the burst does not ask.
    expect((await Promise.all(['/og/site.png', `/og/product/${listed.at(-1)}.png`].map(ask))).map((a) => a.status)).toEqual([200, 200]);
    expect((await ask(`/api/products/${listed[0]}`)).status).toBe(200);

    const delay = monitorEventLoopDelay({ resolution: 5 });
    const health: number[] = [];
    const productTimes: number[] = [];
    const burst = { running: true };
    const probe = (async () => {
      while (burst.running) {
        const started = performance.now();
        expect((await ask('/api/health')).status).toBe(200);
        health.push(performance.now() - started);
        const again = performance.now();
        expect((await ask(`/api/products/${listed[1]}`)).status).toBe(200);
        productTimes.push(performance.now() - again);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    delay.enable();
    const busyBefore = performance.eventLoopUtilization();
    const started = performance.now();
    const answers = await Promise.all(listed.slice(0, 50).map((id) => ask(`/og/product/${id}.png`))).finally(() => {
      burst.running = false;
    });
    const burstMs = performance.now() - started;
    const utilisation = performance.eventLoopUtilization(busyBefore).utilization;
    delay.disable();
    await probe;

    expect(answers.map(shape)).toEqual(answers.map(() => ({ status: 200, type: 'image/png', png: true })));
    const maxDelayMs = delay.max / 1e6;
    console.info(
      `[og burst] 50 previews in ${burstMs.toFixed(0)} ms; event-loop utilisation ${utilisation.toFixed(2)}; event-loop delay max ${maxDelayMs.toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms; ` +
        `health max ${Math.max(...health).toFixed(1)} ms over ${health.length}; product max ${Math.max(...productTimes).toFixed(1)} ms`,
    );
    // On the main thread the 50 encodes held the loop for 1.4 s at a stretch (issue 28, this test before
    // the pool, load average 10 on 2 cores). Off it the longest stall is a query or the operating system's
    // scheduling: 220-840 ms on that loaded machine, far less on a quiet one. Utilisation is printed, not
    // asserted: PGlite's queries (the preview's product lookup, the probe's product) run on this thread too.
    expect(maxDelayMs).toBeLessThan(1000);
    expect(health.length).toBeGreaterThan(0);
  }, 60_000);

  it('answers 503 with Retry-After past the queue, and draws the refused preview when asked again', async () => {
    const small = await createTestApp({ seed: { catalogue: { products: 40, today: TODAY } }, config: { linkPreviews: { threads: 1, maxQueue: 2 } } });
    try {
      const ids = (await small.database.db.select().from(products)).map((row) => row.id);
      const answers = await Promise.all(ids.map((id) => small.app.inject({ method: 'GET', url: `/og/product/${id}.png` })));
      const drawn = answers.filter((answer) => answer.statusCode === 200);
      const busy = answers.filter((answer) => answer.statusCode === 503);
      expect(drawn.length).toBeGreaterThan(0);
      expect(busy.length).toBeGreaterThan(0);
      for (const answer of busy) {
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.headers['content-type']).toMatch(/^application\/json/);
        expect(answer.json()).toMatchObject({ code: 'PREVIEWS_BUSY', message: expect.any(String) });
      }
      // A refusal is not kept: the same preview, asked once the burst is over, is drawn.
      const index = answers.findIndex((answer) => answer.statusCode === 503);
      const retry = await small.app.inject({ method: 'GET', url: `/og/product/${ids[index]}.png` });
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['content-type']).toBe('image/png');
    } finally {
      await small.close();
    }
  }, 60_000);
});
