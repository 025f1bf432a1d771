// Phone sign-in and sign-up as plain HTML forms (issue 30, "works with scripts off"; docs/adr/0040,
// 0046): the phone step's form asks for the code and answers 303 to the code step, the phone and the
// channel in its address (never the code); the code step's form signs in with the session cookie.
// The API's rules hold: the same answer for a phone without an account, a wrong code refused, the
// provider's failure offering the other channel, a form from another site refused.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PhoneCodeRules } from '../../server/src/accounts/phone/phone-delivery-config.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const STORE = 'https://shop.example';
const QUICK: PhoneCodeRules = {
  codeMinutes: 10,
  maxAttempts: 5,
  perPhone: { free: 1000, baseSeconds: 30, capSeconds: 3600 },
  perIp: { free: 1000, baseSeconds: 30, capSeconds: 3600 },
  windowSeconds: 3600,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: STORE, exposeOutbox: true, phoneCodeRules: QUICK } });
});
afterAll(async () => {
  await t.close();
});

const formPost = (app: TestApp['app'], url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: Object.fromEntries(
      Object.entries({ 'content-type': 'application/x-www-form-urlencoded', origin: STORE, 'sec-fetch-site': 'same-origin', host: 'shop.example', ...headers }).filter(([, value]) => value !== ''),
    ),
    payload: new URLSearchParams(fields).toString(),
  });
const location = (response: { headers: Record<string, unknown> }) => new URL(String(response.headers.location), STORE);
const sessionOf = (response: { cookies: { name: string; value: string }[] }) => response.cookies.find((cookie) => cookie.name === 'dukkan-session')?.value ?? '';

async function lastCode(app: TestApp['app'], phone: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${encodeURIComponent(phone)}` });
  const [latest] = (response.json() as { messages: { text: string }[] }).messages;
  const code = /#([0-9]{6})$/.exec(latest?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no code for ${phone}`);
  return code;
}

