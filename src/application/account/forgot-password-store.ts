import { makeAutoObservable } from 'mobx';
import { emailError, fieldErrors, type FieldErrorCode } from '../../domain/account/account-form';
import { Ports } from '../ports';
import type { DepsOf } from '../shared/wiring';
import { attempt } from '../shared/failure';
import { accountFailures, type FormProblem } from './account-failure';
import { FormState } from '../shared/form-state';

const inject = { accounts: Ports.accountGateway, reporter: Ports.errorReporter } as const;

/**
 * The forgotten-password form (/forget-password): asks for a reset link. The server answers the
 * same for unknown addresses (no account enumeration), so success means "if an account uses it, a
 * link is on its way".
 */
export class ForgotPasswordStore {
  static readonly inject = inject;
  readonly form = new FormState<{ email: string }, FieldErrorCode, FormProblem>({ email: '' }, () => ({}));
  /** The address a link was asked for; the page then says what happens next. */
  sentTo: string | null = null;
  readonly #deps: DepsOf<typeof inject>;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    makeAutoObservable(this, { form: false }, { autoBind: true });
  }

  opened(email = ''): void {
    this.form.reset({ email });
    this.sentTo = null;
  }

  async submitted(): Promise<void> {
    if (this.form.submitting) return;
    const email = this.form.values.email;
    if (!this.form.startedIfValid(fieldErrors({ email: emailError(email) }))) return;
    const sent = await attempt(() => this.#deps.accounts.requestPasswordReset(email.trim()), accountFailures({ email: 'email' }), this.#deps.reporter, {
      action: 'request-password-reset',
    });
    if (!this.form.answered(sent)) return;
    this.linkRequested(email.trim());
  }

  private linkRequested(email: string): void {
    this.sentTo = email;
  }
}
