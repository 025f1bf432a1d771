// The storefront's key actions as plain HTML forms the server answers (issue 27, "The key actions work
// before the app does"; docs/adr/0040). Before the app has hydrated, or with scripts off, "Add to cart",
// a cart line's quantity and removal, a favourite, sign-in, sign-up, "Place order" and "Log out" are native form
// posts to /form/…; once the app runs it takes each form over (its onSubmit) and none of this is used.
//
// Each handler calls the API's own route in this process (Fastify's inject), with the shopper's session
// cookie, so the API's rules hold as they are: stock, the 99 limit, the idempotency key, validation,
// throttling. It answers with a 303 to the page the shopper was on (post/redirect/get), its address
// carrying `notice=<key>`: the page the app would show, drawn by the server, with the message in the
// page's language (src/ui/app/form-notice.tsx). Bad input is such a message, never a 5xx.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ownOrigins } from '../plugins/security.js';
import { browserSession, clearSessionCookie, setSessionCookie } from '../plugins/auth.js';
import { SESSION_COOKIE } from '@/infrastructure/account/account-contract';
import { FORM_PATHS, NOTICE_PARAM, type FormNotice } from '@/domain/shared/page-forms';
import { CHECKOUT_TEXT } from '@/domain/orders/checkout';
import { DEFAULT_PHONE_PREFIX, normalisePhone } from '@/domain/country/phone';
import { cleanVerificationCode, isVerificationCode } from '@/domain/account/account-form';
import { LANGUAGE_QUERY, languagePath } from '@/domain/shared/language-url';

// libphonenumber-js is imported on the first phone form, not at the server's start (as checkout does).
let phoneNumbers: Promise<typeof import('libphonenumber-js')> | undefined;

/** The calling code of the phone field's country (its ISO code), or undefined for none this store knows. */
async function callingCodeOf(iso2: string | undefined): Promise<{ iso2: string; callingCode: string } | undefined> {
  if (iso2 === undefined || !/^[A-Za-z]{2}$/.test(iso2)) return undefined;
  const { getCountryCallingCode, isSupportedCountry } = await (phoneNumbers ??= import('libphonenumber-js'));
  const code = iso2.toUpperCase();
  return isSupportedCountry(code) ? { iso2: code, callingCode: getCountryCallingCode(code) } : undefined;
}

/** Sign-in or sign-up by phone (issue 30): the form's hidden `mode`. */
type PhoneMode = 'sign-in' | 'sign-up';

/**
 * The phone page at a step, its address carrying what the next form needs (the phone, the channel, a
 * sign-up's name, country and e-mail, where to go after) and never the code.
 */
function phonePage(mode: PhoneMode, params: Record<string, string | undefined>, notice?: FormNotice, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(name, value);
  const path = `${mode === 'sign-up' ? '/signup/phone' : '/login/phone'}?${query.toString()}`;
  return notice === undefined ? path : withNotice(path, notice, extra);
}

const API_PREFIX = '/api';

/** A form's fields: the last value of each name, as a browser's urlencoded body has them. */
type Fields = Record<string, string>;

