// The notifications feature's contract (docs/adr/0027-one-contract.md): what the list and the read
// marks answer, and the one mapping per direction (ADR 0058): a stored notification to its answer (the
// server and the fake), the answer into the domain (HttpNotificationGateway and the fake).
import * as Type from 'typebox';
import type { UserNotification } from '../../domain/notifications/notification';
import { pick, type Language } from '../shared/shared-contract';

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

/** A notification as the server's repository reads it: its words in both languages, the instant as a Date. */
export interface NotificationRecord {
  id: number;
  titleEn: string;
  titleAr: string;
  bodyEn: string;
  bodyAr: string;
  isRead: boolean;
  /** The order it is about (issue 26), or null. */
  orderId: number | null;
  createdAt: Date;
}

/** The answer in the request's language. */
export const notificationWire = (notification: NotificationRecord, language: Language): NotificationWire => ({
  id: notification.id,
  title: pick(language, notification.titleEn, notification.titleAr),
  body: pick(language, notification.bodyEn, notification.bodyAr),
  isRead: notification.isRead,
  orderId: notification.orderId,
  createdAt: notification.createdAt.toISOString(),
});

/** The answer in the domain's words: a notification about no order says so with null. */
export const notificationOf = (item: NotificationWire): UserNotification => ({
  id: item.id,
  title: item.title,
  body: item.body,
  isRead: item.isRead,
  orderId: item.orderId ?? null,
  createdAt: item.createdAt,
});
