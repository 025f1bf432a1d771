export interface CachePolicy {
  /** How long an answer stays fresh; a fetch within it answers from the cache. */
  staleTimeMs: number;
  /** Further attempts after a failure. */
  retry: number;
}

/** Shared server data: one request in flight per key, fresh answers reused, no refetch on focus. */
export interface DataCache {
  fetch<T>(key: readonly unknown[], load: () => Promise<T>, policy: CachePolicy): Promise<T>;
  /** The next fetch for this key (or any key it prefixes) loads again. */
  invalidate(key: readonly unknown[]): void;
}
