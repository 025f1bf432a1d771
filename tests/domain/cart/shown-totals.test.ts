import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approvedCashOf, cashRoundingOf, shownRefund, shownToFreeDelivery, shownTotals } from '../../../src/domain/cart/shown-totals';
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

// Issue 26: a refund is paid back in cash like the order was paid, so it is rounded to the same cash step.
describe('shownRefund', () => {
  it('sums the shown parts and rounds the sum to the cash step, the difference its own amount', () => {
    // 12.50 of items, 1.37 of tax, 2.00 of delivery in LBP: 1,119,000 + 123,000 + 179,000 = 1,421,000 → 1,420,000.
    expect(shownRefund({ items: 1250, sellerDiscount: 0, tax: 137, delivery: 200 }, LBP)).toEqual({
      items: 1_119_000,
      sellerDiscount: 0,
      tax: 123_000,
      delivery: 179_000,
      total: 1_421_000,
      cashRounding: -1_000,
      cashTotal: 1_420_000,
    });
    // A seller's discount is taken off before rounding; in SYP the step is 1,000.
    expect(shownRefund({ items: 2500, sellerDiscount: 250, tax: 113, delivery: 0 }, SYP)).toMatchObject({ total: 307_200, cashRounding: -200, cashTotal: 307_000 });
    expect(shownRefund({ items: 2500, sellerDiscount: 0, tax: 125, delivery: 114 }, USD)).toMatchObject({ total: 2739, cashRounding: 0, cashTotal: 2739 });
  });

  it('always pays a multiple of the cash step, less than one step from what the parts add up to', () => {
    fc.assert(
      fc.property(fc.nat(500_000), fc.nat(50_000), fc.nat(50_000), fc.constantFrom(LBP, SYP), (items, tax, delivery, currency) => {
        const shown = shownRefund({ items, sellerDiscount: 0, tax, delivery }, currency);
        const step = (currency.cashStep ?? 1) as number;
        expect(shown.cashTotal % step).toBe(0);
        expect(Math.abs(shown.cashRounding)).toBeLessThanOrEqual(step / 2);
        expect(shown.cashTotal - shown.cashRounding).toBe(shown.items + shown.tax + shown.delivery);
      }),
    );
  });
});

describe('approvedCashOf', () => {
  it('pays the whole amount asked as the cash total the request stored (what she was shown)', () => {
    expect(approvedCashOf(5283, 5283, 4_730_000, LBP)).toBe(4_730_000);
  });

  it('rounds a lower approved amount, or one of a request without a stored cash total, to the cash step', () => {
    // $52.83 is 4,728,285 LBP exactly, shown 4,728,000, handed back 4,730,000 (the tryout read 4,728,000).
    expect(approvedCashOf(5283, 6000, 5_370_000, LBP)).toBe(4_730_000);
    expect(approvedCashOf(5283, 5283, null, LBP)).toBe(4_730_000);
    expect(approvedCashOf(2363, 3000, null, SYP)).toBe(307_000);
    expect(approvedCashOf(2739, 3000, null, USD)).toBe(2739);
  });

  it('is always a multiple of the cash step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(LBP, SYP), (approved, currency) => {
        expect(approvedCashOf(approved, approved + 1, null, currency) % ((currency.cashStep ?? 1) as number)).toBe(0);
      }),
    );
  });
});

describe('shownToFreeDelivery', () => {
  // A tryout in Lebanon: subtotal 3,937,000 LBP, free delivery from $75 (6,713,000 shown on the product
  // page); "add 2,775,000 more" did not add up: $31.01 is 2,775,395, rounded down.
  it('is what the shopper reads she must add: the shown threshold less the shown goods, so the figures add up', () => {
    const totals = shownTotals([{ unit: 4399, quantity: 1 }], { sellerDiscountAmount: 0, taxAmount: 0, deliveryFee: 400 }, LBP);
    expect(totals.subtotal).toBe(3_937_000);
    expect(toShownUnits(7500, LBP)).toBe(6_713_000);
    expect(shownToFreeDelivery({ freeFrom: 7500, goods: 4399 }, totals, LBP)).toBe(2_776_000);
  });

  it('is 0 once the goods reach the threshold, and at least one display step while they do not', () => {
    const reached = shownTotals([{ unit: 7500, quantity: 1 }], { sellerDiscountAmount: 0, taxAmount: 0, deliveryFee: 0 }, LBP);
    expect(shownToFreeDelivery({ freeFrom: 7500, goods: 7500 }, reached, LBP)).toBe(0);
    // Short by a cent that the shown figures round away: still one step to add, never "add 0".
    const almost = shownTotals([{ unit: 7499, quantity: 1 }], { sellerDiscountAmount: 0, taxAmount: 0, deliveryFee: 400 }, LBP);
    expect(shownToFreeDelivery({ freeFrom: 7500, goods: 7499 }, almost, LBP)).toBe(1_000);
  });

  it('in any cart short of the threshold, the shown goods plus the amount reach the shown threshold', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ unit: fc.integer({ min: 1, max: 20_000 }), quantity: fc.integer({ min: 1, max: 5 }) }), { minLength: 1, maxLength: 4 }), fc.integer({ min: 100, max: 200_000 }), fc.constantFrom(LBP, SYP, USD), (lines, freeFrom, currency) => {
        const goods = lines.reduce((sum, line) => sum + line.unit * line.quantity, 0);
        fc.pre(goods < freeFrom);
        const totals = shownTotals(lines, { sellerDiscountAmount: 0, taxAmount: 0, deliveryFee: 400 }, currency);
        const more = shownToFreeDelivery({ freeFrom, goods }, totals, currency);
        expect(more).toBeGreaterThan(0);
        expect(totals.subtotal - totals.sellerDiscount + more).toBeGreaterThanOrEqual(toShownUnits(freeFrom, currency));
      }),
    );
  });
});
