import { decodeJwt, decodeProtectedHeader } from 'jose';
import type { AccessTokenClaims, AccessTokenReader } from '../../application/account/access-token-reader';

// Three non-empty base64url segments. An empty signature (alg "none") is never a token our server
// issues, and jose's decoder, built on atob, would let whitespace through.
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const USER_ID = /^[1-9]\d{0,15}$/;

/**
 * Reads the stored JWT with jose's decoders (no signature check: the client has no key, and only
 * decides whether the token is worth sending). A header or payload that is not a base64url JSON
 * object, or an expiry that is not a finite number of seconds, makes the token unreadable.
 */
export class JoseAccessTokenReader implements AccessTokenReader {
  read(token: string | null): AccessTokenClaims | null {
    if (token === null || !COMPACT_JWS.test(token)) return null;
    let claims: ReturnType<typeof decodeJwt>;
    try {
      decodeProtectedHeader(token);
      claims = decodeJwt(token);
    } catch {
      // jose throws on any malformed token; that is an answer here, not a failure.
      return null;
    }
    const { exp, sub } = claims;
    // exp is a NumericDate: seconds since the epoch (RFC 7519 section 4.1.4).
    if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
    const userId = typeof sub === 'string' && USER_ID.test(sub) ? Number(sub) : null;
    return { userId: userId !== null && Number.isSafeInteger(userId) ? userId : null, expiresAt: exp * 1000 };
  }
}
