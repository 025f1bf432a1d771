import { ACCESS_TOKEN_KEY } from '../../application/account/access-token';
import type { AccessTokenReader } from '../../application/account/access-token-reader';
import type { Session } from '../../application/account/session';
import { NetworkError } from '../../application/shared/errors';
import type { ErrorReporter } from '../../application/shared/error-reporter';
import type { KeyValueStorage } from '../../application/shared/key-value-storage';
import { SIGNED_IN_COOKIE } from './account-contract';
import type { CookieJar } from './cookie-jar';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface CookieSessionDeps {
  /** Local storage: read only for a token kept there before the cookie (ACCESS_TOKEN_KEY), then cleared. */
  storage: KeyValueStorage;
  cookies: CookieJar;
  /** The API's base address, e.g. '/api'. */
  apiBaseUrl: string;
  fetch: typeof globalThis.fetch;
  reporter: ErrorReporter;
  tokenReader: AccessTokenReader;
  now: () => number;
}

/**
 * The browser's session (docs/adr/0035): the access token lives in the HttpOnly dukkan-session cookie,
 * which the server sets with every sign-in and the browser sends with every same-origin call; no page
 * script can read it. What the page reads is the hint beside it, dukkan-signed-in ('1' while the session
 * cookie lives, '0' after sign-out). A token still kept in local storage by an earlier storefront is
 * traded once for the cookie (POST /auth/session) and removed, so a shopper signed in before the deploy
 * stays signed in.
 */
export class CookieSession implements Session {
  #trading: Promise<void> | null = null;

  constructor(private readonly deps: CookieSessionDeps) {}

  isActive(): boolean {
    return this.storedToken() !== null || this.deps.cookies.get(SIGNED_IN_COOKIE) === '1';
  }

  /** Never: the cookie carries the session, and no script gets to read it. */
  accessToken(): string | null {
    return null;
  }

  ready(): Promise<void> {
    const token = this.storedToken();
    if (token === null) return Promise.resolve();
    this.#trading ??= this.trade(token).finally(() => {
      this.#trading = null;
    });
    return this.#trading;
  }

  started(accessToken: string): void {
    this.deps.storage.remove(ACCESS_TOKEN_KEY);
    // The server set the hint with the cookie; written here too only if it is missing, for as long as the token lives.
    if (this.deps.cookies.get(SIGNED_IN_COOKIE) === '1') return;
    const expiresAt = this.deps.tokenReader.read(accessToken)?.expiresAt;
    if (expiresAt !== undefined) this.deps.cookies.set(SIGNED_IN_COOKIE, '1', (expiresAt - this.deps.now()) / 1000);
  }

  ended(): void {
    this.deps.storage.remove(ACCESS_TOKEN_KEY);
    this.deps.cookies.set(SIGNED_IN_COOKIE, '0', YEAR_SECONDS);
    // Only the server can remove an HttpOnly cookie. keepalive: the sign-out survives the page leaving.
    // Offline, the cookie stays until the next page the server draws (the hint '0' beside it: cleared
    // there, and never drawn as hers) or the next sign-in; the page already counts the shopper signed out.
    const { fetch } = this.deps;
    fetch(this.url('/auth/logout'), { method: 'POST', credentials: 'same-origin', keepalive: true, headers: { accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) this.deps.reporter.captureException(new Error(`sign-out answered HTTP ${response.status}`), { action: 'sign-out' });
      })
      .catch(() => undefined);
  }

  private storedToken(): string | null {
    const token = this.deps.storage.get(ACCESS_TOKEN_KEY);
    return token === null || token === '' ? null : token;
  }

  private async trade(token: string): Promise<void> {
    let response: Response;
    try {
      const { fetch } = this.deps;
      response = await fetch(this.url('/auth/session'), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      });
    } catch (error) {
      throw new NetworkError(error instanceof Error ? error.message : undefined, { cause: error });
    }
    // No answer about the token itself (overloaded, down): keep it and try again with the next call.
    if (response.status === 429 || response.status >= 500) throw new NetworkError(`HTTP ${response.status}`);
    this.deps.storage.remove(ACCESS_TOKEN_KEY);
    if (response.ok) this.started(token);
    else this.deps.cookies.set(SIGNED_IN_COOKIE, '0', YEAR_SECONDS);
  }

  private url(path: string): string {
    return `${this.deps.apiBaseUrl.replace(/\/+$/, '')}${path}`;
  }
}
