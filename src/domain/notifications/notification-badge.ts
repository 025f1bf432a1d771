// The unread-notification badge of the desktop navigation bar (spec section 9).

export const NOTIFICATION_BADGE_MAX = 9;

// Counts arrive as integers; anything else is read as a whole number rounded down, and a count
// that is not a number shows no badge.
export const notificationBadge = (count: number): string | null => {
  if (Number.isNaN(count) || count < 1) return null;
  if (count > NOTIFICATION_BADGE_MAX) return `${NOTIFICATION_BADGE_MAX}+`;
  return String(Math.floor(count));
};
