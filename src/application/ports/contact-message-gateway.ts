import type { ContactMessage } from '../../domain/contact-message';
import type { Language } from '../../domain/language';

export interface ContactMessageGateway {
  /**
   * POST /contact-messages; answers the stored message's id. Throws ValidationError (field named),
   * RateLimitedError (429), NetworkError or ServerError.
   */
  send(message: ContactMessage, language: Language): Promise<{ id: number }>;
}
