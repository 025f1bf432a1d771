// What a page's answer tells caches (docs/adr/0052): the one place that decides, for every page the
// server draws, whether a shared cache (the nginx proxy of docs/operations.md, a CDN) may keep it, for
// how long, and what it varies by.
//
// - A page for a signed-in shopper (a session cookie came with the request, accepted or refused) and any
//   page behind sign-in: `private, no-store`. No cache anywhere keeps it, and the proxy does not even look
//   (it bypasses its cache whenever a session cookie or an Authorization header is there).
// - A guest's page of a shareable route (catalogue and content pages: the route table's `shareable`),
//   drawn by the server, 200: `public, max-age=0, s-maxage=…, stale-while-revalidate=…,
//   stale-if-error=…`. The browser revalidates it at every visit, as before; a shared cache keeps it
//   PAGE_CACHE_SECONDS and may serve it PAGE_STALE_SECONDS more while it fetches a new copy, and longer
//   while the instances fail. It varies by the cookies (the guest's country decides the currency) and,
//   for an address without `?lng=` (the negotiated x-default, ADR 0032), by Accept-Language too.
// - Anything else (a 404, a page the browser draws because the render failed or ran late, a route whose
//   address may carry a phone, an e-mail or a token): `no-cache`, as every page was before, so a
//   shared cache never serves it without asking.
// Never `no-cache` inside a shareable answer: nginx reads that word anywhere in Cache-Control as "do not store".
import type { MatchedRoute } from './page-status.js';

/** PAGE_CACHE_SECONDS and PAGE_STALE_SECONDS (docs/operations.md); 0 shared seconds: no page is shareable. */
export interface PageCacheTimes {
  /** s-maxage: how long a shared cache serves a guest's page without asking. */
  sharedSeconds: number;
  /** stale-while-revalidate: how much longer it may serve it while it fetches a new copy in the background. */
  staleSeconds: number;
}

export const DEFAULT_PAGE_CACHE_TIMES: PageCacheTimes = { sharedSeconds: 30, staleSeconds: 30 };

/** stale-if-error: a day. While every instance fails (or answers 503), a guest's page a day old beats an error page. */
export const STALE_IF_ERROR_SECONDS = 86_400;

export interface PageFacts {
  /** A session cookie came with the request (whether the server accepted it or not). */
  sessionCookie: boolean;
  /** The route the path matched; null: no route (404); undefined: the build lists no routes. */
  route: MatchedRoute | null | undefined;
  status: number;
  /** The server's render is in the page (not the shell the browser draws after a failed or late render). */
  drawn: boolean;
  /** The address names the page's language (`?lng=`), so no header or cookie chose it. */
  languageInUrl: boolean;
}

export interface PageCaching {
  cacheControl: string;
  /** Request headers the answer depends on (Accept-Encoding is added where the page is compressed). */
  vary: readonly string[];
}

const PRIVATE: PageCaching = { cacheControl: 'private, no-store', vary: ['accept-language', 'cookie'] };
const REVALIDATED: PageCaching = { cacheControl: 'no-cache', vary: ['accept-language', 'cookie'] };

export function pageCaching(page: PageFacts, times: PageCacheTimes): PageCaching {
  if (page.sessionCookie || page.route?.signIn === true) return PRIVATE;
  if (page.route?.shareable !== true || page.status !== 200 || !page.drawn || times.sharedSeconds <= 0) return REVALIDATED;
  return {
    cacheControl: `public, max-age=0, s-maxage=${times.sharedSeconds}, stale-while-revalidate=${times.staleSeconds}, stale-if-error=${STALE_IF_ERROR_SECONDS}`,
    vary: page.languageInUrl ? ['cookie'] : ['accept-language', 'cookie'],
  };
}
