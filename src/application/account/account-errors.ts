import type { FieldErrorCode } from '../../domain/account/account-form';
import { namedError } from '../shared/errors';

// The account refusals in the application's words. The Http adapters translate the API's codes
// into these; a store or use case tells them apart with instanceof, never by a code string.

/** The server refused one field of the form; `field` is the application's name for it. */
export class FieldRefused extends Error {
  override readonly name: string = 'FieldRefused';
  constructor(
    readonly field: string,
    readonly problem: FieldErrorCode = 'refused',
    message = 'The server refused this field.',
  ) {
    super(message);
  }
}

/** A FieldRefused class with its own name, always for the same field, problem and message. */
function fieldRefusal(name: string, field: string, problem: FieldErrorCode, message: string) {
  return class extends FieldRefused {
    override readonly name: string = name;
    constructor() {
      super(field, problem, message);
    }
  };
}

export class EmailTaken extends fieldRefusal('EmailTaken', 'email', 'emailTaken', 'An account with this e-mail address already exists.') {}

export class WeakPassword extends FieldRefused {
  override readonly name = 'WeakPassword';
  constructor(field: 'password' | 'newPassword' = 'password') {
    super(field, 'weakPassword', 'The password is too weak.');
  }
}

/** The current password given to change it is not the account's. */
export class WrongPassword extends fieldRefusal('WrongPassword', 'currentPassword', 'wrongPassword', 'The current password is not correct.') {}
export class CodeInvalid extends fieldRefusal('CodeInvalid', 'code', 'codeInvalid', 'This code is not valid.') {}
export class CodeExpired extends fieldRefusal('CodeExpired', 'code', 'codeExpired', 'This code has expired.') {}
/** Too many wrong codes: this one is burnt, a new one must be asked for. */
export class TooManyTries extends fieldRefusal('TooManyTries', 'code', 'codeBurnt', 'Too many wrong codes.') {}

export class InvalidCredentials extends namedError('InvalidCredentials', 'Wrong e-mail address or password.') {}

export class EmailNotVerified extends namedError('EmailNotVerified', 'Verify your e-mail address first.') {}

export class AlreadyVerified extends namedError('AlreadyVerified', 'This address is already verified.') {}

/** The password-reset link's token cannot be used: expired, already used, or unknown. */
export class ResetTokenRefused extends Error {
  override readonly name: string = 'ResetTokenRefused';
  constructor(readonly reason: 'expired' | 'used' | 'invalid') {
    super(`The reset link is ${reason}.`);
  }
}

/** A ResetTokenRefused class with its own name, for one reason. */
function tokenRefusal(name: string, reason: ResetTokenRefused['reason']) {
  return class extends ResetTokenRefused {
    override readonly name: string = name;
    constructor() {
      super(reason);
    }
  };
}

export class TokenExpired extends tokenRefusal('TokenExpired', 'expired') {}

export class TokenUsed extends tokenRefusal('TokenUsed', 'used') {}

export class TokenInvalid extends tokenRefusal('TokenInvalid', 'invalid') {}
