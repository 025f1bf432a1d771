// The content feature's contract (docs/adr/0027-one-contract.md): the store's contact details and
// the contact form. Field bounds come from the domain's rule, which the server and the client share.
import * as Type from 'typebox';
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_PHONE_MAX } from '../../domain/content/contact-message';
import { Body, Text } from '../shared/shared-contract';

export const ContactInfoResponse = Type.Object({
  recordReturned: Type.Object({
    phoneCall: Type.String(),
    email: Type.String(),
    address: Type.Optional(Type.String({ description: 'In the request language; absent when there is none' })),
  }),
});

/** Types and upper bounds here; the rest (required after trimming, e-mail or phone, shapes) in the domain rule. */
export const ContactMessageBody = Body({
  name: Text({ maxLength: CONTACT_NAME_MAX, description: 'Required (not blank)' }),
  email: Type.Optional(Text({ maxLength: CONTACT_EMAIL_MAX, description: 'E-mail address or phone required' })),
  phone: Type.Optional(Text({ maxLength: CONTACT_PHONE_MAX, description: 'As typed; normalised like spec §5 (0944 123 456 → 963944123456)' })),
  message: Text({ maxLength: CONTACT_MESSAGE_MAX, description: '10 to 2000 characters after trimming' }),
});

export const ContactMessageCreated = Type.Object({
  id: Type.Integer(),
  message: Type.String(),
});
