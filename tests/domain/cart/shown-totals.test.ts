import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashRoundingOf, shownTotals } from '../../../src/domain/cart/shown-totals';
import { convertPrice, toShownUnits } from '../../../src/domain/catalogue/price';
import type { Currency } from '../../../src/domain/country/currency';

// Issue 26: what a shopper reads adds up. Each line is the shown unit price × quantity, the subtotal is
// the sum of the shown lines, the discount, tax and delivery are shown amounts too, and the cash total
// is the shown total rounded to the smallest note, the difference being its own line.
const LBP: Currency = { id: 2, name: 'Lebanese pound', code: 'LBP', excRate: 89500, displayStep: 1000, cashStep: 5000 };
const SYP: Currency = { id: 1, name: 'Syrian pound', code: 'SYP', excRate: 13000, displayStep: 100, cashStep: 1000 };
const USD: Currency = { id: 3, name: 'US dollar', code: 'USD', excRate: 1, displayStep: 0.01, cashStep: 0.01 };

describe('shown prices', () => {
  it('rounds a price to the display step of its currency', () => {
    // $2.99 is 267,605 LBP exactly; shown 268,000.
    expect(convertPrice(299, LBP).value).toBe(268_000);
    expect(convertPrice(299, SYP).value).toBe(38_900);
    expect(convertPrice(299, USD).value).toBe(2.99);
  });

  it('keeps whole pounds for a currency without a display step', () => {
    expect(convertPrice(299, { ...LBP, displayStep: undefined }).value).toBe(267_605);
  });
});

describe('shownTotals', () => {
  it('makes the cart of the journey add up: two lines of 571,900 make 1,143,800', () => {
    // Two different variants at $43.99 each, 1 each, shown in SYP at 13,000 per dollar, step 100.
    const totals = shownTotals(
      [
        { unit: 4399, quantity: 1 },
        { unit: 4399, quantity: 1 },
      ],
      { sellerDiscountAmount: 0, taxAmount: 0, deliveryFee: 0 },
      SYP,
    );
    expect(totals.lines).toEqual([571_900, 571_900]);
    expect(totals.subtotal).toBe(1_143_800);
    expect(totals.total).toBe(1_143_800);
    expect(totals.cashTotal).toBe(1_144_000);
    expect(totals.cashRounding).toBe(200);
  });

  it('shows the tax, the delivery fee and the seller discount as rounded amounts and adds them', () => {
    const totals = shownTotals([{ unit: 2999, quantity: 3 }], { sellerDiscountAmount: 900, taxAmount: 405, deliveryFee: 400 }, LBP);
    expect(totals.lines).toEqual([3 * toShownUnits(2999, LBP)]);
    expect(totals.sellerDiscount).toBe(toShownUnits(900, LBP));
    expect(totals.tax).toBe(toShownUnits(405, LBP));
    expect(totals.delivery).toBe(toShownUnits(400, LBP));
    expect(totals.total).toBe(totals.subtotal - totals.sellerDiscount + totals.tax + totals.delivery);
    expect(totals.cashTotal % 5000).toBe(0);
  });

  it('needs no rounding line in a currency paid to the cent', () => {
    const totals = shownTotals([{ unit: 1999, quantity: 2 }], { sellerDiscountAmount: 0, taxAmount: 200, deliveryFee: 0 }, USD);
    expect(totals).toMatchObject({ subtotal: 3998, tax: 200, total: 4198, cashTotal: 4198, cashRounding: 0 });
  });

  const currency = fc.constantFrom(LBP, SYP, USD, { ...LBP, excRate: 89_712.5 }, { ...SYP, excRate: 11_050 });
  const lines = fc.array(fc.record({ unit: fc.integer({ min: 0, max: 500_000 }), quantity: fc.integer({ min: 1, max: 20 }) }), { maxLength: 8 });
  const extras = fc.record({
    sellerDiscountAmount: fc.integer({ min: 0, max: 100_000 }),
    taxAmount: fc.integer({ min: 0, max: 100_000 }),
    deliveryFee: fc.integer({ min: 0, max: 2_000 }),
  });

  it('lines add up to the subtotal and the parts to the total', () => {
    fc.assert(
      fc.property(lines, extras, currency, (cart, usd, cur) => {
        const totals = shownTotals(cart, usd, cur);
        expect(totals.lines.reduce((sum, line) => sum + line, 0)).toBe(totals.subtotal);
        cart.forEach((line, index) => expect(totals.lines[index]).toBe(toShownUnits(line.unit, cur) * line.quantity));
        expect(totals.total).toBe(totals.subtotal - totals.sellerDiscount + totals.tax + totals.delivery);
      }),
    );
  });

  it('the cash total is a multiple of the cash step, less than one step from the shown total', () => {
    fc.assert(
      fc.property(lines, extras, currency, (cart, usd, cur) => {
        const totals = shownTotals(cart, usd, cur);
        const step = Math.round((cur.cashStep ?? 0) * (cur.code === 'USD' ? 100 : 1));
        expect(totals.cashTotal % step).toBe(0);
        expect(Math.abs(totals.cashRounding)).toBeLessThan(step);
        expect(totals.cashTotal).toBe(totals.total + totals.cashRounding);
      }),
    );
  });

  it('rounds a shown total to the cash step half up', () => {
    expect(cashRoundingOf(1_143_500, SYP)).toBe(500);
    expect(cashRoundingOf(1_143_499, SYP)).toBe(-499);
    expect(cashRoundingOf(6_512_000, LBP)).toBe(-2_000);
    expect(cashRoundingOf(6_512_000, { ...LBP, cashStep: undefined })).toBe(0);
  });
});
