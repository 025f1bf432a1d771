// What an access token is worth once its account changes (issue 16, "Account owners"): a deleted account's
// token is refused everywhere; changing or resetting the password and signing out everywhere revoke every
// token issued before (the token carries the account's token version, checked on each request).
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../server/src/db/schema.js';
import { makeUser, SMALL_CATALOGUE, variantIds } from './shop-fixtures.js';
import { bearer, createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let variant: number;
let productId: number;
beforeAll(async () => {
  t = await createTestApp({ seed: SMALL_CATALOGUE });
  [variant = 0] = await variantIds(t, 1);
  const product = await t.app.deps.repos.cart.variant(variant);
  productId = product?.productId ?? 0;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });
const myProfile = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/profile/my-profile', headers: bearer(token) });

/** Every operation the OpenAPI document marks as needing the bearer token. */
async function protectedOperations(): Promise<{ method: Method; path: string }[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => (operation.security ?? []).length > 0)
      .map(([method]) => ({ method: method.toUpperCase() as Method, path })),
  );
}

/** A body the route would accept from a live account, so the refusal is the token's and nothing else. */
function validBody(method: Method, path: string): object | undefined {
  const bodies: Record<string, object> = {
    'POST /api/users/profile/update-my-profile': { store: 1, phoneNumber: '96171999888', whatsApp: '96171999888' },
    'POST /api/users/profile/change-password': { currentPassword: 'Whatever1x', newPassword: 'Another2yz' },
    'POST /api/users/data-deletion-request': { reason: 'Leaving' },
    'POST /api/cart/add': { productDetailId: variant, quantity: 1 },
    'PUT /api/cart/update/{cartItemId}': { quantity: 1 },
    'POST /api/favourites/add': { productId },
    'POST /api/orders/checkout': {
      fullName: 'Lina Haddad', city: 'Damascus', street: 'Baghdad St. 12', details: '', phone: '0944 123 456',
      countryId: 1, currencyId: 1, paymentMethod: 'cash_on_delivery', note: '',
    },
    'POST /api/refunds': { orderId: 1, orderItemId: 1, quantity: 1, reason: 'damaged' },
  };
  return bodies[`${method} ${path}`] ?? (method === 'POST' || method === 'PUT' ? {} : undefined);
}

async function signUpVerified(email: string, password: string): Promise<string> {
  const created = await post('/api/auth/signup', { firstName: 'Rana', lastName: 'Saleh', email, password });
  expect(created.statusCode).toBe(201);
  const [mail] = await t.outbox(email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
  const verified = await post('/api/auth/verify-email', { email, code });
  expect(verified.statusCode).toBe(200);
  return (verified.json() as { accessToken: string }).accessToken;
}

const expectRevoked = async (token: string) => {
  const response = await myProfile(token);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) });
};

describe('a deleted account', () => {
  test('its token answers 401 with the error shape on every protected route', async () => {
    const { id, token } = await makeUser(t, { label: 'deleted' });
    expect((await myProfile(token)).statusCode).toBe(200);
    // The support team carries out a data-deletion request by deleting the account (its rows cascade).
    await t.database.db.delete(users).where(eq(users.id, id));

    const operations = await protectedOperations();
    expect(operations.length).toBeGreaterThanOrEqual(22);
    const answers: string[] = [];
    for (const { method, path } of operations) {
      const url = path.replace(/\{[^}]+\}/g, '1') + (path.startsWith('/api/cart/update/') ? `?productDetailId=${variant}` : '');
      const payload = validBody(method, path);
      const response = await t.app.inject({
        method,
        url,
        headers: { ...bearer(token), 'idempotency-key': `deleted-${method}-${path}` },
        ...(payload === undefined ? {} : { payload }),
      });
      const body = response.json() as Record<string, unknown>;
      const shaped = body.code === 'UNAUTHORIZED' && typeof body.message === 'string';
      answers.push(`${method} ${path} → ${response.statusCode}${shaped ? '' : ' (not the error shape)'}`);
    }
    expect(answers).toEqual(operations.map(({ method, path }) => `${method} ${path} → 401`));
  });
});

