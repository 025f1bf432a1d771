import type { ContactInfo } from '../../domain/contact-info';

export interface ContactInfoGateway {
  /** GET /contactInfo. */
  get(): Promise<ContactInfo>;
}
