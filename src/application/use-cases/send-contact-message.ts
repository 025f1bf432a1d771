import { inject, injectable } from 'inversify';
import {
  isContactMessageField,
  validateContactMessage,
  type ContactMessageDraft,
  type ContactMessageErrors,
} from '../../domain/contact-message';
import { err, ok, type Result } from '../../domain/result';
import { NetworkError, RateLimitedError, ValidationError } from '../errors';
import type { ContactMessageGateway } from '../ports/contact-message-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import type { LanguageSwitcher } from '../ports/language-switcher';
import { TOKENS } from '../tokens';

export type SendContactMessageError =
  | { kind: 'invalid'; errors: ContactMessageErrors }
  | { kind: 'rate-limited'; retryAfterSeconds: number | null }
  | { kind: 'offline' }
  | { kind: 'failed' };

/**
 * The contact form's submit: the domain rules first (nothing is sent while a field is wrong), then
 * the message in the interface language, so the answer can come in it.
 */
@injectable()
export class SendContactMessage {
  constructor(
    @inject(TOKENS.ContactMessageGateway) private readonly gateway: ContactMessageGateway,
    @inject(TOKENS.LanguageSwitcher) private readonly language: LanguageSwitcher,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(draft: ContactMessageDraft): Promise<Result<{ id: number }, SendContactMessageError>> {
    const checked = validateContactMessage(draft);
    if (!checked.ok) return err({ kind: 'invalid', errors: checked.error });
    try {
      return ok(await this.gateway.send(checked.value, this.language.current()));
    } catch (error) {
      if (error instanceof ValidationError && isContactMessageField(error.field)) {
        return err({ kind: 'invalid', errors: { [error.field]: 'rejected' } });
      }
      if (error instanceof RateLimitedError) return err({ kind: 'rate-limited', retryAfterSeconds: error.retryAfterSeconds });
      if (error instanceof NetworkError) return err({ kind: 'offline' });
      this.reporter.captureException(error, { action: 'send-contact-message' });
      return err({ kind: 'failed' });
    }
  }
}
