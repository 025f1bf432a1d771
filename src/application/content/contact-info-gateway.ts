import type { ContactInfo } from '../../domain/content/contact-info';

export interface ContactInfoGateway {
  /** GET /contactInfo. */
  get(): Promise<ContactInfo>;
}
