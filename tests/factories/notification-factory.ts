import { Factory } from 'fishery';
import type { UserNotification } from '../../src/domain/notifications/notification';

export const notificationFactory = Factory.define<UserNotification>(({ sequence }) => ({
  id: sequence,
  title: `Notification ${sequence}`,
  body: 'Your order has shipped.',
  isRead: false,
  createdAt: new Date(Date.UTC(2025, 0, 1, 12, sequence % 60)).toISOString(),
}));
