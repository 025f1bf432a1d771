import { inject, injectable } from 'inversify';
import type { UserNotification } from '../../domain/notification';
import { err, ok, type Result } from '../../domain/result';
import { NotFoundError, NotLoggedInError, UnauthorizedError } from '../errors';
import type { ErrorReporter } from '../ports/error-reporter';
import type { NotificationGateway } from '../ports/notification-gateway';
import { TOKENS } from '../tokens';

export type MarkReadFailure = 'not-signed-in' | 'gone' | 'failed';

/**
 * Marks one notification (by id) or all of them read and answers the list as it now is. Nothing is
 * sent when nothing would change (already read, nothing unread).
 */
@injectable()
export class MarkNotificationsRead {
  constructor(
    @inject(TOKENS.NotificationGateway) private readonly notifications: NotificationGateway,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(list: readonly UserNotification[], which: number | 'all'): Promise<Result<UserNotification[], MarkReadFailure>> {
    const targets = list.filter((item) => !item.isRead && (which === 'all' || item.id === which));
    if (targets.length === 0) return ok([...list]);
    try {
      if (which === 'all') {
        await this.notifications.markAllRead();
        return ok(list.map((item) => ({ ...item, isRead: true })));
      }
      const updated = await this.notifications.markRead(which);
      return ok(list.map((item) => (item.id === which ? { ...item, isRead: updated.isRead } : item)));
    } catch (error) {
      if (error instanceof NotLoggedInError || error instanceof UnauthorizedError) return err('not-signed-in');
      if (error instanceof NotFoundError) return err('gone');
      this.reporter.captureException(error, { action: 'mark-notifications-read', which });
      return err('failed');
    }
  }
}
