import type { FieldErrorCode } from '../../domain/account/account-form';

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

export class EmailTaken extends FieldRefused {
  override readonly name = 'EmailTaken';
  constructor() {
    super('email', 'emailTaken', 'An account with this e-mail address already exists.');
  }
}

export class WeakPassword extends FieldRefused {
  override readonly name = 'WeakPassword';
  constructor(field: 'password' | 'newPassword' = 'password') {
    super(field, 'weakPassword', 'The password is too weak.');
  }
}

/** The current password given to change it is not the account's. */
export class WrongPassword extends FieldRefused {
  override readonly name = 'WrongPassword';
  constructor() {
    super('currentPassword', 'wrongPassword', 'The current password is not correct.');
  }
}

export class CodeInvalid extends FieldRefused {
  override readonly name = 'CodeInvalid';
  constructor() {
    super('code', 'codeInvalid', 'This code is not valid.');
  }
}

export class CodeExpired extends FieldRefused {
  override readonly name = 'CodeExpired';
  constructor() {
    super('code', 'codeExpired', 'This code has expired.');
  }
}

/** Too many wrong codes: this one is burnt, a new one must be asked for. */
export class TooManyTries extends FieldRefused {
  override readonly name = 'TooManyTries';
  constructor() {
    super('code', 'codeBurnt', 'Too many wrong codes.');
  }
}

export class InvalidCredentials extends Error {
  override readonly name = 'InvalidCredentials';
  constructor() {
    super('Wrong e-mail address or password.');
  }
}

export class EmailNotVerified extends Error {
  override readonly name = 'EmailNotVerified';
  constructor() {
    super('Verify your e-mail address first.');
  }
}

export class AlreadyVerified extends Error {
  override readonly name = 'AlreadyVerified';
  constructor() {
    super('This address is already verified.');
  }
}

/** The password-reset link's token cannot be used: expired, already used, or unknown. */
export class ResetTokenRefused extends Error {
  override readonly name: string = 'ResetTokenRefused';
  constructor(readonly reason: 'expired' | 'used' | 'invalid') {
    super(`The reset link is ${reason}.`);
  }
}

export class TokenExpired extends ResetTokenRefused {
  override readonly name = 'TokenExpired';
  constructor() {
    super('expired');
  }
}

export class TokenUsed extends ResetTokenRefused {
  override readonly name = 'TokenUsed';
  constructor() {
    super('used');
  }
}

export class TokenInvalid extends ResetTokenRefused {
  override readonly name = 'TokenInvalid';
  constructor() {
    super('invalid');
  }
}
