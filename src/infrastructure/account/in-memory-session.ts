import type { Session } from '../../application/account/session';

/** The session held in memory: tests start it with a token, or read what sign-in left in it. */
export class InMemorySession implements Session {
  constructor(private token: string | null = null) {}

  accessToken(): string | null {
    return this.token === '' ? null : this.token;
  }

  started(accessToken: string): void {
    this.token = accessToken;
  }

  ended(): void {
    this.token = null;
  }
}
