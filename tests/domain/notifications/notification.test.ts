import { describe, expect, it } from 'vitest';
import { countUnread } from '../../../src/domain/notifications/notification';

describe('countUnread', () => {
  it('counts the notifications not yet read', () => {
    const list = [{ isRead: false }, { isRead: true }, { isRead: false }];
    expect(countUnread(list)).toBe(2);
  });

  it('is 0 for no notifications', () => {
    expect(countUnread([])).toBe(0);
  });
});
