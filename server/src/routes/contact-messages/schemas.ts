import { Type } from 'typebox';
import { Body, Text } from '../../http/schemas.js';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
} from '../../../../src/domain/contact-message.js';

/** Types and upper bounds here; the rest (required after trimming, e-mail or phone, shapes) in the domain rule. */
export const ContactMessageBody = Body({
  name: Text({ maxLength: CONTACT_NAME_MAX, description: 'Required (not blank)' }),
  email: Type.Optional(Text({ maxLength: CONTACT_EMAIL_MAX, description: 'E-mail address or phone required' })),
  phone: Type.Optional(Text({ maxLength: 32, description: 'As typed; normalised like spec §5 (0944 123 456 → 963944123456)' })),
  message: Text({ maxLength: CONTACT_MESSAGE_MAX, description: '10 to 2000 characters after trimming' }),
});

export const ContactMessageCreated = Type.Object({
  id: Type.Integer(),
  message: Type.String(),
});
