/**
 * Forgets what the browser keeps of the app between loads: the Cache Storage entries and the
 * service worker (unregistered, so the next load asks the server for a fresh index and chunks).
 * Never rejects: a browser without caches or service workers has nothing to clear.
 */
export interface CacheCleaner {
  clear(): Promise<void>;
}
