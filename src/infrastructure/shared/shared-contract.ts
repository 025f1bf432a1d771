// The contract's shared part (docs/adr/0027-one-contract.md): schemas several features use, and the request types every route builds on: ids, page
// numbers and text carry the limits of what stores them (PostgreSQL's integer, text without NUL),
// so a request beyond them is a 400 naming the field, never a database error (issue 16).
import * as Type from 'typebox';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../domain/account';
import { WIRE_PHONE_PATTERN } from '../../domain/country';
import { toMajor, toMinor } from '../../domain/shared/money';

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

/** A request body: no field beyond the listed ones. */
export const Body = <P extends Record<string, Type.TSchema>>(properties: P, options: { description?: string } = {}) =>
  Type.Object(properties, { ...options, additionalProperties: false });

export const ProfileSchema = Type.Object(
  {
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    role: Type.String({ description: "'Shopper' or 'Seller'" }),
    store: Type.Union([Type.Integer(), Type.Null()], { description: 'Country id the user shops in; null until chosen' }),
    phoneNumber: Type.Union([Type.String(), Type.Null()], { description: 'The phone the user gave (normalised digits); null when none' }),
    hasPassword: Type.Boolean({ description: 'false for an account made with a phone only (issue 30): it has no password to change' }),
    id: Type.Integer(),
  },
  { $id: 'Profile', title: 'Profile' },
);

export const MessageSchema = Type.Object({ message: Type.String() });

/** The domain's e-mail rule (src/domain/account/account-form.ts), so client and server refuse the same addresses. */
export const Email = Type.String({ pattern: EMAIL_PATTERN, maxLength: EMAIL_MAX_LENGTH, description: 'Case-insensitive' });
/** Digits with an optional leading +; the storefront normalises (spec §5), e.g. 963912345678. */
export const Phone = Type.String({ pattern: WIRE_PHONE_PATTERN, maxLength: 16 });
export const Password = Type.String({ minLength: 1, maxLength: 128 });

/** The one error shape of the API: { code, message, field? } (+ requestId on 500). */
export const ErrorBody = Type.Object(
  {
    code: Type.String({ description: 'Machine-readable error code, e.g. VALIDATION_FAILED' }),
    message: Type.String({ description: 'Human-readable explanation (English)' }),
    field: Type.Optional(Type.String({ description: 'The request field to blame, when there is one' })),
    requestId: Type.Optional(Type.String({ description: 'Present on 500: quote it when reporting' })),
  },
  { $id: 'ErrorBody', title: 'Error' },
);
export type ErrorBody = Type.Static<typeof ErrorBody>;

/** Every answer with money says it is in the base currency, so a client never guesses. */
export const BaseCurrency = Type.Object(
  {
    code: Type.Literal('USD'),
    excRate: Type.Literal(1),
  },
  { description: 'Amounts in this answer are US dollars (the base currency).' },
);

export const DisplayCurrency = Type.Object(
  {
    id: Type.Integer(),
    code: Type.String(),
    name: Type.String({ description: 'In the request language' }),
    excRate: Type.Number({ description: 'Units per 1 USD when the order was placed' }),
    // The steps when the order was placed, major units (ADR 0042); absent on older orders.
    displayStep: Type.Optional(Type.Number()),
    cashStep: Type.Optional(Type.Number()),
  },
  { description: "The shopper's display currency at the moment of the order" },
);
export type DisplayCurrencyWire = Type.Static<typeof DisplayCurrency>;

/** The language of an answer's translated names. */
export type Language = 'en' | 'ar';

/** A stored text's words in the request's language (its two columns, as they are: no fallback). */
export const pick = (language: Language, en: string, ar: string): string => (language === 'ar' ? ar : en);

export const BASE_CURRENCY = { code: 'USD', excRate: 1 } as const;

/** An order's display currency as the server stores it with the order (ADR 0003, 0042). */
export interface DisplayCurrencyRecord {
  id: number;
  code: string;
  nameEn: string;
  nameAr: string;
  /** Units per USD when the order was placed. */
  excRate: string;
  /** Its display and cash steps then (major units); null on orders placed before they existed (ADR 0042). */
  displayStep: string | null;
  cashStep: string | null;
}

export const displayCurrencyWire = (currency: DisplayCurrencyRecord, language: Language): DisplayCurrencyWire => ({
  id: currency.id,
  code: currency.code,
  name: pick(language, currency.nameEn, currency.nameAr),
  excRate: Number(currency.excRate),
  ...(currency.displayStep === null ? {} : { displayStep: Number(currency.displayStep) }),
  ...(currency.cashStep === null ? {} : { cashStep: Number(currency.cashStep) }),
});

/** An exact decimal as PostgreSQL answers it ('12.30') as a JSON number of dollars with at most two decimals. */
export const decimalAmount = (decimal: string): number => toMajor(toMinor(Number(decimal)));

/** The other way, for the fakes: an amount in minor units as PostgreSQL's exact decimal ('12.30'), as the server reads it. */
export const decimalText = (minor: number): string => toMajor(minor).toFixed(2);
