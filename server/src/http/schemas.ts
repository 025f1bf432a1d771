// Schemas shared by several routes, and the request types every route builds on: ids, page
// numbers and text carry the limits of what stores them (PostgreSQL's integer, text without NUL),
// so a request beyond them is a 400 naming the field, never a database error (issue 16).
import { Type, type TSchema } from 'typebox';

/** PostgreSQL's `integer`: every id column. */
export const INT_MAX = 2_147_483_647;

/** A row id: 1 … 2^31 − 1. */
export const Id = (description?: string) =>
  Type.Integer({ minimum: 1, maximum: INT_MAX, ...(description ? { description } : {}) });

export const IdParam = Type.Object({ id: Id('A positive integer id') });

/** A page number from 1; the last page there could ever be is the last id, so the offset always fits. */
export const PageNo = Type.Integer({ minimum: 1, maximum: INT_MAX, default: 1, description: 'Page number, from 1' });
export const PageSize = (maximum: number, defaultSize: number) =>
  Type.Integer({ minimum: 1, maximum, default: defaultSize, description: `Items per page, 1 … ${maximum}` });

/**
 * Text without NUL (U+0000), which PostgreSQL's text cannot hold. A field that must hold something
 * besides spaces says so with `notBlank`. The error handler words a failure of this pattern as
 * "must not contain a NUL character".
 */
export const NO_NUL = '^[^\\u0000]*$';
export const NOT_BLANK_NO_NUL = '^\\s*[^\\s\\u0000][^\\u0000]*$';
export const Text = (options: { maxLength: number; minLength?: number; notBlank?: boolean; description?: string }) => {
  const { notBlank = false, ...rest } = options;
  return Type.String({ ...rest, pattern: notBlank ? NOT_BLANK_NO_NUL : NO_NUL });
};

/**
 * Ajv's options for every route: a body field the schema does not know is refused (400 naming it)
 * instead of dropped without a word, where the schema says additionalProperties: false.
 */
export const AJV_OPTIONS = { customOptions: { removeAdditional: false as const } };

/** A request body: no field beyond the listed ones. */
export const Body = <P extends Record<string, TSchema>>(properties: P, options: { description?: string } = {}) =>
  Type.Object(properties, { ...options, additionalProperties: false });

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
