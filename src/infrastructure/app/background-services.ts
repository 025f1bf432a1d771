import type { Container } from 'inversify';
import type { ErrorReporter } from '../../application/shared/error-reporter';
import { Ports } from '../../application/ports';
import { resolve } from './wiring';
import { captureEarlyErrors, LazySentryErrorReporter } from '../shared/lazy-sentry-error-reporter';

/** The service worker's file (vite-plugin-pwa writes it at the root of dist/). */
export const SERVICE_WORKER_URL = '/sw.js';
/** How often an open tab asks for a new service worker (a deploy while the shopper keeps the tab open). */
export const SERVICE_WORKER_UPDATE_MS = 60 * 60 * 1000;

/**
 * After the first paint and once the page has loaded: work that must never delay the first screen.
 * `painted` resolves when the screen's own content is drawn (the app's lazy route arrives after the
 * page's load event); until then nothing starts.
 */
export function afterFirstPaint(work: () => void, painted: Promise<void> = Promise.resolve()): void {
  void painted.then(() => whenLoadedAndIdle(work));
}

function whenLoadedAndIdle(work: () => void): void {
  const idle = () => {
    if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(work, { timeout: 2_000 });
    else globalThis.setTimeout(work, 1);
  };
  if (document.readyState === 'complete') idle();
  else globalThis.addEventListener('load', idle, { once: true });
}

/**
 * Sentry (when there is a DSN): early errors are queued at once; the SDK chunk is downloaded after
 * the first paint, then takes over the global handlers. Without a DSN nothing is downloaded.
 */
export function startErrorReporting(container: Container, painted?: Promise<void>): void {
  const reporter = resolve(container, Ports.errorReporter);
  if (!(reporter instanceof LazySentryErrorReporter)) return;
  const config = resolve(container, Ports.config);
  const stopEarly = captureEarlyErrors(reporter);
  afterFirstPaint(() => {
    void reporter
      .start(async () => (await import('../shared/sentry-client')).initSentry(config))
      .finally(stopEarly);
  }, painted);
}

/**
 * The service worker (production builds only; dev mode has none). A new version waits, is told to
 * take over at once, and the open tab is not reloaded: its next missing chunk goes through the
 * chunk-load recovery, which reloads onto the new version (docs/adr/0011).
 */
export function startServiceWorker(reporter: ErrorReporter, painted?: Promise<void>, enabled: boolean = import.meta.env.PROD): void {
  if (!enabled || !('serviceWorker' in navigator)) return;
  afterFirstPaint(() => {
    void import('workbox-window')
      .then(({ Workbox }) => {
        const workbox = new Workbox(SERVICE_WORKER_URL);
        workbox.addEventListener('waiting', () => workbox.messageSkipWaiting());
        globalThis.setInterval(() => void workbox.update(), SERVICE_WORKER_UPDATE_MS);
        return workbox.register();
      })
      .catch((error: unknown) => reporter.captureException(error, { action: 'register-service-worker' }));
  }, painted);
}
