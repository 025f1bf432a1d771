// Every instance's caches of reference data and product lists are dropped when that data changes,
// wherever the change was made: triggers on the cached tables NOTIFY the channel dukkan_cache at
// commit (server/drizzle/0006_instances.sql) and every instance LISTENs (docs/adr/0021).
// Drops are coalesced: at most one every `coalesceMs`, so a burst of checkouts (each changes stock)
// costs the lists one reload per window instead of one per order; a change is still seen within
// coalesceMs plus the notification's delivery (a few milliseconds on one database).
import type { Database } from '../db/client.js';

export const CACHE_CHANNEL = 'dukkan_cache';

export interface CacheInvalidationOptions {
  coalesceMs?: number;
  now?: () => number;
}

export class CacheInvalidation {
  private readonly caches = new Set<() => void>();
  private readonly coalesceMs: number;
  private readonly now: () => number;
  private lastDrop = Number.NEGATIVE_INFINITY;
  private pending: NodeJS.Timeout | undefined;
  /** How many times the caches were dropped (for tests and the operator's log). */
  drops = 0;

  constructor(options: CacheInvalidationOptions = {}) {
    this.coalesceMs = options.coalesceMs ?? 200;
    this.now = options.now ?? Date.now;
  }

  /** Adds a cache's clear(); answers a function that removes it. */
  register(clear: () => void): () => void {
    this.caches.add(clear);
    return () => this.caches.delete(clear);
  }

  /** Something changed: drop every cache now, or at the end of the current window. */
  changed(): void {
    if (this.pending !== undefined) return;
    const wait = this.lastDrop + this.coalesceMs - this.now();
    if (wait <= 0) {
      this.drop();
      return;
    }
    this.pending = setTimeout(() => {
      this.pending = undefined;
      this.drop();
    }, wait);
    this.pending.unref();
  }

  stop(): void {
    clearTimeout(this.pending);
    this.pending = undefined;
  }

  private drop(): void {
    this.lastDrop = this.now();
    this.drops += 1;
    for (const clear of this.caches) clear();
  }
}

/** Listens on the database's cache channel; answers a function that stops listening. */
export async function listenForChanges(database: Database, invalidation: CacheInvalidation): Promise<() => Promise<void>> {
  const unlisten = await database.listen(CACHE_CHANNEL, () => invalidation.changed());
  return async () => {
    invalidation.stop();
    await unlisten();
  };
}
