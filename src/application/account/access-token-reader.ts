/**
 * What the client may learn from the stored access token without verifying it: the client only
 * decides whether the token is worth sending; the server stays the judge of its signature.
 */
export interface AccessTokenClaims {
  /** The user the token names (its subject), or null when it names none the app understands. */
  userId: number | null;
  /** When the token stops being accepted, in epoch milliseconds. */
  expiresAt: number;
}

export interface AccessTokenReader {
  /** The claims of a well-formed token that says when it expires, or null for anything else. Never throws. */
  read(token: string | null): AccessTokenClaims | null;
}
