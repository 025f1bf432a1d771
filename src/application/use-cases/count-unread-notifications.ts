import { inject, injectable } from 'inversify';
import { countUnread } from '../../domain/notification';
import { ACCESS_TOKEN_KEY } from '../access-token';
import type { ErrorReporter } from '../ports/error-reporter';
import type { KeyValueStorage } from '../ports/key-value-storage';
import type { NotificationGateway } from '../ports/notification-gateway';
import { TOKENS } from '../tokens';

/** Spec section 7: the unread count, 0 without a token (no call made) or when the call fails. */
@injectable()
export class CountUnreadNotifications {
  constructor(
    @inject(TOKENS.NotificationGateway) private readonly notifications: NotificationGateway,
    @inject(TOKENS.LocalStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(): Promise<number> {
    const token = this.storage.get(ACCESS_TOKEN_KEY);
    if (token === null || token === '') return 0;
    try {
      return countUnread(await this.notifications.all());
    } catch (error) {
      this.reporter.captureException(error, { action: 'count-unread-notifications' });
      return 0;
    }
  }
}
