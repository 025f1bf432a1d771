import { QueryClient } from '@tanstack/query-core';
import { SHARED_DATA_POLICY } from '../../application/shared/cache-policies';
import { snapshotEntries, type CachePolicy, type CacheSnapshot, type DataCache } from '../../application/shared/data-cache';

export interface QueryCoreDataCacheOptions {
  /** Milliseconds before retry number `attempt` (0-based); query-core's back-off by default. */
  retryDelay?: (attempt: number) => number;
  /** At most this many retries whatever the policy says: the server's render retries none (the browser does). */
  maxRetries?: number;
}

const GC_FLOOR_MS = 5 * 60_000;

/**
 * DataCache over @tanstack/query-core (ADR 0004): fetchQuery shares one request in flight per key,
 * answers fresh data from the cache and retries.
 */
export class QueryCoreDataCache implements DataCache {
  readonly client: QueryClient;
  readonly #maxRetries: number;

  constructor(options: QueryCoreDataCacheOptions = {}) {
    this.#maxRetries = options.maxRetries ?? Number.POSITIVE_INFINITY;
    this.client = new QueryClient({
      defaultOptions: {
        queries: {
          staleTime: SHARED_DATA_POLICY.staleTimeMs,
          retry: SHARED_DATA_POLICY.retry,
          refetchOnWindowFocus: false,
          // 'online' would pause a fetch while the browser says it is offline, leaving a store
          // loading for ever; the caller wants the failure instead.
          networkMode: 'always',
          ...(options.retryDelay === undefined ? {} : { retryDelay: options.retryDelay }),
        },
      },
    });
  }

  fetch<T>(key: readonly unknown[], load: () => Promise<T>, policy: CachePolicy): Promise<T> {
    return this.client.fetchQuery({
      queryKey: key,
      queryFn: () => load(),
      staleTime: policy.staleTimeMs,
      retry: Math.min(policy.retry, this.#maxRetries),
      // Nothing observes these queries, so without this an hour-fresh answer would be collected after 5 minutes.
      gcTime: Math.max(policy.staleTimeMs, GC_FLOOR_MS),
    });
  }

  invalidate(key: readonly unknown[]): void {
    void this.client.invalidateQueries({ queryKey: key, refetchType: 'none' });
  }

  snapshot(): CacheSnapshot {
    return {
      entries: this.client
        .getQueryCache()
        .getAll()
        .flatMap((query) =>
          query.state.status === 'success' && !query.state.isInvalidated
            ? [{ key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt }]
            : [],
        ),
    };
  }

  restore(snapshot: CacheSnapshot): void {
    for (const entry of snapshotEntries(snapshot)) this.client.setQueryData(entry.key, entry.data, { updatedAt: entry.updatedAt });
  }
}
