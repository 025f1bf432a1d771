// The storefront's key actions as plain HTML forms (issue 27; docs/adr/0040): where each form posts,
// and the messages the server's answer names (`?notice=<key>` on the page it sends the shopper back to).
// One list for both sides: the server's handlers (server/src/http/page-actions.ts) and the views that
// draw the forms and show the message (src/ui/app/form-notice.tsx).

/** The form endpoints the server answers (a urlencoded POST, then a 303 to a page). */
export const FORM_PATHS = {
  cartAdd: '/form/cart/add',
  cartQuantity: '/form/cart/quantity',
  cartRemove: '/form/cart/remove',
  favourite: '/form/favourite',
  login: '/form/login',
  signup: '/form/signup',
  verifyEmail: '/form/verify-email',
  verifyResend: '/form/verify-email/resend',
  checkout: '/form/checkout',
  phoneCode: '/form/phone/code',
  phoneSignIn: '/form/phone/sign-in',
  phoneSignUp: '/form/phone/sign-up',
  signOut: '/form/sign-out',
} as const;

/** The query parameter that carries the message. */
export const NOTICE_PARAM = 'notice';

/** Each message and whether it reports success (a status) or a refusal (an alert). */
export const FORM_NOTICES = {
  'cart-added': 'success',
  'cart-updated': 'success',
  'cart-removed': 'success',
  'favourite-added': 'success',
  'favourite-removed': 'success',
  'signed-in': 'success',
  'signed-up': 'success',
  'order-placed': 'success',
  'phone-signed-up': 'success',
  'signed-out': 'success',
  'email-verified': 'success',
  'code-resent': 'success',
  'out-of-stock': 'error',
  'few-left': 'error',
  'quantity-limit': 'error',
  'not-found': 'error',
  'session-expired': 'error',
  'sign-in-to-add': 'error',
  'sign-in-to-favourite': 'error',
  invalid: 'error',
  'login-missing': 'error',
  'login-invalid': 'error',
  'login-failed': 'error',
  'verify-first': 'error',
  'too-many': 'error',
  'email-taken': 'error',
  'signup-invalid': 'error',
  'order-stock': 'error',
  'cart-empty': 'error',
  'checkout-invalid': 'error',
  'phone-invalid': 'error',
  'phone-code-invalid': 'error',
  'code-invalid': 'error',
  'already-verified': 'error',
} as const satisfies Record<string, 'success' | 'error'>;

export type FormNotice = keyof typeof FORM_NOTICES;

/** The notice an address names, or null for none or one this store does not know (never shown as it came). */
export function formNotice(value: string | null): FormNotice | null {
  return value !== null && Object.hasOwn(FORM_NOTICES, value) ? (value as FormNotice) : null;
}
