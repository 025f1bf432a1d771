import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RESEND_COOLDOWN_SECONDS,
  cleanVerificationCode,
  currentPasswordError,
  emailError,
  fieldErrors,
  hasFieldErrors,
  isAccountEmail,
  isVerificationCode,
  optionalPhoneError,
  nameError,
  newPasswordError,
  passwordRules,
  resendWaitSeconds,
  verificationCodeError,
} from '../../../src/domain/account/account-form';
import { isWirePhone } from '../../../src/domain/country/phone';
import { anyText } from '../../factories/arbitraries';

// The server's rule (server/src/accounts/password.ts), restated independently as the oracle.
const serverAccepts = (password: string): boolean =>
  password.length >= 8 && /\p{L}/u.test(password) && /\p{Nd}/u.test(password);

describe('e-mail shape', () => {
  it.each(['lina@dukkan.test', ' Lina.Haddad+shop@mail.example.sy ', 'a@b.co'])('accepts %s', (email) => {
    expect(isAccountEmail(email)).toBe(true);
    expect(emailError(email)).toBeNull();
  });

  it.each(['lina', 'lina@', '@dukkan.test', 'lina@dukkan', 'li na@dukkan.test', 'lina@@dukkan.test', 'lina@dukkan..test'])(
    'refuses %s',
    (email) => {
      expect(isAccountEmail(email)).toBe(false);
      expect(emailError(email)).toBe('emailShape');
    },
  );

  it('asks for an address when empty or blank', () => {
    expect(emailError('')).toBe('required');
    expect(emailError('   ')).toBe('required');
  });

  it('refuses an address longer than 254 characters', () => {
    expect(isAccountEmail(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });
});

describe('names', () => {
  it('are required, blanks included', () => {
    expect(nameError('')).toBe('required');
    expect(nameError(' \t')).toBe('required');
    expect(nameError('لينا')).toBeNull();
  });

  it('are at most 80 characters', () => {
    expect(nameError('a'.repeat(80))).toBeNull();
    expect(nameError('a'.repeat(81))).toBe('nameTooLong');
  });
});

describe('new passwords', () => {
  it('need 8 characters, a letter and a digit, in that order of complaint', () => {
    expect(newPasswordError('')).toBe('required');
    expect(newPasswordError('ab1')).toBe('passwordShort');
    expect(newPasswordError('12345678')).toBe('passwordLetter');
    expect(newPasswordError('abcdefgh')).toBe('passwordDigit');
    expect(newPasswordError('Shopper123')).toBeNull();
  });

  it('accept letters and digits of any script, as the server does', () => {
    expect(newPasswordError('كلمةسر١٢٣')).toBeNull();
    expect(passwordRules('كلمة')).toEqual({ length: false, letter: true, digit: false });
  });

  it('refuse more than 128 characters', () => {
    expect(newPasswordError(`a1${'x'.repeat(127)}`)).toBe('passwordTooLong');
  });

  it('agree with the server on every password up to 128 characters (law)', () => {
    fc.assert(
      fc.property(anyText({ maxLength: 40 }), (password) => {
        expect(newPasswordError(password) === null).toBe(serverAccepts(password));
      }),
    );
  });

  it('report rules that all hold exactly when the password is accepted (law)', () => {
    fc.assert(
      fc.property(anyText({ maxLength: 40 }), (password) => {
        const rules = passwordRules(password);
        expect(rules.length && rules.letter && rules.digit).toBe(newPasswordError(password) === null);
      }),
    );
  });

  it('a current password only has to be there', () => {
    expect(currentPasswordError('')).toBe('required');
    expect(currentPasswordError('x')).toBeNull();
  });
});

describe('verification codes', () => {
  it('are 6 digits, Arabic-Indic and Persian digits accepted, spaces ignored', () => {
    expect(isVerificationCode('123456')).toBe(true);
    expect(isVerificationCode('١٢٣٤٥٦')).toBe(true);
    expect(isVerificationCode('۱۲۳ ۴۵۶')).toBe(true);
    expect(cleanVerificationCode(' ١٢٣-٤٥٦ ')).toBe('123456');
  });

  it.each(['12345', '1234567', '12a456', 'abcdef'])('refuses %s', (code) => {
    expect(verificationCodeError(code)).toBe('codeShape');
  });

  it('is required', () => {
    expect(verificationCodeError(' ')).toBe('required');
  });

  it('cleaning is idempotent (law)', () => {
    fc.assert(
      fc.property(anyText({ maxLength: 20 }), (raw) => {
        expect(cleanVerificationCode(cleanVerificationCode(raw))).toBe(cleanVerificationCode(raw));
      }),
    );
  });
});

describe('phone on the wire', () => {
  it('is 6 to 15 digits with an optional leading +', () => {
    expect(isWirePhone('963944567890')).toBe(true);
    expect(isWirePhone('+96171123456')).toBe(true);
    expect(isWirePhone('12345')).toBe(false);
    expect(isWirePhone('1234567890123456')).toBe(false);
    expect(isWirePhone('96394+4567')).toBe(false);
  });
});

describe('optionalPhoneError: the country dialog and the account page, where the phone is not required (spec §5)', () => {
  it('accepts an empty phone, or one of spaces only', () => {
    expect(optionalPhoneError('', '961')).toBeNull();
    expect(optionalPhoneError('   ', '961')).toBeNull();
  });

  it("accepts a number that normalises with the country's calling code", () => {
    expect(optionalPhoneError('03 123 456', '961')).toBeNull();
    expect(optionalPhoneError('٠٩٤٤ ١٢٣ ٤٥٦', '963')).toBeNull();
  });

  it('refuses what cannot be a phone number, naming the shape as the reason', () => {
    expect(optionalPhoneError('12', '961')).toBe('phoneShape');
    expect(optionalPhoneError('call me', '961')).toBe('phoneShape');
    expect(optionalPhoneError('1234567890123456789', '961')).toBe('phoneShape');
  });
});

describe('resend cool-down', () => {
  const sent = 1_700_000_000_000;

  it('is the full minute right after sending, then counts down in whole seconds', () => {
    expect(resendWaitSeconds(sent, sent)).toBe(RESEND_COOLDOWN_SECONDS);
    expect(resendWaitSeconds(sent, sent + 1)).toBe(60);
    expect(resendWaitSeconds(sent, sent + 1_000)).toBe(59);
    expect(resendWaitSeconds(sent, sent + 59_001)).toBe(1);
    expect(resendWaitSeconds(sent, sent + 60_000)).toBe(0);
  });

  it('is 0 when nothing was sent', () => {
    expect(resendWaitSeconds(null, sent)).toBe(0);
  });

  it('never exceeds the cool-down, even with a clock that went back', () => {
    expect(resendWaitSeconds(sent, sent - 10_000)).toBe(60);
  });

  it('stays within 0..cool-down and never grows as time passes (law)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: -100_000, max: 200_000 }),
        fc.nat({ max: 100_000 }),
        fc.integer({ min: 1, max: 600 }),
        (sentAt, offset, later, cooldown) => {
          const now = sentAt + offset;
          const wait = resendWaitSeconds(sentAt, now, cooldown);
          expect(wait).toBeGreaterThanOrEqual(0);
          expect(wait).toBeLessThanOrEqual(cooldown);
          expect(Number.isInteger(wait)).toBe(true);
          expect(resendWaitSeconds(sentAt, now + later, cooldown)).toBeLessThanOrEqual(wait);
        },
      ),
    );
  });
});

describe('fieldErrors', () => {
  it('keeps only the failing checks', () => {
    const errors = fieldErrors({ email: 'required', password: null });
    expect(errors).toEqual({ email: 'required' });
    expect(hasFieldErrors(errors)).toBe(true);
    expect(hasFieldErrors(fieldErrors({ email: null }))).toBe(false);
  });
});
