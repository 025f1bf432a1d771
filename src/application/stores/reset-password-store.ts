import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { newPasswordError, passwordRules, type PasswordRules } from '../../domain/account-form';
import { ResetPassword } from '../use-cases/reset-password';
import { FormState } from './form-state';

/** The reset page (/reset-password?token=…): a new password for the e-mailed token. */
@injectable()
export class ResetPasswordStore {
  readonly form: FormState<{ password: string }>;
  token: string | null = null;
  done = false;

  constructor(@inject(ResetPassword) private readonly resetPassword: ResetPassword) {
    this.form = new FormState<{ password: string }>({ password: '' }, (values) => {
      const problem = newPasswordError(values.password);
      return problem === null ? {} : { password: problem };
    });
    makeAutoObservable<this, 'resetPassword'>(this, { form: false, resetPassword: false }, { autoBind: true });
  }

  get rules(): PasswordRules {
    return passwordRules(this.form.values.password);
  }

  opened(token: string | null): void {
    this.token = token;
    this.done = false;
    this.form.reset();
  }

  async submitted(): Promise<void> {
    if (this.form.submitting) return;
    this.form.started();
    const result = await this.resetPassword.execute({ token: this.token, password: this.form.values.password });
    if (!result.ok) {
      this.form.failed(result.error);
      return;
    }
    this.form.succeeded();
    this.finished();
  }

  private finished(): void {
    this.done = true;
    this.form.reset();
  }
}
