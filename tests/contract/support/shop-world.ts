// The real server arranged for the orders, refunds and notifications suites: a shopper of its own,
// a fresh variant for every line (so one test's stock never meets another's), an order moved along
// its statuses through the dev route.
import { HttpNotificationGateway } from '../../../src/infrastructure/notifications/http-notification-gateway';
import { HttpOrderGateway } from '../../../src/infrastructure/orders/http-order-gateway';
import { HttpRefundGateway } from '../../../src/infrastructure/refunds/http-refund-gateway';
import { addToCart, call, checkout, setVariant, SMALL_CATALOGUE, variantIds } from '../../server/shop-fixtures';
import { startRealServer, type RealServer } from './real-server';
import { sessionClient, type SessionKind } from './sessions';

export const startShopServer = (): Promise<RealServer> => startRealServer({ seed: SMALL_CATALOGUE, config: { exposeOutbox: true } });

/** The shopper's gateways present the session as `kind` says (a bearer token by default). */
export async function shopWorld(real: RealServer, kind: SessionKind = 'bearer') {
  const { token } = await real.newShopper();
  const { http } = sessionClient(real.base, kind, token);
  const freshVariant = await nextVariant(real);
  return {
    token,
    orders: new HttpOrderGateway(http),
    refunds: new HttpRefundGateway(http),
    notifications: new HttpNotificationGateway(http),
    async inCart(quantity: number, stock: number): Promise<void> {
      const id = await freshVariant();
      await setVariant(real.server, id, { stock: Math.max(stock, quantity) });
      await addToCart(real.server, token, id, quantity);
      if (stock < quantity) await setVariant(real.server, id, { stock });
    },
    async placedBy(shopperToken: string): Promise<number> {
      await addToCart(real.server, shopperToken, await freshVariant(), 1);
      const response = await checkout(real.server, shopperToken);
      if (response.statusCode !== 201) throw new Error(`checkout ${response.statusCode}: ${response.body}`);
      return (response.json() as { orderReturned: { id: number } }).orderReturned.id;
    },
    async moved(orderId: number, status: 'shipped' | 'delivered' | 'cancelled'): Promise<void> {
      const response = await call(real.server, null, 'POST', `/api/dev/orders/${orderId}/status`, { status });
      if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}: ${response.body}`);
    },
  };
}

const used = new WeakMap<RealServer, number>();

/** Each call answers a variant no other call of this server has had (stock 40). */
async function nextVariant(real: RealServer): Promise<() => Promise<number>> {
  const ids = await variantIds(real.server, 40);
  return async () => {
    const index = used.get(real) ?? 0;
    used.set(real, index + 1);
    const id = ids[index];
    if (id === undefined) throw new Error('fixture: out of variants');
    await setVariant(real.server, id, { stock: 40 });
    return id;
  };
}
