import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { countUnread, type UserNotification } from '../../domain/notification';
import type { ErrorReporter } from '../ports/error-reporter';
import type { NotificationGateway } from '../ports/notification-gateway';
import { TOKENS } from '../tokens';
import { MarkNotificationsRead, type MarkReadFailure } from '../use-cases/mark-notifications-read';
import { NotificationStore } from './notification-store';

/** The notifications page (/notifications): the list, marking read, and the badge kept in step. */
@injectable()
export class NotificationListStore {
  items: UserNotification[] = [];
  loading = false;
  loadFailed = false;
  /** The id being marked, or 'all'. */
  marking: number | 'all' | null = null;
  markFailure: MarkReadFailure | null = null;

  constructor(
    @inject(TOKENS.NotificationGateway) private readonly notifications: NotificationGateway,
    @inject(MarkNotificationsRead) private readonly markNotificationsRead: MarkNotificationsRead,
    @inject(NotificationStore) private readonly badge: NotificationStore,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {
    makeAutoObservable<this, 'notifications' | 'markNotificationsRead' | 'badge' | 'reporter'>(
      this,
      { notifications: false, markNotificationsRead: false, badge: false, reporter: false },
      { autoBind: true },
    );
  }

  get unreadCount(): number {
    return countUnread(this.items);
  }

  async load(): Promise<void> {
    this.loading = true;
    this.loadFailed = false;
    try {
      this.listed(await this.notifications.all());
    } catch (error) {
      this.reporter.captureException(error, { action: 'list-notifications' });
      this.listFailed();
    }
  }

  async markRead(id: number): Promise<void> {
    await this.mark(id);
  }

  async markAllRead(): Promise<void> {
    await this.mark('all');
  }

  private async mark(which: number | 'all'): Promise<void> {
    if (this.marking !== null) return;
    this.marking = which;
    this.markFailure = null;
    const result = await this.markNotificationsRead.execute(this.items, which);
    if (result.ok) this.listed(result.value);
    else this.markFailed(result.error);
  }

  private listed(items: UserNotification[]): void {
    this.items = items;
    this.loading = false;
    this.marking = null;
    this.badge.unreadChanged(countUnread(items));
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
