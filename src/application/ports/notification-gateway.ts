import type { UserNotification } from '../../domain/notification';

export interface NotificationGateway {
  /** GET /notifications/user/all; NotLoggedInError without a token. */
  all(): Promise<UserNotification[]>;
}
