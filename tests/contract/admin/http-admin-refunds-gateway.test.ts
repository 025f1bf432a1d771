import { afterAll, beforeAll, describe } from 'vitest';
import { HttpAdminRefundsGateway } from '../../../src/infrastructure/admin/http-admin-refunds-gateway';
import { call } from '../../server/shop-fixtures';
import type { RealServer } from '../support/real-server';
import { sessionClient } from '../support/sessions';
import { shopWorld, startShopServer } from '../support/shop-world';
import { describeAdminRefundsGatewayContract } from './admin-refunds-gateway-contract';

const ok = async (response: Promise<{ statusCode: number; body: string; json: () => unknown }>, what: string) => {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`${what}: ${answer.statusCode} ${answer.body}`);
  return answer.json();
};

describe('HttpAdminRefundsGateway', () => {
  let real: RealServer;
  let operatorToken: string;
  beforeAll(async () => {
    real = await startShopServer();
    operatorToken = await real.server.login('operator@dukkan.test', 'Operator123');
  }, 120_000);
  afterAll(() => real.close());

  describeAdminRefundsGatewayContract('HttpAdminRefundsGateway on the real server', async () => {
    const world = await shopWorld(real);
    const { http } = sessionClient(real.base, 'bearer', operatorToken);
    return {
      refunds: new HttpAdminRefundsGateway(http),
      async requested() {
        const shopper = await real.newShopper();
        const orderId = await world.placedBy(shopper.token);
        for (const [action, version] of [['confirm', 0], ['ship', 1], ['deliver', 2]] as const) {
          await ok(call(real.server, operatorToken, 'POST', `/api/admin/orders/${orderId}/${action}`, { version }), action);
        }
        const order = (await ok(call(real.server, shopper.token, 'GET', `/api/orders/${orderId}`), 'order')) as { orderReturned: { items: { orderItemId: number }[] } };
        const created = (await ok(
          call(real.server, shopper.token, 'POST', '/api/refunds', { orderId, orderItemId: order.orderReturned.items[0]?.orderItemId, quantity: 1, reason: 'damaged' }),
          'refund',
        )) as { refundReturned: { id: number } };
        return created.refundReturned.id;
      },
      async someoneElseDecides(id, decision) {
        await ok(call(real.server, operatorToken, 'POST', `/api/admin/refunds/${id}/${decision}`, { status: 'requested' }), decision);
      },
    };
  });
});
