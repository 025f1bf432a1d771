import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountToFreeDelivery,
  cartTotals,
  deliveryFeeFor,
  NO_DELIVERY_FEE,
  clampQuantity,
  emptyCart,
  hasDiscount,
  hasSellerDiscount,
  isOutOfStock,
  lineFor,
  lineTotal,
  recalculate,
  removeLine,
  sellerDiscountAmount,
  sellerDiscountPercent,
  unitPrice,
  withQuantity,
  type Cart,
  type CartLine,
} from '../../../src/domain/cart/cart';
import { toMajor, toMinor } from '../../../src/domain/shared/money';
import { cartFactory } from '../../factories/cart-factory';
import { cartLineFactory } from '../../factories/cart-line-factory';

const discounted = (price: number, priceWithDiscount: number, extra: Partial<CartLine> = {}): CartLine =>
  cartLineFactory.build({ price, discountPrice: price - priceWithDiscount, priceWithDiscount, ...extra });

const lineArbitrary: fc.Arbitrary<CartLine> = fc
  .record({
    price: fc.integer({ min: 0, max: 10_000_000 }),
    discount: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
    quantity: fc.integer({ min: 1, max: 1000 }),
    stock: fc.integer({ min: 0, max: 1000 }),
  })
  .map(({ price, discount, quantity, stock }) =>
    discount === null
      ? cartLineFactory.build({ price, quantity, stock })
      : cartLineFactory.build({
          price,
          discountPrice: discount,
          priceWithDiscount: Math.max(0, price - discount),
          quantity,
          stock,
        }),
  );

describe('unitPrice and lineTotal', () => {
  it('uses the price when there is no discount', () => {
    const line = cartLineFactory.build({ price: 1999, quantity: 3 });
    expect(hasDiscount(line)).toBe(false);
    expect(unitPrice(line)).toBe(1999);
    expect(lineTotal(line)).toBe(5997);
  });

  it('uses the price with discount when the discount is greater than 0', () => {
    const line = discounted(2000, 1500, { quantity: 2 });
    expect(hasDiscount(line)).toBe(true);
    expect(unitPrice(line)).toBe(1500);
    expect(lineTotal(line)).toBe(3000);
  });

  it('ignores a zero discount even when a price with discount is present', () => {
    const line = cartLineFactory.build({ price: 2000, discountPrice: 0, priceWithDiscount: 0 });
    expect(hasDiscount(line)).toBe(false);
    expect(unitPrice(line)).toBe(2000);
  });

  it('falls back to the price when a discount is announced but no price with discount is given', () => {
    const line = cartLineFactory.build({ price: 2000, discountPrice: 500, priceWithDiscount: null });
    expect(hasDiscount(line)).toBe(false);
    expect(unitPrice(line)).toBe(2000);
  });
});

describe('recalculate / cartTotals', () => {
  it('sums line totals and quantities; total after taxation adds the tax amount', () => {
    const cart = recalculate({
      ...emptyCart(),
      taxAmount: 250,
      lines: [cartLineFactory.build({ price: 1000, quantity: 2 }), discounted(3000, 2500, { quantity: 1 })],
    });
    expect(cart.totalAmount).toBe(4500);
    expect(cart.itemCount).toBe(3);
    expect(cart.totalAfterTaxation).toBe(4750);
  });

  it('keeps the server-given tax amount, seller discount and origin flag', () => {
    const cart = recalculate(cartFactory.build({ taxAmount: 99, sellerDiscount: '5%', fromServer: true }));
    expect(cart.taxAmount).toBe(99);
    expect(cart.sellerDiscount).toBe('5%');
    expect(cart.fromServer).toBe(true);
  });

  it('property: totals equal the sum of the lines for any lines', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { maxLength: 20 }), fc.integer({ min: 0, max: 1_000_000 }), (lines, tax) => {
        const totals = cartTotals(lines, tax);
        const expectedTotal = lines.reduce((sum, l) => sum + unitPrice(l) * l.quantity, 0);
        expect(totals.totalAmount).toBe(expectedTotal);
        expect(totals.itemCount).toBe(lines.reduce((sum, l) => sum + l.quantity, 0));
        expect(totals.totalAfterTaxation).toBe(expectedTotal + tax);
        expect(Number.isInteger(totals.totalAmount)).toBe(true);
      }),
    );
  });

  it('property: recalculate is idempotent', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { maxLength: 10 }), (lines) => {
        const once = recalculate({ ...emptyCart(), lines });
        expect(recalculate(once)).toEqual(once);
      }),
    );
  });

  it('does not drift with prices like 0.1 and 0.2 converted via toMinor', () => {
    const cart = recalculate({
      ...emptyCart(),
      lines: [cartLineFactory.build({ price: toMinor(0.1) }), cartLineFactory.build({ price: toMinor(0.2) })],
    });
    expect(cart.totalAmount).toBe(30);
    expect(toMajor(cart.totalAmount)).toBe(0.3);
  });

  it('property: any prices in major units with two decimals sum exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ cents: fc.integer({ min: 0, max: 100_000 }), quantity: fc.integer({ min: 1, max: 50 }) }), {
          maxLength: 20,
        }),
        (rows) => {
          const lines = rows.map(({ cents, quantity }) =>
            cartLineFactory.build({ price: toMinor(cents / 100), quantity, stock: quantity }),
          );
          const expected = rows.reduce((sum, r) => sum + r.cents * r.quantity, 0);
          expect(cartTotals(lines, 0).totalAmount).toBe(expected);
        },
      ),
    );
  });
});

