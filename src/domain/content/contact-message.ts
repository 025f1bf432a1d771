// A shopper's message to the store from the contact page: who wrote, how to answer, what about.
// The same rules run in the form (inline messages) and on the server (400 naming the field).
import { normalisePhone, toLatinDigits, DEFAULT_PHONE_PREFIX } from '../country';
import { err, ok, type Result } from '../shared/result';

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
/** Long enough to say what is wrong ("Where is my order?"), short enough to read on a phone. */
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;
/** The phone as typed, spaces and punctuation included. */
export const CONTACT_PHONE_MAX = 32;
/** A normalised phone number (calling code + national number) has 8 to 15 digits (E.164). */
const PHONE_DIGITS = /^\d{8,15}$/;
/** Something@something.tld, no spaces: the shape a person can mistype, not RFC 5322. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** What the form holds: raw text as typed. */
export interface ContactMessageDraft {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** A message ready to send: trimmed, the phone normalised (spec §5), empty answers as null. */
export interface ContactMessage {
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
}

export type ContactMessageField = keyof ContactMessageDraft;

export type ContactFieldProblem =
  | 'required'
  | 'tooLong'
  | 'tooShort'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'emailOrPhoneRequired'
  /** The server refused a value the form accepted (its rules changed): the field is named, the reason not. */
  | 'rejected';

export type ContactMessageErrors = Partial<Record<ContactMessageField, ContactFieldProblem>>;

export const CONTACT_MESSAGE_FIELDS: readonly ContactMessageField[] = ['name', 'email', 'phone', 'message'];

export const emptyContactMessageDraft = (): ContactMessageDraft => ({ name: '', email: '', phone: '', message: '' });

export const isEmailShaped = (text: string): boolean => text.length <= CONTACT_EMAIL_MAX && EMAIL_SHAPE.test(text);

/** Characters as a reader counts them (an emoji or an Arabic letter with its mark counts once). */
const lengthOf = (text: string): number => [...text].length;

function nameProblem(name: string): ContactFieldProblem | null {
  if (name === '') return 'required';
  if (lengthOf(name) > CONTACT_NAME_MAX) return 'tooLong';
  return null;
}

function messageProblem(message: string): ContactFieldProblem | null {
  if (message === '') return 'required';
  if (lengthOf(message) < CONTACT_MESSAGE_MIN) return 'tooShort';
  if (lengthOf(message) > CONTACT_MESSAGE_MAX) return 'tooLong';
  return null;
}

/**
 * Checks a draft and answers the message to send, or one problem per field. An e-mail address or
 * a phone number is required (the store must be able to answer); when both are missing the
 * problem is reported on the e-mail field, which comes first in the form.
 */
export function validateContactMessage(
  draft: ContactMessageDraft,
  phonePrefix: string = DEFAULT_PHONE_PREFIX,
): Result<ContactMessage, ContactMessageErrors> {
  const name = draft.name.trim();
  const email = draft.email.trim();
  const message = draft.message.trim();
  const typedPhone = toLatinDigits(draft.phone).trim();
  const phone = typedPhone === '' ? '' : normalisePhone(typedPhone, phonePrefix);

  const errors: ContactMessageErrors = {};
  const nameIssue = nameProblem(name);
  if (nameIssue) errors.name = nameIssue;
  if (email === '' && typedPhone === '') errors.email = 'emailOrPhoneRequired';
  if (email !== '' && !isEmailShaped(email)) errors.email = 'invalidEmail';
  if (typedPhone !== '' && !PHONE_DIGITS.test(phone)) errors.phone = 'invalidPhone';
  const messageIssue = messageProblem(message);
  if (messageIssue) errors.message = messageIssue;

  if (Object.keys(errors).length > 0) return err(errors);
  return ok({ name, email: email === '' ? null : email, phone: phone === '' ? null : phone, message });
}

export const isContactMessageField = (name: string | null): name is ContactMessageField =>
  CONTACT_MESSAGE_FIELDS.some((field) => field === name);

/** The first field with a problem, in form order: where the focus goes after a failed submit. */
export function firstInvalidField(errors: ContactMessageErrors): ContactMessageField | null {
  return CONTACT_MESSAGE_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}
