
import { NotFoundError } from '../../application/shared/errors';
import type { ContactInfoGateway } from '../../application/content/contact-info-gateway';
import type { ContactInfo } from '../../domain/content/contact-info';
import { ScriptedFailures } from '../shared/scripted-failures';

const DEMO: ContactInfo = { phoneCall: '963944567890', email: 'support@dukkan.test', address: 'Damascus, Syria' };

export class InMemoryContactInfoGateway implements ContactInfoGateway {
  readonly failures = new ScriptedFailures();

  constructor(public info: ContactInfo | null = DEMO) {}

  async get(): Promise<ContactInfo> {
    this.failures.check();
    if (this.info === null) throw new NotFoundError('Contact information not found.');
    return { ...this.info };
  }
}