/** At most this much form body (a checkout's note is the longest field). */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * Where to go back to: a path of this store (the form's hidden `back`), never another site's
 * (`//host`, `/\host` and anything not starting with one `/` go home).
 */
export function safeBack(value: string | undefined, fallback = '/'): string {
  if (value === undefined || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || [...value].some((character) => character < ' ')) return fallback;
  return value;
}

/** The path with its query changed by `change`, its fragment kept (a '?' inside the fragment is the fragment's). */
function withQuery(path: string, change: (params: URLSearchParams) => void): string {
  const [beforeHash = '', hash] = path.split('#', 2);
  const [pathname = '/', search = ''] = beforeHash.split('?', 2);
  const params = new URLSearchParams(search);
  change(params);
  return `${pathname}?${params.toString()}${hash === undefined ? '' : `#${hash}`}`;
}

/** The path with `notice` (and any extra parameters) set, the rest of its query kept. */
export function withNotice(path: string, notice: FormNotice, extra: Record<string, string> = {}): string {
  return withQuery(path, (params) => {
    params.set(NOTICE_PARAM, notice);
    for (const [name, value] of Object.entries(extra)) params.set(name, value);
  });
}

/**
 * The language the form's page named (`lng` in the address it was sent from, the hidden `back`), put on
 * the page its answer goes to when that one names none: a shopper on /signup?lng=ar whose browser
 * prefers English stays in Arabic through sign-up and verification. A page without `?lng=` (the
 * negotiated one) adds nothing: the next page is negotiated the same way.
 */
export function inFormLanguage(location: string, back: string | undefined): string {
  const named = new URLSearchParams(back?.split('?', 2)[1]?.split('#', 1)[0] ?? '').get(LANGUAGE_QUERY);
  if (named !== 'ar' && named !== 'en') return location;
  if (!location.startsWith('/') || location.startsWith('//')) return location;
  return withQuery(location, (params) => {
    if (!params.has(LANGUAGE_QUERY)) params.set(LANGUAGE_QUERY, named);
  });
}

/** The page that asks for the e-mailed code of this address (none when the form had none), with where she was headed. */
const verifyPage = (email: string, next: string): string => `/verify-email?${new URLSearchParams({ ...(email === '' ? {} : { email }), next }).toString()}`;

const positiveInt = (value: string | undefined): number | null => {
  if (value === undefined || !/^\d{1,9}$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return number >= 1 ? number : null;
};

interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** The API's answer to one call made for this form post, as the shopper (their cookie, their address). */
async function callApi(app: FastifyInstance, request: FastifyRequest, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}): Promise<ApiAnswer> {
  const cookie = browserSession(request);
  const answer = await app.inject({
    method,
    url: `${API_PREFIX}${url}`,
    remoteAddress: request.ip,
    headers: {
      'accept-language': String(request.headers['accept-language'] ?? 'en'),
      ...(cookie === undefined ? {} : { cookie: `${SESSION_COOKIE}=${cookie}` }),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = answer.json();
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
  } catch {
    // An answer without a JSON body (none is expected): its status says enough.
  }
  return { status: answer.statusCode, body };
}

const seeOther = (reply: FastifyReply, location: string): FastifyReply => reply.code(303).header('cache-control', 'no-store').redirect(location, 303);

/** The notice for a refused cart change: the stock's, the line limit's, or the form's own. */
function cartRefusal(answer: ApiAnswer): { notice: FormNotice; extra: Record<string, string> } {
  const available = typeof answer.body.available === 'number' ? answer.body.available : null;
  if (answer.body.code === 'INSUFFICIENT_STOCK') return available === 0 || available === null ? { notice: 'out-of-stock', extra: {} } : { notice: 'few-left', extra: { available: String(available) } };
  if (answer.body.code === 'QUANTITY_LIMIT') return { notice: 'quantity-limit', extra: {} };
  if (answer.status === 404) return { notice: 'not-found', extra: {} };
  if (answer.status === 401) return { notice: 'session-expired', extra: {} };
  return { notice: 'invalid', extra: {} };
}

/**
 * The variant the shopper chose without the app: the colour and option radios they ticked name it
 * (the hidden productDetailId is the one drawn as chosen). Null when the product has no such variant.
 */
async function chosenVariant(app: FastifyInstance, request: FastifyRequest, form: Fields): Promise<number | null> {
  const drawn = positiveInt(form.productDetailId);
  const productId = positiveInt(form.productId);
  if (productId === null || (form.color === undefined && form.variantValue === undefined)) return drawn;
  const answer = await callApi(app, request, 'GET', `/products/${productId}`);
  const product = answer.body.productReturned as { variants?: { productDetailId: number; color: string | null; variantValue: string | null; stock: number }[] } | undefined;
  const variants = (product?.variants ?? []).filter((variant) => form.color === undefined || variant.color === form.color);
  // The option ticked may not exist in the colour ticked with it (the app moves to one that does): the colour's first in stock then.
  const exact = variants.find((variant) => form.variantValue === undefined || variant.variantValue === form.variantValue);
  return (exact ?? variants.find((variant) => variant.stock > 0) ?? variants[0])?.productDetailId ?? null;
}

const fields = (request: FastifyRequest): Fields => request.body as Fields;
/** A cart line's form (its quantity or its removal): the fields, the line, and the page to go back to, the cart's by default. */
const cartLineForm = (request: FastifyRequest): { form: Fields; back: string; cartItemId: number | null } => {
  const form = fields(request);
  return { form, back: safeBack(form.back, '/cart'), cartItemId: positiveInt(form.cartItemId) };
};
const signedIn = (request: FastifyRequest): boolean => browserSession(request) !== undefined;

const guestToLogin = (reply: FastifyReply, back: string, notice: FormNotice) =>
  seeOther(reply, withNotice(`/login?next=${encodeURIComponent(back)}`, notice));

// Phone sign-in and sign-up (issue 30): what the phone page's forms carry from step to step.
const phoneKept = (form: Fields): { mode: PhoneMode; kept: Record<string, string | undefined> } => {
  const mode: PhoneMode = form.mode === 'sign-up' ? 'sign-up' : 'sign-in';
  const channel = form.channel === 'whatsapp' ? 'whatsapp' : 'sms';
  const kept: Record<string, string | undefined> = { next: safeBack(form.next), channel };
  if (mode === 'sign-up') {
    Object.assign(kept, { firstName: (form.firstName ?? '').trim(), lastName: (form.lastName ?? '').trim(), store: (form.store ?? '').trim(), email: (form.email ?? '').trim() });
  }
  return { mode, kept };
};
const language = (form: Fields): 'en' | 'ar' => (form.language === 'ar' ? 'ar' : 'en');
const signedInWith = (request: FastifyRequest, reply: FastifyReply, answer: ApiAnswer): boolean => {
  if (typeof answer.body.accessToken !== 'string' || typeof answer.body.expiresIn !== 'number') return false;
  setSessionCookie(request, reply, answer.body.accessToken, answer.body.expiresIn);
  return true;
};

const codeStep = (form: Fields): { mode: PhoneMode; at: Record<string, string | undefined>; phone: string; code: string } => {
  const { mode, kept } = phoneKept(form);
  const phone = (form.phone ?? '').trim();
  return { mode, at: { ...kept, step: 'code', phone }, phone, code: (form.code ?? '').trim() };
};

export async function registerPageActions(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  const isOwn = ownOrigins(options);
  await app.register(async (forms) => {
    // Only these routes read urlencoded bodies; the API stays JSON only.
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    // A form post from another site is refused, signed in or not (sign-in included: no one is signed
    // in to an account of another's choosing). A browser's own form post says `Sec-Fetch-Site:
    // same-origin` (its Origin is `null` under the store's Referrer-Policy: no-referrer); a browser too
    // old to say must name the store's origin, or none.
    forms.addHook('preHandler', async (request, reply) => {
      const site = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      const foreign = site === undefined ? origin !== undefined && (origin === 'null' || !isOwn(request, origin)) : site !== 'same-origin';
      if (foreign) {
        return reply.code(403).type('text/plain; charset=utf-8').send('This form came from another site: it was refused.');
      }
      if (typeof request.body !== 'object' || request.body === null) {
        return seeOther(reply, withNotice(safeBack(undefined), 'invalid'));
      }
      return undefined;
    });

    // Every answer is a 303 to a page: in the language of the page the form was sent from.
    forms.addHook('onSend', async (request, reply, payload) => {
      const target = reply.getHeader('location');
      if (reply.statusCode === 303 && typeof target === 'string' && typeof request.body === 'object' && request.body !== null) {
        reply.header('location', inFormLanguage(target, (request.body as Fields).back));
      }
      return payload;
    });

    forms.post(FORM_PATHS.cartAdd, async (request, reply) => {
      const form = fields(request);
      const back = safeBack(form.back);
      const productDetailId = await chosenVariant(app, request, form);
      const quantity = positiveInt(form.quantity ?? '1');
      if (productDetailId === null || quantity === null) return seeOther(reply, withNotice(back, 'invalid'));
      // A guest signs in first and comes back to the product (the app sends a guest to the login page too).
      if (!signedIn(request)) return guestToLogin(reply, back, 'sign-in-to-add');
      const answer = await callApi(app, request, 'POST', '/cart/add', { productDetailId, quantity });
      if (answer.status === 401) return guestToLogin(reply, back, 'sign-in-to-add');
      if (answer.status === 200) return seeOther(reply, withNotice(back, 'cart-added'));
      const refusal = cartRefusal(answer);
      return seeOther(reply, withNotice(back, refusal.notice, refusal.extra));
    });

    forms.post(FORM_PATHS.cartQuantity, async (request, reply) => {
      const { form, back, cartItemId } = cartLineForm(request);
      const productDetailId = positiveInt(form.productDetailId);
      // The stepper's buttons send the wanted quantity as their value; a typed one comes as `quantity`.
      const quantity = positiveInt(form.set ?? form.quantity);
      if (cartItemId === null || productDetailId === null || quantity === null) return seeOther(reply, withNotice(back, 'invalid'));
      if (!signedIn(request)) return guestToLogin(reply, back, 'session-expired');
      const answer = await callApi(app, request, 'PUT', `/cart/update/${cartItemId}?productDetailId=${productDetailId}`, { quantity });
      if (answer.status === 200) return seeOther(reply, withNotice(back, 'cart-updated'));
      const refusal = cartRefusal(answer);
      return seeOther(reply, withNotice(back, refusal.notice, refusal.extra));
    });

    forms.post(FORM_PATHS.cartRemove, async (request, reply) => {
      const { back, cartItemId } = cartLineForm(request);
      if (cartItemId === null) return seeOther(reply, withNotice(back, 'invalid'));
      if (!signedIn(request)) return guestToLogin(reply, back, 'session-expired');
      const answer = await callApi(app, request, 'DELETE', `/cart/delete/${cartItemId}`);
      // Already gone (a second tap, another tab): it is not in the cart, which is what was asked.
      if (answer.status === 200 || answer.status === 404) return seeOther(reply, withNotice(back, 'cart-removed'));
      return seeOther(reply, withNotice(back, cartRefusal(answer).notice));
    });

    forms.post(FORM_PATHS.favourite, async (request, reply) => {
      const form = fields(request);
      const back = safeBack(form.back);
      const productId = positiveInt(form.productId);
      const on = form.favourite === '1' ? true : form.favourite === '0' ? false : null;
      if (productId === null || on === null) return seeOther(reply, withNotice(back, 'invalid'));
      if (!signedIn(request)) return guestToLogin(reply, back, 'sign-in-to-favourite');
      const answer = on ? await callApi(app, request, 'POST', '/favourites/add', { productId }) : await callApi(app, request, 'DELETE', `/favourites/delete/${productId}`);
      if (answer.status === 401) return guestToLogin(reply, back, 'sign-in-to-favourite');
      if (answer.status === 200 || (!on && answer.status === 404)) return seeOther(reply, withNotice(back, on ? 'favourite-added' : 'favourite-removed'));
      return seeOther(reply, withNotice(back, answer.status === 404 ? 'not-found' : 'invalid'));
    });

    forms.post(FORM_PATHS.login, async (request, reply) => {
      const form = fields(request);
      const next = safeBack(form.next);
      const email = (form.email ?? '').trim();
      const back = (notice: FormNotice) => seeOther(reply, withNotice(`/login?${new URLSearchParams({ next, email }).toString()}`, notice));
      if (email === '' || (form.password ?? '') === '') return back('login-missing');
      const answer = await callApi(app, request, 'POST', '/auth/login', { email, password: form.password });
      if (answer.status === 200 && typeof answer.body.accessToken === 'string' && typeof answer.body.expiresIn === 'number') {
        setSessionCookie(request, reply, answer.body.accessToken, answer.body.expiresIn);
        return seeOther(reply, withNotice(next, 'signed-in'));
      }
      if (answer.body.code === 'EMAIL_NOT_VERIFIED') return seeOther(reply, withNotice(verifyPage(email, next), 'verify-first'));
      if (answer.status === 429) return back('too-many');
      return back(answer.status === 400 ? 'login-invalid' : 'login-failed');
    });

    forms.post(FORM_PATHS.signup, async (request, reply) => {
      const form = fields(request);
      const next = safeBack(form.next);
      const email = (form.email ?? '').trim();
      const kept = { firstName: (form.firstName ?? '').trim(), lastName: (form.lastName ?? '').trim(), email };
      const back = (notice: FormNotice, field?: string) =>
        seeOther(reply, withNotice(`/signup?${new URLSearchParams({ ...kept, next }).toString()}`, notice, field === undefined ? {} : { field }));
      // As the app sends it (src/application/account/sign-up.ts): the field's country's calling code before
      // the number, Syria's when the page names none. Typed as is, a Lebanese 71 123 456 was refused, and
      // 71123456 was kept without its country.
      const typed = (form.phoneNumber ?? '').trim();
      const phone = typed === '' ? '' : normalisePhone(typed, (await callingCodeOf(form.phoneCountry))?.callingCode ?? DEFAULT_PHONE_PREFIX);
      // The store's own form asks for the terms to be accepted, as the app's does.
      if (form.terms !== 'on') return back('signup-invalid', 'terms');
      const answer = await callApi(app, request, 'POST', '/auth/signup', { ...kept, password: form.password ?? '', ...(phone === '' ? {} : { phoneNumber: phone }) });
      if (answer.status === 201) return seeOther(reply, withNotice(verifyPage(email, next), 'signed-up'));
      if (answer.status === 409) return back('email-taken');
      if (answer.status === 429) return back('too-many');
      return back('signup-invalid', typeof answer.body.field === 'string' ? answer.body.field.replace(/^body\./, '') : undefined);
    });

    // The code e-mailed after a sign-up (the page a sign-up without the app lands on): right, she is signed
    // in and goes where she was headed; wrong, back to the page with the address and the message.
    forms.post(FORM_PATHS.verifyEmail, async (request, reply) => {
      const form = fields(request);
      const next = safeBack(form.next);
      const email = (form.email ?? '').trim();
      // As the app reads it: Arabic or Persian digits, spaces and dashes a phone's keyboard or a copy put in.
      const code = cleanVerificationCode(form.code ?? '');
      const back = (notice: FormNotice, field: 'email' | 'code') => seeOther(reply, withNotice(verifyPage(email, next), notice, { field }));
      if (email === '') return back('code-invalid', 'email');
      if (!isVerificationCode(code)) return back('code-invalid', 'code');
      const answer = await callApi(app, request, 'POST', '/auth/verify-email', { email, code });
      if (answer.status === 200 && signedInWith(request, reply, answer)) return seeOther(reply, withNotice(next, 'email-verified'));
      if (answer.body.code === 'ALREADY_VERIFIED') return seeOther(reply, withNotice(`/login?${new URLSearchParams({ next, email }).toString()}`, 'already-verified'));
      if (answer.status === 429) return back('too-many', 'code');
      return back('code-invalid', answer.body.field === 'body.email' || answer.body.field === 'email' ? 'email' : 'code');
    });

    // "Send a new code": the API answers alike for any address (nothing about an account is told).
    forms.post(FORM_PATHS.verifyResend, async (request, reply) => {
      const form = fields(request);
      const next = safeBack(form.next);
      const email = (form.email ?? '').trim();
      const page = (notice: FormNotice, extra: Record<string, string> = {}) => seeOther(reply, withNotice(verifyPage(email, next), notice, extra));
      if (email === '') return page('code-invalid', { field: 'email' });
      const answer = await callApi(app, request, 'POST', '/auth/resend-verification', { email });
      if (answer.status === 200) return page('code-resent');
      if (answer.status === 429) return page('too-many');
      return page('code-invalid', { field: 'email' });
    });

    forms.post(FORM_PATHS.checkout, async (request, reply) => {
      const form = fields(request);
      const back = '/checkout';
      if (!signedIn(request)) return guestToLogin(reply, back, 'session-expired');
      const key = (form.idempotencyKey ?? '').trim();
      const countryId = positiveInt(form.countryId);
      const currencyId = positiveInt(form.currencyId);
      if (key.length < 8 || key.length > 100 || countryId === null || currencyId === null) return seeOther(reply, withNotice(back, 'invalid'));
      // The text fields of the checkout form, by the domain's one list (CHECKOUT_TEXT): the required ones
      // always (the API names an empty one), the optional ones when something was typed.
      const typed = Object.entries(CHECKOUT_TEXT).flatMap(([name, { min }]) => {
        const value = (form[name] ?? '').trim();
        return value === '' && min === 0 ? [] : [[name, value] as const];
      });
      const body = {
        ...Object.fromEntries(typed),
        phone: (form.phone ?? '').trim(),
        countryId,
        currencyId,
        paymentMethod: 'cash_on_delivery',
      };
      const answer = await callApi(app, request, 'POST', '/orders/checkout', body, { 'idempotency-key': key });
      const order = answer.body.orderReturned as { id?: unknown } | undefined;
      if ((answer.status === 201 || answer.status === 200) && typeof order?.id === 'number') {
        return seeOther(reply, withNotice(`/orders/${order.id}`, 'order-placed'));
      }
      if (answer.body.code === 'INSUFFICIENT_STOCK') return seeOther(reply, withNotice('/cart', 'order-stock'));
      if (answer.body.code === 'CART_EMPTY') return seeOther(reply, withNotice('/cart', 'cart-empty'));
      if (answer.status === 401) return guestToLogin(reply, back, 'session-expired');
      return seeOther(reply, withNotice(back, 'checkout-invalid', typeof answer.body.field === 'string' ? { field: answer.body.field.replace(/^body\./, '') } : {}));
    });
    // Log out (issue 27): the API's sign-out, then the cookies cleared on this answer too (the API's
    // answer went to this process, not the browser). Signed in or not, the shopper lands on the home
    // page in the language of the page they left, with the message.
    forms.post(FORM_PATHS.signOut, async (request, reply) => {
      const form = fields(request);
      await callApi(app, request, 'POST', '/auth/logout');
      clearSessionCookie(request, reply);
      return seeOther(reply, withNotice(languagePath('/', form.lng === 'ar' ? 'ar' : 'en'), 'signed-out'));
    });

    // Phone sign-in and sign-up (issue 30; docs/adr/0046): the phone step asks for a code, the code
    // step signs in. The page's address carries the phone and channel between the two, never the code.
    forms.post(FORM_PATHS.phoneCode, async (request, reply) => {
      const form = fields(request);
      const { mode, kept } = phoneKept(form);
      const phone = (form.phone ?? '').trim();
      const country = await callingCodeOf(form.phoneCountry);
      // The phone step again, what was typed kept (the code step's resend has the number with its '+').
      const phoneStep = { ...kept, phone, phoneCountry: country?.iso2 };
      if (phone === '') return seeOther(reply, phonePage(mode, phoneStep, 'phone-invalid', { field: 'phone' }));
      if (mode === 'sign-up') {
        const missing = ['firstName', 'lastName'].find((name) => (kept[name] ?? '') === '') ?? (positiveInt(kept.store) === null ? 'store' : undefined);
        if (missing !== undefined) return seeOther(reply, phonePage(mode, phoneStep, 'signup-invalid', { field: missing }));
      }
      const channel = kept.channel ?? 'sms';
      const answer = await callApi(app, request, 'POST', '/auth/phone/code', {
        phone,
        ...(country === undefined ? {} : { callingCode: country.callingCode }),
        channel,
        purpose: mode,
        language: language(form),
      });
      if (answer.status === 200 && typeof answer.body.phone === 'string') {
        return seeOther(reply, phonePage(mode, { ...kept, step: 'code', phone: answer.body.phone, channel: String(answer.body.channel ?? channel) }));
      }
      // The provider failed: the phone page offers the other channel.
      if (answer.status === 502) return seeOther(reply, phonePage(mode, { ...phoneStep, failed: channel }));
      if (answer.status === 429) return seeOther(reply, phonePage(mode, phoneStep, 'too-many'));
      const field = typeof answer.body.field === 'string' ? answer.body.field.replace(/^body\./, '') : 'phone';
      return seeOther(reply, phonePage(mode, phoneStep, field === 'phone' || field === 'callingCode' ? 'phone-invalid' : 'signup-invalid', { field }));
    });

    forms.post(FORM_PATHS.phoneSignIn, async (request, reply) => {
      const { at, phone, code } = codeStep(fields(request));
      if (phone === '') return seeOther(reply, phonePage('sign-in', { next: at.next }, 'phone-invalid', { field: 'phone' }));
      if (code === '') return seeOther(reply, phonePage('sign-in', at, 'phone-code-invalid', { field: 'code' }));
      const answer = await callApi(app, request, 'POST', '/auth/phone/sign-in', { phone, code });
      if (answer.status === 200 && signedInWith(request, reply, answer)) return seeOther(reply, withNotice(at.next ?? '/', 'signed-in'));
      if (answer.status === 429) return seeOther(reply, phonePage('sign-in', at, 'too-many'));
      return seeOther(reply, phonePage('sign-in', at, 'phone-code-invalid', { field: 'code' }));
    });

    forms.post(FORM_PATHS.phoneSignUp, async (request, reply) => {
      const form = fields(request);
      const { at, phone, code } = codeStep({ ...form, mode: 'sign-up' });
      const store = positiveInt(at.store);
      if (phone === '' || store === null) return seeOther(reply, phonePage('sign-up', { ...at, step: undefined }, 'signup-invalid', { field: phone === '' ? 'phone' : 'store' }));
      if (code === '') return seeOther(reply, phonePage('sign-up', at, 'phone-code-invalid', { field: 'code' }));
      const answer = await callApi(app, request, 'POST', '/auth/phone/sign-up', {
        phone,
        code,
        firstName: at.firstName ?? '',
        lastName: at.lastName ?? '',
        store,
        email: at.email ?? '',
      });
      if ((answer.status === 200 || answer.status === 201) && signedInWith(request, reply, answer)) {
        return seeOther(reply, withNotice(at.next ?? '/', answer.status === 201 ? 'phone-signed-up' : 'signed-in'));
      }
      if (answer.status === 429) return seeOther(reply, phonePage('sign-up', at, 'too-many'));
      if (answer.status === 409) return seeOther(reply, phonePage('sign-up', { ...at, step: undefined }, 'email-taken', { field: 'email' }));
      const field = typeof answer.body.field === 'string' ? answer.body.field.replace(/^body\./, '') : 'code';
      if (field === 'code' || answer.body.field === undefined) return seeOther(reply, phonePage('sign-up', at, 'phone-code-invalid', { field: 'code' }));
      return seeOther(reply, phonePage('sign-up', { ...at, step: undefined }, 'signup-invalid', { field }));
    });
  });
}
