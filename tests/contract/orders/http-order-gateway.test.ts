import { afterAll, beforeAll, describe } from 'vitest';
import type { RealServer } from '../support/real-server';
import { SESSION_KINDS } from '../support/sessions';
import { shopWorld, startShopServer } from '../support/shop-world';
import { describeOrderGatewayContract } from './order-gateway-contract';

// Once with a bearer token, once with the browser's session cookie; a server for each, since every test
// takes fresh variants of the small catalogue.
for (const kind of SESSION_KINDS) {
  describe(`${kind} session`, () => {
    let real: RealServer;
    beforeAll(async () => {
      real = await startShopServer();
    }, 120_000);
    afterAll(() => real.close());

    describeOrderGatewayContract(`HttpOrderGateway on the real server (${kind} session)`, async () => {
      const world = await shopWorld(real, kind);
      const other = await real.newShopper();
      return { orders: world.orders, inCart: world.inCart, someoneElsesOrder: () => world.placedBy(other.token) };
    });
  });
}
