// Phone sign-in (issue 30, docs/adr/0046): sign-up, sign-in and adding a phone with a 6-digit code by
// SMS or WhatsApp; expiry, wrong codes, the send limits shared by two instances on one database, the
// same answers for phones with and without an account, and the SMS and WhatsApp adapters against
// stand-in servers started here (their failures and slow answers). Runs on PGlite, and on PostgreSQL
// with TEST_DATABASE_URL.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp, type App } from '../../server/src/app.js';
import type { PhoneCodeRules } from '../../server/src/accounts/phone/phone-delivery-config.js';
import { openDatabase, type Database } from '../../server/src/db/client.js';
import { bearer, createTestApp, NO_COUNTRY, SHOPPER, usingPostgres, type TestApp } from './support/test-app.js';

/** Short cooldowns, so a test can ask again for one phone: the defaults are tested in 'send limits'. */
const QUICK: PhoneCodeRules = {
  codeMinutes: 10,
  maxAttempts: 5,
  perPhone: { free: 1000, baseSeconds: 30, capSeconds: 3600 },
  perIp: { free: 1000, baseSeconds: 30, capSeconds: 3600 },
  windowSeconds: 3600,
};

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const toArabic = (digits: string) => digits.replace(/[0-9]/g, (d) => ARABIC_DIGITS[Number(d)] ?? d);

interface SentMessage {
  to: string;
  text: string;
  kind: string;
  channel: string;
}

async function outbox(app: App, phone: string): Promise<SentMessage[]> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${encodeURIComponent(phone)}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { messages: SentMessage[] }).messages;
}

/** The code of the newest message to the phone (the WebOTP line '@host #123456' ends it). */
async function lastCode(app: App, phone: string): Promise<string> {
  const [latest] = await outbox(app, phone);
  const code = /#([0-9]{6})$/.exec(latest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${phone}: ${latest?.text}`);
  return code;
}

const askCode = (app: App, payload: Record<string, unknown>, ip = '10.30.0.1') =>
  app.inject({ method: 'POST', url: '/api/auth/phone/code', payload: { channel: 'sms', purpose: 'sign-in', ...payload }, remoteAddress: ip });

