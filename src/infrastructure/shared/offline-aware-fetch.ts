import type { Connectivity } from '../../application/shared/connectivity';

/** The message of the failure a call that needs the server meets while the browser is offline. */
export const OFFLINE_MESSAGE = 'The browser is offline.';

/**
 * A fetch for the HTTP client that, while the browser is offline, fails at once for every call that
 * needs the server: changes (POST, PUT, DELETE) and signed-in reads, which the service worker never
 * caches. Plain reads still go out, so the service worker can answer them from its cache. The
 * client maps the failure to NetworkError, which forms show as "check your connection", at once
 * instead of after the 15 s timeout.
 */
export function offlineAwareFetch(connectivity: Connectivity, fetcher: typeof globalThis.fetch = globalThis.fetch): typeof globalThis.fetch {
  return (input, init) => {
    if (!connectivity.isOnline() && needsServer(input, init)) return Promise.reject(new TypeError(OFFLINE_MESSAGE));
    return fetcher(input, init);
  };
}

function needsServer(input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  const request = input instanceof Request ? input : null;
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return true;
  // A signed-in read: a bearer token, or (the browser's session cookie) the HTTP client's no-store.
  if ((init?.cache ?? request?.cache) === 'no-store') return true;
  const headers = new Headers(init?.headers ?? request?.headers);
  return headers.has('authorization');
}
