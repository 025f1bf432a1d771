// What every RefundGateway shows, the InMemory fake and the Http adapter on the real server alike.
import { describe, expect, it } from 'vitest';
import type { OrderGateway } from '../../../src/application/orders/order-gateway';
import type { RefundGateway } from '../../../src/application/refunds/refund-gateway';
import { RefundQuantityTooMany, RefundRefused } from '../../../src/application/refunds/refunds-errors';
import { NotFoundError } from '../../../src/application/shared/errors';
import type { Order } from '../../../src/domain/orders/order';
import { refundAmountOf } from '../../../src/domain/refunds/refund';

export interface RefundWorld {
  orders: OrderGateway;
  refunds: RefundGateway;
  /** An order of one line of `quantity`, placed by this shopper. */
  placed(quantity: number): Promise<Order>;
  /** The order is delivered now (the refund window opens). */
  delivered(orderId: number): Promise<void>;
}

export function describeRefundGatewayContract(name: string, make: () => Promise<RefundWorld>): void {
  describe(`RefundGateway contract: ${name}`, () => {
    it('refuses a line not delivered yet with RefundRefused(not-delivered)', async () => {
      const { refunds, placed } = await make();
      const order = await placed(2);
      const item = order.items[0];
      if (item === undefined) throw new Error('one line expected');

      const refused = await refunds
        .request({ orderId: order.id, orderItemId: item.orderItemId, quantity: 1, reason: 'damaged', note: '', photos: [] })
        .catch((error: unknown) => error);

      expect(refused).toBeInstanceOf(RefundRefused);
      expect(refused instanceof RefundRefused && refused.why).toBe('not-delivered');
    });

    it("records a request with the domain's amount, keeps the line's units in step, lists and reads it", async () => {
      const { orders, refunds, placed, delivered } = await make();
      const order = await placed(3);
      await delivered(order.id);
      const shipped = await orders.get(order.id);
      const item = shipped.items[0];
      if (item === undefined) throw new Error('one line expected');
      expect(item.refundableQuantity).toBe(3);

      const refund = await refunds.request({ orderId: order.id, orderItemId: item.orderItemId, quantity: 2, reason: 'damaged', note: 'Crushed box', photos: [] });

      expect(refund).toMatchObject({ orderId: order.id, orderItemId: item.orderItemId, quantity: 2, reason: 'damaged', status: 'requested', note: 'Crushed box' });
      expect(refund.amount).toBe(refundAmountOf(shipped, item, '2', 3, 'damaged'));
      expect(await refunds.list()).toEqual([refund]);
      expect(await refunds.get(refund.id)).toEqual(refund);
      expect((await orders.get(order.id)).items[0]).toMatchObject({ pendingRefundQuantity: 2, refundableQuantity: 1 });
    });

    it('refuses more than is left with RefundQuantityTooMany', async () => {
      const { refunds, placed, delivered } = await make();
      const order = await placed(1);
      await delivered(order.id);
      const item = order.items[0];
      if (item === undefined) throw new Error('one line expected');

      await expect(
        refunds.request({ orderId: order.id, orderItemId: item.orderItemId, quantity: 2, reason: 'faulty', note: '', photos: [] }),
      ).rejects.toBeInstanceOf(RefundQuantityTooMany);
    });

    it('answers NotFoundError for an unknown refund or line', async () => {
      const { refunds } = await make();
      await expect(refunds.get(999_999)).rejects.toBeInstanceOf(NotFoundError);
      await expect(
        refunds.request({ orderId: 999_999, orderItemId: 1, quantity: 1, reason: 'faulty', note: '', photos: [] }),
      ).rejects.toBeInstanceOf(NotFoundError);
    });
  });
}
