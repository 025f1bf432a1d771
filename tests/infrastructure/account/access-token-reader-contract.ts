import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccessTokenClaims, AccessTokenReader } from '../../../src/application/account/access-token-reader';
import { anyText } from '../../factories/arbitraries';

export interface AccessTokenReaderSubject {
  reader: AccessTokenReader;
  /** A token the way this adapter's backend issues one (the server signs; the fake records). */
  issue(claims: { userId: number; expiresAt: number }): Promise<string>;
}

const EXPIRES_AT = Date.UTC(2030, 0, 1, 12, 0, 0);

/** What every AccessTokenReader, real or fake, must do. */
export function accessTokenReaderContract(name: string, create: () => AccessTokenReaderSubject): void {
  describe(`${name} (AccessTokenReader contract)`, () => {
    it('reads the user and the expiry (epoch milliseconds) of a token its backend issued', async () => {
      const { reader, issue } = create();
      const token = await issue({ userId: 7, expiresAt: EXPIRES_AT });

      expect(reader.read(token)).toEqual<AccessTokenClaims>({ userId: 7, expiresAt: EXPIRES_AT });
    });

    it('tells two tokens apart', async () => {
      const { reader, issue } = create();
      const first = await issue({ userId: 1, expiresAt: EXPIRES_AT });
      const second = await issue({ userId: 2, expiresAt: EXPIRES_AT + 60_000 });

      expect(reader.read(first)?.userId).toBe(1);
      expect(reader.read(second)).toEqual({ userId: 2, expiresAt: EXPIRES_AT + 60_000 });
    });

    it.each([null, '', 'not-a-token', 'a.b.c', 'a.b.c.d.e'])('answers null for %j', (token) => {
      expect(create().reader.read(token)).toBeNull();
    });

    it('answers null for an issued token with a bearer prefix or cut short', async () => {
      const { reader, issue } = create();
      const token = await issue({ userId: 7, expiresAt: EXPIRES_AT });

      expect(reader.read(`Bearer ${token}`)).toBeNull();
      expect(reader.read(token.slice(0, token.lastIndexOf('.')))).toBeNull();
    });

    it('never throws, whatever the string', () => {
      const { reader } = create();
      fc.assert(
        fc.property(anyText(), (token) => {
          const claims = reader.read(token);
          expect(claims === null || typeof claims.expiresAt === 'number').toBe(true);
        }),
      );
    });
  });
}
