import { Type } from 'typebox';
import { Body, Email, Password, Phone, ProfileSchema, Text } from '../../http/schemas.js';

const Name = Text({ minLength: 1, maxLength: 80, notBlank: true });

export const SignUpBody = Body({
  firstName: Name,
  lastName: Name,
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 128, description: '>= 8 characters with a letter and a digit' }),
  phoneNumber: Type.Optional(Phone),
});

export const SignUpResponse = Type.Object({
  user: ProfileSchema,
  message: Type.String(),
});

export const VerifyEmailBody = Body({
  email: Email,
  code: Type.String({ pattern: '^[0-9]{6}$', description: 'The 6-digit code from the e-mail' }),
});

export const EmailBody = Body({ email: Email });

export const LoginBody = Body({ email: Email, password: Password });

export const SessionResponse = Type.Object({
  accessToken: Type.String({ description: 'HS256 JWT; send as Authorization: Bearer <token>' }),
  tokenType: Type.Literal('Bearer'),
  expiresIn: Type.Integer({ description: 'Seconds until the token expires (also its exp claim)' }),
  user: ProfileSchema,
});

export const ResetPasswordBody = Body({
  token: Text({ minLength: 1, maxLength: 200, description: 'From the reset e-mail' }),
  password: Type.String({ minLength: 1, maxLength: 128, description: '>= 8 characters with a letter and a digit' }),
});
