// The chunk-load recovery policy (spec sections 4 and 9) as pure functions over a small state
// value. The app keeps that value in session storage under CHUNK_RETRY_STORAGE_KEY, reads it with
// parseRetryState, asks decideChunkRecovery, and writes `next` back only when it reloads.

export const CHUNK_RETRY_MAX = 2;
export const CHUNK_RETRY_MIN_GAP_MS = 5_000;
export const CHUNK_RETRY_COUNTER_TTL_MS = 30_000;
export const CHUNK_RELOAD_DELAY_MS = 500;
export const CHUNK_RETRY_STORAGE_KEY = 'chunk-retry';

export const PRESERVED_SESSION_KEYS: readonly string[] = [
  'theme',
  'language',
  'user-preferences',
  CHUNK_RETRY_STORAGE_KEY,
];

export interface RetryState {
  // Reloads made in the current 30 s window.
  count: number;
  // Epoch milliseconds of the last reload; meaningless while count is 0.
  lastAttemptAt: number;
}

export const INITIAL_RETRY_STATE: RetryState = { count: 0, lastAttemptAt: 0 };

export type ChunkRecoveryDecision =
  | { action: 'reload'; delayMs: number; next: RetryState }
  | { action: 'exhausted' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isValidState = (value: unknown): value is RetryState =>
  isRecord(value) &&
  typeof value.count === 'number' &&
  Number.isSafeInteger(value.count) &&
  value.count >= 0 &&
  typeof value.lastAttemptAt === 'number' &&
  Number.isFinite(value.lastAttemptAt) &&
  value.lastAttemptAt >= 0;

const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    // Corrupt storage is an expected input here: it reads as "no state".
    return undefined;
  }
};

export const parseRetryState = (raw: string | null): RetryState => {
  if (raw === null) return INITIAL_RETRY_STATE;
  const value = parseJson(raw);
  return isValidState(value) ? { count: value.count, lastAttemptAt: value.lastAttemptAt } : INITIAL_RETRY_STATE;
};

export const serializeRetryState = (state: RetryState): string =>
  JSON.stringify({ count: state.count, lastAttemptAt: state.lastAttemptAt });

export const decideChunkRecovery = (state: RetryState, nowMs: number): ChunkRecoveryDecision => {
  // An unreadable clock must not open the door to a reload loop.
  if (!Number.isFinite(nowMs)) return { action: 'exhausted' };
  const sinceLast = nowMs - state.lastAttemptAt;
  const count = sinceLast > CHUNK_RETRY_COUNTER_TTL_MS ? 0 : state.count;
  const gapElapsed = count === 0 || sinceLast > CHUNK_RETRY_MIN_GAP_MS;
  if (count >= CHUNK_RETRY_MAX || !gapElapsed) return { action: 'exhausted' };
  return { action: 'reload', delayMs: CHUNK_RELOAD_DELAY_MS, next: { count: count + 1, lastAttemptAt: nowMs } };
};

export const sessionKeysToRemove = (allKeys: readonly string[]): string[] =>
  allKeys.filter((key) => !PRESERVED_SESSION_KEYS.includes(key));
