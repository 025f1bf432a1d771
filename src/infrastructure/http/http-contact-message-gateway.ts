import { ServerError } from '../../application/errors';
import type { ContactMessageGateway } from '../../application/ports/contact-message-gateway';
import type { ContactMessage } from '../../domain/contact-message';
import type { Language } from '../../domain/language';
import type { HttpClient } from './http-client';
import { isWireObject, numberAt } from './wire';

export class HttpContactMessageGateway implements ContactMessageGateway {
  constructor(private readonly http: HttpClient) {}

  async send(message: ContactMessage, language: Language): Promise<{ id: number }> {
    const body: Record<string, unknown> = { name: message.name, message: message.message };
    if (message.email !== null) body.email = message.email;
    if (message.phone !== null) body.phone = message.phone;
    const answer = await this.http.post<unknown>('/contact-messages', body, { query: { lang: language } });
    if (!isWireObject(answer)) throw new ServerError('Unexpected answer: the contact message is not an object.');
    return { id: numberAt(answer, 'id') };
  }
}
