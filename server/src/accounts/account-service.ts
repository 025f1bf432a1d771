// Sign-up, e-mail verification, login, password reset and change: the account use cases.
// Expected failures are thrown as AppError and answered as { code, message, field? }.
import { timingSafeEqual } from 'node:crypto';
import { AppError, badRequest, rateLimited, unauthorized } from '../http/errors.js';
import type { Mailer } from '../plugins/mail.js';
import { resetPasswordMail, verificationMail } from '../plugins/mail.js';
import type { Repositories, UnitOfWork } from '../repositories/index.js';
import type { User } from '../repositories/users-repository.js';
import type { AccessTokens } from './access-tokens.js';
import { DUMMY_HASH_PROMISE, hashPassword, passwordWeakness, verifyPassword } from './password.js';
import { toProfile, type Profile } from './profile.js';
import { newResetToken, newVerificationCode, secretHash } from './secrets.js';

export const ACCOUNT_RULES = {
  verificationCodeMinutes: 15,
  verificationMaxAttempts: 5,
  resendCooldownSeconds: 60,
  resetTokenMinutes: 30,
} as const;

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber?: string | undefined;
}

export interface Session {
  accessToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
  user: Profile;
}

export interface AccountServiceDeps {
  repos: Repositories;
  unitOfWork: UnitOfWork;
  mailer: Mailer;
  tokens: AccessTokens;
  secretKey: Uint8Array;
  publicUrl: string;
  now: () => Date;
}

