
import type { Clock } from '../../application/shared/clock';
import { snapshotEntries, type CachePolicy, type CacheSnapshot, type DataCache } from '../../application/shared/data-cache';

export interface CacheEntry {
  data: unknown;
  updatedAt: number;
}

const keyOf = (key: readonly unknown[]): string => JSON.stringify(key);

/**
 * The DataCache rules without a library: fresh answers reused (by the clock), retries without
 * delay, one load in flight per key. Tests read `entries`.
 */
export class InMemoryDataCache implements DataCache {
  readonly entries = new Map<string, CacheEntry>();
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(private readonly clock: Clock) {}

  fetch<T>(key: readonly unknown[], load: () => Promise<T>, policy: CachePolicy): Promise<T> {
    const id = keyOf(key);
    const entry = this.entries.get(id);
    if (entry !== undefined && this.clock.now() - entry.updatedAt < policy.staleTimeMs) {
      return Promise.resolve(entry.data as T);
    }
    const running = this.inFlight.get(id);
    if (running !== undefined) return running as Promise<T>;
    const started = this.attempt(load, policy.retry).then(
      (data) => {
        this.entries.set(id, { data, updatedAt: this.clock.now() });
        this.inFlight.delete(id);
        return data;
      },
      (error: unknown) => {
        this.inFlight.delete(id);
        throw error;
      },
    );
    this.inFlight.set(id, started);
    return started;
  }

  invalidate(key: readonly unknown[]): void {
    if (key.length === 0) {
      this.entries.clear();
      return;
    }
    const prefix = keyOf(key).slice(0, -1);
    for (const id of this.entries.keys()) {
      if (id.startsWith(prefix) && (id.length === prefix.length + 1 || id.charAt(prefix.length) === ',')) {
        this.entries.delete(id);
      }
    }
  }

  snapshot(): CacheSnapshot {
    return { entries: [...this.entries].map(([id, entry]) => ({ key: JSON.parse(id) as unknown[], data: entry.data, updatedAt: entry.updatedAt })) };
  }

  restore(snapshot: CacheSnapshot): void {
    for (const entry of snapshotEntries(snapshot)) this.entries.set(keyOf(entry.key), { data: entry.data, updatedAt: entry.updatedAt });
  }

  private async attempt<T>(load: () => Promise<T>, retriesLeft: number): Promise<T> {
    try {
      return await load();
    } catch (error) {
      if (retriesLeft <= 0) throw error;
      return this.attempt(load, retriesLeft - 1);
    }
  }
}
