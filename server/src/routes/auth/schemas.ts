import { Type } from 'typebox';
import { Email, Password, Phone, ProfileSchema } from '../../http/schemas.js';

const Name = Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' });

export const SignUpBody = Type.Object(
  {
    firstName: Name,
    lastName: Name,
    email: Email,
    password: Type.String({ minLength: 1, maxLength: 128, description: '>= 8 characters with a letter and a digit' }),
    phoneNumber: Type.Optional(Phone),
  },
  { additionalProperties: false },
);

export const SignUpResponse = Type.Object({
  user: ProfileSchema,
  message: Type.String(),
});

export const VerifyEmailBody = Type.Object(
  { email: Email, code: Type.String({ pattern: '^[0-9]{6}$', description: 'The 6-digit code from the e-mail' }) },
  { additionalProperties: false },
);

export const EmailBody = Type.Object({ email: Email }, { additionalProperties: false });

export const LoginBody = Type.Object({ email: Email, password: Password }, { additionalProperties: false });

export const SessionResponse = Type.Object({
  accessToken: Type.String({ description: 'HS256 JWT; send as Authorization: Bearer <token>' }),
  tokenType: Type.Literal('Bearer'),
  expiresIn: Type.Integer({ description: 'Seconds until the token expires (also its exp claim)' }),
  user: ProfileSchema,
});

export const ResetPasswordBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200, description: 'From the reset e-mail' }),
    password: Type.String({ minLength: 1, maxLength: 128, description: '>= 8 characters with a letter and a digit' }),
  },
  { additionalProperties: false },
);
