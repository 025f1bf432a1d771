/**
 * Whether someone is signed in on this device, and how the adapters prove it to the API. In the browser
 * the session travels by itself, in the HttpOnly cookie no page script can read (docs/adr/0035); the
 * server's render, tests and other API clients hold a bearer token instead. The stores that start and
 * end a session ask this port, never the storage behind it.
 */
export interface Session {
  /** True while a session is there, as far as the page can tell (the server stays the judge). */
  isActive(): boolean;
  /** The bearer token to send with each call where the adapter holds one; null where the cookie carries the session. */
  accessToken(): string | null;
  /**
   * Settles once the session can be used. A browser that still keeps a token from before the cookie
   * trades it for the cookie first (once), and forgets it. Rejects with NetworkError when that trade
   * could not reach the server (the token is kept for the next try); never for anything else.
   */
  ready(): Promise<void>;
  /** A sign-in (login, verification, password reset or change) answered this token: it is the session's now. */
  started(accessToken: string): void;
  /** Sign-out, or a session the server no longer accepts: nobody is signed in. */
  ended(): void;
}
