// What every OrderGateway shows, the InMemory fake and the Http adapter on the real server alike.
import { describe, expect, it } from 'vitest';
import { CartEmpty, CheckoutStockShortage } from '../../../src/application/orders/orders-errors';
import type { CheckoutRequest, OrderGateway } from '../../../src/application/orders/order-gateway';
import { NotFoundError } from '../../../src/application/shared/errors';
import { emptyCheckoutDraft } from '../../../src/domain/orders/checkout';

export const CHECKOUT_REQUEST: CheckoutRequest = {
  // Every field typed at checkout, empty unless set below (a new one needs nothing here).
  ...emptyCheckoutDraft(),
  fullName: 'Lina Haddad',
  city: 'Damascus',
  street: 'Baghdad St. 12',
  details: '3rd floor',
  phone: '963944123456',
  note: '',
  paymentMethod: 'cash_on_delivery',
  countryId: 1,
  currencyId: 1,
};

/** A shopper of the adapter under test, and how to arrange what the server holds. */
export interface OrderWorld {
  orders: OrderGateway;
  /** Puts `quantity` of a variant with `stock` left into this shopper's cart. */
  inCart(quantity: number, stock: number): Promise<void>;
  /** The id of an order someone else placed. */
  someoneElsesOrder(): Promise<number>;
}

let keys = 0;
const key = (): string => `contract-key-${process.pid}-${Date.now()}-${(keys += 1)}`;

export function describeOrderGatewayContract(name: string, make: () => Promise<OrderWorld>): void {
  describe(`OrderGateway contract: ${name}`, () => {
    it('places the cart as an order in minor units, answers the same order for the same key, and reads it back', async () => {
      const { orders, inCart } = await make();
      await inCart(2, 40);
      const attempt = key();

      const order = await orders.checkout(CHECKOUT_REQUEST, attempt);

      expect(order).toMatchObject({ status: 'placed', fullName: 'Lina Haddad', phone: '963944123456', itemCount: 2, shippedAt: null, deliveredAt: null, cancelledAt: null });
      expect(Number.isNaN(Date.parse(order.createdAt))).toBe(false);
      expect(order.items).toHaveLength(1);
      expect(order.items[0]).toMatchObject({ quantity: 2, refundableQuantity: 0, refundableUntil: null });
      expect(order.totalAmount).toBe(order.items.reduce((sum, item) => sum + item.totalAmount, 0));
      expect(order.totalAfterTaxation).toBe(order.totalAmount - order.sellerDiscountAmount + order.taxAmount + order.deliveryFee);
      expect(order.displayCurrency).toMatchObject({ id: 1 });
      expect((await orders.checkout(CHECKOUT_REQUEST, attempt)).id).toBe(order.id);
      expect((await orders.list()).map((summary) => summary.id)).toEqual([order.id]);
      expect(await orders.get(order.id)).toEqual(order);
    });

    it('lists the newest order first', async () => {
      const { orders, inCart } = await make();
      await inCart(1, 40);
      const first = await orders.checkout(CHECKOUT_REQUEST, key());
      await inCart(1, 40);
      const second = await orders.checkout(CHECKOUT_REQUEST, key());

      expect((await orders.list()).map((summary) => summary.id)).toEqual([second.id, first.id]);
    });

    it('refuses an empty cart with CartEmpty', async () => {
      const { orders } = await make();
      await expect(orders.checkout(CHECKOUT_REQUEST, key())).rejects.toBeInstanceOf(CartEmpty);
    });

    it('refuses a line above its stock with CheckoutStockShortage naming what is left, and orders nothing', async () => {
      const { orders, inCart } = await make();
      await inCart(3, 1);

      const refused = await orders.checkout(CHECKOUT_REQUEST, key()).catch((error: unknown) => error);

      expect(refused).toBeInstanceOf(CheckoutStockShortage);
      expect(refused instanceof CheckoutStockShortage && refused.shortages.map((shortage) => shortage.available)).toEqual([1]);
      expect(await orders.list()).toEqual([]);
    });

    it("answers NotFoundError for someone else's order", async () => {
      const { orders, someoneElsesOrder } = await make();
      await expect(orders.get(await someoneElsesOrder())).rejects.toBeInstanceOf(NotFoundError);
    });
  });
}
