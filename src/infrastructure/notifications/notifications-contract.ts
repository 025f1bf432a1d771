// The notifications feature's contract (docs/adr/0027-one-contract.md): what the list and the read
// marks answer.
import * as Type from 'typebox';

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
