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

export class AccessTokens {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  get expiresInSeconds(): number {
    return this.ttlSeconds;
  }

  async issue(userId: number, role: string, tokenVersion = 0): Promise<string> {
    const { SignJWT } = await jose();
    return new SignJWT({ role, ver: tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.secret);
  }

  /** The claims of a valid token, or null when it is malformed, tampered with or expired. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    const { errors, jwtVerify } = await jose();
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
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
