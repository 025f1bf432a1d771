// HS256 JWT access tokens via jose: { sub: userId, role, ver, iat, exp }. `ver` is the account's token
// version when the token was issued; the auth plugin compares it with the account's on each request, so
// raising the version (password changed or reset, signed out everywhere) revokes every earlier token.
// jose (about 45 modules) is imported on the first token issued or checked, not at the server's start.
let joseModule: Promise<typeof import('jose')> | undefined;
const jose = () => (joseModule ??= import('jose'));

export interface AccessTokenClaims {
  userId: number;
  /** The account's token version at issue; 0 for tokens signed before versions existed (no `ver`). */
  version: number;
  /** When the token stops being accepted, in seconds since the epoch (its `exp`). */
  expiresAt: number;
}

/** Tokens whose signature was checked, kept by default (a few hundred bytes each). */
const REMEMBERED_TOKENS = 2_000;

export class AccessTokens {
  /**
   * Tokens already checked, by their exact text, with their claims (issue 27): a signed-in shopper's page
   * makes several in-process API calls with the one token, and each checked its signature again (WebCrypto's
   * HMAC, ~0.2 ms a time). A token's text fixes its claims and signature, so a remembered token needs only its
   * expiry checked; any other text is checked in full. Only the signature is remembered: the account's
   * token version is still read for every request that comes to the server (plugins/auth.ts; the in-process
   * calls of a page it is drawing rely on the page's own read), so revoking works as before, on every
   * instance. The oldest are forgotten first. The claims are frozen: every caller shares them.
   */
  private readonly checked = new Map<string, AccessTokenClaims>();

  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
    private readonly remember = REMEMBERED_TOKENS,
  ) {}

  get expiresInSeconds(): number {
    return this.ttlSeconds;
  }

  /** How many checked tokens are remembered now. */
  get remembered(): number {
    return this.checked.size;
  }

  async issue(userId: number, role: string, tokenVersion = 0): Promise<string> {
    const { SignJWT } = await jose();
    return new SignJWT({ role, ver: tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt(Math.floor(this.now() / 1000))
      .setExpirationTime(Math.floor(this.now() / 1000) + this.ttlSeconds)
      .sign(this.secret);
  }

  /** The claims of a valid token, or null when it is malformed, tampered with or expired. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    const known = this.checked.get(token);
    if (known !== undefined) {
      if (known.expiresAt > this.now() / 1000) return known;
      this.checked.delete(token);
      return null;
    }
    const checked = await this.check(token);
    const claims = checked === null ? null : Object.freeze(checked);
    if (claims !== null) {
      this.checked.set(token, claims);
      for (const oldest of this.checked.keys()) {
        if (this.checked.size <= this.remember) break;
        this.checked.delete(oldest);
      }
    }
    return claims;
  }

  private async check(token: string): Promise<AccessTokenClaims | null> {
    const { errors, jwtVerify } = await jose();
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'], currentDate: new Date(this.now()) });
      const userId = Number(payload.sub);
      const version = payload.ver ?? 0;
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) return null;
      return { userId, version, expiresAt: Number(payload.exp) };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
