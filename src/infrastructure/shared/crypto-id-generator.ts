import type { IdGenerator } from '../../application/shared/id-generator';

/** A random UUID (v4) from the Web Crypto API: 36 characters, unguessable, never repeated in practice. */
export class CryptoIdGenerator implements IdGenerator {
  next(): string {
    return globalThis.crypto.randomUUID();
  }
}
