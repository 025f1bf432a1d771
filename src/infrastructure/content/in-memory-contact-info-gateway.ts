
import { NotFoundError } from '../../application/shared/errors';
import type { ContactInfoGateway } from '../../application/content/contact-info-gateway';
import type { ContactInfo } from '../../domain/content/contact-info';
import type { Language } from '../../domain/shared/language';
import { ScriptedFailures } from '../shared/scripted-failures';

const DEMO: ContactInfo = { phoneCall: '963944567890', email: 'support@dukkan.test', address: 'Damascus, Syria' };

export class InMemoryContactInfoGateway implements ContactInfoGateway {
  readonly failures = new ScriptedFailures();

  /** A country's own details (issue 26); a country without any gets `info`, as the server does. */
  readonly byCountry = new Map<number, ContactInfo>();

  /** A country's address in Arabic, answered when Arabic is asked (the server keeps one in each language). */
  readonly arabic = new Map<number, string>([[1, 'دمشق، سوريا']]);

  /** What was asked, in order. */
  readonly asked: { countryId: number; language: Language }[] = [];

  constructor(public info: ContactInfo | null = DEMO) {}

  async get(countryId: number, language: Language): Promise<ContactInfo> {
    this.asked.push({ countryId, language });
    this.failures.check();
    const info = this.byCountry.get(countryId) ?? this.info;
    if (info === null) throw new NotFoundError('Contact information not found.');
    const arabic = language === 'ar' && info.address !== null ? this.arabic.get(countryId) : undefined;
    return { ...info, ...(arabic === undefined ? {} : { address: arabic }) };
  }
}
