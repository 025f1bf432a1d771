// The two ways a client proves its session to the real server (docs/adr/0035), for the contract suites
// to run once with each: a bearer token (integrators, the server's render), or the browser's
// HttpOnly session cookie, driven by the storefront's own CookieSession over a fetch that keeps cookies
// and sends the page's Origin as a browser does.
import type { Session } from '../../../src/application/account/session';
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '../../../src/infrastructure/account/account-contract';
import { CookieSession } from '../../../src/infrastructure/account/cookie-session';
import type { CookieJar } from '../../../src/infrastructure/account/cookie-jar';
import { InMemorySession } from '../../../src/infrastructure/account/in-memory-session';
import { JoseAccessTokenReader } from '../../../src/infrastructure/account/jose-access-token-reader';
import { HttpClient } from '../../../src/infrastructure/shared/http-client';
import { InMemoryErrorReporter } from '../../../src/infrastructure/shared/in-memory-error-reporter';
import { InMemoryKeyValueStorage } from '../../../src/infrastructure/shared/in-memory-key-value-storage';

export type SessionKind = 'bearer' | 'cookie';
export const SESSION_KINDS: readonly SessionKind[] = ['bearer', 'cookie'];

/**
 * A browser's cookie store for one site, reduced to what the session needs: it keeps what Set-Cookie
 * says (Max-Age=0 removes), sends every cookie back, and names the page's origin on a change.
 */
export class BrowserCookies implements CookieJar {
  readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  get(name: string): string | null {
    return this.cookies.get(name) ?? null;
  }

  set(name: string, value: string, maxAgeSeconds: number): void {
    if (maxAgeSeconds <= 0) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }

  readonly fetch: typeof globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    if (method !== 'GET' && method !== 'HEAD') headers.set('origin', this.origin);
    const response = await globalThis.fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const maxAge = attributes.map((attribute) => /^\s*max-age=(\d+)/i.exec(attribute)?.[1]).find((value) => value !== undefined);
      this.set(pair.slice(0, at).trim(), decodeURIComponent(pair.slice(at + 1).trim()), maxAge === undefined ? 1 : Number(maxAge));
    }
    return response;
  };
}

export interface SessionClient {
  http: HttpClient;
  session: Session;
  /** From now on the client presents this token (a bearer header, or the browser's session cookie). */
  useToken(token: string): void;
}

/** An HttpClient signed in with this token (or a guest's for null), the way `kind` says. */
export function sessionClient(base: string, kind: SessionKind, token: string | null): SessionClient {
  if (kind === 'bearer') {
    const session = new InMemorySession(token);
    return { http: new HttpClient(base, session), session, useToken: (next) => session.started(next) };
  }
  const browser = new BrowserCookies(new URL(base).origin);
  const useToken = (next: string) => {
    browser.set(SESSION_COOKIE, next, 3600);
    browser.set(SIGNED_IN_COOKIE, '1', 3600);
  };
  if (token !== null) useToken(token);
  const session = new CookieSession({
    storage: new InMemoryKeyValueStorage(),
    cookies: browser,
    apiBaseUrl: base,
    fetch: browser.fetch,
    reporter: new InMemoryErrorReporter(),
    tokenReader: new JoseAccessTokenReader(),
    now: () => Date.now(),
  });
  return { http: new HttpClient(base, session, { fetch: browser.fetch }), session, useToken };
}
