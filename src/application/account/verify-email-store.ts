import { makeAutoObservable } from 'mobx';
import {
  cleanVerificationCode,
  emailError,
  fieldErrors,
  resendWaitSeconds,
  verificationCodeError,
  type FieldErrorCode,
  type FieldErrors,
} from '../../domain/account/account-form';
import { attempt } from '../shared/failure';
import { accountFailures, type AccountFailure, type FormProblem } from './account-failure';
import { Ports } from '../ports';
import type { DepsOf } from '../shared/wiring';
import { AuthStore } from './auth-store';
import { FormState } from '../shared/form-state';
import { ResendCountdown } from './resend-countdown';

export interface VerifyEmailValues extends Record<string, string> {
  email: string;
  code: string;
}

const validate = (values: VerifyEmailValues): FieldErrors<'email' | 'code'> =>
  fieldErrors({ email: emailError(values.email), code: verificationCodeError(values.code) });

const inject = {
  accounts: Ports.accountGateway,
  reporter: Ports.errorReporter,
  auth: AuthStore,
  clock: Ports.clock,
  scheduler: Ports.scheduler,
} as const;

/** The verification page (/verify-email): the code, and a resend button with a visible cool-down. */
export class VerifyEmailStore {
  static readonly inject = inject;
  readonly form = new FormState<VerifyEmailValues, FieldErrorCode, FormProblem>({ email: '', code: '' }, validate);
  lastSentAtMs: number | null = null;
  /** The cool-down after the last code, or longer when the server answered 429 (its wait). */
  readonly countdown: ResendCountdown;
  resending = false;
  resendProblem: FormProblem | null = null;
  /** A new code went out after the page opened. */
  resent = false;
  readonly #deps: DepsOf<typeof inject>;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    this.countdown = new ResendCountdown(deps.clock, deps.scheduler, (nowMs) => resendWaitSeconds(this.lastSentAtMs, nowMs));
    makeAutoObservable(this, { form: false, countdown: false }, { autoBind: true });
  }

  /** Seconds before another code may be asked for; 0 when the button is free. */
  get waitSeconds(): number {
    return this.countdown.waitSeconds;
  }

  /** Sign-up just mailed a code to this address: the cool-down starts now. */
  codeSent(email: string): void {
    this.form.reset({ email });
    this.lastSentAtMs = this.#deps.clock.now();
    this.countdown.untilMs = null;
    this.resent = false;
    this.resendProblem = null;
  }

  /** The page opened, with the address from the link or from sign-up. */
  opened(email: string | null): void {
    if (email !== null && email.trim().toLowerCase() !== this.form.values.email.trim().toLowerCase()) {
      this.form.reset({ email });
      this.lastSentAtMs = null;
      this.countdown.untilMs = null;
      this.resent = false;
      this.resendProblem = null;
    }
    this.countdown.started();
  }

  closed(): void {
    this.countdown.stopped();
  }

  /** Answers true when the address is verified and the user signed in. */
  async submitted(): Promise<boolean> {
    if (this.form.submitting || !this.form.startedIfValid()) return false;
    const { email, code } = this.form.values;
    const session = await attempt(() => this.#deps.accounts.verifyEmail(email.trim(), cleanVerificationCode(code)), accountFailures({ email: 'email', code: 'code' }), this.#deps.reporter, {
      action: 'verify-email',
    });
    if (!this.form.answered(session)) return false;
    this.#deps.auth.loggedIn(session.value.accessToken, session.value.user);
    this.verified();
    return true;
  }

  async resendRequested(): Promise<void> {
    if (this.resending) return;
    this.resending = true;
    this.resendProblem = null;
    this.resendSettled(await this.resend());
  }

  /** At most one code a minute: inside the cool-down nothing is sent. */
  private async resend(): Promise<{ sentAtMs: number } | AccountFailure<'email'>> {
    const email = this.form.values.email;
    const problem = emailError(email);
    if (problem !== null) return { kind: 'fields', fields: { email: problem } };
    const wait = resendWaitSeconds(this.lastSentAtMs, this.#deps.clock.now());
    if (wait > 0) return { kind: 'rate-limited', retryAfterSeconds: wait };
    const sent = await attempt(() => this.#deps.accounts.resendVerification(email.trim()), accountFailures({ email: 'email' }), this.#deps.reporter, {
      action: 'resend-verification',
    });
    return sent.ok ? { sentAtMs: this.#deps.clock.now() } : sent.error;
  }

  private resendSettled(outcome: { sentAtMs: number } | AccountFailure<'email'>): void {
    this.resending = false;
    if ('sentAtMs' in outcome) {
      this.lastSentAtMs = outcome.sentAtMs;
      this.resent = true;
    } else if (outcome.kind === 'rate-limited' && outcome.retryAfterSeconds !== null) {
      // The server wants a wait: show it as the cool-down, ending when the server's does.
      this.countdown.untilMs = this.#deps.clock.now() + outcome.retryAfterSeconds * 1000;
    } else if (outcome.kind === 'fields') {
      this.form.failed(outcome);
    } else {
      this.resendProblem = outcome;
    }
    this.countdown.started();
  }

  private verified(): void {
    this.lastSentAtMs = null;
    this.countdown.untilMs = null;
    this.closed();
  }
}
