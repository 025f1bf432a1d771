import type { FieldErrorCode, FieldErrors } from '../domain/account-form';
import { err, type Err } from '../domain/result';
import {
  NetworkError,
  NotLoggedInError,
  RateLimitedError,
  RefusedError,
  UnauthorizedError,
  ValidationError,
} from './errors';
import type { ErrorReporter } from './ports/error-reporter';

/** Why an account form was not accepted; `fields` puts the blame on named fields of the form. */
export type AccountFailure<F extends string> =
  | { kind: 'fields'; fields: FieldErrors<F> }
  | { kind: 'rate-limited'; retryAfterSeconds: number | null }
  | { kind: 'invalid-credentials' }
  | { kind: 'email-not-verified' }
  | { kind: 'already-verified' }
  | { kind: 'token'; reason: 'expired' | 'used' | 'invalid' }
  | { kind: 'not-signed-in' }
  | { kind: 'network' }
  | { kind: 'failed' };

/** Every failure but the field ones: what a form shows above its button. */
export type FormProblem = Exclude<AccountFailure<string>, { kind: 'fields' }>;

// The server's business codes that blame a field, as the form's words for them.
const FIELD_CODES: Readonly<Record<string, FieldErrorCode>> = {
  WEAK_PASSWORD: 'weakPassword',
  EMAIL_TAKEN: 'emailTaken',
  CODE_INVALID: 'codeInvalid',
  CODE_EXPIRED: 'codeExpired',
  TOO_MANY_ATTEMPTS: 'codeBurnt',
  WRONG_PASSWORD: 'wrongPassword',
};

const TOKEN_CODES: Readonly<Record<string, 'expired' | 'used' | 'invalid'>> = {
  TOKEN_EXPIRED: 'expired',
  TOKEN_USED: 'used',
  TOKEN_INVALID: 'invalid',
};

export const fieldsFailure = <F extends string>(fields: FieldErrors<F>): Err<AccountFailure<F>> =>
  err({ kind: 'fields', fields });

/**
 * The error an account call threw, as a failure the form can show. `fields` maps the server's field
 * names to the form's (identity by default): a refusal on a field the form has lands on that field;
 * anything unexpected is reported and shown as a general failure.
 */
export function accountFailure<F extends string>(
  error: unknown,
  fields: Readonly<Record<string, F>>,
  reporter: ErrorReporter,
  action: string,
): AccountFailure<F> {
  if (error instanceof RateLimitedError) return { kind: 'rate-limited', retryAfterSeconds: error.retryAfterSeconds };
  if (error instanceof NetworkError) return { kind: 'network' };
  if (error instanceof NotLoggedInError) return { kind: 'not-signed-in' };
  if (error instanceof UnauthorizedError) {
    return error.code === 'INVALID_CREDENTIALS' ? { kind: 'invalid-credentials' } : { kind: 'not-signed-in' };
  }
  if (error instanceof RefusedError && error.code === 'EMAIL_NOT_VERIFIED') return { kind: 'email-not-verified' };
  if (error instanceof RefusedError && error.code === 'ALREADY_VERIFIED') return { kind: 'already-verified' };
  if (error instanceof ValidationError || error instanceof RefusedError) {
    const token = error.code === null ? undefined : TOKEN_CODES[error.code];
    if (token !== undefined) return { kind: 'token', reason: token };
    const field = error.field === null ? undefined : fields[error.field];
    if (field !== undefined) {
      const code = (error.code === null ? undefined : FIELD_CODES[error.code]) ?? 'refused';
      const blamed: FieldErrors<F> = {};
      blamed[field] = code;
      return { kind: 'fields', fields: blamed };
    }
  }
  reporter.captureException(error, { action });
  return { kind: 'failed' };
}
