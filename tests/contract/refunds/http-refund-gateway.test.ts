import { afterAll, beforeAll } from 'vitest';
import { CHECKOUT_REQUEST } from '../orders/order-gateway-contract';
import type { RealServer } from '../support/real-server';
import { shopWorld, startShopServer } from '../support/shop-world';
import { describeRefundGatewayContract } from './refund-gateway-contract';

let real: RealServer;
let orders = 0;
beforeAll(async () => {
  real = await startShopServer();
}, 120_000);
afterAll(() => real.close());

describeRefundGatewayContract('HttpRefundGateway on the real server', async () => {
  const world = await shopWorld(real);
  return {
    orders: world.orders,
    refunds: world.refunds,
    async placed(quantity) {
      await world.inCart(quantity, 40);
      return world.orders.checkout(CHECKOUT_REQUEST, `contract-refund-${process.pid}-${(orders += 1)}`);
    },
    delivered: (orderId) => world.moved(orderId, 'delivered'),
  };
});
