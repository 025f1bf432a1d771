import type { CacheCleaner } from '../../application/frame/cache-cleaner';
import type { ErrorReporter } from '../../application/shared/error-reporter';

/** Cache Storage (the service worker's precache and runtime caches) and the service worker itself. */
export class BrowserCacheCleaner implements CacheCleaner {
  constructor(
    private readonly reporter: ErrorReporter,
    private readonly scope: { caches?: CacheStorage; navigator?: Navigator } = globalThis,
  ) {}

  async clear(): Promise<void> {
    const results = await Promise.allSettled([this.deleteCaches(), this.unregisterServiceWorkers()]);
    for (const result of results) {
      if (result.status === 'rejected') this.reporter.captureException(result.reason, { action: 'clear-caches' });
    }
  }

  private async deleteCaches(): Promise<void> {
    const caches = this.scope.caches;
    if (caches === undefined) return;
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }

  // Unregistered rather than updated: the reload then comes from the server, and the fresh page
  // registers the current worker again.
  private async unregisterServiceWorkers(): Promise<void> {
    const container = this.scope.navigator?.serviceWorker;
    if (container === undefined) return;
    const registrations = await container.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  }
}
