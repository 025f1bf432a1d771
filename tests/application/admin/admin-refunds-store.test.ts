// Issue 29 (docs/adr/0054): the console's refunds queue and decisions, and the shopper lookup, over the fakes.
import { describe, expect, it } from 'vitest';
import { AdminRefundsStore, approvedAmountOf } from '../../../src/application/admin/admin-refunds-store';
import { AdminShoppersStore } from '../../../src/application/admin/admin-shoppers-store';
import { decisionsFor } from '../../../src/application/admin/admin-refunds-gateway';
import { adminHref } from '../../../src/application/admin/admin-routes';
import { resolve } from '../../../src/infrastructure/app/wiring';
import { InMemoryAdminRefundsGateway, InMemoryAdminShoppersGateway } from '../../../src/infrastructure/admin/in-memory-admin-refunds-gateway';
import { setup } from '../support/app';

const world = () => {
  const refunds = new InMemoryAdminRefundsGateway();
  const shoppers = new InMemoryAdminShoppersGateway(refunds);
  const { container } = setup({ signedIn: true, overrides: { adminRefundsGateway: refunds, adminShoppersGateway: shoppers } });
  return { refunds, shoppers, store: resolve(container, AdminRefundsStore), lookup: resolve(container, AdminShoppersStore) };
};

describe('approvedAmountOf', () => {
  it('reads dollars with a point or a comma, at most two decimals, more than 0 and at most the amount asked', () => {
    expect(approvedAmountOf('12.5', 2300)).toEqual({ amount: 1250 });
    expect(approvedAmountOf(' 12,05 ', 2300)).toEqual({ amount: 1205 });
    expect(approvedAmountOf('23', 2300)).toEqual({ amount: 2300 });
    expect(approvedAmountOf('', 2300)).toEqual({ problem: 'required' });
    expect(approvedAmountOf('1.234', 2300)).toEqual({ problem: 'invalid' });
    expect(approvedAmountOf('-1', 2300)).toEqual({ problem: 'invalid' });
    expect(approvedAmountOf('ten', 2300)).toEqual({ problem: 'invalid' });
    expect(approvedAmountOf('0.00', 2300)).toEqual({ problem: 'zero' });
    expect(approvedAmountOf('23.01', 2300)).toEqual({ problem: 'tooMuch' });
  });
});

describe('AdminRefundsStore', () => {
  it('offers approve or reject on a request, refunded once approved or picked up, nothing after', () => {
    expect(decisionsFor('requested')).toEqual(['approve', 'reject']);
    expect(decisionsFor('approved')).toEqual(['refund']);
    expect(decisionsFor('picked-up')).toEqual(['refund']);
    expect(decisionsFor('refunded')).toEqual([]);
    expect(decisionsFor('rejected')).toEqual([]);
  });

  it('lists pending requests first, then newest first, and filters by status', async () => {
    const { refunds, store } = world();
    const oldPending = refunds.requested({ createdAt: '2025-01-01T10:00:00.000Z' });
    const newDone = refunds.requested({ createdAt: '2025-01-03T10:00:00.000Z', status: 'refunded' });
    const newPending = refunds.requested({ createdAt: '2025-01-02T10:00:00.000Z' });
    await store.list.load('');
    expect(store.list.rows.map((row) => row.id)).toEqual([newPending.id, oldPending.id, newDone.id]);
    await store.list.load('refunded');
    expect(store.list.rows.map((row) => row.id)).toEqual([newDone.id]);
    expect(store.list.total).toBe(1);
  });

  it('approves a lower amount, and refuses one above the amount asked with a notice', async () => {
    const { refunds, store } = world();
    const refund = refunds.requested({ amount: 2300 });
    await store.detail.open(refund.id);
    expect(await store.decide('approve', { amount: 2400 })).toBe(false);
    expect(store.detail.notice).toEqual({ kind: 'amount' });
    expect(store.detail.value?.status).toBe('requested');
    expect(await store.decide('approve', { amount: 1800 })).toBe(true);
    expect(store.detail.value).toMatchObject({ status: 'approved', approvedAmount: 1800 });
    expect(store.detail.notice).toEqual({ kind: 'done', decision: 'approve' });
  });

  it('rejects with the reason; marks refunded and puts the units back once', async () => {
    const { refunds, store } = world();
    const declined = refunds.requested();
    await store.detail.open(declined.id);
    expect(await store.decide('reject', { reason: 'Outside the return window' })).toBe(true);
    expect(store.detail.value).toMatchObject({ status: 'rejected', rejectionReason: 'Outside the return window' });

    const paid = refunds.requested({ status: 'approved', approvedAmount: 2300, quantity: 2, variantId: 7 });
    await store.detail.open(paid.id);
    expect(await store.decide('refund', { restock: true })).toBe(true);
    expect(await store.decide('refund', { restock: true })).toBe(false);
    expect(store.detail.notice).toEqual({ kind: 'not-allowed' });
    expect(refunds.restocked.get(7)).toBe(2);
  });

  it('when another operator decided first, shows the request as it is now and says so', async () => {
    const { refunds, store } = world();
    const refund = refunds.requested();
    await store.detail.open(refund.id);
    await refunds.decideAsSomeoneElse(refund.id, 'approve');
    expect(await store.decide('reject', { reason: 'Too late' })).toBe(false);
    expect(store.detail.notice).toEqual({ kind: 'changed' });
    expect(store.detail.value?.status).toBe('approved');
  });

  it('a missing request is not-found', async () => {
    const { store } = world();
    await store.detail.open(424242);
    expect(store.detail.failure).toBe('not-found');
  });
});

describe('AdminShoppersStore', () => {
  it('finds shoppers by e-mail, phone or name and opens one with her orders and refund requests', async () => {
    const { refunds, shoppers, lookup } = world();
    shoppers.registered({ id: 1, firstName: 'Lina', lastName: 'Haddad', email: 'shopper@dukkan.test', phone: '963944123456', role: 'Shopper', countryId: 1, createdAt: '2025-01-01T00:00:00.000Z' });
    shoppers.registered({ id: 2, firstName: 'Omar', lastName: 'Khatib', email: 'seller@dukkan.test', phone: '96171123456', role: 'Seller', countryId: 2, createdAt: '2025-01-02T00:00:00.000Z' });
    const hers = refunds.requested({ userId: 1 });
    refunds.requested({ userId: 2 });
    await lookup.search('haddad');
    expect(lookup.found.map((shopper) => shopper.id)).toEqual([1]);
    await lookup.search('+963 944 123');
    expect(lookup.found.map((shopper) => shopper.id)).toEqual([1]);
    await lookup.search('DUKKAN.TEST');
    expect(lookup.found.map((shopper) => shopper.id)).toEqual([2, 1]);
    await lookup.search('   ');
    expect(lookup).toMatchObject({ found: [], searched: false });
    await lookup.file.open(1);
    expect(lookup.file.value?.refunds.map((refund) => refund.id)).toEqual([hers.id]);
    await lookup.file.open(99);
    expect(lookup.file.failure).toBe('not-found');
  });

  it('links each console page by its path', () => {
    expect(adminHref('orders')).toBe('/admin');
    expect(adminHref('refund', { id: 12 })).toBe('/admin/refunds/12');
    expect(adminHref('shopper', { id: 3 })).toBe('/admin/shoppers/3');
  });
});
