import { CodeExpired, CodeInvalid, EmailTaken, FieldRefused, TooManyTries } from '../../application/account/account-errors';
import {
  DeliveryFailed,
  type CodeSent,
  type PhoneChannel,
  type PhoneGateway,
  type PhoneSignUpRequest,
  type TypedPhone,
} from '../../application/account/phone-gateway';
import { NotLoggedInError } from '../../application/shared/errors';
import { cleanVerificationCode } from '../../domain/account/account-form';
import type { SignedIn } from '../../domain/account/session';
import { fullName } from '../../domain/account/user';
import { signInPhone } from '../../domain/country';
import { ScriptedFailures } from '../shared/scripted-failures';
import { inMemoryAccessToken } from './in-memory-account-gateway';

/** An account the fake knows, signing in with `phone` (E.164 digits). */
export interface InMemoryPhoneAccount {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  countryId: number | null;
  /** false for an account made here, with a phone only; an account given to the fake has one unless it says so. */
  hasPassword?: boolean;
}

interface LiveCode {
  code: string;
  purpose: 'sign-in' | 'sign-up' | 'add-phone';
  userId: number | null;
  tries: number;
  expired: boolean;
}

/**
 * A working fake of phone sign-in with the server's rules the screens depend on: the same answer for
 * phones with and without an account, single-use codes bound to phone and purpose, 5 tries, one
 * phone per account, a channel that can be made to fail. Tests read `sent` (every message, newest
 * last) and script failures.
 */
export class InMemoryPhoneGateway implements PhoneGateway {
  readonly failures = new ScriptedFailures();
  accounts: InMemoryPhoneAccount[];
  /** Every message "sent", oldest first: code is null for the no-account notice. */
  sent: { phone: string; channel: PhoneChannel; code: string | null; purpose: string }[] = [];
  /** Channels whose provider fails now. */
  failingChannels = new Set<PhoneChannel>();
  /** The account the fake signed in (for the add-phone calls); null: not signed in. */
  signedInId: number | null = null;
  resendAfterSeconds = 30;
  private codes = new Map<string, LiveCode>();
  private nextId = 5000;
  private nextCode = 246810;

  constructor(accounts: readonly InMemoryPhoneAccount[] = []) {
    this.accounts = accounts.map((account) => ({ ...account }));
  }

  /** The code last sent to a phone (as typed with its calling code), for tests. */
  lastCode(phone: string, callingCode = '963'): string | null {
    const digits = signInPhone(phone, callingCode);
    return this.sent.toReversed().find((message) => message.phone === digits)?.code ?? null;
  }

  /** Makes the live code of a phone and purpose expire. */
  expire(phone: string, purpose: LiveCode['purpose'], callingCode = '963'): void {
    const live = this.codes.get(`${purpose}|${signInPhone(phone, callingCode)}`);
    if (live) live.expired = true;
  }

  async sendCode(phone: TypedPhone, channel: PhoneChannel, purpose: 'sign-in' | 'sign-up'): Promise<CodeSent> {
    this.failures.check();
    const digits = this.digits(phone);
    const owner = this.accounts.find((account) => account.phone === digits);
    if (owner === undefined && purpose === 'sign-in') return this.deliver(digits, channel, null, null);
    return this.deliver(digits, channel, owner === undefined ? 'sign-up' : 'sign-in', owner?.id ?? null);
  }

  async signIn(phone: TypedPhone, code: string): Promise<SignedIn> {
    this.failures.check();
    const digits = this.digits(phone);
    const live = this.consume(digits, ['sign-in'], code);
    const account = this.accounts.find((item) => item.id === live.userId);
    if (account === undefined) throw new CodeInvalid();
    return this.session(account);
  }

