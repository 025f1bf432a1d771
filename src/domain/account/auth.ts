// Client-side access-token rule (spec section 2, bottom navigation): the stored token is worth
// sending only while it has not expired. Reading the token is an adapter's job (AccessTokenReader);
// the client cannot verify the signature, and the server remains the judge.

/** True once `expiresAtMs` no longer lies after `nowMs` (both epoch milliseconds); a time that is not a number counts as expired. */
export const isExpired = (expiresAtMs: number, nowMs: number): boolean => !(expiresAtMs > nowMs);
