import type { ErrorReporter } from '../../application/shared/error-reporter';

/** What the lazily loaded Sentry module offers (sentry-client.ts). */
export interface SentryClient {
  captureException(error: unknown, context?: Record<string, unknown>): void;
  setUser(id: number | null): void;
}

/** Errors kept while Sentry downloads; a page that fails in a loop must not fill the memory. */
export const MAX_QUEUED_ERRORS = 30;

type Pending = { kind: 'error'; error: unknown; context: Record<string, unknown> | undefined };

/**
 * Sentry without weighing on the first load: the SDK is a separate chunk, imported after the first
 * paint (`start`). Until then errors wait in a queue (the first MAX_QUEUED_ERRORS) and the user id is
 * remembered; once loaded, the queue is sent in order and later calls go straight through. A failed
 * download sends the queue to the fallback (the console) so nothing is lost silently.
 */
export class LazySentryErrorReporter implements ErrorReporter {
  private client: SentryClient | null = null;
  private queue: Pending[] = [];
  private dropped = 0;
  private userId: number | null = null;
  private loading: Promise<void> | null = null;

  constructor(private readonly fallback: ErrorReporter) {}

  captureException(error: unknown, context?: Record<string, unknown>): void {
    if (this.client !== null) {
      this.client.captureException(error, context);
      return;
    }
    if (this.queue.length < MAX_QUEUED_ERRORS) this.queue.push({ kind: 'error', error, context });
    else this.dropped += 1;
  }

  setUser(id: number | null): void {
    this.userId = id;
    this.client?.setUser(id);
  }

  /** Loads the SDK once; answers when the queue has been sent. */
  start(load: () => Promise<SentryClient>): Promise<void> {
    this.loading ??= load().then(
      (client) => this.loaded(client),
      (error: unknown) => this.loaded(this.fallback, error),
    );
    return this.loading;
  }

  /** How many errors are waiting for the SDK. */
  get queued(): number {
    return this.queue.length;
  }

  private loaded(client: SentryClient, loadError?: unknown): void {
    this.client = client;
    client.setUser(this.userId);
    if (loadError !== undefined) client.captureException(loadError, { action: 'load-error-reporting' });
    for (const item of this.queue.splice(0)) client.captureException(item.error, item.context);
    if (this.dropped > 0) client.captureException(new Error(`${this.dropped} early errors were not kept`), { action: 'error-queue' });
    this.dropped = 0;
  }
}

/**
 * Uncaught errors and rejections before Sentry has loaded (its own global handlers take over after).
 * Answers a function that stops listening.
 */
export function captureEarlyErrors(reporter: ErrorReporter, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const onError = (event: ErrorEvent) => reporter.captureException(event.error ?? event.message, { source: 'window.onerror' });
  const onRejection = (event: PromiseRejectionEvent) => {
    // A chunk failure that the recovery handled is not news.
    if (!event.defaultPrevented) reporter.captureException(event.reason, { source: 'unhandledrejection' });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
