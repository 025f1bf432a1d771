import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../src/application/shared/errors';
import { OrderConfirmationStore } from '../../../src/application/orders/order-confirmation-store';
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

  it('shows one order with the refund requests of its lines', async () => {
    const { container, fakes } = setup({ signedIn: true });
    const order = deliveredOrder(orderFactory.build({ id: 3, items: [orderItemFactory.build({ orderItemId: 31, quantity: 2 })] }), '2024-12-31T10:00:00.000Z');
    fakes.orderGateway.added(order);
    await fakes.refundGateway.request({ orderId: 3, orderItemId: 31, quantity: 1, reason: 'faulty', note: '', photos: [] });
    const store = resolve(container, OrdersStore);

    await store.detailsOpened(3);

    expect(store.details?.id).toBe(3);
    expect(store.refundsOf(31).map((refund) => refund.status)).toEqual(['requested']);
    expect(store.details?.items[0]?.pendingRefundQuantity).toBe(1);
  });

  it("answers another shopper's or an unknown order as not found, and a dropped connection as offline", async () => {
    const { container, fakes } = setup({ signedIn: true });
    const store = resolve(container, OrdersStore);
    await store.detailsOpened(99);
    expect(store.detailsFailure).toBe('not-found');

    fakes.orderGateway.failures.fail(new NetworkError(), 1);
    await store.listOpened();
    expect(store.listFailure).toBe('offline');
  });
});

describe('OrderConfirmationStore', () => {
  it('reads the order just placed back from the server', async () => {
    const { container, fakes } = setup({ signedIn: true });
    fakes.orderGateway.added(orderFactory.build({ id: 5 }));
    const store = resolve(container, OrderConfirmationStore);

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
    const store = resolve(container, OrderConfirmationStore);

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
    const store = resolve(container, OrderConfirmationStore);
    await store.opened(Number.NaN);
    expect(store.failure).toBe('not-found');
  });
});
