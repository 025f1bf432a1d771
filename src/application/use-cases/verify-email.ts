import { inject, injectable } from 'inversify';
import { cleanVerificationCode, emailError, fieldErrors, hasFieldErrors, verificationCodeError, type FieldErrors } from '../../domain/account-form';
import { ok, type Result } from '../../domain/result';
import type { Session } from '../../domain/session';
import { accountFailure, fieldsFailure, type AccountFailure } from '../account-failure';
import type { AccountGateway } from '../ports/account-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { TOKENS } from '../tokens';

export type VerifyEmailField = 'email' | 'code';

export interface VerifyEmailInput {
  email: string;
  code: string;
}

const SERVER_FIELDS: Readonly<Record<string, VerifyEmailField>> = { email: 'email', code: 'code' };

/** Confirms the address with the e-mailed code (Arabic-Indic digits accepted); answers a session. */
@injectable()
export class VerifyEmail {
  constructor(
    @inject(TOKENS.AccountGateway) private readonly accounts: AccountGateway,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  validate(input: VerifyEmailInput): FieldErrors<VerifyEmailField> {
    return fieldErrors<VerifyEmailField>({ email: emailError(input.email), code: verificationCodeError(input.code) });
  }

  async execute(input: VerifyEmailInput): Promise<Result<Session, AccountFailure<VerifyEmailField>>> {
    const fields = this.validate(input);
    if (hasFieldErrors(fields)) return fieldsFailure(fields);
    try {
      return ok(await this.accounts.verifyEmail(input.email.trim(), cleanVerificationCode(input.code)));
    } catch (error) {
      return { ok: false, error: accountFailure(error, SERVER_FIELDS, this.reporter, 'verify-email') };
    }
  }
}
