import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeBottomNavItem,
  bottomNavItems,
  isBottomNavHidden,
  profileTarget,
} from '../../../src/application/frame/bottom-nav';

const NOW_MS = 1_750_000_000_000;

describe('bottomNavItems', () => {
  it('lists categories, shop, home, sales and profile in reading order', () => {
    expect(bottomNavItems()).toEqual([
      { id: 'categories', to: '/categories', prominent: false },
      { id: 'shop', to: '/shop', prominent: false },
      { id: 'home', to: '/', prominent: true },
      { id: 'sales', to: '/sales', prominent: false },
      { id: 'profile', to: '/login', prominent: false },
    ]);
  });

  // One order for both languages: the page's dir mirrors the row for Arabic (reversing the list
  // would also reverse what a screen reader reads and where Tab goes).

  it('points profile at the target it is given', () => {
    const profile = bottomNavItems('/account').find((item) => item.id === 'profile');
    expect(profile?.to).toBe('/account');
  });

  it('keeps home, the large round button, in the middle', () => {
    const items = bottomNavItems();
    expect(items[2]).toEqual({ id: 'home', to: '/', prominent: true });
    expect(items.filter((item) => item.prominent)).toHaveLength(1);
  });
});

describe('activeBottomNavItem', () => {
  it.each([
    ['/', 'home'],
    ['/?lng=ar', 'home'],
    ['/categories', 'categories'],
    ['/categories/4', 'categories'],
    ['/categories/products/4', 'categories'],
    ['/shop?productName=oud', 'shop'],
    ['/sales/', 'sales'],
    ['/account', 'profile'],
    ['/login', 'profile'],
    ['/login?next=%2Fcart', 'profile'],
    ['/cart', null],
    ['/shopping', null],
    ['/home-desktop', null],
    ['/product/3', null],
  ])('on %j highlights %j', (pathname, id) => {
    expect(activeBottomNavItem(pathname)).toBe(id);
  });

  it('highlights at most one item, and only one whose target section is the page', () => {
    fc.assert(
      fc.property(fc.string(), (pathname) => {
        const active = activeBottomNavItem(pathname);
        const ids = bottomNavItems().map((item) => item.id);
        expect(active === null || ids.includes(active)).toBe(true);
      }),
    );
  });
});

describe('profileTarget', () => {
  it('leads to the account with a token that expires later', () => {
    expect(profileTarget(NOW_MS + 60_000, NOW_MS)).toBe('/account');
  });

  it('leads to login with an expired token, or none that can be read (null)', () => {
    expect(profileTarget(NOW_MS - 60_000, NOW_MS)).toBe('/login');
    expect(profileTarget(NOW_MS, NOW_MS)).toBe('/login');
    expect(profileTarget(null, NOW_MS)).toBe('/login');
  });
});

// Which routes have the bar; on a large screen CSS hides it (docs/adr/0037).
describe('isBottomNavHidden', () => {
  it('shows on the other routes', () => {
    expect(isBottomNavHidden('/')).toBe(false);
    expect(isBottomNavHidden('/cart')).toBe(false);
    expect(isBottomNavHidden('/products')).toBe(false);
  });

  it.each(['/product/12', '/product/12/', '/checkout', '/checkout?step=2'])('hides on %j', (pathname) => {
    expect(isBottomNavHidden(pathname)).toBe(true);
  });
});
