import { describe, expect, it } from 'vitest';
import {
  confirmationHeadline,
  findOrderItem,
  JUST_PLACED_MS,
  isOrderStatus,
  ORDER_STATUSES,
  orderStatusLabel,
  orderStatusTone,
} from '../../../src/domain/orders/order';
import { orderFactory, orderItemFactory } from '../../factories/order-factory';

describe('order status labels', () => {
  it('gives every status a label key and a tone', () => {
    expect(ORDER_STATUSES.map(orderStatusLabel)).toEqual(['status.placed', 'status.confirmed', 'status.shipped', 'status.delivered', 'status.cancelled']);
    expect(ORDER_STATUSES.map(orderStatusTone)).toEqual(['progress', 'progress', 'progress', 'done', 'stopped']);
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

const at = (iso: string, plusMs: number): number => Date.parse(iso) + plusMs;

describe('confirmationHeadline (issue 15: an old order reads as its status)', () => {
  const placedAt = '2025-01-01T09:00:00.000Z';
  const HOUR = 3_600_000;

  it('thanks the shopper for an order placed within the last hour that is still placed', () => {
    const order = orderFactory.build({ createdAt: placedAt });
    expect(confirmationHeadline(order, at(placedAt, 0))).toEqual({ kind: 'thanks' });
    expect(confirmationHeadline(order, at(placedAt, JUST_PLACED_MS))).toEqual({ kind: 'thanks' });
  });

  it('reads an older placed order as placed on its date', () => {
    const order = orderFactory.build({ createdAt: placedAt });
    expect(confirmationHeadline(order, at(placedAt, JUST_PLACED_MS + 1))).toEqual({ kind: 'status', status: 'placed', at: placedAt });
  });

  it('reads a shipped, delivered or cancelled order as its status on the day it changed, however recent', () => {
    const now = at(placedAt, HOUR / 2);
    const shipped = orderFactory.build({ createdAt: placedAt, status: 'shipped', shippedAt: '2025-01-01T09:10:00.000Z' });
    expect(confirmationHeadline(shipped, now)).toEqual({ kind: 'status', status: 'shipped', at: '2025-01-01T09:10:00.000Z' });
    const delivered = orderFactory.build({ createdAt: placedAt, status: 'delivered', deliveredAt: '2025-01-03T12:00:00.000Z' });
    expect(confirmationHeadline(delivered, now)).toEqual({ kind: 'status', status: 'delivered', at: '2025-01-03T12:00:00.000Z' });
    const cancelled = orderFactory.build({ createdAt: placedAt, status: 'cancelled', cancelledAt: '2025-01-02T08:00:00.000Z' });
    expect(confirmationHeadline(cancelled, now)).toEqual({ kind: 'status', status: 'cancelled', at: '2025-01-02T08:00:00.000Z' });
  });

  it('falls back to the order date when the change has no date', () => {
    const shipped = orderFactory.build({ createdAt: placedAt, status: 'shipped', shippedAt: null });
    expect(confirmationHeadline(shipped, at(placedAt, 0))).toEqual({ kind: 'status', status: 'shipped', at: placedAt });
  });
});
