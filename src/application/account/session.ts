/**
 * Where the signed-in shopper's access token lives: the adapters that send it and the stores that
 * start and end a session ask this port, never the storage behind it.
 */
export interface Session {
  /** The token of the current session, or null when nobody is signed in. */
  accessToken(): string | null;
  /** A sign-in (login, verification, password change) answered this token: it is the session's now. */
  started(accessToken: string): void;
  /** Sign-out, or a token the server no longer accepts: nobody is signed in. */
  ended(): void;
}
