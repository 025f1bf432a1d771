// The account feature's contract (docs/adr/0027-one-contract.md): the requests and answers of
// /auth/*, /users/profile/* and /users/data-deletion-request, and the API's account error codes.
// The server's routes validate with these schemas, the Http adapters parse answers with them; the
// mappings at the end turn the wire's profile (store, phoneNumber, whatsApp) into the application's
// words (User, ProfileUpdate, SignUpRequest) and back, for the Http adapters and the fakes alike.
import * as Type from 'typebox';
import { Body, Email, Id, Password, Phone, ProfileSchema, Text } from '../shared/shared-contract';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, VERIFICATION_CODE_LENGTH } from '../../domain/account/account-form';
import { DELETION_REASON_MAX } from '../../domain/account/data-deletion';
import type { ProfileUpdate } from '../../domain/account/profile';
import type { SignUpRequest } from '../../domain/account/session';
import { fullName, type User } from '../../domain/account/user';
import { hasCountryId } from '../../domain/country';

/**
 * The browser's session (docs/adr/0035): the access token itself in an HttpOnly cookie, and beside it a
 * readable hint holding no secret, '1' while a session is there (it expires with the session cookie),
 * '0' once signed out. The server sets both; the storefront reads the hint.
 */
export const SESSION_COOKIE = 'dukkan-session';
export const SIGNED_IN_COOKIE = 'dukkan-signed-in';

/** The codes of the API's account refusals ({ code, message, field? }). */
export const AccountErrorCode = {
  EmailTaken: 'EMAIL_TAKEN',
  EmailNotVerified: 'EMAIL_NOT_VERIFIED',
  AlreadyVerified: 'ALREADY_VERIFIED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  WeakPassword: 'WEAK_PASSWORD',
  WrongPassword: 'WRONG_PASSWORD',
  CodeInvalid: 'CODE_INVALID',
  CodeExpired: 'CODE_EXPIRED',
  TooManyAttempts: 'TOO_MANY_ATTEMPTS',
  TokenInvalid: 'TOKEN_INVALID',
  TokenExpired: 'TOKEN_EXPIRED',
  TokenUsed: 'TOKEN_USED',
} as const;

const Name = Text({ minLength: 1, maxLength: NAME_MAX_LENGTH, notBlank: true });
const NewPassword = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, description: '>= 8 characters with a letter and a digit' });

export const SignUpBody = Body({
  firstName: Name,
  lastName: Name,
  email: Email,
  password: NewPassword,
  phoneNumber: Type.Optional(Phone),
});

export const SignUpResponse = Type.Object({
  user: ProfileSchema,
  message: Type.String(),
});

export const VerifyEmailBody = Body({
  email: Email,
  code: Type.String({ pattern: `^[0-9]{${VERIFICATION_CODE_LENGTH}}$`, description: 'The 6-digit code from the e-mail' }),
});

export const EmailBody = Body({ email: Email });

export const LoginBody = Body({ email: Email, password: Password });

export const SessionResponse = Type.Object({
  accessToken: Type.String({
    description: 'HS256 JWT; send as Authorization: Bearer <token>. The answer also sets it as the HttpOnly dukkan-session cookie',
  }),
  tokenType: Type.Literal('Bearer'),
  expiresIn: Type.Integer({ description: 'Seconds until the token expires (also its exp claim)' }),
  user: ProfileSchema,
});

export const ResetPasswordBody = Body({
  token: Text({ minLength: 1, maxLength: 200, description: 'From the reset e-mail' }),
  password: NewPassword,
});

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
  newPassword: NewPassword,
});

/** The change revokes every earlier token (this one too): the answer carries a fresh session for this device. */
/** A password change or reset: what happened, and the fresh session that replaces every earlier one. */
export const PasswordSessionResponse = Type.Object({
  message: Type.String(),
  ...SessionResponse.properties,
});

export const DataDeletionBody = Body({
  reason: Type.Optional(Text({ maxLength: DELETION_REASON_MAX, description: 'Optional, why the user leaves' })),
});

export const DataDeletionRequestSchema = Type.Object(
  {
    id: Type.Integer(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('completed'), Type.Literal('rejected')]),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'DataDeletionRequest', title: 'DataDeletionRequest' },
);

export const DataDeletionResponse = Type.Object({ request: DataDeletionRequestSchema });
export const PendingDataDeletionResponse = Type.Object({
  request: Type.Union([DataDeletionRequestSchema, Type.Null()], { description: 'null when none is pending' }),
});

/** The profile as GET /users/profile/my-profile (and the sign-up, login and verification answers) carry it. */
export type ProfileWire = Type.Static<typeof ProfileSchema>;
export type UpdateProfileWire = Type.Static<typeof UpdateProfileBody>;
export type SignUpWire = Type.Static<typeof SignUpBody>;

/** The API's profile as the application's user. */
export const userOf = (profile: ProfileWire): User => ({
  id: profile.id,
  name: fullName(profile.firstName, profile.lastName),
  email: profile.email,
  role: profile.role,
  // Anything but a positive integer means "no country chosen yet", which brings up the country dialog.
  countryId: hasCountryId(profile.store) ? profile.store : null,
  phone: profile.phoneNumber ?? '',
  picture: '',
  hasPassword: profile.hasPassword,
});

/** The country is the wire's store; the one phone goes as both phoneNumber and whatsApp (spec §7). */
export const profileUpdateBody = (update: ProfileUpdate): UpdateProfileWire => ({
  store: update.countryId,
  phoneNumber: update.phone,
  whatsApp: update.phone,
});

export const signUpBody = ({ phone, ...request }: SignUpRequest): SignUpWire => ({
  ...request,
  ...(phone === undefined ? {} : { phoneNumber: phone }),
});