const sameHash = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export class AccountService {
  constructor(private readonly deps: AccountServiceDeps) {}

  async signUp(input: SignUpInput): Promise<Profile> {
    const weakness = passwordWeakness(input.password);
    if (weakness) throw badRequest('WEAK_PASSWORD', weakness, 'password');
    const { repos } = this.deps;
    const email = input.email.trim();
    if (await repos.users.findByEmail(email)) throw emailTaken();
    const user = await repos.users.create({
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email,
      passwordHash: await hashPassword(input.password),
      phoneNumber: input.phoneNumber ?? null,
    });
    if (!user) throw emailTaken(); // lost a race with a sign-up for the same address
    await this.sendVerificationCode(user);
    return toProfile(user);
  }

  async verifyEmail(email: string, code: string): Promise<Session> {
    const { repos, now } = this.deps;
    const user = await repos.users.findByEmail(email);
    if (!user) throw invalidCode();
    if (user.emailVerifiedAt) throw new AppError(409, 'ALREADY_VERIFIED', 'This e-mail address is already verified.', 'email');
    const latest = await repos.accountSecrets.latestVerificationCode(user.id);
    if (!latest || latest.consumedAt) throw invalidCode();
    if (latest.expiresAt.getTime() <= now().getTime()) {
      throw badRequest('CODE_EXPIRED', 'The code has expired: ask for a new one.', 'code');
    }
    if (latest.attempts >= ACCOUNT_RULES.verificationMaxAttempts) {
      throw badRequest('TOO_MANY_ATTEMPTS', 'Too many wrong codes: ask for a new one.', 'code');
    }
    if (!sameHash(secretHash(this.deps.secretKey, 'verify', code), latest.codeHash)) {
      await repos.accountSecrets.countFailedAttempt(latest.id);
      throw invalidCode();
    }
    const at = now();
    await this.deps.unitOfWork(async (tx) => {
      await tx.accountSecrets.consumeVerificationCode(latest.id, at);
      await tx.users.markEmailVerified(user.id, at);
    });
    return this.sessionFor({ ...user, emailVerifiedAt: at });
  }

  /** Silently does nothing for unknown or verified addresses (no account enumeration). */
  async resendVerification(email: string): Promise<void> {
    const { repos, now } = this.deps;
    const user = await repos.users.findByEmail(email);
    if (!user || user.emailVerifiedAt) return;
    const latest = await repos.accountSecrets.latestVerificationCode(user.id);
    if (latest) {
      const elapsed = (now().getTime() - latest.createdAt.getTime()) / 1000;
      const wait = ACCOUNT_RULES.resendCooldownSeconds - elapsed;
      if (wait > 0) throw rateLimited(wait, 'A code was sent a moment ago: wait before asking again.');
    }
    await this.sendVerificationCode(user);
  }

  async login(email: string, password: string): Promise<Session> {
    const user = await this.deps.repos.users.findByEmail(email);
    // Hash even for an unknown address, so the answer time does not reveal which addresses exist.
    const ok = await verifyPassword(password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
    if (!user || !ok) throw new AppError(401, 'INVALID_CREDENTIALS', 'Wrong e-mail address or password.');
    if (!user.emailVerifiedAt) {
      throw new AppError(403, 'EMAIL_NOT_VERIFIED', 'Verify your e-mail address first: we sent you a code.', 'email');
    }
    return this.sessionFor(user);
  }

  /** Always succeeds from the caller's view; mails a reset link when the address is known. */
  async forgotPassword(email: string): Promise<void> {
    const { repos, now } = this.deps;
    const user = await repos.users.findByEmail(email);
    if (!user) return;
    const token = newResetToken();
    const expiresAt = new Date(now().getTime() + ACCOUNT_RULES.resetTokenMinutes * 60_000);
    await repos.accountSecrets.addResetToken(user.id, secretHash(this.deps.secretKey, 'reset', token), expiresAt);
    const link = `${this.deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await this.deps.mailer.send(resetPasswordMail(user.email ?? email, user.firstName, link, token, ACCOUNT_RULES.resetTokenMinutes));
  }

  /** The e-mailed link proves the address: the new password is set and the shopper is signed in (a fresh session). */
  async resetPassword(token: string, password: string): Promise<Session> {
    const weakness = passwordWeakness(password);
    if (weakness) throw badRequest('WEAK_PASSWORD', weakness, 'password');
    const { repos, now } = this.deps;
    const row = await repos.accountSecrets.findResetToken(secretHash(this.deps.secretKey, 'reset', token));
    if (!row) throw badRequest('TOKEN_INVALID', 'This reset link is not valid.', 'token');
    if (row.usedAt) throw tokenUsed();
    if (row.expiresAt.getTime() <= now().getTime()) {
      throw badRequest('TOKEN_EXPIRED', 'This reset link has expired: ask for a new one.', 'token');
    }
    const passwordHash = await hashPassword(password);
    const at = now();
    await this.deps.unitOfWork(async (tx) => {
      if (!(await tx.accountSecrets.useResetToken(row.id, at))) throw tokenUsed();
      if ((await tx.users.setPasswordHash(row.userId, passwordHash)) === null) throw accountGone();
      await tx.accountSecrets.revokeResetTokens(row.userId, at);
      // The link arrived by e-mail: that proves the address as well as a code would.
      await tx.users.markEmailVerified(row.userId, at);
    });
    // Read after the change: the raised token version, so the session is the one that still holds.
    const user = await repos.users.findById(row.userId);
    if (!user) throw accountGone();
    return this.sessionFor(user);
  }

  /**
   * Every access token issued before is revoked (the token version rises with the hash); the answer is a
   * fresh session for the device that made the change.
   */
  async changePassword(userId: number, currentPassword: string, newPassword: string): Promise<Session> {
    const { repos } = this.deps;
    const user = await repos.users.findById(userId);
    if (!user) throw accountGone();
    if (!(await verifyPassword(currentPassword, user.passwordHash))) {
      throw badRequest('WRONG_PASSWORD', 'The current password is not correct.', 'currentPassword');
    }
    const weakness = passwordWeakness(newPassword);
    if (weakness) throw badRequest('WEAK_PASSWORD', weakness, 'newPassword');
    const passwordHash = await hashPassword(newPassword);
    const tokenVersion = await this.deps.unitOfWork(async (tx) => {
      const version = await tx.users.setPasswordHash(user.id, passwordHash);
      if (version === null) throw accountGone();
      await tx.accountSecrets.revokeResetTokens(user.id, this.deps.now());
      return version;
    });
    return this.sessionFor({ ...user, passwordHash, tokenVersion });
  }

  /** Signs the user out on every device: every access token issued so far is refused from now on. */
  async signOutEverywhere(userId: number): Promise<void> {
    if ((await this.deps.repos.users.revokeTokens(userId)) === null) throw accountGone();
  }

  private async sendVerificationCode(user: User): Promise<void> {
    if (user.email === null) return; // an account made with a phone only has no address to verify
    const code = newVerificationCode();
    const expiresAt = new Date(this.deps.now().getTime() + ACCOUNT_RULES.verificationCodeMinutes * 60_000);
    await this.deps.repos.accountSecrets.addVerificationCode(user.id, secretHash(this.deps.secretKey, 'verify', code), expiresAt);
    await this.deps.mailer.send(verificationMail(user.email, user.firstName, code, ACCOUNT_RULES.verificationCodeMinutes));
  }

  private async sessionFor(user: User): Promise<Session> {
    return {
      accessToken: await this.deps.tokens.issue(user.id, user.role, user.tokenVersion),
      tokenType: 'Bearer',
      expiresIn: this.deps.tokens.expiresInSeconds,
      user: toProfile(user),
    };
  }
}

const accountGone = (): AppError => unauthorized('The account of this token no longer exists.');
const emailTaken = (): AppError =>
  new AppError(409, 'EMAIL_TAKEN', 'An account with this e-mail address already exists.', 'email');
const invalidCode = (): AppError => badRequest('CODE_INVALID', 'This code is not valid.', 'code');
const tokenUsed = (): AppError => badRequest('TOKEN_USED', 'This reset link has already been used.', 'token');
