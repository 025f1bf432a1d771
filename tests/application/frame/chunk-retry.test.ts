import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_DELAY_MS,
  CHUNK_RETRY_COUNTER_TTL_MS,
  CHUNK_RETRY_MAX,
  CHUNK_RETRY_MIN_GAP_MS,
  CHUNK_RETRY_STORAGE_KEY,
  INITIAL_RETRY_STATE,
  PRESERVED_SESSION_KEYS,
  decideChunkRecovery,
  parseRetryState,
  serializeRetryState,
  sessionKeysToRemove,
  type RetryState,
} from '../../../src/application/frame/chunk-retry';
import { retryStateFactory } from '../../factories/retry-state-factory';

const T0 = 1_700_000_000_000;

// Failure instants: mostly a clock moving forward by 0..20 s, sometimes jumping back.
const failureSequence = fc
  .array(fc.integer({ min: -10_000, max: 20_000 }), { maxLength: 40 })
  .map((steps) => {
    let now = T0;
    return steps.map((step) => (now += step));
  });

// Replays failures the way the app does: keep the state only when a reload happens.
const reloadTimes = (failureTimes: readonly number[]): number[] => {
  let state = INITIAL_RETRY_STATE;
  const reloads: number[] = [];
  for (const now of failureTimes) {
    const decision = decideChunkRecovery(state, now);
    if (decision.action === 'reload') {
      state = decision.next;
      reloads.push(now);
    }
  }
  return reloads;
};

describe('chunk retry constants (spec section 9)', () => {
  it('match the spec', () => {
    expect(CHUNK_RETRY_MAX).toBe(2);
    expect(CHUNK_RETRY_MIN_GAP_MS).toBe(5_000);
    expect(CHUNK_RETRY_COUNTER_TTL_MS).toBe(30_000);
    expect(CHUNK_RELOAD_DELAY_MS).toBe(500);
    expect(PRESERVED_SESSION_KEYS).toEqual(['theme', 'language', 'user-preferences', CHUNK_RETRY_STORAGE_KEY]);
  });
});

describe('parseRetryState', () => {
  it('starts from zero when nothing is stored', () => {
    expect(parseRetryState(null)).toEqual(INITIAL_RETRY_STATE);
    expect(INITIAL_RETRY_STATE).toEqual({ count: 0, lastAttemptAt: 0 });
  });

  it('reads a stored state', () => {
    expect(parseRetryState('{"count":1,"lastAttemptAt":1700000000000}')).toEqual({ count: 1, lastAttemptAt: T0 });
  });

  it.each([
    '',
    'not json',
    '2',
    'null',
    '[]',
    '{"count":"1","lastAttemptAt":1}',
    '{"count":-1,"lastAttemptAt":1}',
    '{"count":1.5,"lastAttemptAt":1}',
    '{"count":1}',
    '{"count":1,"lastAttemptAt":-5}',
    '{"count":1,"lastAttemptAt":"yesterday"}',
    '{"count":1e400,"lastAttemptAt":1}',
  ])('falls back to the initial state for corrupt value %j', (raw) => {
    expect(parseRetryState(raw)).toEqual(INITIAL_RETRY_STATE);
  });

  it('never throws and always yields a usable state', () => {
    fc.assert(
      fc.property(fc.option(fc.oneof(fc.string(), fc.json()), { nil: null }), (raw) => {
        const state = parseRetryState(raw);
        expect(Number.isInteger(state.count) && state.count >= 0).toBe(true);
        expect(Number.isFinite(state.lastAttemptAt) && state.lastAttemptAt >= 0).toBe(true);
      }),
    );
  });

  it('round-trips through serializeRetryState', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat({ max: Number.MAX_SAFE_INTEGER }), (count, lastAttemptAt) => {
        const state: RetryState = { count, lastAttemptAt };
        expect(parseRetryState(serializeRetryState(state))).toEqual(state);
      }),
    );
  });
});

