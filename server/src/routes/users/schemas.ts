import { Type } from 'typebox';
import { Password, Phone } from '../../http/schemas.js';
import { SessionResponse } from '../auth/schemas.js';

export const UpdateProfileBody = Type.Object(
  {
    store: Type.Integer({ minimum: 1, description: 'Country id (GET /countries)' }),
    phoneNumber: Phone,
    whatsApp: Phone,
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

/** The change revokes every earlier token (this one too): the answer carries a fresh session for this device. */
export const ChangePasswordResponse = Type.Object({
  message: Type.String(),
  ...SessionResponse.properties,
});
