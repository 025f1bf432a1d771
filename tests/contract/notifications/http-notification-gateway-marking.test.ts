// Moved from tests/infrastructure/http-account-gateway.test.ts with the account adapter's tests,
// so the application project boots no server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError } from '../../../src/application/shared/errors';
import { InMemorySession } from '../../../src/infrastructure/account/in-memory-session';
import { HttpNotificationGateway } from '../../../src/infrastructure/notifications/http-notification-gateway';
import { HttpClient } from '../../../src/infrastructure/shared/http-client';
import { causeNotifications, SMALL_CATALOGUE } from '../../server/shop-fixtures';
import { SHOPPER } from '../../server/support/test-app';
import { startRealServer, type RealServer } from '../support/real-server';

let real: RealServer;

beforeAll(async () => {
  real = await startRealServer({ seed: SMALL_CATALOGUE });
  // No notification is seeded (issue 29): an order of hers, moved by the operator, causes four.
  const t = real.server;
  await causeNotifications(t, await t.login(SHOPPER.email, SHOPPER.password), await t.login('operator@dukkan.test', 'Operator123'), 1);
}, 120_000);

afterAll(async () => {
  await real.close();
});

describe('HttpNotificationGateway marking read', () => {
  it('marks one, then all, and refuses an unknown id with NotFoundError', async () => {
    const session = new InMemorySession(await real.server.login(SHOPPER.email, SHOPPER.password));
    const notifications = new HttpNotificationGateway(new HttpClient(real.base, session));
    const list = await notifications.all();
    const unread = list.find((item) => !item.isRead);
    expect(unread).toBeDefined();
    if (unread === undefined) return;

    expect(await notifications.markRead(unread.id)).toMatchObject({ id: unread.id, isRead: true });
    const left = (await notifications.all()).filter((item) => !item.isRead).length;
    expect(await notifications.markAllRead()).toBe(left);
    expect((await notifications.all()).every((item) => item.isRead)).toBe(true);
    await expect(notifications.markRead(2_000_000)).rejects.toBeInstanceOf(NotFoundError);
  });
});
