// The checkout form (delivery address, phone, payment method, note) and the idempotency key of a
// checkout attempt. The same rules run here (inline messages) and on the server (400 naming the field).
import type { Cart } from '../cart';
import type { PaymentMethod } from './order';
import { DEFAULT_PHONE_PREFIX, normalisePhone, signInPhone, toLatinDigits } from '../country';
import { err, ok, type Result } from '../shared/result';

export const FULL_NAME_MIN = 2;
export const FULL_NAME_MAX = 100;
export const CITY_MIN = 2;
export const CITY_MAX = 60;
export const STREET_MIN = 2;
export const STREET_MAX = 200;
export const DETAILS_MAX = 200;
export const NOTE_MAX = 500;
/** A normalised phone number (calling code + national number) has 8 to 15 digits (E.164). */
const PHONE_DIGITS = /^\d{8,15}$/;

/**
 * The text the shopper types at checkout, with its length rules: the form checks them (inline messages),
 * the contract's CheckoutBody declares them (the server's 400 naming the field), and the order carries
 * each under the same name. A new text field of the form is one line here.
 */
export const CHECKOUT_TEXT = {
  fullName: { min: FULL_NAME_MIN, max: FULL_NAME_MAX },
  city: { min: CITY_MIN, max: CITY_MAX },
  street: { min: STREET_MIN, max: STREET_MAX },
  details: { min: 0, max: DETAILS_MAX },
  note: { min: 0, max: NOTE_MAX },
} as const satisfies Record<string, { min: number; max: number }>;

export type CheckoutTextField = keyof typeof CHECKOUT_TEXT;

/**
 * The checkout form: as a draft, raw text as typed; once validated (CheckoutForm), trimmed, with the phone
 * normalised with the country's calling code (spec §5). One shape, so a field is declared once.
 */
export type CheckoutDraft = Record<CheckoutTextField, string> & { phone: string; paymentMethod: PaymentMethod };
export type CheckoutForm = CheckoutDraft;

export type CheckoutField = keyof CheckoutDraft;
const TEXT_FIELDS = Object.keys(CHECKOUT_TEXT) as CheckoutTextField[];
/** Form order: where the focus goes after a refused submit (the text fields in their order, the phone after the name, the payment before the note). */
export const CHECKOUT_FIELDS: readonly CheckoutField[] = [
  'fullName',
  'phone',
  ...TEXT_FIELDS.filter((field) => field !== 'fullName' && field !== 'note'),
  'paymentMethod',
  'note',
];

export type CheckoutFieldProblem =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'invalidPhone'
  /** The server refused a value the form accepted (its rules changed): the field is named, the reason not. */
  | 'rejected';

export type CheckoutErrors = Partial<Record<CheckoutField, CheckoutFieldProblem>>;

export const emptyCheckoutDraft = (): CheckoutDraft => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<CheckoutTextField, string>),
  phone: '',
  paymentMethod: 'cash_on_delivery',
});

/** Characters as a reader counts them (an Arabic letter with its mark, an emoji: once). */
const lengthOf = (text: string): number => [...text].length;

function lengthProblem(text: string, min: number, max: number): CheckoutFieldProblem | null {
  if (text === '') return min > 0 ? 'required' : null;
  if (lengthOf(text) < min) return 'tooShort';
  if (lengthOf(text) > max) return 'tooLong';
  return null;
}

/** Checks a draft; answers the form to send, or one problem per field. */
export function validateCheckout(draft: CheckoutDraft, callingCode: string = DEFAULT_PHONE_PREFIX): Result<CheckoutForm, CheckoutErrors> {
  const typedPhone = toLatinDigits(draft.phone).trim();
  // A number of the field's country (or of the one its own + code names), as sign-in reads it: Lebanon's
  // 03 123 456 on Syria's +963 is refused, not sent as +963 3123456 (a new-shopper tryout).
  const phone = typedPhone === '' ? '' : signInPhone(typedPhone, callingCode);
  const form: CheckoutForm = {
    ...draft,
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, draft[field].trim()])) as Record<CheckoutTextField, string>),
    phone: phone === '' && typedPhone !== '' ? normalisePhone(typedPhone, callingCode) : phone,
  };
  const errors: CheckoutErrors = {};
  for (const field of TEXT_FIELDS) {
    const problem = lengthProblem(form[field], CHECKOUT_TEXT[field].min, CHECKOUT_TEXT[field].max);
    if (problem !== null) errors[field] = problem;
  }
  if (typedPhone === '') errors.phone = 'required';
  else if (phone === '' || !PHONE_DIGITS.test(form.phone)) errors.phone = 'invalidPhone';
  if (draft.paymentMethod !== 'cash_on_delivery') errors.paymentMethod = 'required';
  return Object.keys(errors).length > 0 ? err(errors) : ok(form);
}

export const isCheckoutField = (name: string | null): name is CheckoutField => CHECKOUT_FIELDS.some((field) => field === name);

export function firstInvalidCheckoutField(errors: CheckoutErrors): CheckoutField | null {
  return CHECKOUT_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}

// ── The idempotency key ────────────────────────────────────────────────────────────────────────────
// One key per checkout attempt. A double click or a retry after a timeout sends the same key, so the
// server answers the order it already made instead of making a second one. Once the order is placed,
// or the cart changes (the shopper is buying something else), the next submit is a new attempt.

export interface CheckoutAttempt {
  /** Sent as the Idempotency-Key header (8–100 characters). */
  key: string;
  /** What was being bought when the key was made (see cartSignature). */
  cart: string;
}

/** The cart's identity for an attempt: each line's id, variant and quantity, in a stable order. */
export function cartSignature(cart: Pick<Cart, 'lines'>): string {
  return cart.lines
    .map((line) => `${line.cartItemId}:${line.variantId}:${line.quantity}`)
    .toSorted()
    .join(',');
}

/**
 * The attempt a submit belongs to: the current one while the cart is the same, otherwise a new one
 * whose key freshKey makes (ids and randomness come in from the caller; asked only when needed).
 * After the order is placed the caller forgets the attempt (null), so the next checkout gets a new key.
 */
export function attemptFor(current: CheckoutAttempt | null, cart: Pick<Cart, 'lines'>, freshKey: () => string): CheckoutAttempt {
  const signature = cartSignature(cart);
  if (current !== null && current.cart === signature) return current;
  return { key: freshKey(), cart: signature };
}

/** A refusal for stock: which line wants more than is left, and how many are. */
export interface StockShortage {
  cartItemId: number;
  variantId: number;
  available: number;
}
