import type { NotificationGateway } from '../../application/notifications/notification-gateway';
import type { UserNotification } from '../../domain/notifications/notification';
import { parse } from '../shared/contract';
import type { HttpClient } from '../shared/http-client';
import { NotificationResponse, NotificationsResponse, ReadAllResponse, type NotificationWire } from './notifications-contract';

const toNotification = (item: NotificationWire): UserNotification => ({
  id: item.id,
  title: item.title,
  body: item.body,
  isRead: item.isRead,
  createdAt: item.createdAt,
});

export class HttpNotificationGateway implements NotificationGateway {
  constructor(private readonly http: HttpClient) {}

  async all(): Promise<UserNotification[]> {
    const body = await this.http.get<unknown>('/notifications/user/all', { auth: true });
    return parse(NotificationsResponse, body).notifications.map(toNotification);
  }

  async markRead(id: number): Promise<UserNotification> {
    const body = await this.http.put<unknown>(`/notifications/${encodeURIComponent(String(id))}/read`, { auth: true });
    return toNotification(parse(NotificationResponse, body).notification);
  }

  async markAllRead(): Promise<number> {
    const body = await this.http.put<unknown>('/notifications/read-all', { auth: true });
    return parse(ReadAllResponse, body).updated;
  }
}
