import type { FieldErrorCode, FieldErrors } from '../../domain/account/account-form';
import { err, type Err } from '../../domain/shared/result';
import { NetworkError, NotLoggedInError, RateLimitedError, UnauthorizedError } from '../shared/errors';
import { AlreadyVerified, EmailNotVerified, FieldRefused, InvalidCredentials, ResetTokenRefused } from './account-errors';
import type { Failures } from '../shared/failure';
import type { FormFailure, RateLimited } from '../shared/form-state';

/** What an account form shows above its button when it was not accepted. */
export type FormProblem =
  | RateLimited
  | { kind: 'invalid-credentials' }
  | { kind: 'email-not-verified' }
  | { kind: 'already-verified' }
  | { kind: 'token'; reason: 'expired' | 'used' | 'invalid' }
  | { kind: 'not-signed-in' }
  | { kind: 'network' }
  | { kind: 'failed' };

/** Why an account form was not accepted: the shared form failure, with the account's field codes and problems. */
export type AccountFailure<F extends string> = FormFailure<F, FieldErrorCode, FormProblem>;

export const fieldsFailure = <F extends string>(fields: FieldErrors<F>): Err<AccountFailure<F>> =>
  err({ kind: 'fields', fields });

/**
 * An account form's words for what an account call threw (docs/adr/0057). `fields` maps the
 * application's field names to the form's: a refusal on a field the form has lands on that field; a
 * refusal on another, and anything else unexpected, is reported and shown as a general failure.
 */
export function accountFailures<F extends string>(fields: Readonly<Record<string, F>>): Failures<AccountFailure<F>> {
  return {
    expected(error) {
      if (error instanceof RateLimitedError) return { kind: 'rate-limited', retryAfterSeconds: error.retryAfterSeconds };
      if (error instanceof NetworkError) return { kind: 'network' };
      if (error instanceof InvalidCredentials) return { kind: 'invalid-credentials' };
      if (error instanceof NotLoggedInError || error instanceof UnauthorizedError) return { kind: 'not-signed-in' };
      if (error instanceof EmailNotVerified) return { kind: 'email-not-verified' };
      if (error instanceof AlreadyVerified) return { kind: 'already-verified' };
      if (error instanceof ResetTokenRefused) return { kind: 'token', reason: error.reason };
      const field = error instanceof FieldRefused ? fields[error.field] : undefined;
      if (field === undefined || !(error instanceof FieldRefused)) return undefined;
      const blamed: FieldErrors<F> = {};
      blamed[field] = error.problem;
      return { kind: 'fields', fields: blamed };
    },
    unexpected: () => ({ kind: 'failed' }),
  };
}
