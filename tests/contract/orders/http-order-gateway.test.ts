import { afterAll, beforeAll } from 'vitest';
import type { RealServer } from '../support/real-server';
import { shopWorld, startShopServer } from '../support/shop-world';
import { describeOrderGatewayContract } from './order-gateway-contract';

let real: RealServer;
beforeAll(async () => {
  real = await startShopServer();
}, 120_000);
afterAll(() => real.close());

describeOrderGatewayContract('HttpOrderGateway on the real server', async () => {
  const world = await shopWorld(real);
  const other = await real.newShopper();
  return { orders: world.orders, inCart: world.inCart, someoneElsesOrder: () => world.placedBy(other.token) };
});
