import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isExpired } from '../../../src/domain/account/auth';

const NOW_MS = 1_750_000_000_000;

describe('isExpired', () => {
  it('is live while the expiry lies in the future', () => {
    expect(isExpired(NOW_MS + 1, NOW_MS)).toBe(false);
    expect(isExpired(NOW_MS + 3_600_000, NOW_MS)).toBe(false);
  });

  it('has expired at the expiry itself and after it', () => {
    expect(isExpired(NOW_MS, NOW_MS)).toBe(true);
    expect(isExpired(NOW_MS - 3_600_000, NOW_MS)).toBe(true);
  });

  it('counts as expired when either time is not a number', () => {
    expect(isExpired(NOW_MS + 60_000, Number.NaN)).toBe(true);
    expect(isExpired(Number.NaN, NOW_MS)).toBe(true);
  });

  it('is expired exactly when the expiry does not lie after now', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: 0, max: 4_000_000_000_000 }), (expiresAt, now) => {
        expect(isExpired(expiresAt, now)).toBe(expiresAt <= now);
      }),
    );
  });
});
