import { makeAutoObservable } from 'mobx';
import { countUnread, type UserNotification } from '../../domain/notifications/notification';
import { Ports } from '../ports';
import { NotFoundError, NotLoggedInError, UnauthorizedError } from '../shared/errors';
import type { DepsOf } from '../shared/wiring';
import { NotificationStore } from './notification-store';

export type MarkReadFailure = 'not-signed-in' | 'gone' | 'failed';

const inject = { notifications: Ports.notificationGateway, badge: NotificationStore, reporter: Ports.errorReporter } as const;

/** The notifications page (/notifications): the list, marking read, and the badge kept in step. */
export class NotificationListStore {
  static readonly inject = inject;
  items: UserNotification[] = [];
  loading = false;
  loadFailed = false;
  /** The list has come at least once (an empty one too): asking again shows it meanwhile. */
  listedOnce = false;
  /** The id being marked, or 'all'. */
  marking: number | 'all' | null = null;
  markFailure: MarkReadFailure | null = null;
  readonly #deps: DepsOf<typeof inject>;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  get unreadCount(): number {
    return countUnread(this.items);
  }

  async load(): Promise<void> {
    this.loading = true;
    this.loadFailed = false;
    try {
      this.listed(await this.#deps.badge.listed());
    } catch (error) {
      this.#deps.reporter.captureException(error, { action: 'list-notifications' });
      this.listFailed();
    }
  }

  async markRead(id: number): Promise<void> {
    await this.mark(id);
  }

  async markAllRead(): Promise<void> {
    await this.mark('all');
  }

  /** Marks one notification or all of them read; nothing is sent when nothing would change. */
  private async mark(which: number | 'all'): Promise<void> {
    if (this.marking !== null) return;
    const list = this.items;
    if (!list.some((item) => !item.isRead && (which === 'all' || item.id === which))) {
      this.listed([...list]);
      return;
    }
    this.marking = which;
    this.markFailure = null;
    try {
      if (which === 'all') {
        await this.#deps.notifications.markAllRead();
        this.listed(list.map((item) => ({ ...item, isRead: true })));
      } else {
        const updated = await this.#deps.notifications.markRead(which);
        this.listed(list.map((item) => (item.id === which ? { ...item, isRead: updated.isRead } : item)));
      }
    } catch (error) {
      this.markFailed(this.#markFailure(error, which));
    }
  }

  #markFailure(error: unknown, which: number | 'all'): MarkReadFailure {
    if (error instanceof NotLoggedInError || error instanceof UnauthorizedError) return 'not-signed-in';
    if (error instanceof NotFoundError) return 'gone';
    this.#deps.reporter.captureException(error, { action: 'mark-notifications-read', which });
    return 'failed';
  }

  private listed(items: UserNotification[]): void {
    this.items = items;
    this.listedOnce = true;
    this.loading = false;
    this.marking = null;
    this.#deps.badge.unreadChanged(countUnread(items));
  }

  private listFailed(): void {
    this.loading = false;
    this.loadFailed = true;
  }

  private markFailed(failure: MarkReadFailure): void {
    this.marking = null;
    this.markFailure = failure;
  }
}
