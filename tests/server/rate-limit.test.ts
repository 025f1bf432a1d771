// Login, sign-up and password reset are limited per IP and per e-mail address: 429 RATE_LIMITED.
// Login throttles the attacker, not the owner (ADR 0020): per address-and-IP pair, per IP, and a
// slower ceiling per address that attempts refused for the pair or the IP do not count toward.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, SELLER, SHOPPER, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      rateLimits: {
        perIp: { max: 6, windowMs: 60_000 },
        perAccount: { max: 3, windowMs: 60_000 },
        loginPerAccountAndIp: { max: 3, windowMs: 60_000 },
        loginPerAccount: { max: 8, windowMs: 60_000 },
      },
    },
  });
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Wrong1234' }, remoteAddress: ip });

const signIn = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

test('an attacker failing from one IP is throttled (429, Retry-After); the owner signs in from another', async () => {
  const attacker = '10.0.0.1';
  for (let i = 0; i < 3; i += 1) expect((await login(SHOPPER.email, attacker)).statusCode).toBe(401);
  // Many more tries: each refused for the pair, none reaching the password check or the ceiling.
  for (let i = 0; i < 10; i += 1) {
    const blocked = await login(SHOPPER.email.toUpperCase(), attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'RATE_LIMITED', message: expect.any(String) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
  }
  expect((await signIn(SHOPPER.email, SHOPPER.password, attacker)).statusCode).toBe(429);
  const owner = await signIn(SHOPPER.email, SHOPPER.password, '10.0.0.2');
  expect(owner.statusCode).toBe(200);
  expect(owner.json()).toMatchObject({ accessToken: expect.any(String) });
});

test('signing in forgets the earlier typos from that IP', async () => {
  const ip = '10.0.3.1';
  for (let i = 0; i < 2; i += 1) expect((await signIn(SELLER.email, 'Typo12345', ip)).statusCode).toBe(401);
  expect((await signIn(SELLER.email, SELLER.password, ip)).statusCode).toBe(200);
  for (let i = 0; i < 3; i += 1) expect((await signIn(SELLER.email, 'Typo12345', ip)).statusCode).toBe(401);
  expect((await signIn(SELLER.email, SELLER.password, ip)).statusCode).toBe(429);
});

test('the ceiling per address stops guessing spread over many IPs', async () => {
  const email = 'target@example.com';
  for (let i = 0; i < 4; i += 1) for (const ip of [`10.0.1.${i}`, `10.0.2.${i}`]) expect((await login(email, ip)).statusCode).toBe(401);
  const ceiling = await login(email, '10.0.9.1');
  expect(ceiling.statusCode).toBe(429);
  expect(ceiling.json()).toMatchObject({ code: 'RATE_LIMITED' });
  expect(ceiling.headers['retry-after']).toBeDefined();
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
