import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { notificationBadge } from '../../domain/notification-badge';
import type { Scheduler } from '../ports/scheduler';
import { TOKENS } from '../tokens';
import { CountUnreadNotifications } from '../use-cases/count-unread-notifications';
import { AuthStore } from './auth-store';

/** Spec sections 7 and 9. */
export const NOTIFICATION_POLL_MS = 5 * 60_000;

/** The unread badge: counted at start, every 5 minutes, and when the user signs in or out. */
@injectable()
export class NotificationStore {
  unreadCount = 0;
  private stopPolling: (() => void) | null = null;
  private stopWatchingToken: IReactionDisposer | null = null;

  constructor(
    @inject(CountUnreadNotifications) private readonly countUnread: CountUnreadNotifications,
    @inject(AuthStore) private readonly auth: AuthStore,
    @inject(TOKENS.Scheduler) private readonly scheduler: Scheduler,
  ) {
    makeAutoObservable<this, 'countUnread' | 'auth' | 'scheduler' | 'stopPolling' | 'stopWatchingToken'>(
      this,
      { countUnread: false, auth: false, scheduler: false, stopPolling: false, stopWatchingToken: false },
      { autoBind: true },
    );
  }

  /** '9+' above 9, null for none. */
  get badge(): string | null {
    return notificationBadge(this.unreadCount);
  }

  async started(): Promise<void> {
    if (this.stopPolling !== null) return;
    this.stopPolling = this.scheduler.setInterval(() => void this.refreshed(), NOTIFICATION_POLL_MS);
    this.stopWatchingToken = reaction(
      () => this.auth.accessToken,
      () => void this.refreshed(),
    );
    await this.refreshed();
  }

  stopped(): void {
    this.stopPolling?.();
    this.stopPolling = null;
    this.stopWatchingToken?.();
    this.stopWatchingToken = null;
  }

  async refreshed(): Promise<void> {
    this.counted(await this.countUnread.execute());
  }

  /** The notifications page changed what is read: the badge follows at once. */
  unreadChanged(count: number): void {
    this.counted(count);
  }

  private counted(count: number): void {
    this.unreadCount = count;
  }
}
