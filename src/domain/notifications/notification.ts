// A notification of GET /notifications/user/all (spec sections 3 and 7). Named UserNotification
// so it never shadows the browser's Notification.

export interface UserNotification {
  id: number;
  title: string;
  body: string;
  isRead: boolean;
  /** The order it is about, whose page it links to (issue 26); null or absent otherwise. */
  orderId?: number | null;
  /** ISO 8601. */
  createdAt: string;
}

export const countUnread = (notifications: readonly Pick<UserNotification, 'isRead'>[]): number =>
  notifications.filter((notification) => !notification.isRead).length;
