import {
  isContactMessageField,
  validateContactMessage,
  type ContactFieldProblem,
  type ContactMessageDraft,
  type ContactMessageField,
} from '../../domain/content/contact-message';
import { err, type Result } from '../../domain/shared/result';
import { NetworkError, RateLimitedError, ValidationError } from '../shared/errors';
import { Ports } from '../ports';
import { attempt, type Failures } from '../shared/failure';
import type { FormFailure, RateLimited } from '../shared/form-state';
import { UseCase } from '../shared/use-case';

/** What the contact form says above its button when the message was not sent. */
export type ContactProblem = RateLimited | { kind: 'offline' } | { kind: 'failed' };

export type SendContactMessageError = FormFailure<ContactMessageField, ContactFieldProblem, ContactProblem>;

/** The contact form's words for what the gateway throws (docs/adr/0057). */
const CONTACT_FAILURES: Failures<SendContactMessageError> = {
  expected(error) {
    if (error instanceof ValidationError && isContactMessageField(error.field)) return { kind: 'fields', fields: { [error.field]: 'rejected' } };
    if (error instanceof RateLimitedError) return { kind: 'rate-limited', retryAfterSeconds: error.retryAfterSeconds };
    if (error instanceof NetworkError) return { kind: 'offline' };
    return undefined;
  },
  unexpected: () => ({ kind: 'failed' }),
};

const inject = { gateway: Ports.contactMessageGateway, language: Ports.languageSwitcher, reporter: Ports.errorReporter } as const;

/**
 * The contact form's submit: the domain rules first (nothing is sent while a field is wrong), then
 * the message in the interface language, so the answer can come in it.
 */
export class SendContactMessage extends UseCase<typeof inject> {
  static readonly inject = inject;

  async execute(draft: ContactMessageDraft): Promise<Result<{ id: number }, SendContactMessageError>> {
    const checked = validateContactMessage(draft);
    if (!checked.ok) return err({ kind: 'fields', fields: checked.error });
    const message = checked.value;
    return attempt(() => this.deps.gateway.send(message, this.deps.language.current()), CONTACT_FAILURES, this.deps.reporter, { action: 'send-contact-message' });
  }
}
