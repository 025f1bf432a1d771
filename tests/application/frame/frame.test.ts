import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HEADER_SOLID_AFTER_PX,
  SCROLL_TOP_AFTER_PX,
  isHeaderSolid,
  showCategoryStrip,
  showScrollToTop,
} from '../../../src/application/frame/frame';

describe('frame constants (spec section 9)', () => {
  it('match the spec', () => {
    expect(HEADER_SOLID_AFTER_PX).toBe(50);
    expect(SCROLL_TOP_AFTER_PX).toBe(300);
  });
});

describe('isHeaderSolid', () => {
  it('keeps the home header transparent until the page has scrolled more than 50 px', () => {
    expect(isHeaderSolid(0, true)).toBe(false);
    expect(isHeaderSolid(50, true)).toBe(false);
    expect(isHeaderSolid(51, true)).toBe(true);
  });

  it('makes every other header solid', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (scrollY) => {
        expect(isHeaderSolid(scrollY, false)).toBe(true);
      }),
    );
  });

  it('once solid on home, stays solid further down', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), fc.nat({ max: 10_000 }), (y, more) => {
        expect(!isHeaderSolid(y, true) || isHeaderSolid(y + more, true)).toBe(true);
      }),
    );
  });
});

describe('showScrollToTop', () => {
  it('appears after more than 300 px', () => {
    expect(showScrollToTop(0)).toBe(false);
    expect(showScrollToTop(300)).toBe(false);
    expect(showScrollToTop(301)).toBe(true);
  });
});

describe('showCategoryStrip', () => {
  it('shows on every page except home', () => {
    expect(showCategoryStrip('/')).toBe(false);
    expect(showCategoryStrip('/?lng=ar')).toBe(false);
    expect(showCategoryStrip('/shop')).toBe(true);
    expect(showCategoryStrip('/categories/3')).toBe(true);
    expect(showCategoryStrip('/home-desktop')).toBe(true);
  });
});
