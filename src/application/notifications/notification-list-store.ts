import { makeAutoObservable } from 'mobx';
import { countUnread, type UserNotification } from '../../domain/notifications/notification';
import { Ports } from '../ports';
import { NotFoundError } from '../shared/errors';
import { attempt, EVERY_ERROR_IS_A_FAULT, SESSION_OR_NETWORK, type Failures } from '../shared/failure';
import type { DepsOf } from '../shared/wiring';
import { NotificationStore } from './notification-store';

export type MarkReadFailure = 'not-signed-in' | 'gone' | 'failed';

/** A lost session and a notification that is no longer there are answers (docs/adr/0057); anything else, no network included, is reported. */
const MARK_READ_FAILURES: Failures<MarkReadFailure> = {
  expected(error) {
    if (error instanceof NotFoundError) return 'gone';
    return SESSION_OR_NETWORK.expected(error) === 'not-signed-in' ? 'not-signed-in' : undefined;
  },
  unexpected: () => 'failed',
};

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
  /** The list came with the server's page (docs/adr/0038): opening the page shows it without asking again. */
  #drawn = false;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  get unreadCount(): number {
    return countUnread(this.items);
  }

  async load(): Promise<void> {
    if (this.#drawn && this.listedOnce) return;
    this.loading = true;
    this.loadFailed = false;
    const listed = await attempt(() => this.#deps.badge.listed(), EVERY_ERROR_IS_A_FAULT, this.#deps.reporter, { action: 'list-notifications' });
    if (listed.ok) this.listed(listed.value);
    else this.listFailed();
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
    const marked = await attempt(() => this.#marked(list, which), MARK_READ_FAILURES, this.#deps.reporter, { action: 'mark-notifications-read', which });
    if (marked.ok) this.listed(marked.value);
    else this.markFailed(marked.error);
  }

  /** The list once the server has marked `which` read. */
  async #marked(list: UserNotification[], which: number | 'all'): Promise<UserNotification[]> {
    if (which === 'all') {
      await this.#deps.notifications.markAllRead();
      return list.map((item) => ({ ...item, isRead: true }));
    }
    const updated = await this.#deps.notifications.markRead(which);
    return list.map((item) => (item.id === which ? { ...item, isRead: updated.isRead } : item));
  }

  /** The list the server's page was drawn with, put back before the page is taken over. */
  drawnByServer(items: UserNotification[]): void {
    this.items = items;
    this.listedOnce = true;
    this.#drawn = true;
  }

  /** The page is the browser's now: opening the list asks the server again. */
  takeoverEnded(): void {
    this.#drawn = false;
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
