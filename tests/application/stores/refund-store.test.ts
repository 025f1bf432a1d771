import { describe, expect, it } from 'vitest';
import { NotificationStore } from '../../../src/application/stores/notification-store';
import { RefundStore } from '../../../src/application/stores/refund-store';
import { MANUAL_CLOCK_START_MS } from '../../../src/infrastructure/in-memory/manual-clock';
import { deliveredOrder, orderFactory, orderItemFactory } from '../../factories/order-factory';
import { setup } from '../support/app';
import { settle } from '../support/settle';

const DAY = 86_400_000;
const photo = (type = 'image/jpeg', size = 1000) => ({ name: 'p', type, size, dataUrl: `data:${type};base64,AAAA` });

function arranged(options: { delivered?: boolean; deliveredDaysAgo?: number; quantity?: number } = {}) {
  const composition = setup({ signedIn: true });
  const placed = orderFactory.build({ id: 7, items: [orderItemFactory.build({ orderItemId: 70, quantity: options.quantity ?? 2, unitPrice: 2500 })] });
  const deliveredAt = new Date(MANUAL_CLOCK_START_MS - (options.deliveredDaysAgo ?? 1) * DAY).toISOString();
  composition.fakes.orderGateway.added(options.delivered === false ? placed : deliveredOrder(placed, deliveredAt));
  return { ...composition, store: composition.container.get(RefundStore) };
}

describe('RefundStore', () => {
  it('requests a refund, shows its status and refreshes the badge', async () => {
    const { store, container, fakes } = arranged();
    await store.opened(7, 70);
    expect(store.eligibility).toEqual({ refundable: true, maxQuantity: 2 });

    store.fieldChanged('quantity', '2');
    store.fieldChanged('reason', 'damaged');
    store.fieldChanged('note', 'The box was crushed.');
    store.photosAdded([photo()]);
    await store.submitted();

    // 2 × 25.00 and, damaged, the whole 2.00 delivery fee (the order's only goods).
    expect(store.refund).toMatchObject({ status: 'requested', quantity: 2, amount: 5200 });
    expect(fakes.refundGateway.received).toEqual([
      { orderId: 7, orderItemId: 70, quantity: 2, reason: 'damaged', note: 'The box was crushed.', photos: ['data:image/jpeg;base64,AAAA'] },
    ]);
    await settle();
    expect(container.get(NotificationStore).unreadCount).toBe(1);
  });

  it('refuses a quantity above what is left and names a missing reason, focusing the first', async () => {
    const { store, fakes } = arranged();
    await store.opened(7, 70);
    store.fieldChanged('quantity', '3');

    await store.submitted();

    expect(store.errors).toEqual({ quantity: 'tooMany', reason: 'required' });
    expect(store.focusField).toBe('quantity');
    expect(fakes.refundGateway.received).toEqual([]);
    store.fieldChanged('quantity', '1');
    expect(store.errors).toEqual({ reason: 'required' });
  });

  it('checks photos as they are picked: type, size and at most three', async () => {
    const { store } = arranged();
    await store.opened(7, 70);
    store.photosAdded([photo('image/gif')]);
    expect(store.errors).toEqual({ photos: 'photoType' });
    store.photoRemoved(0);
    store.photosAdded([photo(), photo(), photo(), photo()]);
    expect(store.errors).toEqual({ photos: 'tooManyPhotos' });
    store.photoRemoved(3);
    expect(store.errors).toEqual({});
    store.photosAdded([photo('image/png', 2 * 1024 * 1024)]);
    expect(store.errors).toEqual({ photos: 'tooManyPhotos' });
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
