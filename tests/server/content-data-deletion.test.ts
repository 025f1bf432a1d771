// POST/GET /api/users/data-deletion-request: recorded for the signed-in user, idempotent while pending.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dataDeletionRequests } from '../../server/src/db/schema.js';
import { bearer, createTestApp, SELLER, SHOPPER, type TestApp } from './support/test-app.js';

let t: TestApp;
let shopper: string;
let seller: string;
beforeAll(async () => {
  t = await createTestApp({ config: { supportRateLimit: { max: 4, windowMs: 60_000 } } });
  shopper = await t.login(SHOPPER.email, SHOPPER.password);
  seller = await t.login(SELLER.email, SELLER.password);
});
afterAll(async () => {
  await t.close();
});

const PATH = '/api/users/data-deletion-request';
let nextIp = 1;
const freshIp = (): string => `10.30.0.${nextIp++}`;

const ask = (token: string | null, payload?: object, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: PATH,
    remoteAddress: ip,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const pending = (token: string) => t.app.inject({ method: 'GET', url: PATH, headers: bearer(token) });

describe('a signed-in user', () => {
  test('has no pending request at first', async () => {
    const response = await pending(shopper);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ request: null });
  });

  test('asks: 201 with the pending request, stored with the e-mail address and the reason', async () => {
    const response = await ask(shopper, { reason: '  I moved abroad  ' });
    expect(response.statusCode).toBe(201);
    const body = response.json() as { request: { id: number; status: string; createdAt: string } };
    expect(body).toEqual({ request: { id: expect.any(Number), status: 'pending', createdAt: expect.any(String) } });
    expect(Number.isNaN(Date.parse(body.request.createdAt))).toBe(false);
    const [row] = await t.database.db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.id, body.request.id));
    expect(row).toMatchObject({ email: SHOPPER.email, reason: 'I moved abroad', status: 'pending', completedAt: null });

    expect((await pending(shopper)).json()).toEqual(body);
  });

  test('asking again while one is pending answers 200 with the same request (the first reason is kept)', async () => {
    const first = (await pending(shopper)).json() as { request: { id: number } };
    const again = await ask(shopper, { reason: 'another reason' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    const rows = await t.database.db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.email, SHOPPER.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.reason).toBe('I moved abroad');
  });

  test('concurrent requests still make one', async () => {
    const answers = await Promise.all([ask(seller, {}), ask(seller, {}), ask(seller)]);
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((a) => (a.json() as { request: { id: number } }).request.id));
    expect(ids.size).toBe(1);
  });

  test('without a body (no reason) is fine', async () => {
    const token = await t.login('nocountry@dukkan.test', 'Shopper123');
    const response = await ask(token);
    expect(response.statusCode).toBe(201);
  });
});

describe('validation and auth', () => {
  test.each<[string, object, string]>([
    ['reason too long', { reason: 'x'.repeat(501) }, 'reason'],
    ['reason not text', { reason: { text: 'why' } }, 'reason'],
  ])('%s: 400 VALIDATION_FAILED naming the field', async (_label, payload, field) => {
    const response = await ask(shopper, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String), field });
  });

  test.each<[string, string | null]>([
    ['no token', null],
    ['a malformed token', 'not-a-jwt'],
    ['a garbage JWT', 'aaa.bbb.ccc'],
  ])('%s: 401 UNAUTHORIZED on POST and GET', async (_label, token) => {
    const post = await ask(token, {});
    expect(post.statusCode).toBe(401);
    expect(post.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const get = await t.app.inject({ method: 'GET', url: PATH, headers: token ? bearer(token) : {} });
    expect(get.statusCode).toBe(401);
  });
});

test('rate limit: the 5th request from one IP is 429 RATE_LIMITED with Retry-After', async () => {
  const ip = '10.30.9.9';
  for (let i = 0; i < 4; i += 1) expect((await ask(shopper, {}, ip)).statusCode).toBe(200);
  const blocked = await ask(shopper, {}, ip);
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
});
