import { Type } from 'typebox';
import { Password, Phone } from '../../http/schemas.js';

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
