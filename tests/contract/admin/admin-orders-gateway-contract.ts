// What every AdminOrdersGateway shows (issue 29): the InMemory fake and the Http adapter on the real
// server alike.
import { describe, expect, it } from 'vitest';
import { OrderChangedError, TransitionNotAllowedError, type AdminOrdersGateway, type OrderAction } from '../../../src/application/admin/admin-orders-gateway';
import { NotFoundError, ValidationError } from '../../../src/application/shared/errors';

export interface AdminOrdersWorld {
  admin: AdminOrdersGateway;
  /** A new shopper's placed order: its id and the shopper's e-mail (no other order has it). */
  placed(): Promise<{ id: number; email: string }>;
  /** Another operator acts on the order first. */
  someoneElseActs(id: number, action: OrderAction, version: number): Promise<void>;
}

export function describeAdminOrdersGatewayContract(name: string, make: () => Promise<AdminOrdersWorld>): void {
  describe(`AdminOrdersGateway contract: ${name}`, () => {
    it('lists newest first, finds an order by number and by e-mail, and reads its details', async () => {
      const { admin, placed } = await make();
      const first = await placed();
      const byNumber = await admin.list({ q: String(first.id) });
      expect(byNumber.orders.map((o) => o.id)).toContain(first.id);
      const row = byNumber.orders.find((o) => o.id === first.id);
      expect(row).toMatchObject({ status: 'placed', version: 0, email: first.email });
      expect(Number.isInteger(row?.totalAfterTaxation)).toBe(true);
      const byEmail = await admin.list({ q: first.email.toUpperCase() });
      expect(byEmail.orders.map((o) => o.id)).toEqual([first.id]);
      expect(byEmail.total).toBe(1);
      const order = await admin.get(first.id);
      expect(order).toMatchObject({ id: first.id, status: 'placed', history: [], confirmedAt: null });
      expect(order.items.length).toBeGreaterThan(0);
      expect(order.totalAfterTaxation).toBe(order.totalAmount - order.sellerDiscountAmount + order.taxAmount + order.deliveryFee);
      const cancelled = await admin.list({ q: first.email, status: 'cancelled' });
      expect(cancelled.orders).toEqual([]);
      const paged = await admin.list({ pageSize: 1 });
      expect(paged.orders).toHaveLength(1);
      expect(paged.total).toBeGreaterThanOrEqual(1);
    });

    it('takes an order placed → confirmed → shipped → delivered, recording each step', async () => {
      const { admin, placed } = await make();
      const { id } = await placed();
      const confirmed = await admin.act(id, 'confirm', { version: 0 });
      expect(confirmed).toMatchObject({ status: 'confirmed', version: 1 });
      expect(confirmed.confirmedAt).not.toBeNull();
      const shipped = await admin.act(id, 'ship', { version: 1, carrier: 'Aramex', trackingNumber: 'AX-9' });
      expect(shipped).toMatchObject({ status: 'shipped', version: 2, carrier: 'Aramex', trackingNumber: 'AX-9' });
      const delivered = await admin.act(id, 'deliver', { version: 2 });
      expect(delivered).toMatchObject({ status: 'delivered', version: 3 });
      expect(delivered.history.map((event) => [event.action, event.before.status, event.after.status])).toEqual([
        ['confirm', 'placed', 'confirmed'],
        ['ship', 'confirmed', 'shipped'],
        ['deliver', 'shipped', 'delivered'],
      ]);
      expect(delivered.history[0]?.actorEmail).toBe('operator@dukkan.test');
      expect(await admin.get(id)).toEqual(delivered);
    });

    it('cancels before shipping, with the reason in the history', async () => {
      const { admin, placed } = await make();
      const { id } = await placed();
      const cancelled = await admin.act(id, 'cancel', { version: 0, reason: 'Asked by phone' });
      expect(cancelled).toMatchObject({ status: 'cancelled', version: 1 });
      expect(cancelled.history[0]?.after).toMatchObject({ status: 'cancelled', reason: 'Asked by phone' });
    });

    it('a stale version is OrderChangedError with the order as it is now; nothing is overwritten', async () => {
      const { admin, placed, someoneElseActs } = await make();
      const { id } = await placed();
      await someoneElseActs(id, 'confirm', 0);
      const refusal = await admin.act(id, 'cancel', { version: 0 }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(OrderChangedError);
      expect((refusal as OrderChangedError).current).toMatchObject({ id, status: 'confirmed', version: 1 });
      expect((await admin.get(id)).status).toBe('confirmed');
    });

    it('an action that does not apply is TransitionNotAllowedError; bad input a ValidationError naming the field; an unknown order NotFoundError', async () => {
      const { admin, placed } = await make();
      const { id } = await placed();
      const refusal = await admin.act(id, 'deliver', { version: 0 }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(TransitionNotAllowedError);
      expect((refusal as TransitionNotAllowedError).current).toMatchObject({ id, status: 'placed', version: 0 });
      const invalid = await admin.act(id, 'confirm', { version: 0, carrier: 'DHL' }).catch((error: unknown) => error);
      expect(invalid).toBeInstanceOf(ValidationError);
      expect((invalid as ValidationError).field).toBe('carrier');
      await expect(admin.get(987_654)).rejects.toBeInstanceOf(NotFoundError);
    });
  });
}
