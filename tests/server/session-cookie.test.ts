// The browser's session (issue 27, "The server knows the shopper"; docs/adr/0035): every answer that
// issues a session also sets it as the HttpOnly dukkan-session cookie; the cookie authenticates like the
// bearer token (which wins when both come), token versions revoke it, sign-out clears it, and a request
// that changes anything with it must come from the store's own pages.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SMALL_CATALOGUE, makeUser, variantIds } from './shop-fixtures.js';
import { bearer, createTestApp, SHOPPER, type TestApp } from './support/test-app.js';

let t: TestApp;
let variant: number;
beforeAll(async () => {
  t = await createTestApp({ seed: SMALL_CATALOGUE, config: { publicUrl: 'https://shop.example' } });
  [variant = 0] = await variantIds(t, 1);
});
afterAll(async () => {
  await t.close();
});

interface SetCookie {
  name: string;
  value: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
  path?: string;
  maxAge?: number;
}
type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;
const setCookies = (response: Answer): SetCookie[] => response.cookies as SetCookie[];
const sessionCookie = (response: Answer) => setCookies(response).find((cookie) => cookie.name === 'dukkan-session');
const hintCookie = (response: Answer) => setCookies(response).find((cookie) => cookie.name === 'dukkan-signed-in');

const STORE = 'https://shop.example';
const withCookie = (token: string, headers: Record<string, string> = {}) => ({ cookie: `dukkan-session=${token}`, ...headers });
const post = (url: string, payload: object | undefined, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });
const myProfile = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/users/profile/my-profile', headers });

const addToCart = (headers: Record<string, string>) => post('/api/cart/add', { productDetailId: variant, quantity: 1 }, headers);
const cartCount = async (token: string) =>
  ((await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) })).json() as { cartItems: unknown[] }).cartItems.length;

async function signUp(email: string, password: string): Promise<Answer> {
  expect((await post('/api/auth/signup', { firstName: 'Rana', lastName: 'Saleh', email, password })).statusCode).toBe(201);
  const [mail] = await t.outbox(email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
  return post('/api/auth/verify-email', { email, code });
}

describe('issuing the session cookie', () => {
  test('login sets the token as an HttpOnly, SameSite=Lax cookie for the token\'s lifetime, beside a readable hint', async () => {
    const response = await post('/api/auth/login', SHOPPER, { host: 'shop.example' });
    expect(response.statusCode).toBe(200);
    const { accessToken } = response.json() as { accessToken: string };
    expect(sessionCookie(response)).toEqual({
      name: 'dukkan-session',
      value: accessToken,
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: t.config.jwtTtlSeconds,
    });
    expect(hintCookie(response)).toEqual({ name: 'dukkan-signed-in', value: '1', secure: true, sameSite: 'Lax', path: '/', maxAge: t.config.jwtTtlSeconds });
  });

  test('on plain-HTTP localhost the cookie is not Secure (a browser would neither keep nor send it)', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:5173']) {
      const response = await post('/api/auth/login', SHOPPER, { host });
      expect(sessionCookie(response)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(sessionCookie(response)?.secure).toBeUndefined();
    }
  });

  test('a refused login sets nothing', async () => {
    const response = await post('/api/auth/login', { email: SHOPPER.email, password: 'Wrong-pass1' });
    expect(response.statusCode).toBe(401);
    expect(setCookies(response)).toEqual([]);
  });

  test('e-mail verification, a password reset and a password change set it too', async () => {
    const email = 'cookie-issuer@example.com';
    const verified = await signUp(email, 'Passw0rdx');
    expect(verified.statusCode).toBe(200);
    expect(sessionCookie(verified)?.value).toBe((verified.json() as { accessToken: string }).accessToken);

    await post('/api/auth/forgot-password', { email });
    const [mail] = await t.outbox(email);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const reset = await post('/api/auth/reset-password', { token, password: 'NewPass456' });
    expect(reset.statusCode).toBe(200);
    const afterReset = reset.json() as { message: string; accessToken: string; user: { email: string } };
    expect(afterReset).toMatchObject({ message: expect.any(String), user: { email } });
    expect(sessionCookie(reset)).toMatchObject({ value: afterReset.accessToken, httpOnly: true });
    expect((await myProfile(withCookie(afterReset.accessToken))).statusCode).toBe(200);

    const changed = await post(
      '/api/users/profile/change-password',
      { currentPassword: 'NewPass456', newPassword: 'Other789xy' },
      withCookie(afterReset.accessToken, { origin: STORE }),
    );
    expect(changed.statusCode).toBe(200);
    const fresh = (changed.json() as { accessToken: string }).accessToken;
    expect(sessionCookie(changed)).toMatchObject({ value: fresh, httpOnly: true });
    // The change revoked the cookie it came with; the fresh one holds.
    expect((await myProfile(withCookie(afterReset.accessToken))).statusCode).toBe(401);
    expect((await myProfile(withCookie(fresh))).statusCode).toBe(200);
  });
});

