import { describe, expect, it } from 'vitest';
import { countUnread } from '../../../src/domain/notifications/notification';
import { notificationFactory } from '../../factories/notification-factory';

describe('countUnread', () => {
  it('counts the notifications not yet read', () => {
    const list = [
      notificationFactory.build({ isRead: false }),
      notificationFactory.build({ isRead: true }),
      notificationFactory.build({ isRead: false }),
    ];
    expect(countUnread(list)).toBe(2);
  });

  it('is 0 for no notifications', () => {
    expect(countUnread([])).toBe(0);
  });
});
