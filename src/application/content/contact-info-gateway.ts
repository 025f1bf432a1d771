import type { ContactInfo } from '../../domain/content/contact-info';

export interface ContactInfoGateway {
  /** GET /contactInfo?country= : the store's details for this country (issue 26). */
  get(countryId: number): Promise<ContactInfo>;
}
