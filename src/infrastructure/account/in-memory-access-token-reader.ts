import type { AccessTokenClaims, AccessTokenReader } from '../../application/account/access-token-reader';

/**
 * A working fake: tokens are opaque keys into a table of the claims they were issued with, so a
 * test can set a user and an expiry without writing a JWT. Tests read and change `tokens`.
 */
export class InMemoryAccessTokenReader implements AccessTokenReader {
  readonly tokens = new Map<string, AccessTokenClaims>();
  private issued = 0;

  issue(claims: { userId: number | null; expiresAt: number }): string {
    this.issued += 1;
    const token = `in-memory-token-${this.issued}-${claims.userId ?? 'none'}`;
    this.tokens.set(token, { userId: claims.userId, expiresAt: claims.expiresAt });
    return token;
  }

  read(token: string | null): AccessTokenClaims | null {
    const claims = token === null ? undefined : this.tokens.get(token);
    return claims === undefined ? null : { ...claims };
  }
}
