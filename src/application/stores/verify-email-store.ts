import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { resendWaitSeconds } from '../../domain/account-form';
import type { FormProblem } from '../account-failure';
import type { Clock } from '../ports/clock';
import type { Scheduler } from '../ports/scheduler';
import { TOKENS } from '../tokens';
import { ResendVerificationCode } from '../use-cases/resend-verification-code';
import { VerifyEmail } from '../use-cases/verify-email';
import { AuthStore } from './auth-store';
import { FormState } from './form-state';

export interface VerifyEmailValues extends Record<string, string> {
  email: string;
  code: string;
}

/** The verification page (/verify-email): the code, and a resend button with a visible cool-down. */
@injectable()
export class VerifyEmailStore {
  readonly form: FormState<VerifyEmailValues>;
  lastSentAtMs: number | null = null;
  /** Set when the server answered 429: no resend before then. */
  blockedUntilMs: number | null = null;
  nowMs: number;
  resending = false;
  resendProblem: FormProblem | null = null;
  /** A new code went out after the page opened. */
  resent = false;
  private stopTicking: (() => void) | null = null;

  constructor(
    @inject(VerifyEmail) private readonly verifyEmail: VerifyEmail,
    @inject(ResendVerificationCode) private readonly resend: ResendVerificationCode,
    @inject(AuthStore) private readonly auth: AuthStore,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Scheduler) private readonly scheduler: Scheduler,
  ) {
    this.form = new FormState<VerifyEmailValues>({ email: '', code: '' }, (values) => this.verifyEmail.validate(values));
    this.nowMs = clock.now();
    makeAutoObservable<this, 'verifyEmail' | 'resend' | 'auth' | 'clock' | 'scheduler' | 'stopTicking'>(
      this,
      { form: false, verifyEmail: false, resend: false, auth: false, clock: false, scheduler: false, stopTicking: false },
      { autoBind: true },
    );
  }

  /** Seconds before another code may be asked for; 0 when the button is free. */
  get waitSeconds(): number {
    const blocked = this.blockedUntilMs === null ? 0 : Math.max(0, Math.ceil((this.blockedUntilMs - this.nowMs) / 1000));
    return Math.max(resendWaitSeconds(this.lastSentAtMs, this.nowMs), blocked);
  }

  /** Sign-up just mailed a code to this address: the cool-down starts now. */
  codeSent(email: string): void {
    this.form.reset({ email });
    this.lastSentAtMs = this.clock.now();
    this.blockedUntilMs = null;
    this.resent = false;
    this.resendProblem = null;
  }

  /** The page opened, with the address from the link or from sign-up. */
  opened(email: string | null): void {
    if (email !== null && email.trim().toLowerCase() !== this.form.values.email.trim().toLowerCase()) {
      this.form.reset({ email });
      this.lastSentAtMs = null;
      this.blockedUntilMs = null;
      this.resent = false;
      this.resendProblem = null;
    }
    this.ticked();
    this.startTicking();
  }

  closed(): void {
    this.stopTicking?.();
    this.stopTicking = null;
  }

  /** Answers true when the address is verified and the user signed in. */
  async submitted(): Promise<boolean> {
    if (this.form.submitting) return false;
    this.form.started();
    const result = await this.verifyEmail.execute(this.form.values);
    if (!result.ok) {
      this.form.failed(result.error);
      return false;
    }
    this.form.succeeded();
    this.auth.loggedIn(result.value.accessToken, result.value.user);
    this.verified();
    return true;
  }

  async resendRequested(): Promise<void> {
    if (this.resending) return;
    this.resending = true;
    this.resendProblem = null;
    const result = await this.resend.execute({ email: this.form.values.email, lastSentAtMs: this.lastSentAtMs });
    this.resendSettled(result.ok ? { sentAtMs: result.value.sentAtMs } : result.error);
  }

  private resendSettled(
    outcome: { sentAtMs: number } | Parameters<FormState<VerifyEmailValues>['failed']>[0],
  ): void {
    this.resending = false;
    if ('sentAtMs' in outcome) {
      this.lastSentAtMs = outcome.sentAtMs;
      this.resent = true;
    } else if (outcome.kind === 'rate-limited' && outcome.retryAfterSeconds !== null) {
      // The server wants a wait: show it as the cool-down, ending when the server's does.
      this.blockedUntilMs = this.clock.now() + outcome.retryAfterSeconds * 1000;
    } else if (outcome.kind === 'fields') {
      this.form.failed(outcome);
    } else {
      this.resendProblem = outcome;
    }
    this.ticked();
    this.startTicking();
  }

  private verified(): void {
    this.lastSentAtMs = null;
    this.blockedUntilMs = null;
    this.closed();
  }

  private startTicking(): void {
    if (this.stopTicking !== null || this.waitSeconds === 0) return;
    this.stopTicking = this.scheduler.setInterval(this.ticked, 1000);
  }

  private ticked(): void {
    this.nowMs = this.clock.now();
    if (this.waitSeconds === 0) this.closed();
  }
}
