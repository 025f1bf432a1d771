import { inject, injectable } from 'inversify';
import { newPasswordError } from '../../domain/account-form';
import { err, ok, type Result } from '../../domain/result';
import { accountFailure, fieldsFailure, type AccountFailure } from '../account-failure';
import type { AccountGateway } from '../ports/account-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { TOKENS } from '../tokens';

export interface ResetPasswordInput {
  /** From the e-mailed link's ?token=; null when the page was opened without one. */
  token: string | null;
  password: string;
}

/** Sets a new password with the e-mailed token; an expired, used or unknown token is a value. */
@injectable()
export class ResetPassword {
  constructor(
    @inject(TOKENS.AccountGateway) private readonly accounts: AccountGateway,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(input: ResetPasswordInput): Promise<Result<void, AccountFailure<'password'>>> {
    const token = input.token?.trim() ?? '';
    if (token === '') return err({ kind: 'token', reason: 'invalid' });
    const problem = newPasswordError(input.password);
    if (problem !== null) return fieldsFailure<'password'>({ password: problem });
    try {
      await this.accounts.resetPassword(token, input.password);
      return ok(undefined);
    } catch (error) {
      return { ok: false, error: accountFailure(error, { password: 'password' }, this.reporter, 'reset-password') };
    }
  }
}
