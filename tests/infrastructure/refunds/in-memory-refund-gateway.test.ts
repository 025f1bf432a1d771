import type { CartLine } from '../../../src/domain/cart/cart';
import { InMemoryOrderGateway } from '../../../src/infrastructure/orders/in-memory-order-gateway';
import { InMemoryRefundGateway } from '../../../src/infrastructure/refunds/in-memory-refund-gateway';
import { ManualClock } from '../../../src/infrastructure/shared/manual-clock';
import { CHECKOUT_REQUEST } from '../../contract/orders/order-gateway-contract';
import { describeRefundGatewayContract } from '../../contract/refunds/refund-gateway-contract';
import { cartLineFactory } from '../../factories/cart-line-factory';

describeRefundGatewayContract('InMemoryRefundGateway', async () => {
  const clock = new ManualClock();
  const cart: { lines: CartLine[] } = { lines: [] };
  const orders = new InMemoryOrderGateway(cart);
  let keys = 0;
  return {
    orders,
    refunds: new InMemoryRefundGateway(orders, clock),
    async placed(quantity) {
      cart.lines.push(cartLineFactory.build({ quantity, stock: 40 }));
      return orders.checkout(CHECKOUT_REQUEST, `key-${(keys += 1)}`);
    },
    delivered: async (orderId) => orders.statusChanged(orderId, 'delivered', clock.now()),
  };
});
