import { emailError, fieldErrors, hasFieldErrors, nameError, newPasswordError, type FieldErrors } from '../../domain/account/account-form';
import { DEFAULT_PHONE_PREFIX, isWirePhone, normalisePhone } from '../../domain/country';
import { ok, type Result } from '../../domain/shared/result';
import type { SignUpRequest } from '../../domain/account/session';
import { attempt } from '../shared/failure';
import { accountFailures, fieldsFailure, type AccountFailure } from './account-failure';
import { Ports } from '../ports';
import { UseCase } from '../shared/use-case';

export type SignUpField = 'firstName' | 'lastName' | 'email' | 'password' | 'phone' | 'terms';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Optional; normalised with the calling code of the phone field's country (spec section 5). */
  phone: string;
  callingCode?: string;
  termsAccepted: boolean;
}

const FIELDS: Readonly<Record<string, SignUpField>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  password: 'password',
  phone: 'phone',
};

const inject = { accounts: Ports.accountGateway, reporter: Ports.errorReporter } as const;

/**
 * Creates a shopper account; the server mails the 6-digit code the next step asks for. A use case
 * because a rule lives here: the phone is normalised with its field's calling code (spec §5) and
 * the request built from the trimmed form.
 */
export class SignUp extends UseCase<typeof inject> {
  static readonly inject = inject;

  validate(input: SignUpInput): FieldErrors<SignUpField> {
    const phone = normalisePhone(input.phone, input.callingCode ?? DEFAULT_PHONE_PREFIX);
    return fieldErrors<SignUpField>({
      firstName: nameError(input.firstName),
      lastName: nameError(input.lastName),
      email: emailError(input.email),
      password: newPasswordError(input.password),
      phone: phone === '' || isWirePhone(phone) ? null : 'phoneShape',
      terms: input.termsAccepted ? null : 'termsRequired',
    });
  }

  async execute(input: SignUpInput): Promise<Result<{ email: string }, AccountFailure<SignUpField>>> {
    const fields = this.validate(input);
    if (hasFieldErrors(fields)) return fieldsFailure(fields);
    const phone = normalisePhone(input.phone, input.callingCode ?? DEFAULT_PHONE_PREFIX);
    const request: SignUpRequest = {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: input.email.trim(),
      password: input.password,
      ...(phone === '' ? {} : { phone }),
    };
    const signedUp = await attempt(() => this.deps.accounts.signUp(request), accountFailures(FIELDS), this.deps.reporter, { action: 'sign-up' });
    return signedUp.ok ? ok({ email: request.email }) : signedUp;
  }
}
