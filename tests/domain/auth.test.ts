import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isAccessTokenValid } from '../../src/domain/auth';
import { encodeBase64Url } from '../../src/domain/base64url';
import { NOW_MS, accessToken } from '../factories/access-token-factory';
import { anyText } from '../factories/arbitraries';

const NOW_S = NOW_MS / 1000;
const segment = (text: string): string => encodeBase64Url(text);
const validHeader = segment('{"alg":"HS256"}');

describe('decodeJwtPayload', () => {
  it('returns the payload claims', () => {
    const token = accessToken({ payload: { sub: '7', exp: NOW_S + 60, role: 'Seller' } });
    expect(decodeJwtPayload(token)).toEqual({ sub: '7', exp: NOW_S + 60, role: 'Seller' });
  });

  it('decodes Arabic claims', () => {
    const token = accessToken({ payload: { name: 'محمد الشامي', exp: NOW_S + 60 } });
    expect(decodeJwtPayload(token)).toEqual({ name: 'محمد الشامي', exp: NOW_S + 60 });
  });

  it.each([
    ['nothing', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['two segments', `${validHeader}.${segment('{"exp":1}')}`],
    ['four segments', `${validHeader}.${segment('{"exp":1}')}.c2ln.c2ln`],
    ['an empty signature', `${validHeader}.${segment('{"exp":1}')}.`],
    ['an empty header', `.${segment('{"exp":1}')}.c2ln`],
    ['a header that is not base64url', `ey J.${segment('{"exp":1}')}.c2ln`],
    ['a header that is not JSON', `${segment('alg')}.${segment('{"exp":1}')}.c2ln`],
    ['a header that is a JSON array', `${segment('[]')}.${segment('{"exp":1}')}.c2ln`],
    ['a payload that is JSON null', `${validHeader}.${segment('null')}.c2ln`],
    ['a payload that is a JSON number', `${validHeader}.${segment('42')}.c2ln`],
    ['a payload that is not JSON', `${validHeader}.${segment('{exp:1}')}.c2ln`],
    ['a signature outside the alphabet', `${validHeader}.${segment('{"exp":1}')}.c2l+`],
    ['a bearer prefix', `Bearer ${validHeader}.${segment('{"exp":1}')}.c2ln`],
  ])('returns null for %s', (_label, token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });
});

describe('isAccessTokenValid', () => {
  it('accepts a well-formed token whose expiry lies in the future', () => {
    expect(isAccessTokenValid(accessToken(), NOW_MS)).toBe(true);
    expect(isAccessTokenValid(accessToken({ payload: { exp: NOW_S + 1 } }), NOW_MS)).toBe(true);
  });

  it('rejects a token that expires now or has expired', () => {
    expect(isAccessTokenValid(accessToken({ payload: { exp: NOW_S } }), NOW_MS)).toBe(false);
    expect(isAccessTokenValid(accessToken({ payload: { exp: NOW_S - 3600 } }), NOW_MS)).toBe(false);
  });

  it('compares at millisecond precision: exp is in seconds', () => {
    const token = accessToken({ payload: { exp: NOW_S + 1 } });
    expect(isAccessTokenValid(token, NOW_MS + 999)).toBe(true);
    expect(isAccessTokenValid(token, NOW_MS + 1000)).toBe(false);
  });

  it.each([
    ['no exp claim', { sub: '1' }],
    ['an exp written as a string', { exp: String(NOW_S + 3600) }],
    ['an exp of null', { exp: null }],
    ['an exp that overflows to Infinity', '{"exp":1e400}'],
  ])('rejects a token with %s', (_label, payload) => {
    const token =
      typeof payload === 'string'
        ? `${validHeader}.${segment(payload)}.c2ln`
        : accessToken({ payload });
    expect(isAccessTokenValid(token, NOW_MS)).toBe(false);
  });

  it.each([null, undefined, '', 'not-a-token', 'a.b.c'])('rejects %j', (token) => {
    expect(isAccessTokenValid(token, NOW_MS)).toBe(false);
  });

  it('rejects everything when the clock reading is not a number', () => {
    expect(isAccessTokenValid(accessToken(), Number.NaN)).toBe(false);
  });

  it('is valid exactly when exp (seconds) lies after now (milliseconds)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000 }),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        (exp, nowMs) => {
          expect(isAccessTokenValid(accessToken({ payload: { exp } }), nowMs)).toBe(exp * 1000 > nowMs);
        },
      ),
    );
  });

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(anyText(), fc.integer(), (token, nowMs) => {
        expect(typeof isAccessTokenValid(token, nowMs)).toBe('boolean');
      }),
    );
  });

  it('never throws on arbitrary three-part tokens of base64url text', () => {
    const part = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_') }),
      fc.json().map(encodeBase64Url),
    );
    fc.assert(
      fc.property(part, part, part, (header, payload, signature) => {
        expect(typeof isAccessTokenValid(`${header}.${payload}.${signature}`, NOW_MS)).toBe('boolean');
      }),
    );
  });
});
