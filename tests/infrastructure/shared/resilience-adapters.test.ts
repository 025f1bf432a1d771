import { describe, expect, it } from 'vitest';
import { InMemorySession } from '../../../src/infrastructure/account/in-memory-session';
import { NetworkError } from '../../../src/application/shared/errors';
import { BrowserCacheCleaner } from '../../../src/infrastructure/frame/browser-cache-cleaner';
import { BrowserConnectivity } from '../../../src/infrastructure/shared/browser-connectivity';
import { OFFLINE_MESSAGE, offlineAwareFetch } from '../../../src/infrastructure/shared/offline-aware-fetch';
import { HttpClient } from '../../../src/infrastructure/shared/http-client';
import { InMemoryConnectivity } from '../../../src/infrastructure/shared/in-memory-connectivity';
import { InMemoryErrorReporter } from '../../../src/infrastructure/shared/in-memory-error-reporter';
import {
  captureEarlyErrors,
  LazySentryErrorReporter,
  MAX_QUEUED_ERRORS,
  type SentryClient,
} from '../../../src/infrastructure/shared/lazy-sentry-error-reporter';

class RecordingClient implements SentryClient {
  errors: { error: unknown; context: Record<string, unknown> | undefined }[] = [];
  users: (number | null)[] = [];
  captureException(error: unknown, context?: Record<string, unknown>): void {
    this.errors.push({ error, context });
  }
  setUser(id: number | null): void {
    this.users.push(id);
  }
}

describe('LazySentryErrorReporter', () => {
  it('queues errors until Sentry has loaded, then sends them in order with the user id', async () => {
    const reporter = new LazySentryErrorReporter(new InMemoryErrorReporter());
    const first = new Error('first');
    const second = new Error('second');
    reporter.captureException(first, { route: '/' });
    reporter.setUser(7);
    reporter.captureException(second);
    expect(reporter.queued).toBe(2);

    const client = new RecordingClient();
    await reporter.start(() => Promise.resolve(client));
    const third = new Error('third');
    reporter.captureException(third);
    reporter.setUser(null);

    expect(client.errors).toEqual([
      { error: first, context: { route: '/' } },
      { error: second, context: undefined },
      { error: third, context: undefined },
    ]);
    expect(client.users).toEqual([7, null]);
    expect(reporter.queued).toBe(0);
  });

  it('keeps a bounded queue and says how many errors it let go', async () => {
    const reporter = new LazySentryErrorReporter(new InMemoryErrorReporter());
    for (let i = 0; i < MAX_QUEUED_ERRORS + 5; i += 1) reporter.captureException(new Error(String(i)));
    const client = new RecordingClient();

    await reporter.start(() => Promise.resolve(client));

    expect(client.errors).toHaveLength(MAX_QUEUED_ERRORS + 1);
    expect(String(client.errors.at(-1)?.error)).toContain('5 early errors');
  });

  it('hands the queue to the fallback when the SDK cannot be downloaded', async () => {
    const fallback = new InMemoryErrorReporter();
    const reporter = new LazySentryErrorReporter(fallback);
    const early = new Error('early');
    reporter.captureException(early);

    await reporter.start(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

    expect(fallback.reported.map((entry) => entry.error)).toEqual([expect.any(TypeError), early]);
  });

  it('loads the SDK once', async () => {
    const reporter = new LazySentryErrorReporter(new InMemoryErrorReporter());
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(new RecordingClient());
    };
    await Promise.all([reporter.start(load), reporter.start(load)]);
    expect(loads).toBe(1);
  });

  it('catches uncaught errors and rejections before Sentry is there, until stopped', () => {
    const target = new EventTarget();
    const reporter = new InMemoryErrorReporter();
    const stop = captureEarlyErrors(reporter, target as unknown as Window);
    const boom = new Error('boom');

    target.dispatchEvent(Object.assign(new Event('error'), { error: boom, message: 'boom' }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'nope' }));
    stop();
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('late'), message: 'late' }));

    expect(reporter.reported.map((entry) => entry.error)).toEqual([boom, 'nope']);
  });
});

const answering = (): typeof fetch => () => Promise.resolve(Response.json({ ok: true }));

