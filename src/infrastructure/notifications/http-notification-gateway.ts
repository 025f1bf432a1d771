import type { NotificationGateway } from '../../application/notifications/notification-gateway';
import type { UserNotification } from '../../domain/notifications/notification';
import { parse } from '../shared/contract';
import type { HttpClient } from '../shared/http-client';
import type { Language } from '../../domain/shared/language';
import { notificationOf, NotificationResponse, NotificationsResponse, ReadAllResponse } from './notifications-contract';

// Notifications are answered in one language: the page's, asked for with ?lang= (issue 26). Without it
// the API falls back on the browser's Accept-Language, and an English page in an Arabic browser read
// Arabic notifications.
export class HttpNotificationGateway implements NotificationGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly language?: () => Language,
  ) {}

  private inLanguage(path: string): string {
    return this.language === undefined ? path : `${path}?lang=${this.language()}`;
  }

  async all(): Promise<UserNotification[]> {
    const body = await this.http.get<unknown>(this.inLanguage('/notifications/user/all'), { auth: true });
    return parse(NotificationsResponse, body).notifications.map(notificationOf);
  }

  async markRead(id: number): Promise<UserNotification> {
    const body = await this.http.put<unknown>(this.inLanguage(`/notifications/${encodeURIComponent(String(id))}/read`), { auth: true });
    return notificationOf(parse(NotificationResponse, body).notification);
  }

  async markAllRead(): Promise<number> {
    const body = await this.http.put<unknown>('/notifications/read-all', { auth: true });
    return parse(ReadAllResponse, body).updated;
  }
}
