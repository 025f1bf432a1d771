import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, orderTimeline, type Order } from '../../../src/domain/orders/order';
import { orderFactory, orderItemFactory } from '../../factories/order-factory';

const PLACED = '2025-01-01T09:00:00.000Z';
const SHIPPED = '2025-01-02T10:00:00.000Z';
const DELIVERED = '2025-01-04T15:30:00.000Z';
const CANCELLED = '2025-01-01T12:00:00.000Z';

const order = (change: Partial<Order>): Order =>
  orderFactory.build({ createdAt: PLACED, shippedAt: null, deliveredAt: null, cancelledAt: null, ...change });

describe('orderTimeline', () => {
  it('a placed order: placed reached and current, shipped and delivered still pending', () => {
    expect(orderTimeline(order({ status: 'placed' }))).toEqual([
      { name: 'placed', at: PLACED, reached: true, current: true },
      { name: 'shipped', at: null, reached: false, current: false },
      { name: 'delivered', at: null, reached: false, current: false },
    ]);
  });

  it('a shipped order: placed and shipped with their dates, shipped current', () => {
    expect(orderTimeline(order({ status: 'shipped', shippedAt: SHIPPED }))).toEqual([
      { name: 'placed', at: PLACED, reached: true, current: false },
      { name: 'shipped', at: SHIPPED, reached: true, current: true },
      { name: 'delivered', at: null, reached: false, current: false },
    ]);
  });

  it('a delivered order: every step with its date, delivered current', () => {
    expect(orderTimeline(order({ status: 'delivered', shippedAt: SHIPPED, deliveredAt: DELIVERED }))).toEqual([
      { name: 'placed', at: PLACED, reached: true, current: false },
      { name: 'shipped', at: SHIPPED, reached: true, current: false },
      { name: 'delivered', at: DELIVERED, reached: true, current: true },
    ]);
  });

  it('a step the order went past without a recorded date is reached, its date unknown', () => {
    expect(orderTimeline(order({ status: 'delivered', deliveredAt: DELIVERED }))[1]).toEqual({ name: 'shipped', at: null, reached: true, current: false });
  });

  it('issue 29: a confirmed order shows the confirmation as its current step, between placed and shipped', () => {
    const CONFIRMED = '2025-01-01T10:00:00.000Z';
    expect(orderTimeline(order({ status: 'confirmed', confirmedAt: CONFIRMED }))).toEqual([
      { name: 'placed', at: PLACED, reached: true, current: false },
      { name: 'confirmed', at: CONFIRMED, reached: true, current: true },
      { name: 'shipped', at: null, reached: false, current: false },
      { name: 'delivered', at: null, reached: false, current: false },
    ]);
    expect(orderTimeline(order({ status: 'delivered', confirmedAt: CONFIRMED, shippedAt: SHIPPED, deliveredAt: DELIVERED })).map((step) => step.name)).toEqual([
      'placed',
      'confirmed',
      'shipped',
      'delivered',
    ]);
    expect(orderTimeline(order({ status: 'cancelled', confirmedAt: CONFIRMED, cancelledAt: CANCELLED })).map((step) => step.name)).toEqual([
      'placed',
      'confirmed',
      'cancelled',
    ]);
  });

  it('issue 29: a confirmed order whose confirmation date is not known still shows the step, undated', () => {
    expect(orderTimeline(order({ status: 'confirmed' }))[1]).toEqual({ name: 'confirmed', at: null, reached: true, current: true });
  });

  it('a cancelled order ends at its cancellation: no step it will never reach', () => {
    expect(orderTimeline(order({ status: 'cancelled', cancelledAt: CANCELLED }))).toEqual([
      { name: 'placed', at: PLACED, reached: true, current: false },
      { name: 'cancelled', at: CANCELLED, reached: true, current: true },
    ]);
    expect(orderTimeline(order({ status: 'cancelled', shippedAt: SHIPPED, cancelledAt: CANCELLED })).map((step) => step.name)).toEqual([
      'placed',
      'shipped',
      'cancelled',
    ]);
  });

  it('a delivered order whose every unit was refunded ends with the refund (its date is not recorded)', () => {
    const refunded = order({
      status: 'delivered',
      shippedAt: SHIPPED,
      deliveredAt: DELIVERED,
      items: [orderItemFactory.build({ quantity: 2, refundedQuantity: 2 }), orderItemFactory.build({ quantity: 1, refundedQuantity: 1 })],
    });
    const steps = orderTimeline(refunded);
    expect(steps.map((step) => [step.name, step.current])).toEqual([
      ['placed', false],
      ['shipped', false],
      ['delivered', false],
      ['refunded', true],
    ]);
    expect(steps[3]?.at).toBeNull();
  });

  it('a partly refunded order stays delivered', () => {
    const partly = order({ status: 'delivered', deliveredAt: DELIVERED, items: [orderItemFactory.build({ quantity: 2, refundedQuantity: 1 })] });
    expect(orderTimeline(partly).at(-1)).toMatchObject({ name: 'delivered', current: true });
  });

  it('whatever the status: exactly one current step, the last reached, and no reached step after a pending one', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.boolean(), (status, shipped) => {
        const steps = orderTimeline(order({ status, shippedAt: shipped ? SHIPPED : null, deliveredAt: status === 'delivered' ? DELIVERED : null, cancelledAt: status === 'cancelled' ? CANCELLED : null }));
        const lastReached = steps.findLastIndex((step) => step.reached);
        expect(steps.filter((step) => step.current)).toHaveLength(1);
        expect(steps.findIndex((step) => step.current)).toBe(lastReached);
        expect(steps.slice(0, lastReached + 1).every((step) => step.reached)).toBe(true);
      }),
    );
  });
});
