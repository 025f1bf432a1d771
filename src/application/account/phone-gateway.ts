import type { SignedIn } from '../../domain/account/session';

/** Where a code goes. */
export type PhoneChannel = 'sms' | 'whatsapp';

/** A phone as the shopper typed it, with the calling code of the country she picked. */
export interface TypedPhone {
  phone: string;
  callingCode: string;
}

/** What the server says after sending a code: where it went, and how long before another may be asked. */
export interface CodeSent {
  /** Normalised, with '+'. */
  phone: string;
  channel: PhoneChannel;
  resendAfterSeconds: number;
  expiresInMinutes: number;
}

export interface PhoneSignUpRequest extends TypedPhone {
  code: string;
  firstName: string;
  lastName: string;
  /** The country (countries.id) she shops in. */
  countryId: number;
  /** Optional: '' for none. */
  email: string;
}

/** The provider could not send by this channel: the other one may work. */
export class DeliveryFailed extends Error {
  override readonly name = 'DeliveryFailed';
  constructor(readonly channel: PhoneChannel) {
    super(`The code could not be sent by ${channel}.`);
  }
}

/**
 * Phone sign-in (docs/api.md, Phone sign-in; issue 30). Refusals are thrown as the account errors
 * (CodeInvalid, CodeExpired, TooManyTries, FieldRefused('phone'|'email'…)), DeliveryFailed,
 * RateLimitedError, NotLoggedInError or NetworkError.
 */
export interface PhoneGateway {
  /** POST /auth/phone/code: the same answer whether the phone has an account or not. */
  sendCode(phone: TypedPhone, channel: PhoneChannel, purpose: 'sign-in' | 'sign-up', language: 'en' | 'ar'): Promise<CodeSent>;
  /** POST /auth/phone/sign-in. */
  signIn(phone: TypedPhone, code: string): Promise<SignedIn>;
  /** POST /auth/phone/sign-up: a new account, or the existing one when the phone had one. */
  signUp(request: PhoneSignUpRequest): Promise<SignedIn>;
  /** GET /auth/phone (signed in): the phone the account signs in with, '+…', or null. */
  signInPhone(): Promise<string | null>;
  /** POST /auth/phone/add/code (signed in). */
  sendAddPhoneCode(phone: TypedPhone, channel: PhoneChannel, language: 'en' | 'ar'): Promise<CodeSent>;
  /** POST /auth/phone/add (signed in): answers the phone now signed in with. */
  addPhone(phone: TypedPhone, code: string): Promise<string>;
}
