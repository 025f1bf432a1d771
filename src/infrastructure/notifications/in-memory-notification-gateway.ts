import { NotFoundError } from '../../application/shared/errors';
import type { NotificationGateway } from '../../application/notifications/notification-gateway';
import type { UserNotification } from '../../domain/notifications/notification';
import { ScriptedFailures } from '../shared/scripted-failures';
import { notificationOf, type NotificationWire } from './notifications-contract';

/**
 * The shopper's notifications in memory, kept as the server answers them (NotificationWire, in one
 * language) and read with the contract's notificationOf, as HttpNotificationGateway reads them.
 */
export class InMemoryNotificationGateway implements NotificationGateway {
  readonly failures = new ScriptedFailures();
  notifications: NotificationWire[];

  constructor(notifications: readonly NotificationWire[] = []) {
    this.notifications = notifications.map((notification) => ({ ...notification }));
  }

  /** What the server adds for the shopper (an order placed, a refund requested): unread, with no body, newest first. */
  notified(notification: Pick<UserNotification, 'id' | 'title' | 'orderId' | 'createdAt'>): void {
    this.notifications.unshift({ id: notification.id, title: notification.title, orderId: notification.orderId, body: '', isRead: false, createdAt: notification.createdAt });
  }

  async all(): Promise<UserNotification[]> {
    this.failures.check();
    return this.notifications.map(notificationOf);
  }

  async markRead(id: number): Promise<UserNotification> {
    this.failures.check();
    const found = this.notifications.find((notification) => notification.id === id);
    if (found === undefined) throw new NotFoundError('Notification not found.');
    found.isRead = true;
    return notificationOf(found);
  }

  async markAllRead(): Promise<number> {
    this.failures.check();
    const unread = this.notifications.filter((notification) => !notification.isRead);
    for (const notification of unread) notification.isRead = true;
    return unread.length;
  }
}
