export interface CachePolicy {
  /** How long an answer stays fresh; a fetch within it answers from the cache. */
  staleTimeMs: number;
  /** Further attempts after a failure. */
  retry: number;
}

/** What a cache held: each answer with its key and when it arrived (milliseconds since 1970). JSON-safe. */
export interface CacheSnapshot {
  entries: { key: readonly unknown[]; data: unknown; updatedAt: number }[];
}

/** Shared server data: one request in flight per key, fresh answers reused, no refetch on focus. */
export interface DataCache {
  fetch<T>(key: readonly unknown[], load: () => Promise<T>, policy: CachePolicy): Promise<T>;
  /** The next fetch for this key (or any key it prefixes) loads again. */
  invalidate(key: readonly unknown[]): void;
  /** The answers held now, failures and loads in flight left out: the server puts them in the page (issue 18). */
  snapshot(): CacheSnapshot;
  /** Starts from a snapshot (the page's); anything that is not one is ignored. */
  restore(snapshot: CacheSnapshot): void;
}

/** The entries of a snapshot that are well formed; a page's JSON is input, not trusted. */
export function snapshotEntries(snapshot: unknown): CacheSnapshot['entries'] {
  if (typeof snapshot !== 'object' || snapshot === null) return [];
  const entries: unknown = (snapshot as { entries?: unknown }).entries;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { key, data, updatedAt } = entry as { key?: unknown; data?: unknown; updatedAt?: unknown };
    if (!Array.isArray(key) || typeof updatedAt !== 'number' || !Number.isFinite(updatedAt) || data === undefined) return [];
    return [{ key: key as readonly unknown[], data, updatedAt }];
  });
}
