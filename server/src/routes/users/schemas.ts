import { Type } from 'typebox';
import { Body, Id, Password, Phone } from '../../http/schemas.js';
import { SessionResponse } from '../auth/schemas.js';

/** The phone is not required (spec §5): an empty one is accepted and clears the stored number. */
const OptionalPhone = Type.Union([Type.Literal(''), Phone], {
  description: "Normalised digits (spec §5), or '' for no phone",
});

export const UpdateProfileBody = Body({
  store: Id('Country id (GET /countries)'),
  phoneNumber: OptionalPhone,
  whatsApp: OptionalPhone,
});

export const ChangePasswordBody = Body({
  currentPassword: Password,
  newPassword: Type.String({ minLength: 1, maxLength: 128, description: '>= 8 characters with a letter and a digit' }),
});

/** The change revokes every earlier token (this one too): the answer carries a fresh session for this device. */
export const ChangePasswordResponse = Type.Object({
  message: Type.String(),
  ...SessionResponse.properties,
});
