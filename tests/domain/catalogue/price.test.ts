import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USD, convertPrice, fractionDigitsOf } from '../../../src/domain/catalogue/price';
import { lebanesePound, syrianPound } from '../../factories/currency-factory';

describe('convertPrice', () => {
  it('shows USD with cents', () => {
    expect(convertPrice(1999, USD)).toEqual({ value: 19.99, fractionDigits: 2, code: 'USD' });
  });

  it('shows Syrian and Lebanese pounds in whole units, rounded half up', () => {
    expect(convertPrice(1999, syrianPound())).toEqual({ value: 259_870, fractionDigits: 0, code: 'SYP' });
    expect(convertPrice(480, lebanesePound())).toEqual({ value: 429_600, fractionDigits: 0, code: 'LBP' });
    expect(convertPrice(1, { ...syrianPound(), excRate: 50 })).toEqual({ value: 1, fractionDigits: 0, code: 'SYP' });
  });

  it('rounds other currencies to two decimals', () => {
    expect(convertPrice(1000, { id: 9, name: 'Euro', code: 'EUR', excRate: 0.923456 })).toEqual({ value: 9.23, fractionDigits: 2, code: 'EUR' });
  });

  it('falls back to USD without a usable currency', () => {
    expect(convertPrice(500, null).code).toBe('USD');
    expect(convertPrice(500, { ...syrianPound(), excRate: 0 })).toEqual({ value: 5, fractionDigits: 2, code: 'USD' });
  });

  it('never drifts more than half a shown unit and keeps order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), fc.double({ min: 0.01, max: 200_000, noNaN: true }), (a, b, rate) => {
        const currency = { id: 1, name: 'x', code: rate > 100 ? 'SYP' : 'EUR', excRate: rate };
        const shown = convertPrice(a, currency);
        const exact = (a / 100) * rate;
        expect(Math.abs(shown.value - exact)).toBeLessThanOrEqual(0.5 / 10 ** shown.fractionDigits + 1e-6 * exact);
        expect(shown.value <= convertPrice(a + b, currency).value).toBe(true);
      }),
    );
  });

  it('knows which currencies have no useful minor units', () => {
    expect([fractionDigitsOf('syp'), fractionDigitsOf('LBP'), fractionDigitsOf('USD')]).toEqual([0, 0, 2]);
  });
});
