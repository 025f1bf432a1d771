import type { ContactInfoGateway } from '../../application/content/contact-info-gateway';
import type { ContactInfo } from '../../domain/content/contact-info';
import type { Language } from '../../domain/shared/language';
import { parse } from '../shared/contract';
import type { HttpClient } from '../shared/http-client';
import { ContactInfoResponse } from './content-contract';

export class HttpContactInfoGateway implements ContactInfoGateway {
  constructor(private readonly http: HttpClient) {}

  async get(countryId: number, language: Language): Promise<ContactInfo> {
    const { recordReturned: record } = parse(ContactInfoResponse, await this.http.get<unknown>(`/contactInfo?country=${countryId}&lang=${language}`));
    const address = record.address ?? '';
    return { phoneCall: record.phoneCall, email: record.email, address: address.trim() === '' ? null : address };
  }
}
