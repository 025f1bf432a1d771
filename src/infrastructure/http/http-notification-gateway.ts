import type { NotificationGateway } from '../../application/ports/notification-gateway';
import type { UserNotification } from '../../domain/notification';
import type { HttpClient } from './http-client';
import { arrayAt, booleanAt, numberAt, objects, stringAt } from './wire';

export class HttpNotificationGateway implements NotificationGateway {
  constructor(private readonly http: HttpClient) {}

  async all(): Promise<UserNotification[]> {
    const body = await this.http.get<unknown>('/notifications/user/all', { auth: true });
    return objects(arrayAt(body, 'notifications'), 'notifications').map((item) => ({
      id: numberAt(item, 'id'),
      title: stringAt(item, 'title'),
      body: stringAt(item, 'body'),
      isRead: booleanAt(item, 'isRead'),
      createdAt: stringAt(item, 'createdAt'),
    }));
  }
}
