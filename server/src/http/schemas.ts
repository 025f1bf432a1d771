// Schemas shared by several routes.
import { Type } from 'typebox';

export const IdParam = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const ProfileSchema = Type.Object(
  {
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    role: Type.String({ description: "'Shopper' or 'Seller'" }),
    store: Type.Union([Type.Integer(), Type.Null()], { description: 'Country id the user shops in; null until chosen' }),
    phoneNumber: Type.Union([Type.String(), Type.Null()], { description: 'The phone the user gave (normalised digits); null when none' }),
    id: Type.Integer(),
  },
  { $id: 'Profile', title: 'Profile' },
);

export const MessageSchema = Type.Object({ message: Type.String() });

export const Email = Type.String({ format: 'email', maxLength: 254, description: 'Case-insensitive' });
/** Digits with an optional leading +; the storefront normalises (spec §5), e.g. 963912345678. */
export const Phone = Type.String({ pattern: '^\\+?[0-9]{6,15}$', maxLength: 16 });
export const Password = Type.String({ minLength: 1, maxLength: 128 });
