import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { countUnread, type UserNotification } from '../../domain/notifications/notification';
import { notificationBadge } from '../../domain/notifications/notification-badge';
import { AuthStore } from '../account';
import { Ports } from '../ports';
import { attempt, EVERY_ERROR_IS_A_FAULT } from '../shared/failure';
import type { DepsOf } from '../shared/wiring';

/** Spec sections 7 and 9. */
export const NOTIFICATION_POLL_MS = 5 * 60_000;

const inject = {
  notifications: Ports.notificationGateway,
  auth: AuthStore,
  scheduler: Ports.scheduler,
  reporter: Ports.errorReporter,
} as const;

/** The unread badge: counted at start, every 5 minutes, and when the user signs in or out. */
export class NotificationStore {
  static readonly inject = inject;
  unreadCount = 0;
  readonly #deps: DepsOf<typeof inject>;
  #stopPolling: (() => void) | null = null;
  #stopWatchingSession: IReactionDisposer | null = null;
  /** The list asked for and not answered yet: a second ask meanwhile joins it. */
  #listing: Promise<UserNotification[]> | null = null;
  /** The count came with the server's page (docs/adr/0038): the first count at start is that one. */
  #drawn = false;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** '9+' above 9, null for none. */
  get badge(): string | null {
    return notificationBadge(this.unreadCount);
  }

  async started(): Promise<void> {
    if (this.#stopPolling !== null) return;
    this.#stopPolling = this.#deps.scheduler.setInterval(() => void this.refreshed(), NOTIFICATION_POLL_MS);
    this.#stopWatchingSession = reaction(
      () => this.#deps.auth.isSignedIn(),
      () => void this.refreshed(),
    );
    await this.refreshed();
  }

  stopped(): void {
    this.#stopPolling?.();
    this.#stopPolling = null;
    this.#stopWatchingSession?.();
    this.#stopWatchingSession = null;
  }

  /** Spec section 7: 0 when signed out (nothing is asked) or when the call fails. */
  async refreshed(): Promise<void> {
    if (!this.#deps.auth.isSignedIn()) {
      this.counted(0);
      return;
    }
    if (this.#drawn) return;
    const listed = await attempt(() => this.listed(), EVERY_ERROR_IS_A_FAULT, this.#deps.reporter, { action: 'count-unread-notifications' });
    this.counted(listed.ok ? countUnread(listed.value) : 0);
  }

  /**
   * The shopper's notifications, asked for once while a call is under way: the badge and the
   * notifications page ask together when the server draws /notifications (docs/adr/0038).
   */
  listed(): Promise<UserNotification[]> {
    if (this.#listing === null) {
      const listing = this.#deps.notifications.all().finally(() => {
        if (this.#listing === listing) this.#listing = null;
      });
      this.#listing = listing;
    }
    return this.#listing;
  }

  /** The notifications page changed what is read: the badge follows at once. */
  unreadChanged(count: number): void {
    this.counted(count);
  }

  /** The count the server's page was drawn with, put back before the page is taken over. */
  drawnByServer(count: number): void {
    this.counted(count);
    this.#drawn = true;
  }

  /** The page is the browser's now: counts ask the server again. */
  takeoverEnded(): void {
    this.#drawn = false;
  }

  private counted(count: number): void {
    this.unreadCount = count;
  }
}
