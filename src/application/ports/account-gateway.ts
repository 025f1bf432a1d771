import type { Session, SignUpRequest } from '../../domain/session';
import type { ProfileResponse } from '../../domain/user';

/**
 * The account calls (docs/api.md, Accounts). Refusals are thrown as the application's errors:
 * ValidationError (400, with field and code), UnauthorizedError (401, code INVALID_CREDENTIALS on
 * login), RefusedError (403 EMAIL_NOT_VERIFIED, 409 EMAIL_TAKEN or ALREADY_VERIFIED),
 * RateLimitedError (429), NetworkError.
 */
export interface AccountGateway {
  /** POST /auth/signup; the server mails a 6-digit code. */
  signUp(request: SignUpRequest): Promise<ProfileResponse>;
  /** POST /auth/verify-email; answers a session (signed in). */
  verifyEmail(email: string, code: string): Promise<Session>;
  /** POST /auth/resend-verification; one code a minute. */
  resendVerification(email: string): Promise<void>;
  /** POST /auth/login. */
  logIn(email: string, password: string): Promise<Session>;
  /** POST /auth/forgot-password; succeeds for unknown addresses too. */
  requestPasswordReset(email: string): Promise<void>;
  /** POST /auth/reset-password with the token of the e-mailed link. */
  resetPassword(token: string, password: string): Promise<void>;
  /**
   * POST /users/profile/change-password (bearer). The change revokes every token issued before, this
   * device's too, so it answers a fresh session for this device.
   */
  changePassword(currentPassword: string, newPassword: string): Promise<Session>;
}
