import { describe, expect, it } from 'vitest';
import { AdminOrdersStore } from '../../../src/application/admin/admin-orders-store';
import { actionsFor } from '../../../src/application/admin/admin-orders-gateway';
import { resolve } from '../../../src/infrastructure/app/wiring';
import { InMemoryAdminOrdersGateway } from '../../../src/infrastructure/admin/in-memory-admin-orders-gateway';
import { setup } from '../support/app';

const world = () => {
  const admin = new InMemoryAdminOrdersGateway();
  const { container } = setup({ signedIn: true, overrides: { adminOrdersGateway: admin } });
  return { admin, store: resolve(container, AdminOrdersStore) };
};

describe('AdminOrdersStore', () => {
  it('offers each status its actions: confirm or cancel a placed order, ship or cancel a confirmed one, deliver a shipped one', () => {
    expect(actionsFor('placed')).toEqual(['confirm', 'cancel']);
    expect(actionsFor('confirmed')).toEqual(['ship', 'cancel']);
    expect(actionsFor('shipped')).toEqual(['deliver']);
    expect(actionsFor('delivered')).toEqual([]);
    expect(actionsFor('cancelled')).toEqual([]);
  });

  it('lists with filters and search, newest first, and counts the pages', async () => {
    const { admin, store } = world();
    const older = admin.placed({ fullName: 'Omar Khatib', createdAt: '2025-01-01T10:00:00.000Z' });
    const newer = admin.placed({ fullName: 'Rana Saleh', createdAt: '2025-01-02T10:00:00.000Z', status: 'confirmed' });
    await store.list.load({});
    expect(store.list.rows.map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(store.list.pageCount).toBe(1);
    await store.list.load({ q: 'omar' });
    expect(store.list.rows.map((row) => row.id)).toEqual([older.id]);
    await store.list.load({ status: 'confirmed' });
    expect(store.list.rows.map((row) => row.id)).toEqual([newer.id]);
  });

  it('says "more than" when the server counted up to its cap', async () => {
    const { admin, store } = world();
    admin.countCap = 1;
    admin.placed({ fullName: 'Omar Khatib' });
    admin.placed({ fullName: 'Rana Saleh' });
    await store.list.load({});
    expect({ total: store.list.total, capped: store.list.totalIsCapped }).toEqual({ total: 1, capped: true });
    await store.list.load({ q: 'rana' });
    expect({ total: store.list.total, capped: store.list.totalIsCapped }).toEqual({ total: 1, capped: false });
  });

  it('moves an open order along with the version it saw, and says when another operator changed it first', async () => {
    const { admin, store } = world();
    const order = admin.placed();
    await store.detail.open(order.id);
    expect(await store.act('confirm')).toBe(true);
    expect(store.detail.value).toMatchObject({ status: 'confirmed', version: 1 });
    expect(store.detail.notice).toEqual({ kind: 'done', action: 'confirm' });

    await admin.actAsSomeoneElse(order.id, 'cancel');
    expect(await store.act('ship', { carrier: 'Aramex' })).toBe(false);
    expect(store.detail.notice).toEqual({ kind: 'changed' });
    expect(store.detail.value).toMatchObject({ status: 'cancelled', version: 2 });
    expect(store.detail.value?.history.at(-1)?.actorEmail).toBe('other-operator@dukkan.test');
  });

  it('an unknown order is not-found', async () => {
    const { store } = world();
    await store.detail.open(123_456);
    expect(store.detail.failure).toBe('not-found');
  });
});
