import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOGIN_PATH,
  PROTECTED_SECTIONS,
  guestRedirect,
  isSafeReturnPath,
  requiresLogin,
  returnPathAfterLogin,
} from '../../../src/application/frame/route-access';
import { anyText } from '../../factories/arbitraries';

describe('requiresLogin', () => {
  it.each([
    '/cart',
    '/favourites',
    '/account',
    '/checkout',
    '/notifications',
    '/order-success',
    '/orders/55',
    '/refund/55/3',
    '/cart/',
    '/Account?tab=orders',
  ])('protects %j', (pathname) => {
    expect(requiresLogin(pathname)).toBe(true);
  });

  it.each(['/', '/shop', '/sales', '/categories/2', '/product/9', '/login', '/signup', '/cartoon', '/faq'])(
    'leaves %j open to guests',
    (pathname) => {
      expect(requiresLogin(pathname)).toBe(false);
    },
  );

  it('lists the protected sections', () => {
    expect(PROTECTED_SECTIONS.toSorted()).toEqual([
      '/account',
      '/admin',
      '/cart',
      '/checkout',
      '/favourites',
      '/notifications',
      '/order-success',
      '/orders',
      '/refund',
    ]);
  });
});

describe('guestRedirect', () => {
  it('sends the guest to login with the page to return to', () => {
    expect(guestRedirect('/cart')).toBe('/login?next=%2Fcart');
    expect(guestRedirect('/refund/5/2?reason=size')).toBe('/login?next=%2Frefund%2F5%2F2%3Freason%3Dsize');
  });

  it('sends plain /login when there is nothing worth returning to', () => {
    expect(guestRedirect('/')).toBe(LOGIN_PATH);
    expect(guestRedirect('/login?next=%2Fcart')).toBe(LOGIN_PATH);
    expect(guestRedirect('https://evil.example/')).toBe(LOGIN_PATH);
    expect(guestRedirect('//evil.example')).toBe(LOGIN_PATH);
  });

  it('round-trips: after login the guest returns exactly where they were', () => {
    const section = fc.constantFrom('/cart', '/favourites', '/account', '/checkout', '/refund/5/2', '/shop');
    const suffix = fc.string({ unit: fc.constantFrom(...'abc/-?=&%#_+ءيك19'.split('')) });
    fc.assert(
      fc.property(section, suffix, (base, rest) => {
        const target = `${base}${rest}`;
        const next = new URL(guestRedirect(target), 'https://shop.example').searchParams.get('next');
        expect(returnPathAfterLogin(next)).toBe(target);
      }),
    );
  });
});

describe('returnPathAfterLogin', () => {
  it('returns to a path on this site', () => {
    expect(returnPathAfterLogin('/cart')).toBe('/cart');
    expect(returnPathAfterLogin('/shop?productName=oud')).toBe('/shop?productName=oud');
  });

  it.each([
    null,
    undefined,
    '',
    'cart',
    '//evil.example/path',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/login',
    '/login?next=%2Fcart',
    '/\tcart',
  ])('goes home instead of %j', (next) => {
    expect(returnPathAfterLogin(next)).toBe('/');
  });

  it('never leaves the site', () => {
    fc.assert(
      fc.property(anyText(), (next) => {
        const path = returnPathAfterLogin(next);
        expect(new URL(path, 'https://shop.example').origin).toBe('https://shop.example');
      }),
    );
  });
});

describe('isSafeReturnPath', () => {
  it('accepts a path on this site and rejects anything that could leave it', () => {
    expect(isSafeReturnPath('/cart')).toBe(true);
    expect(isSafeReturnPath('/')).toBe(true);
    expect(isSafeReturnPath('//evil.example')).toBe(false);
    expect(isSafeReturnPath('/\\evil.example')).toBe(false);
    expect(isSafeReturnPath('/ok\\..\\x')).toBe(false);
    expect(isSafeReturnPath('/\nx')).toBe(false);
    expect(isSafeReturnPath('https://evil.example')).toBe(false);
  });
});
