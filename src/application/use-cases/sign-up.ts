import { inject, injectable } from 'inversify';
import { emailError, fieldErrors, hasFieldErrors, isWirePhone, nameError, newPasswordError, type FieldErrors } from '../../domain/account-form';
import { DEFAULT_PHONE_PREFIX, normalisePhone } from '../../domain/phone';
import { ok, type Result } from '../../domain/result';
import type { SignUpRequest } from '../../domain/session';
import { accountFailure, fieldsFailure, type AccountFailure } from '../account-failure';
import type { AccountGateway } from '../ports/account-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { TOKENS } from '../tokens';

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

const SERVER_FIELDS: Readonly<Record<string, SignUpField>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  password: 'password',
  phoneNumber: 'phone',
};

/** Creates a shopper account; the server mails the 6-digit code the next step asks for. */
@injectable()
export class SignUp {
  constructor(
    @inject(TOKENS.AccountGateway) private readonly accounts: AccountGateway,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

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
      ...(phone === '' ? {} : { phoneNumber: phone }),
    };
    try {
      await this.accounts.signUp(request);
      return ok({ email: request.email });
    } catch (error) {
      return { ok: false, error: accountFailure(error, SERVER_FIELDS, this.reporter, 'sign-up') };
    }
  }
}
