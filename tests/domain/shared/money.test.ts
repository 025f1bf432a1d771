import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINOR_UNITS_PER_MAJOR, sumMoney, toMajor, toMinor } from '../../../src/domain/shared/money';

describe('toMinor', () => {
  it.each([
    [19.99, 1999],
    [0.1, 10],
    [0.2, 20],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [1.015, 102],
    [2.675, 268],
    [8.345, 835],
    [0, 0],
    [100, 10_000],
    [-1.005, -101],
    [-19.99, -1999],
    [1e-7, 0],
    [123456789.99, 12_345_678_999],
  ])('turns %d major units into %d minor units', (major, minor) => {
    expect(toMinor(major)).toBe(minor);
  });

  it('never returns negative zero', () => {
    expect(Object.is(toMinor(-0), 0)).toBe(true);
    expect(Object.is(toMinor(-0.001), 0)).toBe(true);
  });

  it('throws a RangeError for a value that is not a finite number (a programming error, not user input)', () => {
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
    expect(() => toMinor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('always returns an integer', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (major) => {
        expect(Number.isInteger(toMinor(major))).toBe(true);
      }),
    );
  });
});

describe('toMajor', () => {
  it('divides by the minor units per major unit', () => {
    expect(MINOR_UNITS_PER_MAJOR).toBe(100);
    expect(toMajor(1999)).toBe(19.99);
    expect(toMajor(30)).toBe(0.3);
  });

  it('round-trips: toMinor(toMajor(m)) === m for any integer amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (minor) => {
        expect(toMinor(toMajor(minor))).toBe(minor);
      }),
    );
  });
});

describe('sumMoney', () => {
  it('sums amounts; the empty sum is 0', () => {
    expect(sumMoney([])).toBe(0);
    expect(sumMoney([toMinor(0.1), toMinor(0.2)])).toBe(30);
  });

  it('never drifts: summing cents then converting equals the decimal sum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 50 }), (cents) => {
        const fromMajor = sumMoney(cents.map((c) => toMinor(c / 100)));
        expect(fromMajor).toBe(cents.reduce((a, b) => a + b, 0));
      }),
    );
  });
});
