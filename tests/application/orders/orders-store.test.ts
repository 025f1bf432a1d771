import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../src/application/shared/errors';
import { OrderPageStore } from '../../../src/application/orders/order-page-store';
import { OrdersStore } from '../../../src/application/orders/orders-store';
import { deliveredOrder, orderFactory, orderItemFactory } from '../../factories/order-factory';
import { setup } from '../support/app';
import { resolve } from '../../../src/infrastructure/app/wiring';

describe('OrdersStore', () => {
  it('lists the orders newest first', async () => {
    const { container, fakes } = setup({ signedIn: true });
    fakes.orderGateway.added(orderFactory.build({ id: 1 }));
    fakes.orderGateway.added(orderFactory.build({ id: 2, status: 'shipped' }));
    const store = resolve(container, OrdersStore);

    await store.listOpened();

    expect(store.listStatus).toBe('ready');
    expect(store.orders.map((order) => [order.id, order.status])).toEqual([
      [2, 'shipped'],
      [1, 'placed'],
    ]);
  });

  it('answers a dropped connection as offline', async () => {
    const { container, fakes } = setup({ signedIn: true });
    const store = resolve(container, OrdersStore);
    fakes.orderGateway.failures.fail(new NetworkError(), 1);
    await store.listOpened();
    expect(store.listFailure).toBe('offline');
  });
});

describe('OrderPageStore', () => {
  it('shows one order with the refund requests of its lines', async () => {
    const { container, fakes } = setup({ signedIn: true });
    const order = deliveredOrder(orderFactory.build({ id: 3, items: [orderItemFactory.build({ orderItemId: 31, quantity: 2 })] }), '2024-12-31T10:00:00.000Z');
    fakes.orderGateway.added(order);
    await fakes.refundGateway.request({ orderId: 3, orderItemId: 31, quantity: 1, reason: 'faulty', note: '', photos: [] });
    const store = resolve(container, OrderPageStore);

    await store.opened(3);

    expect(store.order?.id).toBe(3);
    expect(store.refundsOf(31).map((refund) => refund.status)).toEqual(['requested']);
    expect(store.order?.items[0]?.pendingRefundQuantity).toBe(1);
  });

  it("answers another shopper's or an unknown order as not found", async () => {
    const { container } = setup({ signedIn: true });
    const store = resolve(container, OrderPageStore);
    await store.opened(99);
    expect(store.failure).toBe('not-found');
  });

  it('reads the order just placed back from the server', async () => {
    const { container, fakes } = setup({ signedIn: true });
    fakes.orderGateway.added(orderFactory.build({ id: 5 }));
    const store = resolve(container, OrderPageStore);

    const loading = store.opened(5);
    expect(store.status).toBe('loading');
    await loading;

    expect(store.status).toBe('ready');
    expect(store.order?.id).toBe(5);
  });

  it('thanks the shopper for the order just placed, and reads an older one as its status and date', async () => {
    const { container, fakes } = setup({ signedIn: true });
    fakes.clock.nowMs = Date.parse('2025-01-01T09:20:00.000Z');
    fakes.orderGateway.added(orderFactory.build({ id: 5, createdAt: '2025-01-01T09:00:00.000Z' }));
    fakes.orderGateway.added(deliveredOrder(orderFactory.build({ id: 6, createdAt: '2024-12-20T09:00:00.000Z' }), '2024-12-23T10:00:00.000Z'));
    const store = resolve(container, OrderPageStore);

    await store.opened(5);
    expect(store.headline).toEqual({ kind: 'thanks' });
    await store.opened(6);
    expect(store.headline).toEqual({ kind: 'status', status: 'delivered', at: '2024-12-23T10:00:00.000Z' });
    fakes.clock.advance(2 * 3_600_000);
    await store.opened(5);
    expect(store.headline).toEqual({ kind: 'status', status: 'placed', at: '2025-01-01T09:00:00.000Z' });
  });

  it('says not found for an id that is not an order', async () => {
    const { container } = setup({ signedIn: true });
    const store = resolve(container, OrderPageStore);
    await store.opened(Number.NaN);
    expect(store.failure).toBe('not-found');
  });

  // Issue 26 tryout: "Request a refund" was offered on an order only placed. It is offered for a line the
  // rules let her refund (delivered, within the 14 days, units left: refundEligibility), and nowhere else.
  it('offers a refund only for a line that can be refunded now', async () => {
    const { container, fakes } = setup({ signedIn: true });
    fakes.clock.nowMs = Date.parse('2025-01-05T09:00:00.000Z');
    fakes.orderGateway.added(orderFactory.build({ id: 7, items: [orderItemFactory.build({ orderItemId: 71, quantity: 1 })] }));
    fakes.orderGateway.added(deliveredOrder(orderFactory.build({ id: 8, items: [orderItemFactory.build({ orderItemId: 81, quantity: 1 })] }), '2025-01-03T10:00:00.000Z'));
    const store = resolve(container, OrderPageStore);

    await store.opened(7);
    expect(store.canRequestRefund(71)).toBe(false);
    await store.opened(8);
    expect(store.canRequestRefund(81)).toBe(true);
    fakes.clock.advance(15 * 86_400_000);
    expect(store.canRequestRefund(81)).toBe(false);
    expect(store.canRequestRefund(999)).toBe(false);
  });
});
