import { injectable } from 'inversify';
import { base64url } from 'jose';
import { NotLoggedInError, RefusedError, UnauthorizedError, ValidationError } from '../../application/errors';
import type { AccountGateway } from '../../application/ports/account-gateway';
import { newPasswordError } from '../../domain/account-form';
import type { Session, SignUpRequest } from '../../domain/session';
import type { ProfileResponse } from '../../domain/user';
import { ScriptedFailures } from './scripted-failures';

export interface InMemoryAccount {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber: string | null;
  role: string;
  store: number | null;
  verified: boolean;
  /** Raised by a password change or reset: tokens carrying an older one are revoked (as on the server). */
  tokenVersion?: number;
}

export interface InMemoryResetToken {
  email: string;
  state: 'valid' | 'used' | 'expired';
}

// Far in the future, so the client's token check (exp against the clock) passes in every test.
const TOKEN_EXP_SECONDS = 4_102_444_800; // 2100-01-01

/** A JWT-shaped token for the account (unsigned: the fake trusts itself). */
export const inMemoryAccessToken = (id: number, version = 0): string =>
  [
    base64url.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    base64url.encode(JSON.stringify({ sub: String(id), exp: TOKEN_EXP_SECONDS, ver: version })),
    'ZmFrZQ',
  ].join('.');

/**
 * A working fake of the account calls, with the server's rules that forms depend on: unique
 * case-insensitive e-mail, password strength, the 6-digit code, one-time reset tokens. Tests read
 * its public state (accounts, codes, reset requests) and script failures (e.g. RateLimitedError).
 */
@injectable()
export class InMemoryAccountGateway implements AccountGateway {
  readonly failures = new ScriptedFailures();
  accounts: InMemoryAccount[];
  /** The code each address was last sent, by lower-cased address. */
  codes = new Map<string, string>();
  /** Addresses a code was (re)sent to, oldest first. */
  codesSent: string[] = [];
  /** Addresses a reset link was asked for (known or not), oldest first. */
  resetRequests: string[] = [];
  resetTokens = new Map<string, InMemoryResetToken>();
  /** The account signed in through this fake (login or verification), for change-password. */
  signedInId: number | null = null;
  private nextId = 1000;
  private nextCode = 123456;

  constructor(accounts: readonly InMemoryAccount[] = []) {
    this.accounts = accounts.map((account) => ({ ...account }));
  }

  async signUp(request: SignUpRequest): Promise<ProfileResponse> {
    this.failures.check();
    if (this.find(request.email) !== undefined) {
      throw new RefusedError('An account with this e-mail address already exists.', 409, 'EMAIL_TAKEN', 'email');
    }
    if (newPasswordError(request.password) !== null) throw new ValidationError('Weak password.', 'password', 'WEAK_PASSWORD');
    const account: InMemoryAccount = {
      id: this.nextId,
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      password: request.password,
      phoneNumber: request.phoneNumber ?? null,
      role: 'Shopper',
      store: null,
      verified: false,
    };
    this.nextId += 1;
    this.accounts.push(account);
    this.sendCode(account.email);
    return this.profile(account);
  }

  async verifyEmail(email: string, code: string): Promise<Session> {
    this.failures.check();
    const account = this.find(email);
    if (account === undefined) throw new ValidationError('This code is not valid.', 'code', 'CODE_INVALID');
    if (account.verified) throw new RefusedError('Already verified.', 409, 'ALREADY_VERIFIED', 'email');
    if (this.codes.get(account.email.toLowerCase()) !== code) {
      throw new ValidationError('This code is not valid.', 'code', 'CODE_INVALID');
    }
    account.verified = true;
    return this.session(account);
  }

  async resendVerification(email: string): Promise<void> {
    this.failures.check();
    const account = this.find(email);
    if (account !== undefined && !account.verified) this.sendCode(account.email);
  }

  async logIn(email: string, password: string): Promise<Session> {
    this.failures.check();
    const account = this.find(email);
    if (account === undefined || account.password !== password) {
      throw new UnauthorizedError('Wrong e-mail address or password.', 'INVALID_CREDENTIALS');
    }
    if (!account.verified) throw new RefusedError('Verify your e-mail address first.', 403, 'EMAIL_NOT_VERIFIED', 'email');
    return this.session(account);
  }

  async requestPasswordReset(email: string): Promise<void> {
    this.failures.check();
    this.resetRequests.push(email);
    const account = this.find(email);
    if (account !== undefined) this.resetTokens.set(`reset-${account.id}-${this.resetRequests.length}`, { email: account.email, state: 'valid' });
  }

  async resetPassword(token: string, password: string): Promise<void> {
    this.failures.check();
    if (newPasswordError(password) !== null) throw new ValidationError('Weak password.', 'password', 'WEAK_PASSWORD');
    const entry = this.resetTokens.get(token);
    if (entry === undefined) throw new ValidationError('This reset link is not valid.', 'token', 'TOKEN_INVALID');
    if (entry.state === 'used') throw new ValidationError('Already used.', 'token', 'TOKEN_USED');
    if (entry.state === 'expired') throw new ValidationError('Expired.', 'token', 'TOKEN_EXPIRED');
    const account = this.find(entry.email);
    if (account === undefined) throw new ValidationError('This reset link is not valid.', 'token', 'TOKEN_INVALID');
    entry.state = 'used';
    account.password = password;
    account.tokenVersion = (account.tokenVersion ?? 0) + 1;
    account.verified = true;
  }

  async changePassword(currentPassword: string, newPassword: string): Promise<Session> {
    this.failures.check();
    if (this.signedInId === null) throw new NotLoggedInError();
    const account = this.accounts.find((candidate) => candidate.id === this.signedInId);
    if (account === undefined) throw new UnauthorizedError();
    if (account.password !== currentPassword) {
      throw new ValidationError('The current password is not correct.', 'currentPassword', 'WRONG_PASSWORD');
    }
    if (newPasswordError(newPassword) !== null) throw new ValidationError('Weak password.', 'newPassword', 'WEAK_PASSWORD');
    account.password = newPassword;
    account.tokenVersion = (account.tokenVersion ?? 0) + 1;
    return this.session(account);
  }

  /** Whether a token is one the server would still accept: its account exists and its version is current. */
  isCurrentToken(token: string): boolean {
    return this.accounts.some((account) => token === inMemoryAccessToken(account.id, account.tokenVersion ?? 0));
  }

  /** The last reset token issued for an address (what the e-mailed link would carry). */
  lastResetToken(email: string): string | null {
    const tokens = [...this.resetTokens.entries()].filter(([, entry]) => entry.email.toLowerCase() === email.toLowerCase());
    return tokens.at(-1)?.[0] ?? null;
  }

  find(email: string): InMemoryAccount | undefined {
    const key = email.trim().toLowerCase();
    return this.accounts.find((account) => account.email.toLowerCase() === key);
  }

  private sendCode(email: string): void {
    this.codes.set(email.toLowerCase(), String(this.nextCode));
    this.nextCode += 1;
    this.codesSent.push(email);
  }

  private session(account: InMemoryAccount): Session {
    this.signedInId = account.id;
    return { accessToken: inMemoryAccessToken(account.id, account.tokenVersion ?? 0), user: this.profile(account) };
  }

  private profile(account: InMemoryAccount): ProfileResponse {
    return {
      id: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      role: account.role,
      store: account.store,
    };
  }
}
