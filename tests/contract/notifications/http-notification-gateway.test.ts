import { afterAll, beforeAll, expect, it } from 'vitest';
import { NotLoggedInError } from '../../../src/application/shared/errors';
import { HttpNotificationGateway } from '../../../src/infrastructure/notifications/http-notification-gateway';
import { InMemorySession } from '../../../src/infrastructure/account/in-memory-session';
import { HttpClient } from '../../../src/infrastructure/shared/http-client';
import type { RealServer } from '../support/real-server';
import { shopWorld, startShopServer } from '../support/shop-world';
import { describeNotificationGatewayContract } from './notification-gateway-contract';

let real: RealServer;
beforeAll(async () => {
  real = await startShopServer();
}, 120_000);
afterAll(() => real.close());

describeNotificationGatewayContract('HttpNotificationGateway on the real server', async () => {
  const world = await shopWorld(real);
  return {
    notifications: world.notifications,
    told: () => world.placedBy(world.token),
  };
});

it('needs a session before any call', async () => {
  const gateway = new HttpNotificationGateway(new HttpClient(real.base, new InMemorySession()));
  await expect(gateway.all()).rejects.toBeInstanceOf(NotLoggedInError);
});
