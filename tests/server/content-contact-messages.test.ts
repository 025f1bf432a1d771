// POST /api/contact-messages: the contact form's call — stored, validated field by field, limited per IP.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contactMessages } from '../../server/src/db/schema.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { supportRateLimit: { max: 3, windowMs: 60_000 } } });
});
afterAll(async () => {
  await t.close();
});

let nextIp = 1;
/** Each test writes from its own address, so only the rate-limit test meets the limit. */
const freshIp = (): string => `10.20.0.${nextIp++}`;

const valid = { name: 'Lina Haddad', email: 'lina@example.com', message: 'Do you deliver to Tartus?' };

const send = (payload: unknown, ip = freshIp(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/contact-messages', payload: payload as object, remoteAddress: ip, headers });

const stored = async (id: number) => {
  const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
};

describe('success', () => {
  test('201 with an id; the message is stored trimmed with the language and the IP', async () => {
    const response = await send({ ...valid, name: '  Lina Haddad ' }, '10.20.1.1', { 'accept-language': 'ar-SY,ar;q=0.9' });
    expect(response.statusCode).toBe(201);
    const body = response.json() as { id: number; message: string };
    expect(body).toEqual({ id: expect.any(Number), message: expect.any(String) });
    expect(await stored(body.id)).toMatchObject({
      name: 'Lina Haddad',
      email: 'lina@example.com',
      phone: null,
      message: 'Do you deliver to Tartus?',
      language: 'ar',
      ip: '10.20.1.1',
    });
  });

  test('a phone number alone is enough, normalised like spec §5', async () => {
    const response = await send({ name: 'Omar', phone: '0944 123 456', message: 'Please call me about my order.' });
    expect(response.statusCode).toBe(201);
    expect(await stored((response.json() as { id: number }).id)).toMatchObject({ email: null, phone: '963944123456', language: 'en' });
  });

  test('a Lebanese number typed with its code is kept; Arabic-Indic digits are read', async () => {
    const lebanese = await send({ name: 'Rania', phone: '+961 71 123 456', message: 'Is cash on delivery possible in Beirut?' });
    expect(await stored((lebanese.json() as { id: number }).id)).toMatchObject({ phone: '96171123456' });
    const arabic = await send({ name: 'سامي', phone: '٠٩٤٤١٢٣٤٥٦', message: 'هل يمكن الدفع عند الاستلام؟' });
    expect(await stored((arabic.json() as { id: number }).id)).toMatchObject({ phone: '963944123456', name: 'سامي' });
  });
});

describe('validation: 400 VALIDATION_FAILED naming the field', () => {
  test.each<[string, object, string]>([
    ['name missing', { email: 'a@b.co', message: 'Hello there, a question.' }, 'name'],
    ['name blank', { ...valid, name: '   ' }, 'name'],
    ['name too long', { ...valid, name: 'x'.repeat(101) }, 'name'],
    ['neither e-mail nor phone', { name: 'Lina', message: 'Hello there, a question.' }, 'email'],
    ['both blank', { ...valid, email: ' ', phone: '' }, 'email'],
    ['e-mail malformed', { ...valid, email: 'lina@example' }, 'email'],
    ['e-mail too long', { ...valid, email: `${'a'.repeat(250)}@x.sy` }, 'email'],
    ['phone malformed', { ...valid, phone: '12' }, 'phone'],
    ['phone too long', { ...valid, phone: '1'.repeat(33) }, 'phone'],
    ['message missing', { name: 'Lina', email: 'a@b.co' }, 'message'],
    ['message too short', { ...valid, message: 'Hi' }, 'message'],
    ['message too long', { ...valid, message: 'x'.repeat(2001) }, 'message'],
    ['message not text', { ...valid, message: { text: 'Hello there, a question.' } }, 'message'],
  ])('%s', async (_label, payload, field) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String), field });
  });

  test('an unknown field is a 400 naming it (issue 16: never dropped without a word)', async () => {
    const response = await send({ ...valid, orderId: 7 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String), field: 'orderId' });
  });

  test('a body that is not JSON is 400 BAD_REQUEST', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.stringMatching(/BAD_REQUEST|VALIDATION_FAILED/) });
  });
});

test('rate limit: the 4th message from one IP is 429 RATE_LIMITED with Retry-After; another IP still writes', async () => {
  const ip = '10.20.9.9';
  const codes = [];
  for (let i = 0; i < 3; i += 1) codes.push((await send(valid, ip)).statusCode);
  expect(codes).toEqual([201, 201, 201]);
  const blocked = await send(valid, ip);
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  expect((await send(valid, '10.20.9.10')).statusCode).toBe(201);
});

test('the OpenAPI document lists the call', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
  expect(Object.keys(document.paths)).toContain('/api/contact-messages');
});