describe('decideChunkRecovery', () => {
  it('allows the first attempt at once and counts it', () => {
    expect(decideChunkRecovery(INITIAL_RETRY_STATE, 1_000)).toEqual({
      action: 'reload',
      delayMs: 500,
      next: { count: 1, lastAttemptAt: 1_000 },
    });
  });

  it('allows a second attempt more than 5 s after the first', () => {
    const state = retryStateFactory.build({ count: 1, lastAttemptAt: T0 });
    expect(decideChunkRecovery(state, T0 + 5_001)).toEqual({
      action: 'reload',
      delayMs: 500,
      next: { count: 2, lastAttemptAt: T0 + 5_001 },
    });
  });

  it('refuses an attempt 5 s or less after the previous one', () => {
    const state = retryStateFactory.build({ count: 1, lastAttemptAt: T0 });
    expect(decideChunkRecovery(state, T0 + 5_000)).toEqual({ action: 'exhausted' });
    expect(decideChunkRecovery(state, T0 + 100)).toEqual({ action: 'exhausted' });
  });

  it('is exhausted after two attempts within 30 s', () => {
    const state = retryStateFactory.build({ count: 2, lastAttemptAt: T0 });
    expect(decideChunkRecovery(state, T0 + 10_000)).toEqual({ action: 'exhausted' });
    expect(decideChunkRecovery(state, T0 + 30_000)).toEqual({ action: 'exhausted' });
  });

  it('resets the counter once more than 30 s have passed since the last attempt', () => {
    const state = retryStateFactory.build({ count: 2, lastAttemptAt: T0 });
    expect(decideChunkRecovery(state, T0 + 30_001)).toEqual({
      action: 'reload',
      delayMs: 500,
      next: { count: 1, lastAttemptAt: T0 + 30_001 },
    });
  });

  it('refuses when the clock reads earlier than the last attempt', () => {
    const state = retryStateFactory.build({ count: 1, lastAttemptAt: T0 });
    expect(decideChunkRecovery(state, T0 - 60_000)).toEqual({ action: 'exhausted' });
  });

  it('refuses when the clock reading is not a finite number', () => {
    expect(decideChunkRecovery(INITIAL_RETRY_STATE, Number.NaN)).toEqual({ action: 'exhausted' });
  });

  it('never reloads more than twice within any 30 s window, for any sequence of failures', () => {
    fc.assert(
      fc.property(failureSequence, (failures) => {
        const reloads = reloadTimes(failures);
        for (const start of reloads) {
          const inWindow = reloads.filter((t) => t >= start && t <= start + CHUNK_RETRY_COUNTER_TTL_MS);
          expect(inWindow.length).toBeLessThanOrEqual(CHUNK_RETRY_MAX);
        }
      }),
    );
  });

  it('never reloads twice within 5 s', () => {
    fc.assert(
      fc.property(failureSequence, (failures) => {
        const reloads = reloadTimes(failures);
        reloads.slice(1).forEach((t, i) => {
          expect(t - (reloads[i] ?? 0)).toBeGreaterThan(CHUNK_RETRY_MIN_GAP_MS);
        });
      }),
    );
  });

  it('keeps the counter within 0..2 and always schedules the reload after 500 ms', () => {
    fc.assert(
      fc.property(fc.nat({ max: 5 }), fc.nat({ max: 100_000 }), fc.nat({ max: 100_000 }), (count, last, gap) => {
        const decision = decideChunkRecovery({ count, lastAttemptAt: T0 + last }, T0 + last + gap);
        const withinBounds =
          decision.action === 'exhausted' ||
          (decision.delayMs === CHUNK_RELOAD_DELAY_MS &&
            decision.next.count >= 1 &&
            decision.next.count <= CHUNK_RETRY_MAX);
        expect(withinBounds).toBe(true);
      }),
    );
  });
});

describe('sessionKeysToRemove', () => {
  it('keeps theme, language, user-preferences and the retry counter', () => {
    expect(
      sessionKeysToRemove(['theme', 'cart-draft', 'language', CHUNK_RETRY_STORAGE_KEY, 'user-preferences', 'x']),
    ).toEqual(['cart-draft', 'x']);
  });

  it('removes nothing from an empty storage', () => {
    expect(sessionKeysToRemove([])).toEqual([]);
  });

  it('removes every key except the preserved ones, and is idempotent', () => {
    const key = fc.oneof(fc.constantFrom(...PRESERVED_SESSION_KEYS), fc.string());
    fc.assert(
      fc.property(fc.array(key), (keys) => {
        const removed = sessionKeysToRemove(keys);
        expect(removed.some((k) => PRESERVED_SESSION_KEYS.includes(k))).toBe(false);
        expect(removed).toEqual(keys.filter((k) => !PRESERVED_SESSION_KEYS.includes(k)));
        expect(sessionKeysToRemove(removed)).toEqual(removed);
      }),
    );
  });
});
