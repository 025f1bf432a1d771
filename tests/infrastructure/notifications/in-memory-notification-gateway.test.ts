import { InMemoryNotificationGateway } from '../../../src/infrastructure/notifications/in-memory-notification-gateway';
import { InMemoryOrderGateway } from '../../../src/infrastructure/orders/in-memory-order-gateway';
import { CHECKOUT_REQUEST } from '../../contract/orders/order-gateway-contract';
import { describeNotificationGatewayContract } from '../../contract/notifications/notification-gateway-contract';
import { cartLineFactory } from '../../factories/cart-line-factory';

describeNotificationGatewayContract('InMemoryNotificationGateway', async () => {
  const notifications = new InMemoryNotificationGateway();
  const cart = { lines: [cartLineFactory.build()] };
  const orders = new InMemoryOrderGateway(cart, notifications);
  let keys = 0;
  return {
    notifications,
    async told() {
      cart.lines = [cartLineFactory.build()];
      return (await orders.checkout(CHECKOUT_REQUEST, `key-${(keys += 1)}`)).id;
    },
  };
});
