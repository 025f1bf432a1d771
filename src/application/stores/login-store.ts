import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { LogIn } from '../use-cases/log-in';
import { AuthStore } from './auth-store';
import { FormState } from './form-state';

export interface LoginValues extends Record<string, string> {
  email: string;
  password: string;
}

/** The login form (/login): on success the user is signed in through AuthStore.loggedIn. */
@injectable()
export class LoginStore {
  readonly form: FormState<LoginValues>;

  constructor(
    @inject(LogIn) private readonly logIn: LogIn,
    @inject(AuthStore) private readonly auth: AuthStore,
  ) {
    this.form = new FormState<LoginValues>({ email: '', password: '' }, (values) => this.logIn.validate(values));
    makeAutoObservable<this, 'logIn' | 'auth'>(this, { form: false, logIn: false, auth: false }, { autoBind: true });
  }

  /** A fresh form; the address kept when one is given (e.g. after a password reset). */
  opened(email = ''): void {
    this.form.reset({ email });
  }

  /** Answers true when the user is signed in. */
  async submitted(): Promise<boolean> {
    if (this.form.submitting) return false;
    this.form.started();
    const result = await this.logIn.execute(this.form.values);
    if (!result.ok) {
      this.form.failed(result.error);
      return false;
    }
    this.form.succeeded();
    this.form.changed('password', '');
    this.auth.loggedIn(result.value.accessToken, result.value.user);
    return true;
  }
}
