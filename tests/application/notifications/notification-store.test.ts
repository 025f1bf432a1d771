import { describe, expect, it } from 'vitest';
import { ServerError } from '../../../src/application/shared/errors';
import { AuthStore } from '../../../src/application/account/auth-store';
import { NOTIFICATION_POLL_MS, NotificationStore } from '../../../src/application/notifications/notification-store';
import { InMemoryNotificationGateway } from '../../../src/infrastructure/notifications/in-memory-notification-gateway';
import { notificationFactory } from '../../factories/notification-factory';
import { settle } from '../support/settle';
import { setup } from '../support/app';

const unread = (count: number) => notificationFactory.buildList(count, { isRead: false });

describe('NotificationStore', () => {
  it('counts the unread notifications at start', async () => {
    const gateway = new InMemoryNotificationGateway([...unread(3), ...notificationFactory.buildList(2, { isRead: true })]);
    const { container } = setup({ signedIn: true, overrides: { notificationGateway: gateway } });
    const store = container.get(NotificationStore);

    await store.started();

    expect(store.unreadCount).toBe(3);
    expect(store.badge).toBe('3');
    store.stopped();
  });

  it("shows '9+' above 9", async () => {
    const { container } = setup({ signedIn: true, overrides: { notificationGateway: new InMemoryNotificationGateway(unread(12)) } });
    const store = container.get(NotificationStore);

    await store.started();

    expect(store.unreadCount).toBe(12);
    expect(store.badge).toBe('9+');
    store.stopped();
  });

  it('is 0 without a token', async () => {
    const { container } = setup({ overrides: { notificationGateway: new InMemoryNotificationGateway(unread(4)) } });
    const store = container.get(NotificationStore);

    await store.started();

    expect(store.unreadCount).toBe(0);
    expect(store.badge).toBeNull();
    store.stopped();
  });

  it('is 0 when the call fails, and logs it', async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: { notificationGateway: new InMemoryNotificationGateway(unread(4)) } });
    fakes.notificationGateway.failures.fail(new ServerError('boom', 500));
    const store = container.get(NotificationStore);

    await store.started();

    expect(store.unreadCount).toBe(0);
    expect(fakes.errorReporter.reported).toHaveLength(1);
    store.stopped();
  });

  it('counts again every 5 minutes, until stopped', async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: { notificationGateway: new InMemoryNotificationGateway(unread(1)) } });
    const store = container.get(NotificationStore);
    await store.started();

    fakes.notificationGateway.notifications = unread(2);
    fakes.scheduler.advance(NOTIFICATION_POLL_MS - 1);
    await settle();
    expect(store.unreadCount).toBe(1);

    fakes.scheduler.advance(1);
    await settle();
    expect(store.unreadCount).toBe(2);

    store.stopped();
    fakes.notificationGateway.notifications = unread(5);
    fakes.scheduler.advance(NOTIFICATION_POLL_MS);
    await settle();
    expect(store.unreadCount).toBe(2);
  });

  it('drops to 0 when the user signs out', async () => {
    const { container } = setup({ signedIn: true, overrides: { notificationGateway: new InMemoryNotificationGateway(unread(4)) } });
    const store = container.get(NotificationStore);
    await store.started();

    container.get(AuthStore).loggedOut();
    await settle();

    expect(store.unreadCount).toBe(0);
    store.stopped();
  });
});
