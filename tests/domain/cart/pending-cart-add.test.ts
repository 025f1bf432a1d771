import { describe, expect, it } from 'vitest';
import { PENDING_CART_ADD_MAX_AGE_MS, parsePendingCartAdd, serialisePendingCartAdd } from '../../../src/domain/cart/pending-cart-add';

const tap = { productId: 38, productDetailId: 382, quantity: 2, stock: 6, at: 1_000_000 };

describe('a pending add to cart', () => {
  it('reads back what was kept, until an hour has passed', () => {
    const kept = serialisePendingCartAdd(tap);
    expect(parsePendingCartAdd(kept, tap.at)).toEqual(tap);
    expect(parsePendingCartAdd(kept, tap.at + PENDING_CART_ADD_MAX_AGE_MS)).toEqual(tap);
    expect(parsePendingCartAdd(kept, tap.at + PENDING_CART_ADD_MAX_AGE_MS + 1)).toBeNull();
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{add'],
    ['not an object', '5'],
    ['a zero quantity', serialisePendingCartAdd({ ...tap, quantity: 0 })],
    ['a fractional variant', JSON.stringify({ ...tap, productDetailId: 1.5 })],
    ['a missing product', JSON.stringify({ ...tap, productId: undefined })],
    ['a time in the future', serialisePendingCartAdd({ ...tap, at: tap.at + 1 })],
  ])('is nothing for %s', (_, stored) => {
    expect(parsePendingCartAdd(stored, tap.at)).toBeNull();
  });
});
