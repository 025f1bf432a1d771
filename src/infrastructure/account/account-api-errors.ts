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
import { AccountErrorCode } from './account-contract';

// The wire's field names, in the forms' words: the profile's store is the country it names, and
// phoneNumber and whatsApp are the one phone field.
const FIELD_NAMES: Readonly<Record<string, string>> = { store: 'country', phoneNumber: 'phone', whatsApp: 'phone' };

const fieldName = (wire: string): string => FIELD_NAMES[wire] ?? wire;

/** The API's account refusals as the application's typed errors; anything else passes through. */
export function accountError(error: unknown): unknown {
  if (error instanceof UnauthorizedError) {
    return error.code === AccountErrorCode.InvalidCredentials ? new InvalidCredentials() : error;
  }
  if (!(error instanceof ValidationError || error instanceof RefusedError)) return error;
  switch (error.code) {
    case AccountErrorCode.EmailTaken:
      return new EmailTaken();
    case AccountErrorCode.EmailNotVerified:
      return new EmailNotVerified();
    case AccountErrorCode.AlreadyVerified:
      return new AlreadyVerified();
    case AccountErrorCode.WeakPassword:
      return new WeakPassword(error.field === 'newPassword' ? 'newPassword' : 'password');
    case AccountErrorCode.WrongPassword:
      return new WrongPassword();
    case AccountErrorCode.CodeInvalid:
      return new CodeInvalid();
    case AccountErrorCode.CodeExpired:
      return new CodeExpired();
    case AccountErrorCode.TooManyAttempts:
      return new TooManyTries();
    case AccountErrorCode.TokenInvalid:
      return new TokenInvalid();
    case AccountErrorCode.TokenExpired:
      return new TokenExpired();
    case AccountErrorCode.TokenUsed:
      return new TokenUsed();
    default:
      return error.field === null ? error : new FieldRefused(fieldName(error.field), 'refused', error.message);
  }
}

/** Runs an account call, its refusals translated. */
export async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw accountError(error);
  }
}