describe('phone sign-in without scripts', () => {
  test('the demo shopper: phone and WhatsApp -> 303 to the code step (phone and channel in the address, no code) -> code -> signed in with the cookie', async () => {
    const sent = await formPost(t.app, '/form/phone/code', { mode: 'sign-in', phone: '944 123 456', phoneCountry: 'SY', channel: 'whatsapp', next: '/account', language: 'ar' });
    expect(sent.statusCode).toBe(303);
    const at = location(sent);
    expect(at.pathname).toBe('/login/phone');
    expect(Object.fromEntries(at.searchParams)).toEqual({ step: 'code', phone: '+963944123456', channel: 'whatsapp', next: '/account' });
    const code = await lastCode(t.app, '+963944123456');

    const wrong = await formPost(t.app, '/form/phone/sign-in', { phone: '+963944123456', channel: 'whatsapp', code: code === '000000' ? '111111' : '000000', next: '/account' });
    expect(wrong.statusCode).toBe(303);
    expect(sessionOf(wrong)).toBe('');
    const back = location(wrong);
    expect(back.pathname).toBe('/login/phone');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ step: 'code', phone: '+963944123456', channel: 'whatsapp', notice: 'phone-code-invalid' });
    expect(back.search).not.toContain(code);

    const signedIn = await formPost(t.app, '/form/phone/sign-in', { phone: '+963944123456', channel: 'whatsapp', code, next: '/account' });
    expect(signedIn.statusCode).toBe(303);
    expect(String(signedIn.headers.location)).toBe('/account?notice=signed-in');
    const token = sessionOf(signedIn);
    expect(token).not.toBe('');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/profile/my-profile', headers: { cookie: `dukkan-session=${token}` } });
    expect(me.statusCode).toBe(200);
  });

  test('a phone without an account gets the same answer (the code step), and no session', async () => {
    const sent = await formPost(t.app, '/form/phone/code', { mode: 'sign-in', phone: '0944 777 001', phoneCountry: 'SY', channel: 'sms' });
    expect(sent.statusCode).toBe(303);
    expect(Object.fromEntries(location(sent).searchParams)).toEqual({ step: 'code', phone: '+963944777001', channel: 'sms', next: '/' });
  });

  test('an empty or malformed phone goes back to the phone step with the message naming the field, what was typed kept', async () => {
    const empty = await formPost(t.app, '/form/phone/code', { mode: 'sign-in', phone: '', channel: 'sms' });
    expect(Object.fromEntries(location(empty).searchParams)).toMatchObject({ notice: 'phone-invalid', field: 'phone' });
    const bad = await formPost(t.app, '/form/phone/code', { mode: 'sign-in', phone: '12', phoneCountry: 'SY', channel: 'sms' });
    expect(bad.statusCode).toBe(303);
    const at = location(bad);
    expect(at.pathname).toBe('/login/phone');
    expect(Object.fromEntries(at.searchParams)).toMatchObject({ phone: '12', phoneCountry: 'SY', notice: 'phone-invalid', field: 'phone' });
    expect(at.searchParams.get('step')).toBeNull();
  });

  test('phone sign-up: name, country and e-mail carried to the code step; the code creates the account and signs in', async () => {
    const national = `93${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const missing = await formPost(t.app, '/form/phone/code', { mode: 'sign-up', phone: national, phoneCountry: 'SY', channel: 'sms', firstName: '', lastName: 'Aoun', store: '1' });
    expect(Object.fromEntries(location(missing).searchParams)).toMatchObject({ notice: 'signup-invalid', field: 'firstName', lastName: 'Aoun', phone: national });

    const sent = await formPost(t.app, '/form/phone/code', { mode: 'sign-up', phone: national, phoneCountry: 'SY', channel: 'sms', firstName: 'Maya', lastName: 'Aoun', store: '1', email: '' });
    const at = location(sent);
    expect(at.pathname).toBe('/signup/phone');
    expect(Object.fromEntries(at.searchParams)).toEqual({ step: 'code', phone: `+963${national}`, channel: 'sms', firstName: 'Maya', lastName: 'Aoun', store: '1', next: '/' });
    const code = await lastCode(t.app, `+963${national}`);
    const created = await formPost(t.app, '/form/phone/sign-up', { ...Object.fromEntries(at.searchParams), code });
    expect(created.statusCode).toBe(303);
    expect(String(created.headers.location)).toBe('/?notice=phone-signed-up');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/profile/my-profile', headers: { cookie: `dukkan-session=${sessionOf(created)}` } });
    expect(JSON.stringify(me.json())).toContain('Maya');
  });

  test('a phone form posted from another site is refused (403) and sends nothing', async () => {
    for (const path of ['/form/phone/code', '/form/phone/sign-in', '/form/phone/sign-up']) {
      const response = await formPost(t.app, path, { mode: 'sign-in', phone: '+963944123456', channel: 'sms', code: '123456' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
      expect(response.statusCode).toBe(403);
      expect(sessionOf(response)).toBe('');
    }
  });
});

describe('phone form when the provider fails', () => {
  let failing: TestApp;
  let server: Server;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"error":"down"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    failing = await createTestApp({
      config: { publicUrl: STORE, exposeOutbox: true, phoneCodeRules: QUICK, phoneDelivery: { sms: { url: `${url}/send`, token: 'x', from: 'Dukkan', timeoutMs: 300 }, whatsApp: null } },
    });
  });
  afterAll(async () => {
    await failing.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test('502 DELIVERY_FAILED -> the phone step again naming the failed channel, so the page offers the other', async () => {
    const response = await formPost(failing.app, '/form/phone/code', { mode: 'sign-in', phone: '944123456', phoneCountry: 'SY', channel: 'sms' });
    expect(response.statusCode).toBe(303);
    const at = location(response);
    expect(at.pathname).toBe('/login/phone');
    expect(Object.fromEntries(at.searchParams)).toMatchObject({ failed: 'sms', phone: '944123456', channel: 'sms' });
  });
});
