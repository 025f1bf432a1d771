import { base64url } from 'jose';
import { NotLoggedInError, UnauthorizedError } from '../../application/shared/errors';
import { FieldRefused } from '../../application/account/account-errors';
import type { AccountGateway } from '../../application/account/account-gateway';
import { isAccountEmail, newPasswordError } from '../../domain/account/account-form';
import type { SignedIn, SignUpRequest } from '../../domain/account/session';
import type { User } from '../../domain/account/user';
import { ScriptedFailures } from '../shared/scripted-failures';
import { AccountErrorCode, signUpBody, userOf } from './account-contract';
import { accountRefusal } from './account-api-errors';

/** An account as the server keeps it (the wire's names: store is the country, phoneNumber the phone). */
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

/** The contract's e-mail rule: a malformed address is refused on its field, as the server's schema does. */
function checkEmail(email: string): void {
  if (!isAccountEmail(email) || email.trim() !== email) throw new FieldRefused('email');
}

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

  async signUp(request: SignUpRequest): Promise<User> {
    this.failures.check();
    const body = signUpBody(request);
    checkEmail(body.email);
    // The server's order: the password's strength, then whether the address is taken.
    if (newPasswordError(body.password) !== null) throw accountRefusal(AccountErrorCode.WeakPassword, 'password');
    if (this.find(body.email) !== undefined) throw accountRefusal(AccountErrorCode.EmailTaken);
    const account: InMemoryAccount = {
      id: this.nextId,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      password: body.password,
      phoneNumber: body.phoneNumber ?? null,
      role: 'Shopper',
      store: null,
      verified: false,
    };
    this.nextId += 1;
    this.accounts.push(account);
    this.sendCode(account.email);
    return this.user(account);
  }

  async verifyEmail(email: string, code: string): Promise<SignedIn> {
    this.failures.check();
    checkEmail(email);
    const account = this.find(email);
    if (account === undefined) throw accountRefusal(AccountErrorCode.CodeInvalid);
    if (account.verified) throw accountRefusal(AccountErrorCode.AlreadyVerified);
    if (this.codes.get(account.email.toLowerCase()) !== code) {
      throw accountRefusal(AccountErrorCode.CodeInvalid);
    }
    account.verified = true;
    return this.session(account);
  }

  async resendVerification(email: string): Promise<void> {
    this.failures.check();
    checkEmail(email);
    const account = this.find(email);
    if (account !== undefined && !account.verified) this.sendCode(account.email);
  }

  async logIn(email: string, password: string): Promise<SignedIn> {
    this.failures.check();
    checkEmail(email);
    const account = this.find(email);
    if (account === undefined || account.password !== password) {
      throw accountRefusal(AccountErrorCode.InvalidCredentials);
    }
    if (!account.verified) throw accountRefusal(AccountErrorCode.EmailNotVerified);
    return this.session(account);
  }

  async requestPasswordReset(email: string): Promise<void> {
    this.failures.check();
    checkEmail(email);
    this.resetRequests.push(email);
    const account = this.find(email);
    if (account !== undefined) this.resetTokens.set(`reset-${account.id}-${this.resetRequests.length}`, { email: account.email, state: 'valid' });
  }

  async resetPassword(token: string, password: string): Promise<SignedIn> {
    this.failures.check();
    if (newPasswordError(password) !== null) throw accountRefusal(AccountErrorCode.WeakPassword, 'password');
    const entry = this.resetTokens.get(token);
    if (entry === undefined) throw accountRefusal(AccountErrorCode.TokenInvalid);
    if (entry.state === 'used') throw accountRefusal(AccountErrorCode.TokenUsed);
    if (entry.state === 'expired') throw accountRefusal(AccountErrorCode.TokenExpired);
    const account = this.find(entry.email);
    if (account === undefined) throw accountRefusal(AccountErrorCode.TokenInvalid);
    entry.state = 'used';
    account.password = password;
    account.tokenVersion = (account.tokenVersion ?? 0) + 1;
    account.verified = true;
    return this.session(account);
  }

  async changePassword(currentPassword: string, newPassword: string): Promise<SignedIn> {
    this.failures.check();
    if (this.signedInId === null) throw new NotLoggedInError();
    const account = this.accounts.find((candidate) => candidate.id === this.signedInId);
    if (account === undefined) throw new UnauthorizedError();
    if (account.password !== currentPassword) {
      throw accountRefusal(AccountErrorCode.WrongPassword);
    }
    if (newPasswordError(newPassword) !== null) throw accountRefusal(AccountErrorCode.WeakPassword, 'newPassword');
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

  private session(account: InMemoryAccount): SignedIn {
    this.signedInId = account.id;
    return { accessToken: inMemoryAccessToken(account.id, account.tokenVersion ?? 0), user: this.user(account) };
  }

  /** The account as the server's profile answers it, in the application's words (as the Http adapter maps it). */
  private user(account: InMemoryAccount): User {
    return userOf({
      id: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      role: account.role,
      store: account.store,
      phoneNumber: account.phoneNumber,
      hasPassword: account.password !== '',
    });
  }
}
