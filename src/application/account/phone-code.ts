import { cleanVerificationCode, fieldErrors, verificationCodeError, type FieldErrorCode, type FieldErrors } from '../../domain/account/account-form';
import type { Result } from '../../domain/shared/result';
import type { Failures } from '../shared/failure';
import type { FormState } from '../shared/form-state';
import { accountFailures, type AccountFailure, type FormProblem } from './account-failure';
import { DeliveryFailed, type CodeSent, type PhoneChannel } from './phone-gateway';
import type { ResendCountdown } from './resend-countdown';

/** Why a code did not go out: the provider failed on this channel (the screen offers the other one), or an account form's failure. */
export type CodeNotSent<F extends string> = { kind: 'delivery-failed'; channel: PhoneChannel } | AccountFailure<F>;

/** A phone screen's words for what sending a code threw: a failed delivery names its channel; the rest as `accountFailures(fields)`. */
export function codeFailures<F extends string>(fields: Readonly<Record<string, F>>): Failures<CodeNotSent<F>> {
  const account = accountFailures(fields);
  return {
    expected: (error) => (error instanceof DeliveryFailed ? { kind: 'delivery-failed', channel: error.channel } : account.expected(error)),
    unexpected: account.unexpected,
  };
}

/** What a phone screen (signing in, adding a phone) holds of the code it sends: the code step's state. */
export interface CodeStep<F extends string> {
  step: 'phone' | 'code';
  sending: boolean;
  /** Where the last code went. */
  sent: CodeSent | null;
  /** The channel whose provider just failed: the screen offers the other one. */
  failedChannel: PhoneChannel | null;
  readonly countdown: ResendCountdown;
  readonly form: Pick<FormState<{ code: string }, FieldErrorCode, FormProblem>, 'succeeded' | 'set'> & { failed(failure: AccountFailure<F>): void };
}

/**
 * A code was asked for and the answer came (called from the screen's action): it went, and the code
 * step opens with the server's wait before another; or it did not, and the form says why (a failed
 * delivery, a wait the server named, a refused field).
 */
export function codeSettled<F extends string>(screen: CodeStep<F>, sent: Result<CodeSent, CodeNotSent<F>>): void {
  screen.sending = false;
  if (sent.ok) {
    screen.sent = sent.value;
    screen.step = 'code';
    screen.form.succeeded();
    screen.form.set({ code: '' });
    screen.countdown.waitFor(sent.value.resendAfterSeconds);
    return;
  }
  if (sent.error.kind === 'delivery-failed') screen.failedChannel = sent.error.channel;
  else if (sent.error.kind === 'rate-limited' && sent.error.retryAfterSeconds !== null) screen.countdown.waitFor(sent.error.retryAfterSeconds);
  screen.form.failed(sent.error.kind === 'delivery-failed' ? { kind: 'failed' } : sent.error);
}

/** The code step's form, as far as checking the typed code goes. */
type CodeForm = Pick<FormState<{ code: string }, FieldErrorCode, FormProblem>, 'values'> & { startedIfValid(fields: FieldErrors<'code'>): boolean };

/** The code as typed, cleaned, as the form starts on its way; null when it is not a code (the form then blames the field). */
export function typedCode(form: CodeForm): string | null {
  return form.startedIfValid(fieldErrors({ code: verificationCodeError(form.values.code) })) ? cleanVerificationCode(form.values.code) : null;
}
