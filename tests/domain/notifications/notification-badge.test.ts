import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_BADGE_MAX, notificationBadge } from '../../../src/domain/notifications/notification-badge';

// Orders badges by how many notifications they stand for.
const rank = (badge: string | null): number => (badge === null ? 0 : badge === '9+' ? 10 : Number(badge));

describe('notificationBadge', () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
    [Number.POSITIVE_INFINITY, '9+'],
    [2.7, '2'],
    [0.4, null],
  ])('shows %j as %j', (count, badge) => {
    expect(notificationBadge(count)).toBe(badge);
  });

  it('is hidden, a digit 1..9, or 9+', () => {
    expect(NOTIFICATION_BADGE_MAX).toBe(9);
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (count) => {
        expect([null, '1', '2', '3', '4', '5', '6', '7', '8', '9', '9+']).toContain(notificationBadge(count));
      }),
    );
  });

  it('never shows fewer for more notifications', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 50 }), fc.integer({ min: 0, max: 50 }), (count, more) => {
        expect(rank(notificationBadge(count + more))).toBeGreaterThanOrEqual(rank(notificationBadge(count)));
      }),
    );
  });
});
