import type { ContactInfoGateway } from '../../application/ports/contact-info-gateway';
import type { ContactInfo } from '../../domain/contact-info';
import type { HttpClient } from './http-client';
import { objectAt, optionalStringAt, stringAt } from './wire';

export class HttpContactInfoGateway implements ContactInfoGateway {
  constructor(private readonly http: HttpClient) {}

  async get(): Promise<ContactInfo> {
    const record = objectAt(await this.http.get<unknown>('/contactInfo'), 'recordReturned');
    const address = optionalStringAt(record, 'address');
    return {
      phoneCall: stringAt(record, 'phoneCall'),
      email: stringAt(record, 'email'),
      address: address === null || address.trim() === '' ? null : address,
    };
  }
}