describe('signing out everywhere', () => {
  test('POST /api/auth/logout-all revokes every token issued before; signing in again works', async () => {
    const email = 'everywhere@example.com';
    const phone = await signUpVerified(email, 'Passw0rdx');
    const laptop = (await post('/api/auth/login', { email, password: 'Passw0rdx' })).json().accessToken as string;
    expect((await myProfile(laptop)).statusCode).toBe(200);

    const out = await post('/api/auth/logout-all', {}, laptop);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: expect.any(String) });

    await expectRevoked(phone);
    await expectRevoked(laptop);
    const again = await post('/api/auth/logout-all', {}, laptop);
    expect(again.statusCode).toBe(401);

    const fresh = (await post('/api/auth/login', { email, password: 'Passw0rdx' })).json().accessToken as string;
    expect((await myProfile(fresh)).statusCode).toBe(200);
  });

  test('needs a token', async () => {
    const response = await post('/api/auth/logout-all', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  test('a token signed before token versions existed (no ver claim) counts as version 0', async () => {
    const { id } = await makeUser(t, { label: 'legacy' });
    const legacy = await new SignJWT({ role: 'Shopper' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(t.config.jwtSecret);
    expect((await myProfile(legacy)).statusCode).toBe(200);
    expect((await post('/api/auth/logout-all', {}, legacy)).statusCode).toBe(200);
    await expectRevoked(legacy);
  });

  test('a forged version (a number the account never had, or not a number) is refused', async () => {
    const { id } = await makeUser(t, { label: 'forged' });
    const forged = [7, -1, '0', 1.5];
    const statuses: number[] = [];
    for (const ver of forged) {
      const token = await new SignJWT({ role: 'Shopper', ver })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(id))
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(t.config.jwtSecret);
      statuses.push((await myProfile(token)).statusCode);
    }
    expect(statuses).toEqual(forged.map(() => 401));
  });
});

describe('changing and resetting the password', () => {
  test('changing it revokes every earlier token and answers a fresh session for this device', async () => {
    const email = 'changer@example.com';
    const first = await signUpVerified(email, 'Passw0rdx');
    const second = (await post('/api/auth/login', { email, password: 'Passw0rdx' })).json().accessToken as string;

    const wrong = await post('/api/users/profile/change-password', { currentPassword: 'nope', newPassword: 'NewPass456' }, first);
    expect(wrong.statusCode).toBe(400);
    expect((await myProfile(first)).statusCode).toBe(200); // a refused change revokes nothing

    const changed = await post('/api/users/profile/change-password', { currentPassword: 'Passw0rdx', newPassword: 'NewPass456' }, first);
    expect(changed.statusCode).toBe(200);
    const session = changed.json() as { message: string; accessToken: string; tokenType: string; expiresIn: number };
    expect(session).toMatchObject({ message: expect.any(String), tokenType: 'Bearer', expiresIn: t.config.jwtTtlSeconds });

    await expectRevoked(first);
    await expectRevoked(second);
    expect((await myProfile(session.accessToken)).json()).toMatchObject({ email });
  });

  test('resetting it with the mailed link revokes every earlier token', async () => {
    const email = 'forgetful@example.com';
    const before = await signUpVerified(email, 'Passw0rdx');
    await post('/api/auth/forgot-password', { email });
    const [mail] = await t.outbox(email);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect((await myProfile(before)).statusCode).toBe(200); // asking for a link revokes nothing

    expect((await post('/api/auth/reset-password', { token, password: 'NewPass456' })).statusCode).toBe(200);
    await expectRevoked(before);
    const after = (await post('/api/auth/login', { email, password: 'NewPass456' })).json().accessToken as string;
    expect((await myProfile(after)).statusCode).toBe(200);
  });
});