describe('clampQuantity', () => {
  it.each([
    [3, 10, 3],
    [0, 10, 1],
    [-4, 10, 1],
    [11, 10, 10],
    [2.9, 10, 2],
    [0.5, 10, 1],
    [Number.NaN, 10, 1],
    [Number.POSITIVE_INFINITY, 10, 10],
    [5, 4.7, 4],
    [5, 0, 0],
    [1, 0, 0],
    [5, -3, 0],
    [5, Number.NaN, 0],
  ])('clampQuantity(%d, stock %d) is %d', (quantity, stock, expected) => {
    expect(clampQuantity(quantity, stock)).toBe(expected);
  });

  it('property: the result is an integer within [1, stock] when in stock, and 0 when out of stock', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), fc.integer({ min: -5, max: 1000 }), (quantity, stock) => {
        const q = clampQuantity(quantity, stock);
        const [low, high] = stock >= 1 ? [1, stock] : [0, 0];
        expect(Number.isInteger(q)).toBe(true);
        expect(q).toBeGreaterThanOrEqual(low);
        expect(q).toBeLessThanOrEqual(high);
      }),
    );
  });

  it('property: clamping is idempotent', () => {
    fc.assert(
      fc.property(fc.double(), fc.double({ min: -10, max: 1000, noNaN: true }), (quantity, stock) => {
        const once = clampQuantity(quantity, stock);
        expect(clampQuantity(once, stock)).toBe(once);
      }),
    );
  });

  it('property: an integer quantity already within [1, stock] is left alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (a, b) => {
        const stock = Math.max(a, b);
        expect(clampQuantity(a, stock)).toBe(a);
      }),
    );
  });
});

describe('withQuantity', () => {
  it('sets the clamped quantity and recalculates the line and the totals', () => {
    const first = cartLineFactory.build({ price: 1000, quantity: 1, stock: 5 });
    const second = discounted(3000, 2000, { quantity: 1, stock: 5 });
    const cart = cartFactory.build({ lines: [first, second], taxAmount: 100 });

    const updated = withQuantity(cart, second.cartItemId, 3);

    expect(updated.lines.map((l) => l.quantity)).toEqual([1, 3]);
    expect(updated.totalAmount).toBe(1000 + 3 * 2000);
    expect(updated.itemCount).toBe(4);
    expect(updated.totalAfterTaxation).toBe(7000 + 100);
  });

  it('clamps to the stock and to at least 1', () => {
    const line = cartLineFactory.build({ price: 100, quantity: 2, stock: 4 });
    const cart = cartFactory.build({ lines: [line] });
    expect(withQuantity(cart, line.cartItemId, 99).lines[0]?.quantity).toBe(4);
    expect(withQuantity(cart, line.cartItemId, 0).lines[0]?.quantity).toBe(1);
    expect(withQuantity(cart, line.cartItemId, 2.7).lines[0]?.quantity).toBe(2);
  });

  it('does not mutate the given cart', () => {
    const cart = cartFactory.build();
    const snapshot = structuredClone(cart);
    const id = cart.lines[0]?.cartItemId ?? -1;
    withQuantity(cart, id, 3);
    expect(cart).toEqual(snapshot);
  });

  it('returns the same cart for an unknown cartItemId', () => {
    const cart = cartFactory.build();
    expect(withQuantity(cart, -1, 3)).toBe(cart);
  });

  it('returns the same cart when the line is out of stock (the caller offers removal instead)', () => {
    const line = cartLineFactory.build({ quantity: 2, stock: 0 });
    const cart = cartFactory.build({ lines: [line] });
    expect(isOutOfStock(line)).toBe(true);
    expect(withQuantity(cart, line.cartItemId, 1)).toBe(cart);
  });

  it('property: totals stay the sum of the lines after any quantity change', () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { minLength: 1, maxLength: 10 }),
        fc.nat(),
        fc.integer({ min: -5, max: 2000 }),
        (lines, index, quantity) => {
          const cart = recalculate({ ...emptyCart(), lines });
          const target = lines[index % lines.length];
          if (target === undefined) return;
          const updated = withQuantity(cart, target.cartItemId, quantity);
          expect(updated).toEqual(recalculate(updated));
        },
      ),
    );
  });
});

