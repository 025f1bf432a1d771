import { makeAutoObservable } from 'mobx';
import { currentPasswordError, emailError, fieldErrors, type FieldErrorCode, type FieldErrors } from '../../domain/account/account-form';
import { Ports } from '../ports';
import type { DepsOf } from '../shared/wiring';
import { attempt } from '../shared/failure';
import { accountFailures, type FormProblem } from './account-failure';
import { AuthStore } from './auth-store';
import { FormState } from '../shared/form-state';

export interface LoginValues extends Record<string, string> {
  email: string;
  password: string;
}

const validate = (values: LoginValues): FieldErrors<'email' | 'password'> =>
  fieldErrors({ email: emailError(values.email), password: currentPasswordError(values.password) });

const inject = { accounts: Ports.accountGateway, reporter: Ports.errorReporter, auth: AuthStore } as const;

/** The login form (/login): on success the user is signed in through AuthStore.loggedIn. */
export class LoginStore {
  static readonly inject = inject;
  readonly form = new FormState<LoginValues, FieldErrorCode, FormProblem>({ email: '', password: '' }, validate);
  readonly #deps: DepsOf<typeof inject>;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    makeAutoObservable(this, { form: false }, { autoBind: true });
  }

  /** A fresh form; the address kept when one is given (e.g. after a password reset). */
  opened(email = ''): void {
    this.form.reset({ email });
  }

  /** Answers true when the user is signed in. */
  async submitted(): Promise<boolean> {
    if (this.form.submitting) return false;
    if (!this.form.startedIfValid()) return false;
    const { email, password } = this.form.values;
    const session = await attempt(() => this.#deps.accounts.logIn(email.trim(), password), accountFailures({ email: 'email', password: 'password' }), this.#deps.reporter, {
      action: 'log-in',
    });
    if (!this.form.answered(session)) return false;
    this.form.changed('password', '');
    this.#deps.auth.loggedIn(session.value.accessToken, session.value.user);
    return true;
  }
}
