// What every NotificationGateway shows, the InMemory fake and the Http adapter on the real server alike.
import { describe, expect, it } from 'vitest';
import type { NotificationGateway } from '../../../src/application/notifications/notification-gateway';
import { NotFoundError } from '../../../src/application/shared/errors';

export interface NotificationWorld {
  notifications: NotificationGateway;
  /** Something happens that the shopper is told of (an order placed): one unread notification more, about the order it answers. */
  told(): Promise<number>;
}

export function describeNotificationGatewayContract(name: string, make: () => Promise<NotificationWorld>): void {
  describe(`NotificationGateway contract: ${name}`, () => {
    it('lists what the shopper was told, newest first, unread', async () => {
      const { notifications, told } = await make();
      const before = (await notifications.all()).length;
      await told();
      await told();

      const all = await notifications.all();

      expect(all).toHaveLength(before + 2);
      const [newest, older] = all;
      expect([newest, older].every((item) => item !== undefined && !item.isRead && item.title !== '' && !Number.isNaN(Date.parse(item.createdAt)))).toBe(true);
      expect(newest !== undefined && older !== undefined && newest.id > older.id).toBe(true);
    });

    it('marks one read and answers it; marks all read and answers how many were unread', async () => {
      const { notifications, told } = await make();
      await told();
      await told();
      const [first, ...rest] = await notifications.all();
      if (first === undefined) throw new Error('a notification expected');

      expect(await notifications.markRead(first.id)).toMatchObject({ id: first.id, isRead: true });
      expect(await notifications.markAllRead()).toBe(rest.filter((item) => !item.isRead).length);
      expect((await notifications.all()).every((item) => item.isRead)).toBe(true);
    });

    it('answers a notification about an order with the same fields as the server, the order named, the same after marking it read', async () => {
      const { notifications, told } = await make();
      const orderId = await told();
      const [newest] = await notifications.all();

      expect(newest).toEqual({ id: expect.any(Number), title: expect.any(String), body: expect.any(String), isRead: false, orderId, createdAt: expect.any(String) });
      if (newest === undefined) throw new Error('a notification expected');
      expect(await notifications.markRead(newest.id)).toEqual({ ...newest, isRead: true });
    });

    it('answers NotFoundError for a notification that is not there', async () => {
      const { notifications } = await make();
      await expect(notifications.markRead(999_999)).rejects.toBeInstanceOf(NotFoundError);
    });
  });
}
