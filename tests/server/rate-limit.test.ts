// Login, sign-up and password reset are limited per IP and per e-mail address: 429 RATE_LIMITED.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, SHOPPER, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { rateLimits: { perIp: { max: 6, windowMs: 60_000 }, perAccount: { max: 3, windowMs: 60_000 } } },
  });
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Wrong1234' }, remoteAddress: ip });

test('per e-mail address: the 4th try on one address is 429 whatever the IP, with Retry-After', async () => {
  for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) expect((await login(SHOPPER.email, ip)).statusCode).toBe(401);
  const blocked = await login(SHOPPER.email.toUpperCase(), '10.0.0.4');
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  expect((await login('other@example.com', '10.0.0.4')).statusCode).toBe(401);
});

test('per IP: the 7th try from one IP is 429 whatever the address', async () => {
  const ip = '10.9.9.9';
  for (let i = 0; i < 6; i += 1) expect((await login(`user${i}@example.com`, ip)).statusCode).toBe(401);
  const blocked = await login('fresh@example.com', ip);
  expect(blocked.statusCode).toBe(429);
  expect(blocked.headers['retry-after']).toBeDefined();
});

const signup = (i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: '10.1.1.1',
    payload: { firstName: 'A', lastName: 'B', email: 'same@example.com', password: `Passw0rd${i}` },
  });
const reset = () =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', remoteAddress: '10.2.2.2', payload: { token: 'guess', password: 'Passw0rd1' } });
test('sign-up and reset are limited too', async () => {
  const codes = [];
  for (let i = 0; i < 4; i += 1) codes.push((await signup(i)).statusCode);
  expect(codes).toEqual([201, 409, 409, 429]);

  const resets = [];
  for (let i = 0; i < 4; i += 1) resets.push((await reset()).statusCode);
  expect(resets).toEqual([400, 400, 400, 429]);
});
