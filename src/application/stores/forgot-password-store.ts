import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { RequestPasswordReset } from '../use-cases/request-password-reset';
import { FormState } from './form-state';

/** The forgotten-password form (/forget-password): asks for a reset link. */
@injectable()
export class ForgotPasswordStore {
  readonly form: FormState<{ email: string }>;
  /** The address a link was asked for; the page then says what happens next. */
  sentTo: string | null = null;

  constructor(@inject(RequestPasswordReset) private readonly requestReset: RequestPasswordReset) {
    this.form = new FormState<{ email: string }>({ email: '' }, () => ({}));
    makeAutoObservable<this, 'requestReset'>(this, { form: false, requestReset: false }, { autoBind: true });
  }

  opened(email = ''): void {
    this.form.reset({ email });
    this.sentTo = null;
  }

  async submitted(): Promise<void> {
    if (this.form.submitting) return;
    this.form.started();
    const result = await this.requestReset.execute(this.form.values);
    if (!result.ok) {
      this.form.failed(result.error);
      return;
    }
    this.form.succeeded();
    this.linkRequested(this.form.values.email.trim());
  }

  private linkRequested(email: string): void {
    this.sentTo = email;
  }
}
