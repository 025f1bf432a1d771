// The checkout form (delivery address, phone, payment method, note) and the idempotency key of a
// checkout attempt. The same rules run here (inline messages) and on the server (400 naming the field).
import type { Cart } from '../cart';
import type { PaymentMethod } from './order';
import { DEFAULT_PHONE_PREFIX, normalisePhone, toLatinDigits } from '../country';
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

/** What the form holds: raw text as typed. */
export interface CheckoutDraft {
  fullName: string;
  city: string;
  street: string;
  details: string;
  phone: string;
  note: string;
  paymentMethod: PaymentMethod;
}

/** The form ready to send: trimmed, the phone normalised with the country's calling code (spec §5). */
export interface CheckoutForm {
  fullName: string;
  city: string;
  street: string;
  details: string;
  phone: string;
  note: string;
  paymentMethod: PaymentMethod;
}

export type CheckoutField = keyof CheckoutDraft;
/** Form order: where the focus goes after a refused submit. */
export const CHECKOUT_FIELDS: readonly CheckoutField[] = ['fullName', 'phone', 'city', 'street', 'details', 'paymentMethod', 'note'];

export type CheckoutFieldProblem =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'invalidPhone'
  /** The server refused a value the form accepted (its rules changed): the field is named, the reason not. */
  | 'rejected';

export type CheckoutErrors = Partial<Record<CheckoutField, CheckoutFieldProblem>>;

export const emptyCheckoutDraft = (): CheckoutDraft => ({
  fullName: '',
  city: '',
  street: '',
  details: '',
  phone: '',
  note: '',
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
  const form: CheckoutForm = {
    fullName: draft.fullName.trim(),
    city: draft.city.trim(),
    street: draft.street.trim(),
    details: draft.details.trim(),
    note: draft.note.trim(),
    phone: '',
    paymentMethod: draft.paymentMethod,
  };
  const typedPhone = toLatinDigits(draft.phone).trim();
  form.phone = typedPhone === '' ? '' : normalisePhone(typedPhone, callingCode);

  const problems: Array<[CheckoutField, CheckoutFieldProblem | null]> = [
    ['fullName', lengthProblem(form.fullName, FULL_NAME_MIN, FULL_NAME_MAX)],
    ['phone', typedPhone === '' ? 'required' : PHONE_DIGITS.test(form.phone) ? null : 'invalidPhone'],
    ['city', lengthProblem(form.city, CITY_MIN, CITY_MAX)],
    ['street', lengthProblem(form.street, STREET_MIN, STREET_MAX)],
    ['details', lengthProblem(form.details, 0, DETAILS_MAX)],
    ['paymentMethod', draft.paymentMethod === 'cash_on_delivery' ? null : 'required'],
    ['note', lengthProblem(form.note, 0, NOTE_MAX)],
  ];
  const errors: CheckoutErrors = {};
  for (const [field, problem] of problems) if (problem !== null) errors[field] = problem;
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
