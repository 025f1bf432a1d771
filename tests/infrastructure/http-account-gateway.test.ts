import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../src/application/access-token';
import { NotFoundError, RateLimitedError, RefusedError, UnauthorizedError, ValidationError } from '../../src/application/errors';
import { HttpAccountGateway } from '../../src/infrastructure/http/http-account-gateway';
import { HttpClient } from '../../src/infrastructure/http/http-client';
import { HttpNotificationGateway } from '../../src/infrastructure/http/http-notification-gateway';
import { InMemoryKeyValueStorage } from '../../src/infrastructure/in-memory/in-memory-key-value-storage';
import { SHOPPER, createTestApp, type TestApp } from '../server/support/test-app';

// The account and notification adapters against the real reference API (PGlite in memory, on a
// free port), codes and reset links read from the server's outbox.

let server: TestApp;
let baseUrl: string;

beforeAll(async () => {
  server = await createTestApp({ config: { rateLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 3, windowMs: 60_000 } } } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}/api`;
}, 60_000);

afterAll(async () => {
  await server.close();
});

function gateways() {
  const storage = new InMemoryKeyValueStorage();
  const http = new HttpClient(baseUrl, storage);
  return { accounts: new HttpAccountGateway(http), notifications: new HttpNotificationGateway(http), storage };
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@dukkan.test`;

async function latestMail(email: string): Promise<string> {
  const [message] = await server.outbox(email);
  if (message === undefined) throw new Error(`no mail for ${email}`);
  return message.text;
}

describe('HttpAccountGateway', () => {
  it('signs up, verifies with the mailed code and logs in', async () => {
    const { accounts } = gateways();
    const email = unique('flow');
    const profile = await accounts.signUp({ firstName: 'Rana', lastName: 'Kassab', email, password: 'Shopper123', phoneNumber: '963944567890' });
    expect(profile).toMatchObject({ email, firstName: 'Rana', store: null });

    const code = /\b(\d{6})\b/.exec(await latestMail(email))?.[1] ?? '';
    const session = await accounts.verifyEmail(email, code);
    expect(session.accessToken.split('.')).toHaveLength(3);
    expect(session.user.email).toBe(email);

    expect((await accounts.logIn(email.toUpperCase(), 'Shopper123')).user.id).toBe(profile.id);
  });

  it('maps a taken address to RefusedError 409 EMAIL_TAKEN on email', async () => {
    const { accounts } = gateways();
    const refused = accounts.signUp({ firstName: 'A', lastName: 'B', email: SHOPPER.email, password: 'Shopper123' });
    await expect(refused).rejects.toBeInstanceOf(RefusedError);
    await expect(refused).rejects.toMatchObject({ status: 409, code: 'EMAIL_TAKEN', field: 'email' });
  });

  it('maps a weak password to ValidationError WEAK_PASSWORD on password', async () => {
    const { accounts } = gateways();
    await expect(accounts.signUp({ firstName: 'A', lastName: 'B', email: unique('weak'), password: 'abcdefgh' })).rejects.toMatchObject({
      name: 'ValidationError',
      code: 'WEAK_PASSWORD',
      field: 'password',
    });
  });

  it('maps a wrong code to CODE_INVALID, and login before verification to EMAIL_NOT_VERIFIED', async () => {
    const { accounts } = gateways();
    const email = unique('unverified');
    await accounts.signUp({ firstName: 'A', lastName: 'B', email, password: 'Shopper123' });
    await expect(accounts.verifyEmail(email, '000000')).rejects.toMatchObject({ code: 'CODE_INVALID', field: 'code' });
    await expect(accounts.logIn(email, 'Shopper123')).rejects.toMatchObject({ name: 'RefusedError', status: 403, code: 'EMAIL_NOT_VERIFIED' });
  });

  it('maps wrong credentials to UnauthorizedError INVALID_CREDENTIALS', async () => {
    const { accounts } = gateways();
    const refused = accounts.logIn(SHOPPER.email, 'not-the-password1');
    await expect(refused).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(refused).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('answers 429 as RateLimitedError with the Retry-After seconds', async () => {
    const { accounts } = gateways();
    const email = unique('limited');
    for (let k = 0; k < 3; k += 1) await expect(accounts.logIn(email, 'whatever1')).rejects.toBeInstanceOf(UnauthorizedError);
    const limited = accounts.logIn(email, 'whatever1');
    await expect(limited).rejects.toBeInstanceOf(RateLimitedError);
    const error: unknown = await limited.catch((caught: unknown) => caught);
    expect(error instanceof RateLimitedError && (error.retryAfterSeconds ?? 0) > 0).toBe(true);
  });

  it('resends a code only after the minute (429 before)', async () => {
    const { accounts } = gateways();
    const email = unique('resend');
    await accounts.signUp({ firstName: 'A', lastName: 'B', email, password: 'Shopper123' });
    await expect(accounts.resendVerification(email)).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('resets the password with the mailed token, once; then the new password logs in', async () => {
    const { accounts } = gateways();
    const email = unique('reset');
    await accounts.signUp({ firstName: 'A', lastName: 'B', email, password: 'Shopper123' });
    await accounts.requestPasswordReset(email);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(await latestMail(email))?.[1] ?? '');

    await accounts.resetPassword(token, 'NewPass456');
    await expect(accounts.resetPassword(token, 'Again789x')).rejects.toMatchObject({ code: 'TOKEN_USED', field: 'token' });
    await expect(accounts.resetPassword('bogus', 'Again789x')).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    expect((await accounts.logIn(email, 'NewPass456')).user.email).toBe(email);
  });

  it('answers the same for an unknown address asking for a reset', async () => {
    await expect(gateways().accounts.requestPasswordReset(unique('nobody'))).resolves.toBeUndefined();
  });

  it('changes the password of the signed-in user; a wrong current one is WRONG_PASSWORD on currentPassword', async () => {
    const { accounts, storage } = gateways();
    const email = unique('change');
    await accounts.signUp({ firstName: 'A', lastName: 'B', email, password: 'Shopper123' });
    const code = /\b(\d{6})\b/.exec(await latestMail(email))?.[1] ?? '';
    storage.set(ACCESS_TOKEN_KEY, (await accounts.verifyEmail(email, code)).accessToken);

    await expect(accounts.changePassword('nope', 'NewPass456')).rejects.toMatchObject({ code: 'WRONG_PASSWORD', field: 'currentPassword' });
    const fresh = await accounts.changePassword('Shopper123', 'NewPass456');
    expect(fresh.user.email).toBe(email);
    await expect(accounts.logIn(email, 'NewPass456')).resolves.toMatchObject({ user: { email } });
  });

  it('refuses a malformed body field as ValidationError naming it', async () => {
    await expect(gateways().accounts.requestPasswordReset('not-an-address')).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('HttpNotificationGateway marking read', () => {
  it('marks one, then all, and refuses an unknown id with NotFoundError', async () => {
    const { notifications, storage } = gateways();
    storage.set(ACCESS_TOKEN_KEY, await server.login(SHOPPER.email, SHOPPER.password));
    const list = await notifications.all();
    const unread = list.find((item) => !item.isRead);
    expect(unread).toBeDefined();
    if (unread === undefined) return;

    expect(await notifications.markRead(unread.id)).toMatchObject({ id: unread.id, isRead: true });
    const left = (await notifications.all()).filter((item) => !item.isRead).length;
    expect(await notifications.markAllRead()).toBe(left);
    expect((await notifications.all()).every((item) => item.isRead)).toBe(true);
    await expect(notifications.markRead(2_000_000)).rejects.toBeInstanceOf(NotFoundError);
  });
});
