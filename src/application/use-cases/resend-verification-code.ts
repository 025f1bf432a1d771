import { inject, injectable } from 'inversify';
import { emailError, resendWaitSeconds } from '../../domain/account-form';
import { err, ok, type Result } from '../../domain/result';
import { accountFailure, fieldsFailure, type AccountFailure } from '../account-failure';
import type { AccountGateway } from '../ports/account-gateway';
import type { Clock } from '../ports/clock';
import type { ErrorReporter } from '../ports/error-reporter';
import { TOKENS } from '../tokens';

export interface ResendInput {
  email: string;
  /** When the last code was sent (epoch ms), if this page knows. */
  lastSentAtMs: number | null;
}

/**
 * Asks for a new code, at most one a minute: inside the cool-down nothing is sent. Answers when the
 * new code went out; a 429 answers how long the server wants us to wait.
 */
@injectable()
export class ResendVerificationCode {
  constructor(
    @inject(TOKENS.AccountGateway) private readonly accounts: AccountGateway,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(input: ResendInput): Promise<Result<{ sentAtMs: number }, AccountFailure<'email'>>> {
    const problem = emailError(input.email);
    if (problem !== null) return fieldsFailure<'email'>({ email: problem });
    const wait = resendWaitSeconds(input.lastSentAtMs, this.clock.now());
    if (wait > 0) return err({ kind: 'rate-limited', retryAfterSeconds: wait });
    try {
      await this.accounts.resendVerification(input.email.trim());
      return ok({ sentAtMs: this.clock.now() });
    } catch (error) {
      return { ok: false, error: accountFailure(error, { email: 'email' }, this.reporter, 'resend-verification') };
    }
  }
}
