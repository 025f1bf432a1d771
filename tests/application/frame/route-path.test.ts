import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPathWithin, normalisePathname } from '../../../src/application/frame/route-path';

describe('normalisePathname', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/cart', '/cart'],
    ['/cart/', '/cart'],
    ['/cart///', '/cart'],
    ['/shop?productName=oud', '/shop'],
    ['/faq#returns', '/faq'],
    ['/?lng=ar', '/'],
    ['/Emergency', '/emergency'],
    ['account', '/account'],
  ])('%j becomes %j', (raw, expected) => {
    expect(normalisePathname(raw)).toBe(expected);
  });

  it('is idempotent and yields a rooted path without query, hash or trailing slash', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const path = normalisePathname(raw);
        expect(normalisePathname(path)).toBe(path);
        expect(path.startsWith('/')).toBe(true);
        expect(path === '/' || !path.endsWith('/')).toBe(true);
        expect(/[?#]/.test(path)).toBe(false);
      }),
    );
  });
});

describe('isPathWithin', () => {
  it('matches the section itself and anything below it', () => {
    expect(isPathWithin('/categories', '/categories')).toBe(true);
    expect(isPathWithin('/categories/12', '/categories')).toBe(true);
    expect(isPathWithin('/categories/products/3/', '/categories')).toBe(true);
  });

  it('does not match a path that merely starts with the same letters', () => {
    expect(isPathWithin('/cartoon', '/cart')).toBe(false);
    expect(isPathWithin('/shopping', '/shop')).toBe(false);
  });

  it('ignores query, hash, trailing slash and letter case', () => {
    expect(isPathWithin('/Cart/?x=1#top', '/cart')).toBe(true);
  });
});
