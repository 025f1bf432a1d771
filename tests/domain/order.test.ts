import { describe, expect, it } from 'vitest';
import {
  findOrderItem,
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

describe('findOrderItem', () => {
  it('finds a line by its id', () => {
    const order = orderFactory.build({ items: [orderItemFactory.build({ orderItemId: 5 }), orderItemFactory.build({ orderItemId: 6 })] });
    expect(findOrderItem(order, 6)?.orderItemId).toBe(6);
    expect(findOrderItem(order, 7)).toBeUndefined();
  });
});
