// Issue 28: the storefront's links in the page's language; a query-only target stays on this page.
import { describe, expect, it } from 'vitest';
import { toInLanguage } from '@/ui/shared/navigation/links';

describe('a link target in the page language', () => {
  it('names Arabic on an Arabic page, for strings and path objects', () => {
    expect(toInLanguage('/shop', 'ar')).toBe('/shop?lng=ar');
    expect(toInLanguage({ pathname: '/product/3', search: '?x=1' }, 'ar')).toEqual({ pathname: '/product/3', search: '?x=1&lng=ar' });
  });

  it('keeps a query-only object on this page (no pathname is made up)', () => {
    expect(toInLanguage({ search: '?onSale=true' }, 'ar')).toEqual({ search: '?onSale=true&lng=ar' });
    expect(toInLanguage({ search: '' }, 'ar')).toEqual({ search: '?lng=ar' });
  });

  it('leaves English targets as they are', () => {
    const to = { search: '?onSale=true' };
    expect(toInLanguage(to, 'en')).toBe(to);
    expect(toInLanguage('/shop', 'en')).toBe('/shop');
  });
});
