import { describe, expect, it } from 'vitest';
import {
  cartSellerDiscountAmount,
  findOrderItem,
  hasSellerDiscount,
  isOrderStatus,
  ORDER_STATUSES,
  orderStatusLabel,
  orderStatusTone,
} from '../../src/domain/order';
import { orderFactory, orderItemFactory } from '../factories/order-factory';

describe('order status labels', () => {
  it('gives every status a label key and a tone', () => {
    expect(ORDER_STATUSES.map(orderStatusLabel)).toEqual(['status.placed', 'status.shipped', 'status.delivered', 'status.cancelled']);
    expect(ORDER_STATUSES.map(orderStatusTone)).toEqual(['progress', 'progress', 'done', 'stopped']);
  });

  it('knows the statuses of the contract and nothing else', () => {
    expect(isOrderStatus('delivered')).toBe(true);
    expect(isOrderStatus('lost')).toBe(false);
    expect(isOrderStatus(null)).toBe(false);
  });
});

describe('seller discount', () => {
  it("shows only when the percentage is not '0'", () => {
    expect(hasSellerDiscount('0')).toBe(false);
    expect(hasSellerDiscount('')).toBe(false);
    expect(hasSellerDiscount('abc')).toBe(false);
    expect(hasSellerDiscount('10')).toBe(true);
  });

  it('reads a cart’s discount amount from its totals, never negative', () => {
    expect(cartSellerDiscountAmount({ totalAmount: 10_000, taxAmount: 450, totalAfterTaxation: 9_450 })).toBe(1_000);
    expect(cartSellerDiscountAmount({ totalAmount: 10_000, taxAmount: 500, totalAfterTaxation: 10_600 })).toBe(0);
  });
});

describe('findOrderItem', () => {
  it('finds a line by its id', () => {
    const order = orderFactory.build({ items: [orderItemFactory.build({ orderItemId: 5 }), orderItemFactory.build({ orderItemId: 6 })] });
    expect(findOrderItem(order, 6)?.orderItemId).toBe(6);
    expect(findOrderItem(order, 7)).toBeUndefined();
  });
});
