import { injectable } from 'inversify';
import type { ContactMessageGateway } from '../../application/ports/contact-message-gateway';
import type { ContactMessage } from '../../domain/contact-message';
import type { Language } from '../../domain/language';
import { ScriptedFailures } from './scripted-failures';

/** Keeps every message the "server" accepted, with the language it came in. */
@injectable()
export class InMemoryContactMessageGateway implements ContactMessageGateway {
  readonly failures = new ScriptedFailures();
  readonly received: Array<ContactMessage & { id: number; language: Language }> = [];

  async send(message: ContactMessage, language: Language): Promise<{ id: number }> {
    this.failures.check();
    const id = this.received.length + 1;
    this.received.push({ ...message, id, language });
    return { id };
  }
}
