import { injectable } from 'inversify';
import { NotFoundError } from '../../application/errors';
import type { ContactInfoGateway } from '../../application/ports/contact-info-gateway';
import type { ContactInfo } from '../../domain/contact-info';
import { ScriptedFailures } from './scripted-failures';

const DEMO: ContactInfo = { phoneCall: '963944567890', email: 'support@dukkan.test', address: 'Damascus, Syria' };

@injectable()
export class InMemoryContactInfoGateway implements ContactInfoGateway {
  readonly failures = new ScriptedFailures();

  constructor(public info: ContactInfo | null = DEMO) {}

  async get(): Promise<ContactInfo> {
    this.failures.check();
    if (this.info === null) throw new NotFoundError('Contact information not found.');
    return { ...this.info };
  }
}
