import { makeAutoObservable } from 'mobx';
import { newPasswordError, passwordRules, type FieldErrorCode, type PasswordRules } from '../../domain/account/account-form';
import { Ports } from '../ports';
import type { DepsOf } from '../shared/wiring';
import { attempt } from '../shared/failure';
import { accountFailures, type FormProblem } from './account-failure';
import { FormState } from '../shared/form-state';
import { AuthStore } from './auth-store';

const validate = (values: { password: string }) => {
  const problem = newPasswordError(values.password);
  return problem === null ? {} : { password: problem };
};

const inject = { accounts: Ports.accountGateway, reporter: Ports.errorReporter, auth: AuthStore } as const;

/** The reset page (/reset-password?token=…): a new password for the e-mailed token; the shopper is then signed in. */
export class ResetPasswordStore {
  static readonly inject = inject;
  readonly form = new FormState<{ password: string }, FieldErrorCode, FormProblem>({ password: '' }, validate);
  /** From the e-mailed link's ?token=; null when the page was opened without one. */
  token: string | null = null;
  done = false;
  readonly #deps: DepsOf<typeof inject>;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    makeAutoObservable(this, { form: false }, { autoBind: true });
  }

  get rules(): PasswordRules {
    return passwordRules(this.form.values.password);
  }

  opened(token: string | null): void {
    this.token = token;
    this.done = false;
    this.form.reset();
  }

  /** An expired, used or unknown token is shown as such, not as a failure. */
  async submitted(): Promise<void> {
    if (this.form.submitting) return;
    this.form.started();
    const token = this.token?.trim() ?? '';
    if (token === '') {
      this.form.failed({ kind: 'token', reason: 'invalid' });
      return;
    }
    const fields = validate(this.form.values);
    if (fields.password !== undefined) {
      this.form.failed({ kind: 'fields', fields });
      return;
    }
    const { password } = this.form.values;
    const reset = await attempt(() => this.#deps.accounts.resetPassword(token, password), accountFailures({ password: 'password' }), this.#deps.reporter, {
      action: 'reset-password',
    });
    if (!this.form.answered(reset)) return;
    this.finished();
    this.#deps.auth.loggedIn(reset.value.accessToken, reset.value.user);
  }

  private finished(): void {
    this.done = true;
    this.form.reset();
  }
}
