
import type { ContactMessageGateway } from '../../application/content/contact-message-gateway';
import { ValidationError } from '../../application/shared/errors';
import { firstInvalidField, validateContactMessage, type ContactMessage } from '../../domain/content/contact-message';
import type { Language } from '../../domain/shared/language';
import { ScriptedFailures } from '../shared/scripted-failures';

/**
 * Keeps every message the "server" accepted, with the language it came in; like the server, it
 * refuses what the domain's rule refuses, naming the first wrong field.
 */
export class InMemoryContactMessageGateway implements ContactMessageGateway {
  readonly failures = new ScriptedFailures();
  readonly received: Array<ContactMessage & { id: number; language: Language }> = [];

  async send(message: ContactMessage, language: Language): Promise<{ id: number }> {
    this.failures.check();
    const checked = validateContactMessage({ ...message, email: message.email ?? '', phone: message.phone ?? '' });
    if (!checked.ok) {
      const field = firstInvalidField(checked.error) ?? 'message';
      throw new ValidationError(`body.${field} is invalid`, field, 'VALIDATION_FAILED');
    }
    const id = this.received.length + 1;
    this.received.push({ ...checked.value, id, language });
    return { id };
  }
}