  async signUp(request: PhoneSignUpRequest): Promise<SignedIn> {
    this.failures.check();
    const digits = this.digits(request);
    const live = this.consume(digits, ['sign-up', 'sign-in'], request.code);
    if (live.purpose === 'sign-in') {
      const existing = this.accounts.find((item) => item.id === live.userId);
      if (existing === undefined) throw new CodeInvalid();
      return this.session(existing);
    }
    const email = request.email.trim();
    if (email !== '' && this.accounts.some((item) => item.email.toLowerCase() === email.toLowerCase())) throw new EmailTaken();
    const account: InMemoryPhoneAccount = {
      id: this.nextId,
      firstName: request.firstName.trim(),
      lastName: request.lastName.trim(),
      email,
      phone: digits,
      countryId: request.countryId,
      hasPassword: false,
    };
    this.nextId += 1;
    this.accounts.push(account);
    return this.session(account);
  }

  /** Null for an account the fake does not know (signed in through the account fake): it has no sign-in phone. */
  async signInPhone(): Promise<string | null> {
    this.failures.check();
    const account = this.accounts.find((item) => item.id === this.signedInId);
    return account === undefined || account.phone === '' ? null : `+${account.phone}`;
  }

  async sendAddPhoneCode(phone: TypedPhone, channel: PhoneChannel): Promise<CodeSent> {
    this.failures.check();
    if (this.signedInId === null) throw new NotLoggedInError();
    return this.deliver(this.digits(phone), channel, 'add-phone', this.signedInId);
  }

  async addPhone(phone: TypedPhone, code: string): Promise<string> {
    this.failures.check();
    const account = this.accounts.find((item) => item.id === this.signedInId);
    if (account === undefined) throw new NotLoggedInError();
    const digits = this.digits(phone);
    this.consume(digits, ['add-phone'], code);
    if (this.accounts.some((item) => item.phone === digits && item.id !== account.id)) throw new FieldRefused('phone', 'phoneTaken');
    account.phone = digits;
    return `+${digits}`;
  }

  private digits(phone: TypedPhone): string {
    const digits = signInPhone(phone.phone, phone.callingCode);
    if (digits === '') throw new FieldRefused('phone', 'phoneOfCountry');
    return digits;
  }

  private deliver(phone: string, channel: PhoneChannel, purpose: LiveCode['purpose'] | null, userId: number | null): CodeSent {
    if (this.failingChannels.has(channel)) throw new DeliveryFailed(channel);
    const code = purpose === null ? null : String(this.nextCode++).padStart(6, '0');
    if (purpose !== null && code !== null) this.codes.set(`${purpose}|${phone}`, { code, purpose, userId, tries: 0, expired: false });
    this.sent.push({ phone, channel, code, purpose: purpose ?? 'no-account' });
    return { phone: `+${phone}`, channel, resendAfterSeconds: this.resendAfterSeconds, expiresInMinutes: 10 };
  }

  private consume(phone: string, purposes: LiveCode['purpose'][], typed: string): LiveCode {
    const code = cleanVerificationCode(typed);
    if (!/^\d{6}$/.test(code)) throw new CodeInvalid();
    const live = purposes.map((purpose) => this.codes.get(`${purpose}|${phone}`)).find((item) => item !== undefined);
    if (live === undefined) throw new CodeInvalid();
    if (live.expired) throw new CodeExpired();
    if (live.tries >= 5) throw new TooManyTries();
    if (live.code !== code) {
      live.tries += 1;
      throw new CodeInvalid();
    }
    this.codes.delete(`${live.purpose}|${phone}`);
    return live;
  }

  private session(account: InMemoryPhoneAccount): SignedIn {
    this.signedInId = account.id;
    return {
      accessToken: inMemoryAccessToken(account.id),
      user: {
        id: account.id,
        name: fullName(account.firstName, account.lastName),
        email: account.email,
        role: 'Shopper',
        countryId: account.countryId,
        phone: account.phone,
        picture: '',
        hasPassword: account.hasPassword ?? true,
      },
    };
  }
}
