import type { ContactInfo } from '../../domain/content/contact-info';
import type { Language } from '../../domain/shared/language';

export interface ContactInfoGateway {
  /**
   * GET /contactInfo?country=&lang= : the store's details for this country (issue 26), the address in the
   * page's language (not the browser's: an English page in an Arabic browser read the Arabic address).
   */
  get(countryId: number, language: Language): Promise<ContactInfo>;
}
