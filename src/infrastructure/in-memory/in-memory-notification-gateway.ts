import { injectable } from 'inversify';
import type { NotificationGateway } from '../../application/ports/notification-gateway';
import type { UserNotification } from '../../domain/notification';
import { ScriptedFailures } from './scripted-failures';

@injectable()
export class InMemoryNotificationGateway implements NotificationGateway {
  readonly failures = new ScriptedFailures();
  notifications: UserNotification[];

  constructor(notifications: readonly UserNotification[] = []) {
    this.notifications = notifications.map((notification) => ({ ...notification }));
  }

  async all(): Promise<UserNotification[]> {
    this.failures.check();
    return this.notifications.map((notification) => ({ ...notification }));
  }
}