describe('authenticating with the cookie', () => {
  test('the cookie alone signs the request in', async () => {
    const token = await t.login(SHOPPER.email, SHOPPER.password);
    const response = await myProfile(withCookie(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: SHOPPER.email });
  });

  test('the bearer token wins when both come', async () => {
    const cookieUser = await makeUser(t, { label: 'cookie-user' });
    const bearerUser = await makeUser(t, { label: 'bearer-user' });
    const response = await myProfile({ ...withCookie(cookieUser.token), ...bearer(bearerUser.token) });
    expect(response.json()).toMatchObject({ id: bearerUser.id });
  });

  test('a malformed, forged or missing session answers 401 with the error shape', async () => {
    for (const headers of [withCookie('not-a-token'), withCookie('a.b.c'), withCookie(''), {}]) {
      const response = await myProfile(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) });
    }
  });

  test('token versions revoke it: signing out everywhere with the cookie clears it and refuses it after', async () => {
    const { token } = await makeUser(t, { label: 'everywhere' });
    const out = await post('/api/auth/logout-all', undefined, withCookie(token, { origin: STORE }));
    expect(out.statusCode).toBe(200);
    expect(sessionCookie(out)).toMatchObject({ value: '', maxAge: 0 });
    expect(hintCookie(out)?.value).toBe('0');
    expect((await myProfile(withCookie(token))).statusCode).toBe(401);
  });
});

describe('signing out and exchanging a stored token', () => {
  test('POST /api/auth/logout clears the cookie and says signed out in the hint', async () => {
    const token = await t.login(SHOPPER.email, SHOPPER.password);
    const out = await post('/api/auth/logout', undefined, withCookie(token, { origin: STORE }));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: expect.any(String) });
    expect(sessionCookie(out)).toMatchObject({ value: '', maxAge: 0, httpOnly: true, path: '/' });
    expect(hintCookie(out)).toMatchObject({ value: '0', path: '/' });
    // Without any session it still answers 200: signing out twice is no error.
    expect((await post('/api/auth/logout', undefined)).statusCode).toBe(200);
  });

  test('POST /api/auth/session turns a bearer token into the cookie, for the token\'s remaining lifetime', async () => {
    const token = await t.login(SHOPPER.email, SHOPPER.password);
    const response = await post('/api/auth/session', undefined, bearer(token));
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookie(response);
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.maxAge).toBeGreaterThan(t.config.jwtTtlSeconds - 60);
    expect(cookie?.maxAge).toBeLessThanOrEqual(t.config.jwtTtlSeconds);
    expect(hintCookie(response)?.value).toBe('1');
  });

  test('a revoked or missing token is not exchanged', async () => {
    const { id, token } = await makeUser(t, { label: 'exchange-revoked' });
    await t.app.deps.repos.users.revokeTokens(id);
    for (const headers of [bearer(token), {}]) {
      const response = await post('/api/auth/session', undefined, headers);
      expect(response.statusCode).toBe(401);
      expect(sessionCookie(response)).toBeUndefined();
    }
  });
});

describe('cross-site request forgery', () => {

  test('a post from another origin with the cookie is refused with 403 CROSS_SITE_REQUEST, and changes nothing', async () => {
    const { token } = await makeUser(t, { label: 'csrf-victim' });
    const forged: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of forged) {
      const response = await addToCart(withCookie(token, headers));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'CROSS_SITE_REQUEST', message: expect.any(String) });
    }
    expect(await cartCount(token)).toBe(0);
  });

  test('the same post from the store\'s origin passes', async () => {
    const { token } = await makeUser(t, { label: 'csrf-shopper' });
    const response = await addToCart(withCookie(token, { origin: STORE, 'sec-fetch-site': 'same-origin' }));
    expect(response.statusCode).toBe(200);
    expect(await cartCount(token)).toBe(1);
  });

  test('a plain HTML form post from the store\'s own page passes; so does a cookie request without Origin (SameSite guards it)', async () => {
    const { token } = await makeUser(t, { label: 'csrf-form' });
    const form = await post('/api/auth/logout', undefined, withCookie(token, { origin: STORE, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' }));
    expect(form.statusCode).toBe(200);
    expect((await addToCart(withCookie(token))).statusCode).toBe(200);
  });

  test('on localhost the machine\'s own pages count as the store (its own port, or Vite\'s proxying dev server)', async () => {
    const { token } = await makeUser(t, { label: 'csrf-local' });
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:5173']) {
      expect((await addToCart(withCookie(token, { host: '127.0.0.1:3000', origin }))).statusCode).toBe(200);
    }
    expect((await addToCart(withCookie(token, { host: '127.0.0.1:3000', origin: 'http://evil.example' }))).statusCode).toBe(403);
    // Reached by its public name, only the store's origin passes: a local page is not the store's.
    expect((await addToCart(withCookie(token, { host: 'shop.example', origin: 'http://localhost:5173' }))).statusCode).toBe(403);
  });

  test('a bearer token is exempt: an integrator\'s call from any origin passes', async () => {
    const { token } = await makeUser(t, { label: 'csrf-integrator' });
    const response = await addToCart({ ...bearer(token), ...withCookie(token), origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(200);
  });

  test('reads are never refused', async () => {
    const { token } = await makeUser(t, { label: 'csrf-read' });
    const response = await t.app.inject({ method: 'GET', url: '/api/cart', headers: withCookie(token, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }) });
    expect(response.statusCode).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  test('lists the cookie beside the bearer token, as alternatives on each protected operation', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(doc.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'dukkan-session' },
    });
    expect(doc.paths['/api/cart']?.get?.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
  });
});
