import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RefusedError } from '../../../src/application/shared/errors';
import { HttpAdminOrdersGateway } from '../../../src/infrastructure/admin/http-admin-orders-gateway';
import { call } from '../../server/shop-fixtures';
import type { RealServer } from '../support/real-server';
import { SESSION_KINDS, sessionClient } from '../support/sessions';
import { shopWorld, startShopServer } from '../support/shop-world';
import { describeAdminOrdersGatewayContract } from './admin-orders-gateway-contract';

// Once with a bearer token, once with the browser's session cookie, as the console in the browser.
for (const kind of SESSION_KINDS) {
  describe(`${kind} session`, () => {
    let real: RealServer;
    let operatorToken: string;
    beforeAll(async () => {
      real = await startShopServer();
      operatorToken = await real.server.login('operator@dukkan.test', 'Operator123');
    }, 120_000);
    afterAll(() => real.close());

    describeAdminOrdersGatewayContract(`HttpAdminOrdersGateway on the real server (${kind} session)`, async () => {
      const world = await shopWorld(real, kind);
      const { http } = sessionClient(real.base, kind, operatorToken);
      return {
        admin: new HttpAdminOrdersGateway(http),
        async placed() {
          const shopper = await real.newShopper();
          return { id: await world.placedBy(shopper.token), email: shopper.email };
        },
        async someoneElseActs(id, action, version) {
          const response = await call(real.server, operatorToken, 'POST', `/api/admin/orders/${id}/${action}`, { version });
          if (response.statusCode !== 200) throw new Error(`${action}: ${response.statusCode} ${response.body}`);
        },
      };
    });

    it("a shopper's session is refused (403)", async () => {
      const { token } = await real.newShopper();
      const { http } = sessionClient(real.base, kind, token);
      const refusal = await new HttpAdminOrdersGateway(http).list({}).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(RefusedError);
      expect((refusal as RefusedError).status).toBe(403);
    });
  });
}
