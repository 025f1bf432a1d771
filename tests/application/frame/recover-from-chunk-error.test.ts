import { describe, expect, it } from 'vitest';
import { CACHE_CLEAR_LIMIT_MS, RecoverFromChunkError } from '../../../src/application/frame/recover-from-chunk-error';
import {
  CHUNK_RELOAD_DELAY_MS,
  CHUNK_RETRY_COUNTER_TTL_MS,
  CHUNK_RETRY_MIN_GAP_MS,
  CHUNK_RETRY_STORAGE_KEY,
  parseRetryState,
} from '../../../src/application/frame/chunk-retry';
import { InMemoryCacheCleaner } from '../../../src/infrastructure/frame/in-memory-cache-cleaner';
import { InMemoryKeyValueStorage } from '../../../src/infrastructure/shared/in-memory-key-value-storage';
import { setup } from '../support/app';
import { settle } from '../support/settle';

function recovery(session: Record<string, string> = {}, cleaner = new InMemoryCacheCleaner()) {
  const { container, fakes } = setup({ overrides: { sessionStorage: new InMemoryKeyValueStorage(session), cacheCleaner: cleaner } });
  return { useCase: container.get(RecoverFromChunkError), fakes, cleaner };
}

/** Fires the timers due within `ms` and lets the promises they settle run. */
async function advance(fakes: ReturnType<typeof recovery>['fakes'], ms: number): Promise<void> {
  await settle();
  fakes.scheduler.advance(ms);
  await settle();
}

describe('RecoverFromChunkError', () => {
  it('counts the failure, keeps only the preserved session items, clears caches and reloads after 0.5 s', async () => {
    const { useCase, fakes, cleaner } = recovery({ theme: 'dark', language: 'ar', 'user-preferences': '{}', checkoutDraft: 'x', other: 'y' });

    expect(useCase.execute()).toBe('reloading');

    const stored = parseRetryState(fakes.sessionStorage.get(CHUNK_RETRY_STORAGE_KEY));
    expect(stored).toEqual({ count: 1, lastAttemptAt: fakes.clock.now() });
    expect(fakes.sessionStorage.keys().toSorted()).toEqual(['chunk-retry', 'language', 'theme', 'user-preferences']);
    await advance(fakes, CHUNK_RELOAD_DELAY_MS - 1);
    expect(fakes.pageControl.reloads).toBe(0);
    await advance(fakes, 1);
    expect(cleaner.caches).toEqual([]);
    expect(cleaner.serviceWorkerRegistered).toBe(false);
    expect(fakes.pageControl.reloads).toBe(1);
  });

  it('leaves local storage alone (the cart and the session survive a deploy)', async () => {
    const { useCase, fakes } = recovery();
    fakes.localStorage.set('root', '{"kept":true}');

    useCase.execute();
    await advance(fakes, CHUNK_RELOAD_DELAY_MS);

    expect(fakes.localStorage.get('root')).toBe('{"kept":true}');
  });

  it('reloads a second time only more than 5 s after the first, then is exhausted', async () => {
    const first = recovery();
    first.useCase.execute();
    const afterFirstLoad = first.fakes.sessionStorage.entries;
    const now = first.fakes.clock.now();

    // The next page load meets the failure again, 5 s later: too soon.
    const tooSoon = recovery(Object.fromEntries(afterFirstLoad));
    tooSoon.fakes.clock.nowMs = now + CHUNK_RETRY_MIN_GAP_MS;
    expect(tooSoon.useCase.execute()).toBe('exhausted');

    const second = recovery(Object.fromEntries(afterFirstLoad));
    second.fakes.clock.nowMs = now + CHUNK_RETRY_MIN_GAP_MS + 1;
    expect(second.useCase.execute()).toBe('reloading');

    const third = recovery(Object.fromEntries(second.fakes.sessionStorage.entries));
    third.fakes.clock.nowMs = now + 2 * CHUNK_RETRY_MIN_GAP_MS + 2;
    expect(third.useCase.execute()).toBe('exhausted');
    await advance(third.fakes, CHUNK_RELOAD_DELAY_MS * 10);
    expect(third.fakes.pageControl.reloads).toBe(0);
  });

  it('tries again once the counter has expired (30 s after the last attempt)', () => {
    const start = recovery({ [CHUNK_RETRY_STORAGE_KEY]: JSON.stringify({ count: 2, lastAttemptAt: 1_000 }) });
    start.fakes.clock.nowMs = 1_000 + CHUNK_RETRY_COUNTER_TTL_MS + 1;

    expect(start.useCase.execute()).toBe('reloading');
    expect(parseRetryState(start.fakes.sessionStorage.get(CHUNK_RETRY_STORAGE_KEY)).count).toBe(1);
  });

  it('counts several failures of one page load once', async () => {
    const { useCase, fakes } = recovery();

    expect(useCase.execute()).toBe('reloading');
    expect(useCase.execute()).toBe('reloading');
    await advance(fakes, CHUNK_RELOAD_DELAY_MS);

    expect(parseRetryState(fakes.sessionStorage.get(CHUNK_RETRY_STORAGE_KEY)).count).toBe(1);
    expect(fakes.pageControl.reloads).toBe(1);
  });

  it('reloads anyway when clearing the caches hangs', async () => {
    const cleaner = new InMemoryCacheCleaner();
    cleaner.hang = true;
    const { useCase, fakes } = recovery({}, cleaner);

    useCase.execute();
    await advance(fakes, CHUNK_RELOAD_DELAY_MS);
    expect(fakes.pageControl.reloads).toBe(0);
    await advance(fakes, CACHE_CLEAR_LIMIT_MS);

    expect(fakes.pageControl.reloads).toBe(1);
  });

  it('treats a corrupt counter as no attempt yet', () => {
    const { useCase, fakes } = recovery({ [CHUNK_RETRY_STORAGE_KEY]: 'not json' });

    expect(useCase.execute()).toBe('reloading');
    expect(parseRetryState(fakes.sessionStorage.get(CHUNK_RETRY_STORAGE_KEY)).count).toBe(1);
  });
});
