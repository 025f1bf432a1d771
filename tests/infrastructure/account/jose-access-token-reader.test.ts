import * as fc from 'fast-check';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { JoseAccessTokenReader } from '../../../src/infrastructure/account/jose-access-token-reader';
import { AccessTokens } from '../../../server/src/accounts/access-tokens';
import { NOW_MS, accessToken } from '../../factories/access-token-factory';
import { accessTokenReaderContract } from './access-token-reader-contract';

const SECRET = new TextEncoder().encode('a secret of at least thirty-two bytes!');
const segment = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');
const validHeader = segment('{"alg":"HS256"}');
const NOW_S = NOW_MS / 1000;

// Signed the way the server signs (server/src/accounts/access-tokens.ts), with an exact expiry.
accessTokenReaderContract('JoseAccessTokenReader', () => ({
  reader: new JoseAccessTokenReader(),
  issue: ({ userId, expiresAt }) =>
    new SignJWT({ role: 'Customer', ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(expiresAt / 1000)
      .sign(SECRET),
}));

describe('JoseAccessTokenReader', () => {
  const reader = new JoseAccessTokenReader();

  it("reads the server's own tokens: its user and an expiry one time-to-live from now", async () => {
    const before = Date.now();
    const token = await new AccessTokens(SECRET, 3600).issue(42, 'Seller');

    const claims = reader.read(token);

    expect(claims?.userId).toBe(42);
    expect(claims?.expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 3_600_000);
    expect(claims?.expiresAt).toBeLessThanOrEqual(Date.now() + 3_600_000);
  });

  it('reads claims written in Arabic', () => {
    expect(reader.read(accessToken({ payload: { sub: '7', name: 'محمد الشامي', exp: NOW_S + 60 } }))).toEqual({
      userId: 7,
      expiresAt: NOW_MS + 60_000,
    });
  });

  it.each([
    ['no subject', { exp: NOW_S + 60 }],
    ['a subject that is not a user id', { sub: 'admin', exp: NOW_S + 60 }],
    ['a subject of zero', { sub: '0', exp: NOW_S + 60 }],
  ])('reads a token with %s as naming no user', (_label, payload) => {
    expect(reader.read(accessToken({ payload }))).toEqual({ userId: null, expiresAt: NOW_MS + 60_000 });
  });

  it.each([
    ['two segments', `${validHeader}.${segment('{"exp":1}')}`],
    ['four segments', `${validHeader}.${segment('{"exp":1}')}.c2ln.c2ln`],
    ['an empty signature (unsigned, never one our server issues)', `${validHeader}.${segment('{"exp":1}')}.`],
    ['an empty header', `.${segment('{"exp":1}')}.c2ln`],
    ['a header that is not base64url', `ey J.${segment('{"exp":1}')}.c2ln`],
    ['a header that is not JSON', `${segment('alg')}.${segment('{"exp":1}')}.c2ln`],
    ['a header that is a JSON array', `${segment('[]')}.${segment('{"exp":1}')}.c2ln`],
    ['a payload that is JSON null', `${validHeader}.${segment('null')}.c2ln`],
    ['a payload that is a JSON number', `${validHeader}.${segment('42')}.c2ln`],
    ['a payload that is not JSON', `${validHeader}.${segment('{exp:1}')}.c2ln`],
    ['a payload that is not UTF-8', `${validHeader}.${Buffer.from([0x7b, 0xff, 0x7d]).toString('base64url')}.c2ln`],
    ['a signature outside the alphabet', `${validHeader}.${segment('{"exp":1}')}.c2l+`],
    ['no exp claim', `${validHeader}.${segment('{"sub":"1"}')}.c2ln`],
    ['an exp written as a string', `${validHeader}.${segment(`{"exp":"${NOW_S + 3600}"}`)}.c2ln`],
    ['an exp of null', `${validHeader}.${segment('{"exp":null}')}.c2ln`],
    ['an exp that overflows to Infinity', `${validHeader}.${segment('{"exp":1e400}')}.c2ln`],
  ])('answers null for %s', (_label, token) => {
    expect(reader.read(token)).toBeNull();
  });

  it('never throws on arbitrary three-part tokens of base64url text', () => {
    const part = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_') }),
      fc.json().map(segment),
    );
    fc.assert(
      fc.property(part, part, part, (header, payload, signature) => {
        const claims = reader.read(`${header}.${payload}.${signature}`);
        expect(claims === null || Number.isFinite(claims.expiresAt)).toBe(true);
      }),
    );
  });
});
