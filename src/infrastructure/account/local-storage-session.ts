import { ACCESS_TOKEN_KEY } from '../../application/account/access-token';
import type { Session } from '../../application/account/session';
import type { KeyValueStorage } from '../../application/shared/key-value-storage';

/**
 * The session in local storage, under the key the storefront has always used (spec sections 6 and
 * 7), so a shopper signed in before this adapter existed stays signed in.
 */
export class LocalStorageSession implements Session {
  constructor(private readonly storage: KeyValueStorage) {}

  accessToken(): string | null {
    const token = this.storage.get(ACCESS_TOKEN_KEY);
    return token === null || token === '' ? null : token;
  }

  started(accessToken: string): void {
    this.storage.set(ACCESS_TOKEN_KEY, accessToken);
  }

  ended(): void {
    this.storage.remove(ACCESS_TOKEN_KEY);
  }
}
