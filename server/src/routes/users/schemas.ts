import { Type } from 'typebox';
import { Body, Id, Password, Phone } from '../../http/schemas.js';
import { SessionResponse } from '../auth/schemas.js';

export const UpdateProfileBody = Body({
  store: Id('Country id (GET /countries)'),
  phoneNumber: Phone,
  whatsApp: Phone,
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
