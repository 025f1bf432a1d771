import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryFeeFor, paidUnit, priceCart, roundDiv, sellerDiscountOf, sellerPercentFor, taxOn } from '../../../src/domain/cart/pricing';

describe('cart pricing (docs/api.md "Totals")', () => {
  it('rounds half up', () => {
    expect(roundDiv(5, 10)).toBe(1);
    expect(roundDiv(4, 10)).toBe(0);
    expect(roundDiv(15, 10)).toBe(2);
  });

  it('pays the price less the amount taken off, never below 0, and the price without a discount', () => {
    expect(paidUnit(1000, 250)).toBe(750);
    expect(paidUnit(1000, 0)).toBe(1000);
    expect(paidUnit(1000, null)).toBe(1000);
    expect(paidUnit(100, 500)).toBe(0);
  });

  it('gives a Seller 10 % and everyone else nothing', () => {
    expect(sellerPercentFor('Seller')).toBe(10);
    expect(sellerPercentFor('Shopper')).toBe(0);
    expect(sellerDiscountOf(1005, 10)).toBe(101);
    expect(sellerDiscountOf(0, 10)).toBe(0);
  });

  it('taxes the goods at a rate in ten-thousandths, rounded half up to the cent', () => {
    expect(taxOn(1010, 500)).toBe(51);
    expect(taxOn(1000, 0)).toBe(0);
  });

  it('charges delivery below the threshold only, and nothing for an empty cart', () => {
    const rule = { fee: 500, freeFrom: 5000 };
    expect(deliveryFeeFor(4999, 1, rule)).toBe(500);
    expect(deliveryFeeFor(5000, 1, rule)).toBe(0);
    expect(deliveryFeeFor(0, 0, rule)).toBe(0);
  });

  it('prices a cart: goods less the seller discount, plus tax on what is left, plus the untaxed fee', () => {
    const prices = priceCart([{ unit: 1250, quantity: 2 }, { unit: 999, quantity: 1 }], 10, { basis: 500 }, { fee: 700, freeFrom: 10_000 });
    expect(prices).toEqual({
      totalAmount: 3499,
      sellerDiscountAmount: 350,
      taxAmount: 157,
      deliveryFee: 700,
      totalAfterTaxation: 3499 - 350 + 157 + 700,
      itemCount: 3,
    });
  });

  it('keeps a tax the server already computed', () => {
    expect(priceCart([{ unit: 1000, quantity: 1 }], 0, { amount: 42 }).totalAfterTaxation).toBe(1042);
  });

  it('adds up: what is paid is the goods less the discount plus tax and fee, for any cart', () => {
    const line = fc.record({ unit: fc.integer({ min: 0, max: 1_000_000 }), quantity: fc.integer({ min: 1, max: 99 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.constantFrom(0, 10), fc.integer({ min: 0, max: 3000 }), (lines, percent, basis) => {
        const prices = priceCart(lines, percent, { basis });
        expect(prices.totalAfterTaxation).toBe(prices.totalAmount - prices.sellerDiscountAmount + prices.taxAmount + prices.deliveryFee);
        expect(Number.isSafeInteger(prices.taxAmount)).toBe(true);
      }),
    );
  });
});