describe('offlineAwareFetch and the HTTP client', () => {
  it('fails a change at once while offline, as a NetworkError, without calling the network', async () => {
    const connectivity = new InMemoryConnectivity(false);
    let calls = 0;
    const counted: typeof fetch = (input, init) => {
      calls += 1;
      return answering()(input, init);
    };
    const http = new HttpClient('http://api.test', new InMemorySession(), { fetch: offlineAwareFetch(connectivity, counted) });

    await expect(http.post('/contact', { message: 'hi' })).rejects.toBeInstanceOf(NetworkError);
    expect(calls).toBe(0);
  });

  it('fails a signed-in read at once while offline (never cached), but lets a plain read reach the service worker', async () => {
    const connectivity = new InMemoryConnectivity(false);
    const http = new HttpClient('http://api.test', new InMemorySession('token'), { fetch: offlineAwareFetch(connectivity, answering()) });

    await expect(http.get('/users/profile/my-profile', { auth: true })).rejects.toThrow(OFFLINE_MESSAGE);
    await expect(http.get('/products')).resolves.toEqual({ ok: true });
  });

  it('fails a read made with the session cookie (no bearer token) at once while offline too', async () => {
    const cookieRead = offlineAwareFetch(new InMemoryConnectivity(false), answering());

    await expect(cookieRead('http://api.test/cart', { cache: 'no-store', credentials: 'same-origin' })).rejects.toThrow(OFFLINE_MESSAGE);
  });

  it('sends everything while online', async () => {
    const http = new HttpClient('http://api.test', new InMemorySession(), { fetch: offlineAwareFetch(new InMemoryConnectivity(true), answering()) });
    await expect(http.post('/contact', { message: 'hi' })).resolves.toEqual({ ok: true });
  });
});

const recording = (seen: RequestInit[]): typeof fetch => (input, init) => {
  seen.push(init ?? {});
  return answering()(input, init);
};

describe('the HTTP client and a page being left', () => {
  it('lets a small change outlive the page (keepalive): a heart tapped just before leaving still reaches the server', async () => {
    const seen: RequestInit[] = [];
    const http = new HttpClient('http://api.test', new InMemorySession('token'), { fetch: recording(seen) });

    await http.post('/favourites/add', { productId: 7 }, { auth: true });
    await http.delete('/favourites/delete/7', { auth: true });
    await http.get('/favourites', { auth: true });

    expect(seen.map((init) => [init.method, init.keepalive ?? false])).toEqual([['POST', true], ['DELETE', true], ['GET', false]]);
  });

  it('sends a large body without keepalive, which the browser caps at 64 kB (a product picture)', async () => {
    const seen: RequestInit[] = [];
    const http = new HttpClient('http://api.test', new InMemorySession('token'), { fetch: recording(seen) });

    await http.post('/admin/catalogue/products/1/variants/1/pictures', { version: 1, dataUrl: `data:image/png;base64,${'A'.repeat(70_000)}` }, { auth: true });

    expect(seen[0]?.keepalive ?? false).toBe(false);
  });
});

describe('BrowserConnectivity', () => {
  it('reads navigator.onLine and follows the online and offline events until unsubscribed', () => {
    const target = Object.assign(new EventTarget(), { navigator: { onLine: false } });
    const connectivity = new BrowserConnectivity(target as unknown as Window);
    const seen: boolean[] = [];

    const stop = connectivity.subscribe((online) => seen.push(online));
    target.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('offline'));
    stop();
    target.dispatchEvent(new Event('online'));

    expect(connectivity.isOnline()).toBe(false);
    expect(seen).toEqual([true, false]);
  });
});

describe('BrowserCacheCleaner', () => {
  it('deletes every cache and unregisters every service worker', async () => {
    const caches = new Map([['workbox-precache-v2', 1], ['catalogue', 2]]);
    const registrations = [{ unregistered: false }, { unregistered: false }];
    const scope = {
      caches: { keys: () => Promise.resolve([...caches.keys()]), delete: (name: string) => Promise.resolve(caches.delete(name)) },
      navigator: {
        serviceWorker: {
          getRegistrations: () =>
            Promise.resolve(registrations.map((registration) => ({ unregister: () => Promise.resolve((registration.unregistered = true)) }))),
        },
      },
    };
    const reporter = new InMemoryErrorReporter();

    await new BrowserCacheCleaner(reporter, scope as never).clear();

    expect([...caches.keys()]).toEqual([]);
    expect(registrations.every((registration) => registration.unregistered)).toBe(true);
    expect(reporter.reported).toEqual([]);
  });

  it('does nothing where there are no caches nor service workers, and reports a failure without throwing', async () => {
    const reporter = new InMemoryErrorReporter();
    await new BrowserCacheCleaner(reporter, {}).clear();
    const failing = { caches: { keys: () => Promise.reject(new Error('SecurityError')), delete: () => Promise.resolve(true) } };

    await new BrowserCacheCleaner(reporter, failing as never).clear();

    expect(reporter.reported.map((entry) => String(entry.error))).toEqual(['Error: SecurityError']);
  });
});
