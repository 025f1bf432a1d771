import { Factory } from 'fishery';
import type { NotificationRecord } from '../../src/infrastructure/notifications/notifications-contract';

/** A notification as the server's repository reads it (both languages, about no order): what InMemoryNotificationGateway keeps. */
export const notificationFactory = Factory.define<NotificationRecord>(({ sequence }) => ({
  id: sequence,
  titleEn: `Notification ${sequence}`,
  titleAr: `إشعار ${sequence}`,
  bodyEn: 'Your order has shipped.',
  bodyAr: 'تم شحن طلبك.',
  isRead: false,
  orderId: null,
  createdAt: new Date(Date.UTC(2025, 0, 1, 12, sequence % 60)),
}));
