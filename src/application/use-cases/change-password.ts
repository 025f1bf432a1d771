import { inject, injectable } from 'inversify';
import { currentPasswordError, fieldErrors, hasFieldErrors, newPasswordError, type FieldErrors } from '../../domain/account-form';
import { ok, type Result } from '../../domain/result';
import type { Session } from '../../domain/session';
import { accountFailure, fieldsFailure, type AccountFailure } from '../account-failure';
import type { AccountGateway } from '../ports/account-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { TOKENS } from '../tokens';

export type ChangePasswordField = 'currentPassword' | 'newPassword';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** The signed-in user replaces their password; the server checks the current one. */
@injectable()
export class ChangePassword {
  constructor(
    @inject(TOKENS.AccountGateway) private readonly accounts: AccountGateway,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  validate(input: ChangePasswordInput): FieldErrors<ChangePasswordField> {
    return fieldErrors<ChangePasswordField>({
      currentPassword: currentPasswordError(input.currentPassword),
      newPassword: newPasswordError(input.newPassword),
    });
  }

  async execute(input: ChangePasswordInput): Promise<Result<Session, AccountFailure<ChangePasswordField>>> {
    const fields = this.validate(input);
    if (hasFieldErrors(fields)) return fieldsFailure(fields);
    try {
      return ok(await this.accounts.changePassword(input.currentPassword, input.newPassword));
    } catch (error) {
      const names = { currentPassword: 'currentPassword', newPassword: 'newPassword' } as const;
      return { ok: false, error: accountFailure(error, names, this.reporter, 'change-password') };
    }
  }
}
