
import { NotFoundError } from '../../application/shared/errors';
import type { ContactInfoGateway } from '../../application/content/contact-info-gateway';
import type { ContactInfo } from '../../domain/content/contact-info';
import { ScriptedFailures } from '../shared/scripted-failures';

const DEMO: ContactInfo = { phoneCall: '963944567890', email: 'support@dukkan.test', address: 'Damascus, Syria' };

export class InMemoryContactInfoGateway implements ContactInfoGateway {
  readonly failures = new ScriptedFailures();

  /** A country's own details (issue 26); a country without any gets `info`, as the server does. */
  readonly byCountry = new Map<number, ContactInfo>();

  constructor(public info: ContactInfo | null = DEMO) {}

  async get(countryId: number): Promise<ContactInfo> {
    this.failures.check();
    const info = this.byCountry.get(countryId) ?? this.info;
    if (info === null) throw new NotFoundError('Contact information not found.');
    return { ...info };
  }
}
