import type { SignedIn, SignUpRequest } from '../../domain/account/session';
import type { User } from '../../domain/account/user';

/**
 * The account calls (docs/api.md, Accounts). Refusals are thrown as the typed errors of
 * account-errors.ts (EmailTaken, WeakPassword, InvalidCredentials, EmailNotVerified, AlreadyVerified,
 * CodeInvalid, TokenUsed…, FieldRefused for any other field), or NotLoggedInError,
 * RateLimitedError, NetworkError.
 */
export interface AccountGateway {
  /** POST /auth/signup; the server mails a 6-digit code. Answers the new (unverified) user. */
  signUp(request: SignUpRequest): Promise<User>;
  /** POST /auth/verify-email; answers a session (signed in). */
  verifyEmail(email: string, code: string): Promise<SignedIn>;
  /** POST /auth/resend-verification; one code a minute. */
  resendVerification(email: string): Promise<void>;
  /** POST /auth/login. */
  logIn(email: string, password: string): Promise<SignedIn>;
  /** POST /auth/forgot-password; succeeds for unknown addresses too. */
  requestPasswordReset(email: string): Promise<void>;
  /**
   * POST /auth/reset-password with the token of the e-mailed link. The link proved the address, so it
   * answers a session (signed in) that replaces every earlier one.
   */
  resetPassword(token: string, password: string): Promise<SignedIn>;
  /**
   * POST /users/profile/change-password (bearer). The change revokes every token issued before, this
   * device's too, so it answers a fresh session for this device.
   */
  changePassword(currentPassword: string, newPassword: string): Promise<SignedIn>;
}
