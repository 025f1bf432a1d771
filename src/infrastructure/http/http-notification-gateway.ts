import type { NotificationGateway } from '../../application/ports/notification-gateway';
import type { UserNotification } from '../../domain/notification';
import type { HttpClient } from './http-client';
import { ServerError } from '../../application/errors';
import { arrayAt, booleanAt, isWireObject, numberAt, objectAt, objects, stringAt, type WireObject } from './wire';

const notificationFrom = (item: WireObject): UserNotification => ({
  id: numberAt(item, 'id'),
  title: stringAt(item, 'title'),
  body: stringAt(item, 'body'),
  isRead: booleanAt(item, 'isRead'),
  createdAt: stringAt(item, 'createdAt'),
});

export class HttpNotificationGateway implements NotificationGateway {
  constructor(private readonly http: HttpClient) {}

  async all(): Promise<UserNotification[]> {
    const body = await this.http.get<unknown>('/notifications/user/all', { auth: true });
    return objects(arrayAt(body, 'notifications'), 'notifications').map(notificationFrom);
  }

  async markRead(id: number): Promise<UserNotification> {
    const body = await this.http.put<unknown>(`/notifications/${encodeURIComponent(String(id))}/read`, { auth: true });
    return notificationFrom(objectAt(body, 'notification'));
  }

  async markAllRead(): Promise<number> {
    const body = await this.http.put<unknown>('/notifications/read-all', { auth: true });
    if (!isWireObject(body)) throw new ServerError('Unexpected answer: read-all is not an object.');
    return numberAt(body, 'updated');
  }
}
