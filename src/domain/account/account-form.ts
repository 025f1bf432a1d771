import { isWirePhone, normalisePhone, toLatinDigits } from '../country';

// The account forms' rules (sign-up, login, verification, password reset and change), written once:
// the reference API checks the same functions (server/src/accounts/password.ts, the account
// contract), so a shopper hears about a mistake before the round trip. The server stays the judge.

/** Why a field is refused; the view translates `account:fieldErrors.<code>`. */
export type FieldErrorCode =
  | 'required'
  | 'emailShape'
  | 'emailTaken'
  | 'passwordShort'
  | 'passwordLetter'
  | 'passwordDigit'
  | 'passwordTooLong'
  | 'weakPassword'
  | 'passwordMismatch'
  | 'nameTooLong'
  | 'phoneShape'
  /** Not a number of the phone field's country (the message names the country). */
  | 'phoneOfCountry'
  | 'phoneTaken'
  | 'termsRequired'
  | 'codeShape'
  | 'codeInvalid'
  | 'codeExpired'
  | 'codeBurnt'
  | 'alreadyVerified'
  | 'wrongPassword'
  | 'notVerified'
  | 'refused';

export type FieldErrors<F extends string> = Partial<Record<F, FieldErrorCode>>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;
export const VERIFICATION_CODE_LENGTH = 6;
/** The server sends one verification code a minute. */
export const RESEND_COOLDOWN_SECONDS = 60;

/**
 * One @, something before it, a dotted domain after it, no spaces: what people mistype, not RFC
 * 5322. A JSON Schema pattern too: the contract's Email is this rule, so the server checks the same.
 */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$';
const EMAIL_SHAPE = new RegExp(EMAIL_PATTERN, 'u');

export const isAccountEmail = (email: string): boolean => {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(trimmed);
};

export function emailError(email: string): FieldErrorCode | null {
  if (email.trim() === '') return 'required';
  return isAccountEmail(email) ? null : 'emailShape';
}

export function nameError(name: string): FieldErrorCode | null {
  if (name.trim() === '') return 'required';
  return name.length > NAME_MAX_LENGTH ? 'nameTooLong' : null;
}

/** The visible checklist under a new-password field. */
export interface PasswordRules {
  length: boolean;
  letter: boolean;
  digit: boolean;
}

/** Which rules a password meets: ≥ 8 characters, a letter and a digit (any script, as the server). */
export const passwordRules = (password: string): PasswordRules => ({
  length: password.length >= PASSWORD_MIN_LENGTH,
  letter: /\p{L}/u.test(password),
  digit: /\p{Nd}/u.test(password),
});

/** The first rule a new password breaks, in the server's order, or null. */
export function newPasswordError(password: string): FieldErrorCode | null {
  if (password === '') return 'required';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  const rules = passwordRules(password);
  if (!rules.length) return 'passwordShort';
  if (!rules.letter) return 'passwordLetter';
  if (!rules.digit) return 'passwordDigit';
  return null;
}

/** A password being typed to sign in: only its presence is checked (old accounts may predate the rules). */
export const currentPasswordError = (password: string): FieldErrorCode | null => (password === '' ? 'required' : null);

/** Latin digits only, spaces and dashes removed: '١٢٣ ٤٥٦' → '123456'. */
export const cleanVerificationCode = (raw: string): string => toLatinDigits(raw).replace(/[\s-]/g, '');

export const isVerificationCode = (raw: string): boolean => /^\d{6}$/.test(cleanVerificationCode(raw));

export function verificationCodeError(raw: string): FieldErrorCode | null {
  if (raw.trim() === '') return 'required';
  return isVerificationCode(raw) ? null : 'codeShape';
}

/**
 * A phone field that may stay empty (the country dialog and the account page, spec §5): empty is
 * fine; anything typed must normalise, with the chosen country's calling code, to a wire phone.
 */
export function optionalPhoneError(raw: string, callingCode: string): FieldErrorCode | null {
  if (raw.trim() === '') return null;
  return isWirePhone(normalisePhone(raw, callingCode)) ? null : 'phoneShape';
}

/**
 * Whole seconds before another code may be asked for, from when the last one was sent (epoch ms)
 * and now: 0 when it may be asked now (or none was sent), never more than the cool-down.
 */
export function resendWaitSeconds(
  lastSentAtMs: number | null,
  nowMs: number,
  cooldownSeconds: number = RESEND_COOLDOWN_SECONDS,
): number {
  if (lastSentAtMs === null) return 0;
  const remainingMs = lastSentAtMs + cooldownSeconds * 1000 - nowMs;
  if (remainingMs <= 0) return 0;
  return Math.min(cooldownSeconds, Math.ceil(remainingMs / 1000));
}

/** Keeps only the entries that carry an error: an empty object means the form may be sent. */
export function fieldErrors<F extends string>(checks: Record<F, FieldErrorCode | null>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const key of Object.keys(checks) as F[]) {
    const code = checks[key];
    if (code !== null) errors[key] = code;
  }
  return errors;
}

export const hasFieldErrors = (errors: FieldErrors<string>): boolean => Object.keys(errors).length > 0;
