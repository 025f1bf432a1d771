import {
  AlreadyVerified,
  CodeExpired,
  CodeInvalid,
  EmailNotVerified,
  EmailTaken,
  FieldRefused,
  InvalidCredentials,
  TokenExpired,
  TokenInvalid,
  TokenUsed,
  TooManyTries,
  WeakPassword,
  WrongPassword,
} from '../../application/account/account-errors';
import { RefusedError, UnauthorizedError, ValidationError } from '../../application/shared/errors';
import { withRefusals } from '../shared/refusals';
import { AccountErrorCode } from './account-contract';

// The wire's field names, in the forms' words: the profile's store is the country it names, and
// phoneNumber and whatsApp are the one phone field.
const FIELD_NAMES: Readonly<Record<string, string>> = { store: 'country', phoneNumber: 'phone', whatsApp: 'phone' };

const fieldName = (wire: string): string => FIELD_NAMES[wire] ?? wire;

/** The application's error for each refusal the API words with a code on a 400, 403 or 409 (a weak password names its field). */
const REFUSALS = new Map<string, (field: string | null) => Error>([
  [AccountErrorCode.EmailTaken, () => new EmailTaken()],
  [AccountErrorCode.EmailNotVerified, () => new EmailNotVerified()],
  [AccountErrorCode.AlreadyVerified, () => new AlreadyVerified()],
  [AccountErrorCode.WeakPassword, (field) => new WeakPassword(field === 'newPassword' ? 'newPassword' : 'password')],
  [AccountErrorCode.WrongPassword, () => new WrongPassword()],
  [AccountErrorCode.CodeInvalid, () => new CodeInvalid()],
  [AccountErrorCode.CodeExpired, () => new CodeExpired()],
  [AccountErrorCode.TooManyAttempts, () => new TooManyTries()],
  [AccountErrorCode.TokenInvalid, () => new TokenInvalid()],
  [AccountErrorCode.TokenExpired, () => new TokenExpired()],
  [AccountErrorCode.TokenUsed, () => new TokenUsed()],
]);

/** The API's account refusals as the application's typed errors; anything else passes through. */
export function accountError(error: unknown): unknown {
  if (error instanceof UnauthorizedError) {
    return error.code === AccountErrorCode.InvalidCredentials ? new InvalidCredentials() : error;
  }
  if (!(error instanceof ValidationError || error instanceof RefusedError)) return error;
  const refusal = error.code === null ? undefined : REFUSALS.get(error.code);
  if (refusal !== undefined) return refusal(error.field);
  return error.field === null ? error : new FieldRefused(fieldName(error.field), 'refused', error.message);
}

/**
 * What the Http adapter makes of the API's refusal `code` (on `field`, when it names one): a fake
 * refuses where the server would and throws this, so both answer through the one mapping.
 */
export function accountRefusal(code: (typeof AccountErrorCode)[keyof typeof AccountErrorCode], field: string | null = null): unknown {
  return accountError(code === AccountErrorCode.InvalidCredentials ? new UnauthorizedError('Unauthorized.', code) : new RefusedError(code, 409, code, field));
}

/** Runs an account call, its refusals translated. */
export const translated = <T>(call: () => Promise<T>): Promise<T> => withRefusals(accountError, call);
