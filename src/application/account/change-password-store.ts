import { makeAutoObservable } from 'mobx';
import {
  currentPasswordError,
  fieldErrors,
  newPasswordError,
  passwordRules,
  type FieldErrorCode,
  type FieldErrors,
  type PasswordRules,
} from '../../domain/account/account-form';
import { Ports } from '../ports';
import type { DepsOf } from '../shared/wiring';
import { attempt } from '../shared/failure';
import { accountFailures, type FormProblem } from './account-failure';
import { AuthStore } from './auth-store';
import { FormState } from '../shared/form-state';

export interface ChangePasswordValues extends Record<string, string> {
  currentPassword: string;
  newPassword: string;
}

const validate = (values: ChangePasswordValues): FieldErrors<'currentPassword' | 'newPassword'> =>
  fieldErrors({ currentPassword: currentPasswordError(values.currentPassword), newPassword: newPasswordError(values.newPassword) });

const inject = { accounts: Ports.accountGateway, reporter: Ports.errorReporter, auth: AuthStore } as const;

/** The account page's change-password form; the server checks the current password. */
export class ChangePasswordStore {
  static readonly inject = inject;
  readonly form = new FormState<ChangePasswordValues, FieldErrorCode, FormProblem>({ currentPassword: '', newPassword: '' }, validate);
  /** Set after a change, until the form is edited or opened again. */
  changed = false;
  readonly #deps: DepsOf<typeof inject>;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    makeAutoObservable(this, { form: false }, { autoBind: true });
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
    if (!this.form.startedIfValid()) return false;
    const { currentPassword, newPassword } = this.form.values;
    const changed = await attempt(
      () => this.#deps.accounts.changePassword(currentPassword, newPassword),
      accountFailures({ currentPassword: 'currentPassword', newPassword: 'newPassword' }),
      this.#deps.reporter,
      { action: 'change-password' },
    );
    if (!this.form.answered(changed)) return false;
    // The server revoked every earlier token, this device's too: keep it signed in with the new one.
    this.#deps.auth.loggedIn(changed.value.accessToken, changed.value.user);
    this.form.reset();
    this.passwordChanged();
    return true;
  }

  private passwordChanged(): void {
    this.changed = true;
  }
}
