import type { Session } from '../../application/account/session';

/**
 * The session held in memory as a bearer token: tests start it with a token or read what sign-in left
 * in it, and the server's render holds the token of the request's cookie in it for one page.
 */
export class InMemorySession implements Session {
  constructor(private token: string | null = null) {}

  isActive(): boolean {
    return this.accessToken() !== null;
  }

  accessToken(): string | null {
    return this.token === '' ? null : this.token;
  }

  ready(): Promise<void> {
    return Promise.resolve();
  }

  started(accessToken: string): void {
    this.token = accessToken;
  }

  ended(): void {
    this.token = null;
  }
}
