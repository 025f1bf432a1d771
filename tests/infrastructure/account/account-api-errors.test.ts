import { describe, expect, it } from 'vitest';
import {
  EmailTaken,
  FieldRefused,
  InvalidCredentials,
  TokenExpired,
  TooManyTries,
  WeakPassword,
} from '../../../src/application/account/account-errors';
import { RateLimitedError, RefusedError, UnauthorizedError, ValidationError } from '../../../src/application/shared/errors';
import { accountError } from '../../../src/infrastructure/account/account-api-errors';

describe('accountError: the API account codes in the application words', () => {
  it.each([
    [new RefusedError('taken', 409, 'EMAIL_TAKEN', 'email'), EmailTaken],
    [new ValidationError('weak', 'password', 'WEAK_PASSWORD'), WeakPassword],
    [new UnauthorizedError('wrong', 'INVALID_CREDENTIALS'), InvalidCredentials],
    [new ValidationError('expired', 'token', 'TOKEN_EXPIRED'), TokenExpired],
    [new ValidationError('burnt', 'code', 'TOO_MANY_ATTEMPTS'), TooManyTries],
  ])('%s becomes %o', (error, typed) => {
    expect(accountError(error)).toBeInstanceOf(typed);
  });

  it('blames the new password field when the weak one was the new password', () => {
    expect(accountError(new ValidationError('weak', 'newPassword', 'WEAK_PASSWORD'))).toMatchObject({ field: 'newPassword' });
  });

  it("names a refused profile field in the forms' words: store is the country, phoneNumber and whatsApp the phone", () => {
    expect(accountError(new ValidationError('bad', 'store', 'VALIDATION_FAILED'))).toEqual(new FieldRefused('country', 'refused', 'bad'));
    expect(accountError(new ValidationError('bad', 'whatsApp', 'VALIDATION_FAILED'))).toMatchObject({ field: 'phone' });
    expect(accountError(new ValidationError('bad', 'phoneNumber', 'VALIDATION_FAILED'))).toMatchObject({ field: 'phone' });
  });

  it('lets a 401 without a reason, a refusal without a field and anything else through', () => {
    const unauthorized = new UnauthorizedError();
    const unnamed = new ValidationError('bad');
    const limited = new RateLimitedError();
    expect(accountError(unauthorized)).toBe(unauthorized);
    expect(accountError(unnamed)).toBe(unnamed);
    expect(accountError(limited)).toBe(limited);
  });
});
