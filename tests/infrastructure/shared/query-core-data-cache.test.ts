import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryCoreDataCache } from '../../../src/infrastructure/shared/query-core-data-cache';
import { dataCacheContract } from './data-cache-contract';

// Only Date is faked: query-core reads freshness from Date.now, while its retry timers stay real
// (with no delay between attempts).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

dataCacheContract('QueryCoreDataCache', () => ({
  cache: new QueryCoreDataCache({ retryDelay: () => 0 }),
  advance: (ms) => vi.advanceTimersByTime(ms),
}));

describe('QueryCoreDataCache defaults', () => {
  it('does not refetch on window focus and shares data for 5 minutes with 1 retry', () => {
    const { client } = new QueryCoreDataCache();
    const defaults = client.getDefaultOptions().queries;
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.staleTime).toBe(5 * 60_000);
    expect(defaults?.retry).toBe(1);
  });

  it('keeps an hour-fresh answer past query-core’s 5-minute garbage collection', async () => {
    const cache = new QueryCoreDataCache();
    await cache.fetch(['categories'], async () => 'first', { staleTimeMs: 3_600_000, retry: 1 });
    const query = cache.client.getQueryCache().find({ queryKey: ['categories'] });
    expect(query?.gcTime).toBe(3_600_000);
  });
});
