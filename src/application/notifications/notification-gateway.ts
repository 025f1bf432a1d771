import type { UserNotification } from '../../domain/notifications/notification';

export interface NotificationGateway {
  /** GET /notifications/user/all, newest first; NotLoggedInError without a token. */
  all(): Promise<UserNotification[]>;
  /** PUT /notifications/{id}/read: the notification as now stored; NotFoundError for someone else's. */
  markRead(id: number): Promise<UserNotification>;
  /** PUT /notifications/read-all: how many were unread. */
  markAllRead(): Promise<number>;
}
