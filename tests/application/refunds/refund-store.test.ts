import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../src/application/shared/errors';
import { NotificationStore } from '../../../src/application/notifications/notification-store';
import { RefundStore } from '../../../src/application/refunds/refund-store';
import { MANUAL_CLOCK_START_MS } from '../../../src/infrastructure/shared/manual-clock';
import { deliveredOrder, orderFactory, orderItemFactory } from '../../factories/order-factory';
import { setup } from '../support/app';
import { resolve } from '../../../src/infrastructure/app/wiring';
import { settle } from '../support/settle';

const DAY = 86_400_000;
const photo = (type = 'image/jpeg', size = 1000) => ({ name: 'p', type, size, dataUrl: `data:${type};base64,AAAA` });

function arranged(options: { delivered?: boolean; deliveredDaysAgo?: number; quantity?: number } = {}) {
  const composition = setup({ signedIn: true });
  const placed = orderFactory.build({ id: 7, items: [orderItemFactory.build({ orderItemId: 70, quantity: options.quantity ?? 2, unitPrice: 2500 })] });
  const deliveredAt = new Date(MANUAL_CLOCK_START_MS - (options.deliveredDaysAgo ?? 1) * DAY).toISOString();
  composition.fakes.orderGateway.added(options.delivered === false ? placed : deliveredOrder(placed, deliveredAt));
  return { ...composition, store: resolve(composition.container, RefundStore) };
}

describe('RefundStore', () => {
  it('requests a refund, shows its status and refreshes the badge', async () => {
    const { store, container, fakes } = arranged();
    await store.opened(7, 70);
    expect(store.eligibility).toEqual({ refundable: true, maxQuantity: 2 });

    store.form.changed('quantity', '2');
    store.form.changed('reason', 'damaged');
    store.form.changed('note', 'The box was crushed.');
    store.photosAdded([photo()]);
    await store.submitted();

    // 2 × 25.00, the whole 1.00 tax and, damaged, the whole 2.00 delivery fee (the order's only goods).
    expect(store.refund).toMatchObject({ status: 'requested', quantity: 2, amount: 5300, breakdown: { items: 5000, sellerDiscount: 0, tax: 100, delivery: 200 } });
    expect(fakes.refundGateway.received).toEqual([
      { orderId: 7, orderItemId: 70, quantity: 2, reason: 'damaged', note: 'The box was crushed.', photos: ['data:image/jpeg;base64,AAAA'] },
    ]);
    await settle();
    expect(container.get(NotificationStore).unreadCount).toBe(1);
  });

  it('refuses a quantity above what is left and names a missing reason, focusing the first', async () => {
    const { store, fakes } = arranged();
    await store.opened(7, 70);
    store.form.changed('quantity', '3');

    await store.submitted();

    expect(store.form.errors).toEqual({ quantity: 'tooMany', reason: 'required' });
    expect(store.form.focusField).toBe('quantity');
    expect(fakes.refundGateway.received).toEqual([]);
    store.form.changed('quantity', '1');
    expect(store.form.errors).toEqual({ reason: 'required' });
  });

  it('checks photos as they are picked: type, size and at most three', async () => {
    const { store } = arranged();
    await store.opened(7, 70);
    store.photosAdded([photo('image/gif')]);
    expect(store.form.errors).toEqual({ photos: 'photoType' });
    store.photoRemoved(0);
    store.photosAdded([photo(), photo(), photo(), photo()]);
    expect(store.form.errors).toEqual({ photos: 'tooManyPhotos' });
    store.photoRemoved(3);
    expect(store.form.errors).toEqual({});
    store.photosAdded([photo('image/png', 2 * 1024 * 1024)]);
    expect(store.form.errors).toEqual({ photos: 'tooManyPhotos' });
  });

  it('says when the request could not be sent, keeps the form, and drops the message at the next edit', async () => {
    const { store, fakes } = arranged();
    await store.opened(7, 70);
    store.form.changed('reason', 'faulty');
    fakes.refundGateway.failures.fail(new NetworkError(), 1);

    await store.submitted();

    expect(store.failure).toBe('offline');
    expect(store.form.submitting).toBe(false);
    expect(store.form.values.reason).toBe('faulty');
    store.form.changed('note', 'It does not switch on.');
    expect(store.failure).toBeNull();
    await store.submitted();
    expect(store.refund).toMatchObject({ status: 'requested', quantity: 1 });
  });

  it('a window that closed while the page was open is said when the request is made', async () => {
    const { store, fakes } = arranged({ deliveredDaysAgo: 13 });
    await store.opened(7, 70);
    store.form.changed('reason', 'faulty');
    fakes.clock.advance(2 * DAY);

    await store.submitted();

    expect(store.eligibility).toEqual({ refundable: false, why: 'window-closed' });
    expect(store.failure).toBeNull();
    expect(store.form.submitting).toBe(false);
    expect(fakes.refundGateway.received).toEqual([]);
  });

  it('says why a line cannot be refunded: not delivered, window closed, nothing left', async () => {
    const notDelivered = arranged({ delivered: false });
    await notDelivered.store.opened(7, 70);
    expect(notDelivered.store.eligibility).toEqual({ refundable: false, why: 'not-delivered' });

    const late = arranged({ deliveredDaysAgo: 15 });
    await late.store.opened(7, 70);
    expect(late.store.eligibility).toEqual({ refundable: false, why: 'window-closed' });

    const done = arranged({ quantity: 1 });
    await done.fakes.refundGateway.request({ orderId: 7, orderItemId: 70, quantity: 1, reason: 'faulty', note: '', photos: [] });
    await done.store.opened(7, 70);
    expect(done.store.eligibility).toEqual({ refundable: false, why: 'nothing-left' });
    expect(done.store.earlier.map((refund) => refund.status)).toEqual(['requested']);
  });

  it('an unknown line is not found', async () => {
    const { store } = arranged();
    await store.opened(7, 71);
    expect(store.loadFailure).toBe('not-found');
  });
});
