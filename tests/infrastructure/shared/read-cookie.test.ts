// Issue 28: one reader for cookies, on the server and in the browser: what does not decode is ignored.
import { describe, expect, it } from 'vitest';
import { DocumentCookieJar } from '@/infrastructure/account/cookie-jar';
import { readCookie } from '@/domain/shared/read-cookie';

describe('readCookie', () => {
  it('answers the decoded value of the named cookie, or undefined', () => {
    expect(readCookie('a=1; i18next=ar; b=2', 'i18next')).toBe('ar');
    expect(readCookie('x=%D8%B9%D8%B1%D8%A8%D9%8A', 'x')).toBe('عربي');
    expect(readCookie('x="quoted"', 'x')).toBe('quoted');
    expect(readCookie('xi18next=ar', 'i18next')).toBeUndefined();
    expect(readCookie(undefined, 'i18next')).toBeUndefined();
    expect(readCookie('', 'i18next')).toBeUndefined();
  });

  it('ignores a value that does not decode instead of throwing', () => {
    expect(readCookie('i18next=%E0%A4%A', 'i18next')).toBeUndefined();
    expect(readCookie('i18next=%E0%A4%A; dukkan-country=2', 'dukkan-country')).toBe('2');
    expect(readCookie('dukkan-signed-in=%', 'dukkan-signed-in')).toBeUndefined();
  });

  it('is what the browser cookie jar reads with', () => {
    const jar = new DocumentCookieJar({ cookie: 'dukkan-signed-in=%E0%A4%A; other=1' });
    expect(jar.get('dukkan-signed-in')).toBeNull();
    expect(jar.get('other')).toBe('1');
  });
});
