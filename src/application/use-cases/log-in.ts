import { inject, injectable } from 'inversify';
import { currentPasswordError, emailError, fieldErrors, hasFieldErrors, type FieldErrors } from '../../domain/account-form';
import { ok, type Result } from '../../domain/result';
import type { Session } from '../../domain/session';
import { accountFailure, fieldsFailure, type AccountFailure } from '../account-failure';
import type { AccountGateway } from '../ports/account-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { TOKENS } from '../tokens';

export type LogInField = 'email' | 'password';

export interface LogInInput {
  email: string;
  password: string;
}

/** Signs in with e-mail and password; a wrong pair, an unverified address and rate limiting are values. */
@injectable()
export class LogIn {
  constructor(
    @inject(TOKENS.AccountGateway) private readonly accounts: AccountGateway,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  validate(input: LogInInput): FieldErrors<LogInField> {
    return fieldErrors<LogInField>({ email: emailError(input.email), password: currentPasswordError(input.password) });
  }

  async execute(input: LogInInput): Promise<Result<Session, AccountFailure<LogInField>>> {
    const fields = this.validate(input);
    if (hasFieldErrors(fields)) return fieldsFailure(fields);
    try {
      return ok(await this.accounts.logIn(input.email.trim(), input.password));
    } catch (error) {
      return { ok: false, error: accountFailure(error, { email: 'email', password: 'password' }, this.reporter, 'log-in') };
    }
  }
}
