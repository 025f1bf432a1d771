import { inject, injectable } from 'inversify';
import { emailError } from '../../domain/account-form';
import { ok, type Result } from '../../domain/result';
import { accountFailure, fieldsFailure, type AccountFailure } from '../account-failure';
import type { AccountGateway } from '../ports/account-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { TOKENS } from '../tokens';

/**
 * Mails a reset link. The server answers the same for unknown addresses (no account enumeration),
 * so success means "if an account uses it, a link is on its way".
 */
@injectable()
export class RequestPasswordReset {
  constructor(
    @inject(TOKENS.AccountGateway) private readonly accounts: AccountGateway,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(input: { email: string }): Promise<Result<void, AccountFailure<'email'>>> {
    const problem = emailError(input.email);
    if (problem !== null) return fieldsFailure<'email'>({ email: problem });
    try {
      await this.accounts.requestPasswordReset(input.email.trim());
      return ok(undefined);
    } catch (error) {
      return { ok: false, error: accountFailure(error, { email: 'email' }, this.reporter, 'request-password-reset') };
    }
  }
}
