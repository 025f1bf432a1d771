import { Type } from 'typebox';
import { Password, Phone } from '../../http/schemas.js';

/** The phone is not required (spec §5): an empty one is accepted and clears the stored number. */
const OptionalPhone = Type.Union([Type.Literal(''), Phone], {
  description: "Normalised digits (spec §5), or '' for no phone",
});

export const UpdateProfileBody = Type.Object(
  {
    store: Type.Integer({ minimum: 1, description: 'Country id (GET /countries)' }),
    phoneNumber: OptionalPhone,
    whatsApp: OptionalPhone,
  },
  { additionalProperties: false },
);

export const ChangePasswordBody = Type.Object(
  {
    currentPassword: Password,
    newPassword: Type.String({ minLength: 1, maxLength: 128, description: '>= 8 characters with a letter and a digit' }),
  },
  { additionalProperties: false },
);
