// Liveness and readiness for a load balancer (docs/operations.md).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

test('/api/health answers 200 without asking the database; /api/ready asks it and answers 200', async () => {
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  expect(health.json()).toEqual({ status: 'ok' });
  expect(health.headers['cache-control']).toBe('no-store');
  const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ready' });
});

test('a draining instance (SIGTERM received) is not ready: 503 with the error shape, still alive', async () => {
  t.app.deps.lifecycle.draining = true;
  try {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ code: 'NOT_READY', message: 'This instance is shutting down.' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  } finally {
    t.app.deps.lifecycle.draining = false;
  }
});

test('both are in the OpenAPI document', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/ready']));
});
