
import type { CacheCleaner } from '../../application/frame/cache-cleaner';

/** Caches as a list of names; clear() empties it (or never settles, to test a hanging browser). */
export class InMemoryCacheCleaner implements CacheCleaner {
  caches: string[];
  serviceWorkerRegistered: boolean;
  clears = 0;
  hang = false;

  constructor(caches: string[] = ['workbox-precache', 'catalogue'], serviceWorkerRegistered = true) {
    this.caches = caches;
    this.serviceWorkerRegistered = serviceWorkerRegistered;
  }

  clear(): Promise<void> {
    this.clears += 1;
    if (this.hang) return new Promise<void>(() => {});
    this.caches = [];
    this.serviceWorkerRegistered = false;
    return Promise.resolve();
  }
}
