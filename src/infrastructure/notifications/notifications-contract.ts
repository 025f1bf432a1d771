// The notifications feature's contract (docs/adr/0027-one-contract.md): what the list and the read
// marks answer, and the answer's one mapping into the domain (HttpNotificationGateway and the fake).
import * as Type from 'typebox';
import type { UserNotification } from '../../domain/notifications/notification';

export const NotificationItem = Type.Object({
  id: Type.Integer(),
  title: Type.String({ description: 'In the request language' }),
  body: Type.String({ description: 'In the request language' }),
  isRead: Type.Boolean(),
  orderId: Type.Optional(Type.Union([Type.Integer(), Type.Null()], { description: 'The order it is about (its page is linked), or null' })),
  createdAt: Type.String({ format: 'date-time' }),
});

export const NotificationsResponse = Type.Object({ notifications: Type.Array(NotificationItem) });
export const NotificationResponse = Type.Object({ notification: NotificationItem });
export const ReadAllResponse = Type.Object({ updated: Type.Integer({ description: 'How many were unread' }) });

export type NotificationWire = Type.Static<typeof NotificationItem>;

/** The answer in the domain's words: a notification about no order says so with null. */
export const notificationOf = (item: NotificationWire): UserNotification => ({
  id: item.id,
  title: item.title,
  body: item.body,
  isRead: item.isRead,
  orderId: item.orderId ?? null,
  createdAt: item.createdAt,
});
