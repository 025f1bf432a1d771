import { NotFoundError } from '../../application/shared/errors';
import type { NotificationGateway } from '../../application/notifications/notification-gateway';
import type { UserNotification } from '../../domain/notifications/notification';
import { ScriptedFailures } from '../shared/scripted-failures';
import { notificationOf, notificationWire, type NotificationRecord } from './notifications-contract';

/** The notification as the server answers it (in English), read by the client: the contract's mappings both ways. */
const answered = (notification: NotificationRecord): UserNotification => notificationOf(notificationWire(notification, 'en'));

/**
 * The shopper's notifications in memory, kept as the server's records (NotificationRecord, both
 * languages) and answered through the contract's notificationWire and notificationOf, as the server
 * and HttpNotificationGateway do.
 */
export class InMemoryNotificationGateway implements NotificationGateway {
  readonly failures = new ScriptedFailures();
  notifications: NotificationRecord[];

  constructor(notifications: readonly NotificationRecord[] = []) {
    this.notifications = notifications.map((notification) => ({ ...notification }));
  }

  /** What the server adds for the shopper (an order placed, a refund requested): unread, with no body, newest first. */
  notified(notification: Pick<NotificationRecord, 'id' | 'titleEn' | 'titleAr' | 'orderId' | 'createdAt'>): void {
    this.notifications.unshift({ ...notification, bodyEn: '', bodyAr: '', isRead: false });
  }

  async all(): Promise<UserNotification[]> {
    this.failures.check();
    return this.notifications.map(answered);
  }

  async markRead(id: number): Promise<UserNotification> {
    this.failures.check();
    const found = this.notifications.find((notification) => notification.id === id);
    if (found === undefined) throw new NotFoundError('Notification not found.');
    found.isRead = true;
    return answered(found);
  }

  async markAllRead(): Promise<number> {
    this.failures.check();
    const unread = this.notifications.filter((notification) => !notification.isRead);
    for (const notification of unread) notification.isRead = true;
    return unread.length;
  }
}
