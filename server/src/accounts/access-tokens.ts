// HS256 JWT access tokens via jose: { sub: userId, role, iat, exp }.
// jose (about 45 modules) is imported on the first token issued or checked, not at the server's start.
let joseModule: Promise<typeof import('jose')> | undefined;
const jose = () => (joseModule ??= import('jose'));

export interface AccessTokenClaims {
  userId: number;
}

export class AccessTokens {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  get expiresInSeconds(): number {
    return this.ttlSeconds;
  }

  async issue(userId: number, role: string): Promise<string> {
    const { SignJWT } = await jose();
    return new SignJWT({ role })
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
      return Number.isSafeInteger(userId) && userId > 0 ? { userId } : null;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
