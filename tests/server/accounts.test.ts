// Sign-up, e-mail verification by code, login, forgotten and reset password.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, createTestApp, SHOPPER, type TestApp } from './support/test-app.js';

let t: TestApp;
let offsetMs = 0; // moves the app's clock forward
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + offsetMs) });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const codeFor = async (email: string): Promise<string> => {
  const [mail] = await t.outbox(email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!mail || mail.kind !== 'verify-email' || !code) throw new Error(`no verification mail for ${email}`);
  return code;
};
const resetTokenFor = async (email: string): Promise<string> => {
  const [mail] = await t.outbox(email);
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!mail || mail.kind !== 'reset-password' || !token) throw new Error(`no reset mail for ${email}`);
  return token;
};

const newUser = (email: string) => ({ firstName: 'Rana', lastName: 'Saleh', email, password: 'Passw0rdx' });

describe('sign-up and verification', () => {
  test('sign-up answers 201 with the profile and mails a 6-digit code; verifying signs in', async () => {
    const signup = await post('/api/auth/signup', { ...newUser('Rana@Example.com'), phoneNumber: '963944555666' });
    expect(signup.statusCode).toBe(201);
    expect(signup.json().user).toMatchObject({ firstName: 'Rana', email: 'Rana@Example.com', role: 'Shopper', store: null });

    const early = await post('/api/auth/login', { email: 'rana@example.com', password: 'Passw0rdx' });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const verified = await post('/api/auth/verify-email', { email: 'rana@example.com', code: await codeFor('rana@example.com') });
    expect(verified.statusCode).toBe(200);
    const session = verified.json();
    expect(session).toMatchObject({ tokenType: 'Bearer', expiresIn: 86400, user: { email: 'Rana@Example.com' } });
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile/my-profile', headers: bearer(session.accessToken) });
    expect(profile.json().email).toBe('Rana@Example.com');

    const again = await post('/api/auth/verify-email', { email: 'rana@example.com', code: '000000' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_VERIFIED' });
  });

  test('an e-mail address in any case is taken once: 409 EMAIL_TAKEN naming email', async () => {
    const response = await post('/api/auth/signup', newUser('SHOPPER@dukkan.test'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
  });

  test.each([
    ['short1', 'shorter than 8'],
    ['lettersonly', 'no digit'],
    ['1234567890', 'no letter'],
  ])('password %s (%s) is a 400 WEAK_PASSWORD naming password', async (password) => {
    const response = await post('/api/auth/signup', { ...newUser('weak@example.com'), password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'WEAK_PASSWORD', field: 'password' });
  });

  test.each([
    [{ lastName: 'S', email: 'a@b.co', password: 'Passw0rdx' }, 'firstName'],
    [{ firstName: 'R', email: 'a@b.co', password: 'Passw0rdx' }, 'lastName'],
    [{ firstName: 'R', lastName: 'S', email: 'not-an-email', password: 'Passw0rdx' }, 'email'],
    [{ firstName: 'R', lastName: 'S', email: 'a@b.co' }, 'password'],
    [{ firstName: '   ', lastName: 'S', email: 'a@b.co', password: 'Passw0rdx' }, 'firstName'],
    [{ firstName: 'R', lastName: 'S', email: 'a@b.co', password: 'Passw0rdx', phoneNumber: 'call me' }, 'phoneNumber'],
  ])('sign-up %j is a 400 naming %s', async (payload, field) => {
    const response = await post('/api/auth/signup', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  test('a wrong code counts; five wrong codes burn it; an expired code is refused', async () => {
    await post('/api/auth/signup', newUser('tries@example.com'));
    const good = await codeFor('tries@example.com');
    const wrong = good === '123456' ? '654321' : '123456';
    const first = await post('/api/auth/verify-email', { email: 'tries@example.com', code: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 'CODE_INVALID', field: 'code' });
    for (let i = 0; i < 4; i += 1) await post('/api/auth/verify-email', { email: 'tries@example.com', code: wrong });
    const burnt = await post('/api/auth/verify-email', { email: 'tries@example.com', code: good });
    expect(burnt.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', field: 'code' });

    await post('/api/auth/signup', newUser('late@example.com'));
    const code = await codeFor('late@example.com');
    offsetMs = 16 * 60_000;
    try {
      const late = await post('/api/auth/verify-email', { email: 'late@example.com', code });
      expect(late.json()).toMatchObject({ code: 'CODE_EXPIRED', field: 'code' });
    } finally {
      offsetMs = 0;
    }
  });

  test('verify-email validates its body and hides unknown addresses', async () => {
    expect((await post('/api/auth/verify-email', { email: 'x@example.com', code: '12345' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'code',
    });
    expect((await post('/api/auth/verify-email', { email: 'nobody@example.com', code: '123456' })).json()).toMatchObject({
      code: 'CODE_INVALID',
    });
  });

  test('resend has a one-minute cool-down answered 429 with Retry-After; unknown addresses get 200', async () => {
    await post('/api/auth/signup', newUser('resend@example.com'));
    const tooSoon = await post('/api/auth/resend-verification', { email: 'resend@example.com' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    offsetMs = 61_000;
    try {
      const later = await post('/api/auth/resend-verification', { email: 'resend@example.com' });
      expect(later.statusCode).toBe(200);
      expect(await t.outbox('resend@example.com')).toHaveLength(2);
    } finally {
      offsetMs = 0;
    }
    const code = await codeFor('resend@example.com');
    expect((await post('/api/auth/verify-email', { email: 'resend@example.com', code })).statusCode).toBe(200);

    const unknown = await post('/api/auth/resend-verification', { email: 'ghost@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(await t.outbox('ghost@example.com')).toHaveLength(0);
  });
});

describe('login', () => {
  test('answers a JWT with exp and the profile', async () => {
    const response = await post('/api/auth/login', { email: 'Shopper@Dukkan.test', password: SHOPPER.password });
    expect(response.statusCode).toBe(200);
    const { accessToken, user } = response.json();
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8'));
    expect(claims.exp - claims.iat).toBe(86400);
    expect(claims.sub).toBe(String(user.id));
    expect(user).toEqual({ firstName: 'Lina', lastName: 'Haddad', email: SHOPPER.email, role: 'Shopper', store: 1, phoneNumber: '963944123456', hasPassword: true, id: user.id });
  });

  test('a wrong password or an unknown address is the same 401 INVALID_CREDENTIALS', async () => {
    for (const payload of [
      { email: SHOPPER.email, password: 'Wrong1234' },
      { email: 'nobody@example.com', password: 'Wrong1234' },
    ]) {
      const response = await post('/api/auth/login', payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Wrong e-mail address or password.' });
    }
  });

  test.each([
    [{ password: 'x' }, 'email'],
    [{ email: 'a@b.co' }, 'password'],
    [{ email: 'a@b.co', password: '' }, 'password'],
  ])('%j is a 400 naming %s', async (payload, field) => {
    const response = await post('/api/auth/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });
});

describe('forgotten password', () => {
  test('forgot-password always answers 200 and mails a link only to known addresses', async () => {
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(await t.outbox('nobody@example.com')).toHaveLength(0);
    const known = await post('/api/auth/forgot-password', { email: 'nocountry@dukkan.test' });
    expect(known.statusCode).toBe(200);
    expect(known.json().message).toEqual(unknown.json().message);
    expect((await t.outbox('nocountry@dukkan.test'))[0]?.text).toContain('http://localhost:3000/reset-password?token=');
  });

  test('reset-password sets the password once; the token is then used', async () => {
    const token = await resetTokenFor('nocountry@dukkan.test');
    const weak = await post('/api/auth/reset-password', { token, password: 'weak' });
    expect(weak.json()).toMatchObject({ code: 'WEAK_PASSWORD', field: 'password' });
    const ok = await post('/api/auth/reset-password', { token, password: 'Fresh1234' });
    expect(ok.statusCode).toBe(200);
    await t.login('nocountry@dukkan.test', 'Fresh1234');
    const reused = await post('/api/auth/reset-password', { token, password: 'Fresh5678' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'TOKEN_USED', field: 'token' });
  });

  test('an unknown token is TOKEN_INVALID, an old one TOKEN_EXPIRED; a new password revokes older links', async () => {
    const invalid = await post('/api/auth/reset-password', { token: 'made-up-token', password: 'Fresh1234' });
    expect(invalid.json()).toMatchObject({ code: 'TOKEN_INVALID', field: 'token' });

    await post('/api/auth/forgot-password', { email: SHOPPER.email });
    const token = await resetTokenFor(SHOPPER.email);
    offsetMs = 31 * 60_000;
    try {
      expect((await post('/api/auth/reset-password', { token, password: 'Fresh1234' })).json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
    } finally {
      offsetMs = 0;
    }

    await post('/api/auth/forgot-password', { email: SHOPPER.email });
    const older = await resetTokenFor(SHOPPER.email);
    await post('/api/auth/forgot-password', { email: SHOPPER.email });
    const newer = await resetTokenFor(SHOPPER.email);
    expect((await post('/api/auth/reset-password', { token: newer, password: SHOPPER.password })).statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { token: older, password: 'Other1234' })).json()).toMatchObject({ code: 'TOKEN_USED' });
  });

  test('two resets racing with one token: exactly one wins (row lock on PostgreSQL)', async () => {
    await post('/api/auth/forgot-password', { email: 'nocountry@dukkan.test' });
    const token = await resetTokenFor('nocountry@dukkan.test');
    const answers = await Promise.all(
      ['Race1234a', 'Race1234b', 'Race1234c'].map((password) => post('/api/auth/reset-password', { token, password })),
    );
    const codes = answers.map((a) => a.statusCode).toSorted();
    expect(codes).toEqual([200, 400, 400]);
    expect(answers.filter((a) => a.statusCode === 400).map((a) => a.json().code)).toEqual(['TOKEN_USED', 'TOKEN_USED']);
  });

  test.each([
    [{ password: 'Fresh1234' }, 'token'],
    [{ token: 'x' }, 'password'],
  ])('reset %j is a 400 naming %s', async (payload, field) => {
    expect((await post('/api/auth/reset-password', payload)).json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });
});