describe('removeLine', () => {
  it('removes the line and recalculates the totals, keeping the tax amount', () => {
    const keep = cartLineFactory.build({ price: 500, quantity: 2 });
    const drop = cartLineFactory.build({ price: 900, quantity: 1 });
    const cart = cartFactory.build({ lines: [keep, drop], taxAmount: 10 });

    const updated = removeLine(cart, drop.cartItemId);

    expect(updated.lines).toEqual([keep]);
    expect(updated.totalAmount).toBe(1000);
    expect(updated.itemCount).toBe(2);
    expect(updated.totalAfterTaxation).toBe(1010);
  });

  it('returns the same cart for an unknown cartItemId', () => {
    const cart = cartFactory.build();
    expect(removeLine(cart, -1)).toBe(cart);
  });
});

describe('emptyCart', () => {
  it('has no lines, all totals 0, seller discount "0" and is not from the server', () => {
    expect(emptyCart()).toEqual({
      lines: [],
      totalAmount: 0,
      taxAmount: 0,
      delivery: { fee: 0, freeFrom: 0 },
      deliveryFee: 0,
      totalAfterTaxation: 0,
      itemCount: 0,
      sellerDiscount: '0',
      fromServer: false,
    });
  });

  it('is consistent with recalculate', () => {
    expect(recalculate(emptyCart())).toEqual(emptyCart());
  });
});

describe('seller discount (docs/api.md, "Totals")', () => {
  it.each([
    ['0', 0],
    ['10', 10],
    [' 12.5 ', 12.5],
    ['10%', 10],
    ['', 0],
    ['abc', 0],
    ['-5', 0],
    ['150', 100],
    ['NaN', 0],
  ])('the percentage of %j is %d', (text, expected) => {
    expect(sellerDiscountPercent(text)).toBe(expected);
  });

  it('a shopper ("0") pays the total plus tax, as spec §4 says', () => {
    const cart = cartFactory.build({ lines: [cartLineFactory.build({ price: 1000, quantity: 3 })], taxAmount: 150 });
    expect(hasSellerDiscount(cart)).toBe(false);
    expect(sellerDiscountAmount(cart)).toBe(0);
    expect(cart.totalAfterTaxation).toBe(3000 + 150);
  });

  it('a seller ("10") pays the total less 10 % plus tax', () => {
    const cart = cartFactory.build({
      lines: [cartLineFactory.build({ price: 2499, quantity: 2 })],
      taxAmount: 450,
      sellerDiscount: '10',
    });
    expect(hasSellerDiscount(cart)).toBe(true);
    expect(cart.totalAmount).toBe(4998);
    expect(sellerDiscountAmount(cart)).toBe(500); // 499.8 cents, rounded to the cent like round2 on dollars
    expect(cart.totalAfterTaxation).toBe(4998 - 500 + 450);
  });

  it('rounds a half cent up, as round2 does on the server', () => {
    const cart = cartFactory.build({ lines: [cartLineFactory.build({ price: 1235, quantity: 1 })], sellerDiscount: '10' });
    expect(sellerDiscountAmount(cart)).toBe(124);
  });

  it('a quantity change recalculates the discount from the new total, keeping the server tax', () => {
    const line = cartLineFactory.build({ price: 1000, quantity: 1, stock: 5 });
    const cart = cartFactory.build({ lines: [line], taxAmount: 90, sellerDiscount: '10' });
    const updated = withQuantity(cart, line.cartItemId, 3);
    expect(updated.totalAmount).toBe(3000);
    expect(sellerDiscountAmount(updated)).toBe(300);
    expect(updated.totalAfterTaxation).toBe(3000 - 300 + 90);
  });

  it('property: 0 ≤ discount ≤ total, and total after taxation = total − discount + tax', () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { maxLength: 10 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.oneof(fc.constant('0'), fc.integer({ min: 0, max: 100 }).map(String), fc.string()),
        (lines, tax, sellerDiscount) => {
          const cart = recalculate({ ...emptyCart(), lines, taxAmount: tax, sellerDiscount });
          const discount = sellerDiscountAmount(cart);
          expect(Number.isInteger(discount)).toBe(true);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(cart.totalAmount);
          expect(cart.totalAfterTaxation).toBe(cart.totalAmount - discount + tax);
        },
      ),
    );
  });

  it('property: a larger percentage never makes the discount smaller', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (total, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const at = (pct: number) => sellerDiscountAmount({ totalAmount: total, sellerDiscount: String(pct) });
        expect(at(low)).toBeLessThanOrEqual(at(high));
      }),
    );
  });

  it('emptying the cart resets the discount to "0"', () => {
    expect(emptyCart().sellerDiscount).toBe('0');
    expect(sellerDiscountAmount(emptyCart())).toBe(0);
  });
});

