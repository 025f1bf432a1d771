import type { Static } from 'typebox';
import type { ContactMessageGateway } from '../../application/content/contact-message-gateway';
import type { ContactMessage } from '../../domain/content/contact-message';
import type { Language } from '../../domain/shared/language';
import { parse } from '../shared/contract';
import type { HttpClient } from '../shared/http-client';
import { ContactMessageCreated, type ContactMessageBody } from './content-contract';

export class HttpContactMessageGateway implements ContactMessageGateway {
  constructor(private readonly http: HttpClient) {}

  async send(message: ContactMessage, language: Language): Promise<{ id: number }> {
    const body: Static<typeof ContactMessageBody> = { name: message.name, message: message.message };
    if (message.email !== null) body.email = message.email;
    if (message.phone !== null) body.phone = message.phone;
    const answer = parse(ContactMessageCreated, await this.http.post<unknown>('/contact-messages', body, { query: { lang: language } }));
    return { id: answer.id };
  }
}
