// Spec §7 profile calls and the bearer-token rules (missing, malformed, expired, tampered).
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, createTestApp, NO_COUNTRY, SELLER, SHOPPER, type TestApp } from './support/test-app.js';

let t: TestApp;
let shopperToken: string;
beforeAll(async () => {
  t = await createTestApp();
  shopperToken = await t.login(SHOPPER.email, SHOPPER.password);
});
afterAll(async () => {
  await t.close();
});

const myProfile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/users/profile/my-profile', headers });

const sign = (claims: Record<string, unknown>, secret: Uint8Array, exp: number | string) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setIssuedAt().setExpirationTime(exp).sign(secret);

const update = (payload: unknown, token = shopperToken) =>
  t.app.inject({ method: 'POST', url: '/api/users/profile/update-my-profile', headers: bearer(token), payload: payload as object });

const change = (payload: object, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/profile/change-password', headers: bearer(token), payload });

describe('GET /api/users/profile/my-profile', () => {
  test('answers exactly firstName, lastName, email, role, store, phoneNumber, hasPassword, id', async () => {
    const response = await myProfile(bearer(shopperToken));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      firstName: 'Lina',
      lastName: 'Haddad',
      email: 'shopper@dukkan.test',
      role: 'Shopper',
      store: 1,
      phoneNumber: '963944123456',
      hasPassword: true,
      id: expect.any(Number),
    });
  });

  test('the seller is a Seller and the user without a country has store null', async () => {
    expect((await myProfile(bearer(await t.login(SELLER.email, SELLER.password)))).json()).toMatchObject({ role: 'Seller', store: 2 });
    expect((await myProfile(bearer(await t.login(NO_COUNTRY.email, NO_COUNTRY.password)))).json()).toMatchObject({ store: null });
  });

  test.each<[string, () => Promise<Record<string, string>>]>([
    ['missing', async () => ({})],
    ['not Bearer', async () => ({ authorization: `Basic ${shopperToken}` })],
    ['malformed', async () => bearer('not-a-jwt')],
    ['garbage JWT', async () => bearer('aaa.bbb.ccc')],
    ['expired', async () => bearer(await sign({}, t.config.jwtSecret, Math.floor(Date.now() / 1000) - 60))],
    ['signed with another secret', async () => bearer(await sign({}, new TextEncoder().encode('x'.repeat(40)), '1h'))],
    [
      'tampered payload',
      async () => {
        const [header, , signature] = shopperToken.split('.');
        const payload = Buffer.from(JSON.stringify({ sub: '2', exp: 9_999_999_999 })).toString('base64url');
        return bearer(`${header}.${payload}.${signature}`);
      },
    ],
    ['alg none', async () => bearer(`${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1","exp":9999999999}').toString('base64url')}.`)],
  ])('%s token: 401 UNAUTHORIZED', async (_name, headers) => {
    const response = await myProfile(await headers());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('POST /api/users/profile/update-my-profile', () => {
  test('sets the country and phone; status 200; the profile shows the new store', async () => {
    const token = await t.login(NO_COUNTRY.email, NO_COUNTRY.password);
    const response = await update({ store: 2, phoneNumber: '+96171999888', whatsApp: '96171999888' }, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ store: 2, email: NO_COUNTRY.email });
    expect((await myProfile(bearer(token))).json().store).toBe(2);
    const user = await t.app.deps.repos.users.findByEmail(NO_COUNTRY.email);
    expect(user).toMatchObject({ phoneNumber: '96171999888', whatsApp: '96171999888' });
  });

  test.each([
    [{ phoneNumber: '963944000111', whatsApp: '963944000111' }, 'store'],
    [{ store: 'Syria', phoneNumber: '963944000111', whatsApp: '963944000111' }, 'store'],
    [{ store: 0, phoneNumber: '963944000111', whatsApp: '963944000111' }, 'store'],
    [{ store: 1, whatsApp: '963944000111' }, 'phoneNumber'],
    [{ store: 1, phoneNumber: '12ab', whatsApp: '963944000111' }, 'phoneNumber'],
    [{ store: 1, phoneNumber: '963944000111', whatsApp: '12ab' }, 'whatsApp'],
    [{ store: 1, phoneNumber: ' ', whatsApp: '' }, 'phoneNumber'],
  ])('%j is a 400 naming %s', async (payload, field) => {
    const response = await update(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  test('an empty phone is accepted (the phone is not required, spec §5): the country is saved and the phone cleared', async () => {
    const token = await t.login(NO_COUNTRY.email, NO_COUNTRY.password);
    await update({ store: 1, phoneNumber: '963944000222', whatsApp: '963944000222' }, token);
    const response = await update({ store: 2, phoneNumber: '', whatsApp: '' }, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ store: 2, phoneNumber: null });
    const user = await t.app.deps.repos.users.findByEmail(NO_COUNTRY.email);
    expect(user).toMatchObject({ store: 2, phoneNumber: null, whatsApp: null });
  });

  test('the profile answers the phone the shopper gave, so a form can start from it', async () => {
    const token = await t.login(NO_COUNTRY.email, NO_COUNTRY.password);
    await update({ store: 2, phoneNumber: '9613123456', whatsApp: '9613123456' }, token);
    expect((await myProfile(bearer(token))).json()).toMatchObject({ store: 2, phoneNumber: '9613123456' });
  });

  test('an unknown country is a 400 UNKNOWN_COUNTRY naming store', async () => {
    const response = await update({ store: 77, phoneNumber: '963944000111', whatsApp: '963944000111' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'UNKNOWN_COUNTRY', field: 'store' });
  });

  test('needs a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/profile/update-my-profile', payload: { store: 1 } });
    expect(response.statusCode).toBe(401);
  });

  test('a body that is not JSON is a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/profile/update-my-profile',
      headers: { ...bearer(shopperToken), 'content-type': 'application/json' },
      payload: '{"store":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('POST /api/users/profile/change-password', () => {
  test('checks the current password and the new one’s strength, then changes it', async () => {
    const token = await t.login(SELLER.email, SELLER.password);
    const wrong = await change({ currentPassword: 'nope12345', newPassword: 'NewSeller456' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', field: 'currentPassword' });
    const weak = await change({ currentPassword: SELLER.password, newPassword: 'short' }, token);
    expect(weak.json()).toMatchObject({ code: 'WEAK_PASSWORD', field: 'newPassword' });
    const missing = await change({ currentPassword: SELLER.password }, token);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'newPassword' });

    const ok = await change({ currentPassword: SELLER.password, newPassword: 'NewSeller456' }, token);
    expect(ok.statusCode).toBe(200);
    const old = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: SELLER });
    expect(old.statusCode).toBe(401);
    await t.login(SELLER.email, 'NewSeller456');
  });

  test('needs a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/profile/change-password', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
