// A write can still meet a row that went away after the request's checks (an account deleted between the
// token check and the handler's insert, a variant removed mid-request). The database refuses it with a
// foreign-key violation; the answer is a 4xx in the error shape, never a 500.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { cartItems } from '../../server/src/db/schema.js';
import { SMALL_CATALOGUE, variantIds } from './shop-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let variant = 0;
beforeAll(async () => {
  t = await createTestApp({
    seed: SMALL_CATALOGUE,
    extend: (app) => {
      // What a handler does when its account was deleted after the token check: the insert names a user
      // that no longer exists (and a variant that never did, for the second route).
      app.post('/api/test/orphan-cart-line', async () => {
        await app.deps.db.insert(cartItems).values({ userId: 2_000_000_000, productDetailId: variant, quantity: 1 });
        return { ok: true };
      });
      app.post('/api/test/orphan-variant', async () => {
        await app.deps.db.insert(cartItems).values({ userId: 1, productDetailId: 2_000_000_000, quantity: 1 });
        return { ok: true };
      });
    },
  });
  [variant = 0] = await variantIds(t, 1);
});
afterAll(async () => {
  await t.close();
});

test('a write for an account that no longer exists answers 401 UNAUTHORIZED, not 500', async () => {
  const answer = await t.app.inject({ method: 'POST', url: '/api/test/orphan-cart-line' });

  expect(answer.statusCode).toBe(401);
  expect(answer.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
});

test('a write naming something else that no longer exists answers 404 NOT_FOUND, not 500', async () => {
  const answer = await t.app.inject({ method: 'POST', url: '/api/test/orphan-variant' });

  expect(answer.statusCode).toBe(404);
  expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
});