describe('lineFor', () => {
  it('finds the line of a variant, or null', () => {
    const line = cartLineFactory.build({ variantId: 77 });
    const cart = cartFactory.build({ lines: [cartLineFactory.build(), line] });
    expect(lineFor(cart, 77)).toEqual(line);
    expect(lineFor(cart, 78)).toBeNull();
  });
});

describe('delivery fee (issue 15: a fee per country, free from a threshold)', () => {
  const rule = { fee: 300, freeFrom: 5000 };
  const cartOf = (lines: CartLine[], extra: Partial<Cart> = {}): Cart => recalculate({ ...emptyCart(), lines, delivery: rule, ...extra });

  it('charges the country fee below the threshold and adds it to the total', () => {
    const cart = cartOf([cartLineFactory.build({ price: 2000, quantity: 2, stock: 5 })], { taxAmount: 200 });
    expect(cart.deliveryFee).toBe(300);
    expect(cart.totalAfterTaxation).toBe(4000 + 200 + 300);
    expect(amountToFreeDelivery(cart)).toBe(1000);
  });

  it('is free at the threshold and above it', () => {
    const at = cartOf([cartLineFactory.build({ price: 2500, quantity: 2, stock: 5 })]);
    expect(at.deliveryFee).toBe(0);
    expect(at.totalAfterTaxation).toBe(5000);
    expect(amountToFreeDelivery(at)).toBe(0);
    expect(cartOf([cartLineFactory.build({ price: 9000, quantity: 1, stock: 5 })]).deliveryFee).toBe(0);
  });

  it('measures the threshold after the seller discount', () => {
    // 5000 − 10 % = 4500: below 5000, so the fee is due.
    const cart = cartOf([cartLineFactory.build({ price: 5000, quantity: 1, stock: 5 })], { sellerDiscount: '10' });
    expect(cart.deliveryFee).toBe(300);
    expect(cart.totalAfterTaxation).toBe(4500 + 300);
    expect(amountToFreeDelivery(cart)).toBe(500);
  });

  it('charges nothing for an empty cart', () => {
    expect(cartOf([]).deliveryFee).toBe(0);
    expect(cartOf([]).totalAfterTaxation).toBe(0);
  });

  it('follows the lines when a quantity changes locally', () => {
    const cart = cartOf([cartLineFactory.build({ cartItemId: 7, price: 2000, quantity: 1, stock: 5 })]);
    expect(cart.deliveryFee).toBe(300);
    const more = withQuantity(cart, 7, 3);
    expect(more.deliveryFee).toBe(0);
    expect(more.totalAfterTaxation).toBe(6000);
  });

  it('a country without a fee never charges one', () => {
    expect(deliveryFeeFor(100, 1, NO_DELIVERY_FEE)).toBe(0);
    expect(amountToFreeDelivery(recalculate({ ...emptyCart(), lines: [cartLineFactory.build({ price: 100 })] }))).toBe(0);
  });

  it('property: total = subtotal − discount + tax + fee, and the fee is 0 at or above the threshold', () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { maxLength: 10 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom('0', '10', '12.5'),
        fc.record({ fee: fc.integer({ min: 0, max: 100_000 }), freeFrom: fc.integer({ min: 0, max: 50_000_000 }) }),
        (lines, tax, sellerDiscount, delivery) => {
          const cart = recalculate({ ...emptyCart(), lines, taxAmount: tax, sellerDiscount, delivery });
          const discount = sellerDiscountAmount(cart);
          const goods = cart.totalAmount - discount;
          expect(cart.totalAfterTaxation).toBe(cart.totalAmount - discount + tax + cart.deliveryFee);
          const free = goods >= delivery.freeFrom || cart.itemCount === 0;
          expect(cart.deliveryFee).toBe(free ? 0 : delivery.fee);
          expect(amountToFreeDelivery(cart)).toBe(cart.deliveryFee > 0 ? delivery.freeFrom - goods : 0);
        },
      ),
    );
  });
});