const signIn = (app: App, payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/auth/phone/sign-in', payload });

/** An answer with its phone taken out, to compare answers for two phones. */
const shape = (body: { message: string; phone: string }) => ({ ...body, message: body.message.replace(body.phone, '<phone>'), phone: '<phone>' });

/** The code a WhatsApp template message carried (its body's first parameter). */
const templateCode = (body: Record<string, unknown> | undefined): string =>
  (body?.template as { components: { parameters: { text: string }[] }[] } | undefined)?.components[0]?.parameters[0]?.text ?? '';

describe('phone sign-in', () => {
  let t: TestApp;
  let clock = new Date();
  beforeAll(async () => {
    t = await createTestApp({ config: { exposeOutbox: true, phoneCodeRules: QUICK }, now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  test('the demo shopper signs in by phone: the code goes by SMS, typed in Arabic-Indic digits, and opens the cookie session', async () => {
    const sent = await askCode(t.app, { phone: '+963 944 123 456' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: 'A code is on its way by SMS to +963944123456.',
      phone: '+963944123456',
      channel: 'sms',
      resendAfterSeconds: expect.any(Number),
      expiresInMinutes: 10,
    });
    // The outbox finds the message by the number as typed, nationally, or normalised.
    const [message] = await outbox(t.app, '0944 123 456');
    expect(message).toMatchObject({ to: '+963944123456', channel: 'sms', kind: 'sign-in' });
    expect(message?.text).toMatch(/\n\n@localhost #[0-9]{6}$/);
    const code = await lastCode(t.app, '963944123456');

    const session = await signIn(t.app, { phone: '0944123456', code: toArabic(code) });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ tokenType: 'Bearer', user: { email: SHOPPER.email } });
    const cookie = String(session.headers['set-cookie']);
    expect(cookie).toMatch(/dukkan-session=[^;]+;.*HttpOnly/);
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile/my-profile', headers: bearer(session.json().accessToken) });
    expect(profile.json()).toMatchObject({ email: SHOPPER.email });

    // Single use.
    const again = await signIn(t.app, { phone: '0944123456', code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'CODE_INVALID', field: 'code' });
  });

  test('a phone sign-in is the same session as an e-mail one: signing out everywhere revokes it', async () => {
    await askCode(t.app, { phone: '+96171123456', channel: 'whatsapp' });
    const session = await signIn(t.app, { phone: '71 123 456', callingCode: '961', code: await lastCode(t.app, '96171123456') });
    expect(session.statusCode).toBe(200);
    const token = session.json().accessToken as string;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile/my-profile', headers: bearer(token) })).statusCode).toBe(401);
  });

  test('five wrong codes burn the code; a code of another purpose or phone is refused', async () => {
    await askCode(t.app, { phone: '963944123456' });
    const code = await lastCode(t.app, '963944123456');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const refused = await signIn(t.app, { phone: '963944123456', code: wrong });
      expect(refused.json()).toMatchObject({ code: 'CODE_INVALID', field: 'code' });
    }
    const burnt = await signIn(t.app, { phone: '963944123456', code });
    expect(burnt.statusCode).toBe(400);
    expect(burnt.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', field: 'code' });
    expect((await signIn(t.app, { phone: '963944123456', code: '12345' })).json()).toMatchObject({ code: 'CODE_INVALID', field: 'code' });
  });

  test('a code expires after 10 minutes', async () => {
    await askCode(t.app, { phone: '963944123456' });
    const code = await lastCode(t.app, '963944123456');
    clock = new Date(clock.getTime() + 11 * 60_000);
    try {
      const expired = await signIn(t.app, { phone: '963944123456', code });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ code: 'CODE_EXPIRED', field: 'code' });
    } finally {
      clock = new Date();
    }
  });

  test('sign-up with a phone (no e-mail) by WhatsApp, then sign-in with it', async () => {
    const phone = '+961 3 555 123';
    const sent = await askCode(t.app, { phone: '03 555 123', callingCode: '961', channel: 'whatsapp', purpose: 'sign-up' });
    expect(sent.json()).toMatchObject({ phone: '+9613555123', channel: 'whatsapp', message: 'A code is on its way by WhatsApp to +9613555123.' });
    const [message] = await outbox(t.app, '9613555123');
    expect(message).toMatchObject({ channel: 'whatsapp', kind: 'sign-up' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/sign-up',
      payload: { phone, code: await lastCode(t.app, phone), firstName: 'Rana', lastName: 'Saab', store: 2, email: '' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ user: { firstName: 'Rana', email: '', store: 2, phoneNumber: '9613555123' } });
    expect(String(created.headers['set-cookie'])).toContain('dukkan-session=');

    await askCode(t.app, { phone, purpose: 'sign-in' });
    const back = await signIn(t.app, { phone, code: await lastCode(t.app, phone) });
    expect(back.json()).toMatchObject({ user: { id: created.json().user.id } });
  });

  test('sign-up with an e-mail: it is kept, and a taken address is refused naming the field', async () => {
    const phone = '+963933000111';
    await askCode(t.app, { phone, purpose: 'sign-up' });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/sign-up',
      payload: { phone, code: await lastCode(t.app, phone), firstName: 'A', lastName: 'B', store: 1, email: SHOPPER.email },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
    await askCode(t.app, { phone, purpose: 'sign-up' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/sign-up',
      payload: { phone, code: await lastCode(t.app, phone), firstName: 'A', lastName: 'B', store: 1, email: 'new.phone@example.com' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ user: { email: 'new.phone@example.com' } });
  });

  test('the answers are the same for a phone with and without an account', async () => {
    for (const purpose of ['sign-in', 'sign-up']) {
      const known = await askCode(t.app, { phone: '+963944123456', purpose });
      const unknown = await askCode(t.app, { phone: `+9639440000${purpose === 'sign-in' ? '01' : '02'}`, purpose });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(shape(unknown.json())).toEqual(shape(known.json()));
    }
    // Sign-in to a phone without an account sends a notice pointing to sign-up, and no code.
    const [notice] = await outbox(t.app, '+963944000001');
    expect(notice).toMatchObject({ kind: 'no-account' });
    expect(notice?.text).toContain('/signup/phone');
    expect(notice?.text).not.toMatch(/[0-9]{6}/);
    // Sign-up for a phone with an account sends a sign-in code: the sign-up call signs her in, creating nothing.
    const existing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/sign-up',
      payload: { phone: '+963944123456', code: await lastCode(t.app, '+963944123456'), firstName: 'X', lastName: 'Y', store: 1 },
    });
    expect(existing.statusCode).toBe(200);
    expect(existing.json()).toMatchObject({ user: { email: SHOPPER.email, firstName: 'Lina' } });
  });

  test('an e-mail account adds a phone with a code and then signs in by either; a phone belongs to one account', async () => {
    const token = await t.login(NO_COUNTRY.email, NO_COUNTRY.password);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/phone', headers: bearer(token) })).json()).toEqual({ phone: null });
    const sent = await t.app.inject({ method: 'POST', url: '/api/auth/phone/add/code', headers: bearer(token), payload: { phone: '٠٩٤٤ ٥٥٥ ٦٦٦', channel: 'sms' } });
    expect(sent.json()).toMatchObject({ phone: '+963944555666' });
    const [message] = await outbox(t.app, '0944555666');
    expect(message).toMatchObject({ kind: 'add-phone' });
    const added = await t.app.inject({ method: 'POST', url: '/api/auth/phone/add', headers: bearer(token), payload: { phone: '0944555666', code: await lastCode(t.app, '0944555666') } });
    expect(added.json()).toEqual({ phone: '+963944555666' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/phone', headers: bearer(token) })).json()).toEqual({ phone: '+963944555666' });

    await askCode(t.app, { phone: '0944555666' });
    const byPhone = await signIn(t.app, { phone: '0944555666', code: await lastCode(t.app, '0944555666') });
    expect(byPhone.json()).toMatchObject({ user: { email: NO_COUNTRY.email } });

    // The shopper's phone: the code is sent (nothing told before it is proven), then 409 naming the phone.
    await t.app.inject({ method: 'POST', url: '/api/auth/phone/add/code', headers: bearer(token), payload: { phone: '+963944123456', channel: 'sms' } });
    const taken = await t.app.inject({ method: 'POST', url: '/api/auth/phone/add', headers: bearer(token), payload: { phone: '+963944123456', code: await lastCode(t.app, '+963944123456') } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'PHONE_TAKEN', field: 'phone' });
  });

  test('bad input is 400 naming the field', async () => {
    expect((await askCode(t.app, { phone: '12' })).json()).toMatchObject({ code: 'PHONE_INVALID', field: 'phone' });
    expect((await askCode(t.app, { phone: '0944123456', channel: 'pigeon' })).statusCode).toBe(400);
    expect((await signIn(t.app, { phone: 'abc', code: '123456' })).json()).toMatchObject({ field: 'phone' });
  });

  test("a number of another country than the calling code's is 400 naming the phone, and nothing is sent (a new-shopper tryout)", async () => {
    // Lebanon's 03 123 459 on Syria's +963 went to +963 3123459, a wrong Syrian number.
    const wrong = await askCode(t.app, { phone: '03 123 459', callingCode: '963', purpose: 'sign-up' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'PHONE_INVALID', field: 'phone' });
    expect(await outbox(t.app, '9633123459')).toEqual([]);
    expect((await askCode(t.app, { phone: '+963 3 123 459', callingCode: '961' })).json()).toMatchObject({ code: 'PHONE_INVALID', field: 'phone' });
    const right = await askCode(t.app, { phone: '03 123 459', callingCode: '961', purpose: 'sign-up' });
    expect(right.json()).toMatchObject({ phone: '+9613123459' });
  });
});

describe('send limits (the defaults), across two instances on one database', () => {
  let t: TestApp;
  let second: App;
  let secondDatabase: Database | null = null;
  beforeAll(async () => {
    t = await createTestApp({ config: { exposeOutbox: true } });
    if (usingPostgres()) {
      // A second pool to the same database, as another instance would have.
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = /\/[^)]+(?=\))/.exec(t.database.location)?.[0] ?? '';
      secondDatabase = await openDatabase({ databaseUrl: url.toString() });
    }
    second = await buildApp({ database: secondDatabase ?? t.database, config: t.config });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase?.close();
    await t.close();
  });

  test('a second code for one phone waits 30 s, the next 60 s: whichever instance is asked', async () => {
    const first = await askCode(t.app, { phone: '+963944123456' }, '10.31.0.1');
    expect(first.json()).toMatchObject({ resendAfterSeconds: 30 });
    const early = await askCode(second, { phone: '+963944123456', channel: 'whatsapp' }, '10.31.0.2');
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(25);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(30);
    // Unknown phones are limited the same way (nothing tells them apart).
    expect((await askCode(second, { phone: '+963944000009' }, '10.31.0.3')).statusCode).toBe(200);
    expect((await askCode(t.app, { phone: '+963944000009' }, '10.31.0.4')).statusCode).toBe(429);
  });

  test('one IP gets five codes at once, then waits, growing', async () => {
    const ip = '10.32.0.1';
    for (let i = 0; i < 5; i += 1) {
      const app = i % 2 === 0 ? t.app : second;
      expect((await askCode(app, { phone: `+96393311100${i}` }, ip)).statusCode).toBe(200);
    }
    const blocked = await askCode(second, { phone: '+963933111009' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(25);
    // The phone refused for its IP was not counted: from another IP it gets its code at once.
    expect((await askCode(t.app, { phone: '+963933111009' }, '10.32.0.2')).statusCode).toBe(200);
  });
});

interface StandIn {
  url: string;
  requests: { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  /** What the next requests get: ok, a refusal, or an answer later than the sender waits. */
  mode: 'ok' | 'fail' | 'slow';
  close(): Promise<void>;
}

async function standIn(): Promise<StandIn> {
  const state: StandIn = { url: '', requests: [], mode: 'ok', close: async () => {} };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      state.requests.push({ path: request.url ?? '', headers: request.headers, body: JSON.parse(raw || '{}') as Record<string, unknown> });
      const answer = () => {
        if (response.destroyed) return;
        response.writeHead(state.mode === 'fail' ? 500 : 200, { 'content-type': 'application/json' });
        response.end(state.mode === 'fail' ? '{"error":"provider down"}' : '{"messages":[{"id":"wamid.1"}]}');
      };
      if (state.mode === 'slow') setTimeout(answer, 1500);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

describe('SMS and WhatsApp providers (stand-in servers)', () => {
  let t: TestApp;
  let sms: StandIn;
  let whatsApp: StandIn;
  beforeAll(async () => {
    sms = await standIn();
    whatsApp = await standIn();
    t = await createTestApp({
      config: {
        exposeOutbox: true,
        phoneCodeRules: QUICK,
        phoneDelivery: {
          sms: { url: `${sms.url}/send`, token: 'sms-token', from: 'Dukkan', timeoutMs: 300 },
          whatsApp: {
            apiUrl: `${whatsApp.url}/v21.0`,
            phoneNumberId: '1234567890',
            accessToken: 'wa-token',
            template: 'dukkan_code',
            languages: { en: 'en', ar: 'ar' },
            noticeTemplate: null,
            timeoutMs: 300,
          },
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
    await whatsApp.close();
  });

  test('SMS: POST { to, from, text } with the bearer token; the code in the text signs in', async () => {
    const sent = await askCode(t.app, { phone: '+963944123456', language: 'ar' });
    expect(sent.statusCode).toBe(200);
    const [request] = sms.requests.splice(0);
    expect(request?.path).toBe('/send');
    expect(request?.headers.authorization).toBe('Bearer sms-token');
    expect(request?.body).toMatchObject({ to: '+963944123456', from: 'Dukkan', text: expect.stringContaining('دكّان') });
    const code = /#([0-9]{6})$/.exec(String(request?.body.text))?.[1] ?? '';
    expect((await signIn(t.app, { phone: '+963944123456', code })).statusCode).toBe(200);
    expect(await outbox(t.app, '+963944123456')).toEqual([]);
  });

  test('WhatsApp: the Cloud API template message carries the code', async () => {
    await askCode(t.app, { phone: '+96171123456', channel: 'whatsapp' });
    const [request] = whatsApp.requests.splice(0);
    expect(request?.path).toBe('/v21.0/1234567890/messages');
    expect(request?.headers.authorization).toBe('Bearer wa-token');
    expect(request?.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '96171123456',
      type: 'template',
      template: { name: 'dukkan_code', language: { code: 'en' } },
    });
    const code = templateCode(request?.body);
    expect(code).toMatch(/^[0-9]{6}$/);
    expect((await signIn(t.app, { phone: '+96171123456', code })).statusCode).toBe(200);
  });

  test('a failing or slow provider: 502 DELIVERY_FAILED naming the channel, the other channel at once, and the sign-up goes on', async () => {
    const phone = '+963955222333';
    sms.mode = 'fail';
    const failed = await askCode(t.app, { phone, purpose: 'sign-up' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'DELIVERY_FAILED', field: 'channel', message: expect.stringContaining('try WhatsApp') });
    sms.mode = 'slow';
    const slow = await askCode(t.app, { phone, purpose: 'sign-up' });
    expect(slow.statusCode).toBe(502);
    expect(slow.json()).toMatchObject({ code: 'DELIVERY_FAILED', field: 'channel' });
    sms.mode = 'ok';
    whatsApp.requests.splice(0);
    const other = await askCode(t.app, { phone, purpose: 'sign-up', channel: 'whatsapp' });
    expect(other.statusCode).toBe(200);
    const code = templateCode(whatsApp.requests[0]?.body);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/sign-up',
      payload: { phone, code, firstName: 'Maya', lastName: 'Aoun', store: 1 },
    });
    expect(created.statusCode).toBe(201);
  });
});
