// The phone sign-in contract (issue 30, docs/adr/0046): the requests and answers of /auth/phone/*.
// The server's routes validate with these schemas; the storefront's Http adapter parses answers with them.
import * as Type from 'typebox';
import { Body, Id, Text } from '../shared/shared-contract';
import { NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../domain/account/account-form';

/** The channels a code can go by. */
export const PHONE_CHANNELS = ['sms', 'whatsapp'] as const;
export type PhoneChannelWire = (typeof PHONE_CHANNELS)[number];

/** The codes of the phone sign-in refusals beyond the account ones (CODE_INVALID, CODE_EXPIRED, TOO_MANY_ATTEMPTS). */
export const PhoneErrorCode = {
  PhoneInvalid: 'PHONE_INVALID',
  PhoneTaken: 'PHONE_TAKEN',
  DeliveryFailed: 'DELIVERY_FAILED',
} as const;

/**
 * A phone as the shopper typed it: Arabic-Indic digits, spaces, dashes, a leading 0 or 00 are fine;
 * the server normalises it with the store's rules (src/domain/country/phone.ts) and the calling code.
 */
const TypedPhone = Text({ minLength: 1, maxLength: 40, description: 'As typed; normalised with callingCode (spec §5)' });
const CallingCode = Type.String({ pattern: '^\\+?[0-9]{1,4}$', description: "The country's calling code, e.g. '963' (default)" });
const Channel = Type.Union([Type.Literal('sms'), Type.Literal('whatsapp')], { description: 'Where the code goes' });
const Language = Type.Union([Type.Literal('en'), Type.Literal('ar')], { description: 'The language of the message (default en)' });
/** Six digits; Arabic-Indic digits and spaces are accepted and read as Latin ones. */
const Code = Text({ minLength: 1, maxLength: 20, description: 'The 6-digit code from the message' });
const Name = Text({ minLength: 1, maxLength: NAME_MAX_LENGTH, notBlank: true });
const OptionalEmail = Type.Union([Type.Literal(''), Type.String({ pattern: EMAIL_PATTERN, maxLength: EMAIL_MAX_LENGTH })], {
  description: "Optional: '' for none",
});

const phoneFields = { phone: TypedPhone, callingCode: Type.Optional(CallingCode) };

export const PhoneCodeBody = Body({
  ...phoneFields,
  channel: Channel,
  purpose: Type.Union([Type.Literal('sign-in'), Type.Literal('sign-up')]),
  language: Type.Optional(Language),
});

export const AddPhoneCodeBody = Body({ ...phoneFields, channel: Channel, language: Type.Optional(Language) });

export const PhoneCodeSentResponse = Type.Object({
  message: Type.String(),
  /** The number the code went to, normalised, with '+'. */
  phone: Type.String(),
  channel: Channel,
  /** Seconds before another code may be asked for this phone. */
  resendAfterSeconds: Type.Integer(),
  expiresInMinutes: Type.Integer(),
});

export const PhoneSignInBody = Body({ ...phoneFields, code: Code });

export const PhoneSignUpBody = Body({
  ...phoneFields,
  code: Code,
  firstName: Name,
  lastName: Name,
  store: Id('Country id (GET /countries)'),
  email: Type.Optional(OptionalEmail),
});

export const ConfirmPhoneBody = Body({ ...phoneFields, code: Code });

export const SignInPhoneResponse = Type.Object({
  phone: Type.Union([Type.String(), Type.Null()], { description: "The phone the account signs in with ('+' and digits), null when none" }),
});

export type PhoneCodeSentWire = Type.Static<typeof PhoneCodeSentResponse>;
export type SignInPhoneWire = Type.Static<typeof SignInPhoneResponse>;
