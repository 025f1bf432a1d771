import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { passwordRules, type PasswordRules } from '../../domain/account-form';
import { ChangePassword } from '../use-cases/change-password';
import { AuthStore } from './auth-store';
import { FormState } from './form-state';

export interface ChangePasswordValues extends Record<string, string> {
  currentPassword: string;
  newPassword: string;
}

/** The account page's change-password form. */
@injectable()
export class ChangePasswordStore {
  readonly form: FormState<ChangePasswordValues>;
  /** Set after a change, until the form is edited or opened again. */
  changed = false;

  constructor(
    @inject(ChangePassword) private readonly changePassword: ChangePassword,
    @inject(AuthStore) private readonly auth: AuthStore,
  ) {
    this.form = new FormState<ChangePasswordValues>({ currentPassword: '', newPassword: '' }, (values) =>
      this.changePassword.validate(values),
    );
    makeAutoObservable<this, 'changePassword' | 'auth'>(this, { form: false, changePassword: false, auth: false }, { autoBind: true });
  }

  get rules(): PasswordRules {
    return passwordRules(this.form.values.newPassword);
  }

  opened(): void {
    this.form.reset();
    this.changed = false;
  }

  fieldChanged(field: keyof ChangePasswordValues & string, value: string): void {
    this.changed = false;
    this.form.changed(field, value);
  }

  /** Answers true when the password was changed. */
  async submitted(): Promise<boolean> {
    if (this.form.submitting) return false;
    this.changed = false;
    this.form.started();
    const result = await this.changePassword.execute(this.form.values);
    if (!result.ok) {
      this.form.failed(result.error);
      return false;
    }
    // The server revoked every earlier token, this device's too: keep it signed in with the new one.
    this.auth.loggedIn(result.value.accessToken, result.value.user);
    this.form.succeeded();
    this.form.reset();
    this.changed = true;
    return true;
  }
}
