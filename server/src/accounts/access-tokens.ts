// HS256 JWT access tokens via jose: { sub: userId, role, iat, exp }.
import { errors, jwtVerify, SignJWT } from 'jose';

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
    return new SignJWT({ role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.secret);
  }

  /** The claims of a valid token, or null when it is malformed, tampered with or expired. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
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
