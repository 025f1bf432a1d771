import type { ContactMessage } from '../../domain/content/contact-message';
import type { Language } from '../../domain/shared/language';

export interface ContactMessageGateway {
  /**
   * POST /contact-messages; answers the stored message's id. Throws ValidationError (field named),
   * RateLimitedError (429), NetworkError or ServerError.
   */
  send(message: ContactMessage, language: Language): Promise<{ id: number }>;
}
