import { describe, expect, it } from 'vitest';
import { ServerError } from '../../../src/application/shared/errors';
import { NotificationListStore } from '../../../src/application/notifications/notification-list-store';
import { NotificationStore } from '../../../src/application/notifications/notification-store';
import { resolve } from '../../../src/infrastructure/app/wiring';
import { InMemoryNotificationGateway } from '../../../src/infrastructure/notifications/in-memory-notification-gateway';
import { notificationFactory } from '../../factories/notification-factory';
import { setup } from '../support/app';

/** The fake, counting how often the list is asked for. */
class CountingGateway extends InMemoryNotificationGateway {
  listed = 0;
  override async all() {
    this.listed += 1;
    return super.all();
  }
}

describe('NotificationListStore', () => {
  it('asks for the list once when the badge and the page ask together (a signed-in /notifications drawn by the server)', async () => {
    const gateway = new CountingGateway(notificationFactory.buildList(2, { isRead: false }));
    const { container } = setup({ signedIn: true, overrides: { notificationGateway: gateway } });
    const badge = container.get(NotificationStore);
    const list = resolve(container, NotificationListStore);

    await Promise.all([badge.refreshed(), list.load()]);

    expect(gateway.listed).toBe(1);
    expect(list.items).toHaveLength(2);
    expect(badge.badge).toBe('2');
    // Asked again later, the list is read again (nothing is kept beyond the call under way).
    await list.load();
    expect(gateway.listed).toBe(2);
  });

  it('lists, marks one read, then all, and the badge follows at once', async () => {
    const gateway = new InMemoryNotificationGateway(notificationFactory.buildList(3, { isRead: false }));
    const { container } = setup({ signedIn: true, overrides: { notificationGateway: gateway } });
    const badge = container.get(NotificationStore);
    await badge.refreshed();
    const list = resolve(container, NotificationListStore);

    await list.load();
    expect(list.items).toHaveLength(3);
    expect(badge.badge).toBe('3');

    const first = list.items[0];
    if (first === undefined) throw new Error('no notification');
    await list.markRead(first.id);
    expect(list.items[0]?.isRead).toBe(true);
    expect(badge.unreadCount).toBe(2);

    await list.markAllRead();
    expect(list.unreadCount).toBe(0);
    expect(badge.badge).toBeNull();
    expect(gateway.notifications.every((item) => item.isRead)).toBe(true);
  });

  it('says the list could not be loaded, and reports why', async () => {
    const gateway = new InMemoryNotificationGateway([]);
    gateway.failures.fail(new ServerError('boom', 500));
    const { container, fakes } = setup({ signedIn: true, overrides: { notificationGateway: gateway } });
    const list = resolve(container, NotificationListStore);

    await list.load();

    expect(list.loadFailed).toBe(true);
    expect(list.loading).toBe(false);
    expect(fakes.errorReporter.reported).toHaveLength(1);
  });

  it('keeps the list and says so when marking fails', async () => {
    const gateway = new InMemoryNotificationGateway(notificationFactory.buildList(2, { isRead: false }));
    const { container } = setup({ signedIn: true, overrides: { notificationGateway: gateway } });
    const list = resolve(container, NotificationListStore);
    await list.load();
    gateway.failures.fail(new ServerError('boom', 500));

    await list.markAllRead();

    expect(list.markFailure).toBe('failed');
    expect(list.unreadCount).toBe(2);
  });

  it('marks one: the server and the list have it read, the others stay unread', async () => {
    const gateway = new InMemoryNotificationGateway(notificationFactory.buildList(3, { isRead: false }));
    const { container } = setup({ signedIn: true, overrides: { notificationGateway: gateway } });
    const list = resolve(container, NotificationListStore);
    await list.load();
    const target = list.items[1];
    if (target === undefined) throw new Error('no notification');

    await list.markRead(target.id);

    expect(list.items.map((item) => item.isRead)).toEqual([false, true, false]);
    expect(gateway.notifications.map((item) => item.isRead)).toEqual([false, true, false]);
  });

  it('sends nothing when nothing would change', async () => {
    const gateway = new InMemoryNotificationGateway(notificationFactory.buildList(2, { isRead: true }));
    const { container } = setup({ signedIn: true, overrides: { notificationGateway: gateway } });
    const list = resolve(container, NotificationListStore);
    await list.load();
    gateway.failures.fail(new ServerError('must not be called', 500));

    await list.markAllRead();

    expect(list.markFailure).toBeNull();
  });

  it('says "gone" for a notification the server no longer has', async () => {
    const gateway = new InMemoryNotificationGateway(notificationFactory.buildList(1, { isRead: false }));
    const { container } = setup({ signedIn: true, overrides: { notificationGateway: gateway } });
    const list = resolve(container, NotificationListStore);
    await list.load();
    const first = list.items[0];
    if (first === undefined) throw new Error('no notification');
    gateway.notifications = [];

    await list.markRead(first.id);

    expect(list.markFailure).toBe('gone');
  });
});
