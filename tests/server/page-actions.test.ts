// The key actions as plain HTML forms (issue 27, "The key actions work before the app does";
// docs/adr/0040): a urlencoded POST to /form/…, as a browser sends it without scripts, changes what the
// API would change, under the API's rules, and answers 303 to the page with its message.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../server/src/db/schema.js';
import type { ProductDetailsWire } from '../../src/infrastructure/catalogue/catalogue-contract';
import { CHECKOUT_BODY, cartOf, makeUser, setVariant, variantIds } from './shop-fixtures.js';
import { createTestApp, SHOPPER, type TestApp } from './support/test-app.js';

let t: TestApp;
let variants: number[];
const STORE = 'https://shop.example';

beforeAll(async () => {
  t = await createTestApp({ seed: { catalogue: { products: 24, today: new Date('2025-03-15T10:00:00Z') } }, config: { publicUrl: STORE } });
  variants = await variantIds(t, 4);
});
afterAll(async () => {
  await t.close();
});

/** What a browser sends for a same-origin form post: a urlencoded body, the store's Origin, same-origin. */
const formPost = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    // A header given as '' is left out (a browser too old to send Sec-Fetch-Site).
    headers: Object.fromEntries(Object.entries({ 'content-type': 'application/x-www-form-urlencoded', origin: STORE, 'sec-fetch-site': 'same-origin', host: 'shop.example', ...headers }).filter(([, value]) => value !== '')),
    payload: new URLSearchParams(fields).toString(),
  });
const as = (token: string) => ({ cookie: `dukkan-session=${token}` });
const location = (response: { headers: Record<string, unknown> }) => String(response.headers.location);

describe('add to cart', () => {
  test('the colour and option ticked without the app name the variant added', async () => {
    const shopper = await makeUser(t);
    const products = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=50' })).json() as { productsReturned: { products: { id: number }[] } };
    let chosen: { productId: number; variant: { productDetailId: number; color: string | null; variantValue: string | null } } | null = null;
    for (const { id } of products.productsReturned.products) {
      const details = (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json() as { productReturned: ProductDetailsWire };
      const listed = details.productReturned.variants;
      const last = listed.at(-1);
      if (listed.length > 1 && last !== undefined) {
        chosen = { productId: id, variant: last };
        await setVariant(t, last.productDetailId, { stock: 5 });
        break;
      }
    }
    if (chosen === null) throw new Error('fixture: a product with several variants expected');
    const { productId, variant } = chosen;
    const ticked = { ...(variant.color === null ? {} : { color: variant.color }), ...(variant.variantValue === null ? {} : { variantValue: variant.variantValue }) };
    const response = await formPost('/form/cart/add', { productId: String(productId), productDetailId: '1', quantity: '2', back: `/product/${productId}`, ...ticked }, as(shopper.token));
    expect(location(response)).toBe(`/product/${productId}?notice=cart-added`);
    expect((await cartOf(t, shopper.token)).cartItems.map((line) => [line.productDetailId, line.quantity])).toEqual([[variant.productDetailId, 2]]);
  });

  test('adds the chosen variant and quantity and sends the shopper back to the product with a message (303)', async () => {
    const shopper = await makeUser(t);
    const variant = variants[0] ?? 0;
    await setVariant(t, variant, { stock: 10 });
    const response = await formPost('/form/cart/add', { productDetailId: String(variant), quantity: '3', back: '/product/1?lng=ar' }, as(shopper.token));
    expect(response.statusCode).toBe(303);
    expect(location(response)).toBe('/product/1?lng=ar&notice=cart-added');
    const cart = await cartOf(t, shopper.token);
    expect(cart.cartItems.map((line) => [line.productDetailId, line.quantity])).toEqual([[variant, 3]]);
  });

  test('more than the stock is refused with the stock left, and the cart is kept as it was', async () => {
    const shopper = await makeUser(t);
    const variant = variants[1] ?? 0;
    await setVariant(t, variant, { stock: 2 });
    const response = await formPost('/form/cart/add', { productDetailId: String(variant), quantity: '5', back: '/product/2' }, as(shopper.token));
    expect(response.statusCode).toBe(303);
    expect(location(response)).toBe('/product/2?notice=few-left&available=2');
    expect((await cartOf(t, shopper.token)).cartItems).toEqual([]);
    await setVariant(t, variant, { stock: 0 });
    const none = await formPost('/form/cart/add', { productDetailId: String(variant), quantity: '1', back: '/product/2' }, as(shopper.token));
    expect(location(none)).toBe('/product/2?notice=out-of-stock');
  });

  test('a guest is sent to sign in, and back to the product after', async () => {
    const response = await formPost('/form/cart/add', { productDetailId: String(variants[0]), quantity: '1', back: '/product/1' });
    expect(response.statusCode).toBe(303);
    expect(location(response)).toBe(`/login?next=${encodeURIComponent('/product/1')}&notice=sign-in-to-add`);
  });

  test("a session cookie beside the hint '0' (her sign-out, whose call did not arrive) adds nothing: she is sent to sign in", async () => {
    const shopper = await makeUser(t);
    const signedOut = { cookie: `dukkan-signed-in=0; dukkan-session=${shopper.token}` };
    const response = await formPost('/form/cart/add', { productDetailId: String(variants[0]), quantity: '1', back: '/product/1' }, signedOut);
    expect(location(response)).toBe(`/login?next=${encodeURIComponent('/product/1')}&notice=sign-in-to-add`);
    expect((await cartOf(t, shopper.token)).cartItems).toEqual([]);
    const favourite = await formPost('/form/favourite', { productId: '1', favourite: '1', back: '/product/1' }, signedOut);
    expect(location(favourite)).toMatch(/^\/login\?/);
  });

  test('bad input answers the page with a message, never a 5xx; `back` never leaves the store', async () => {
    const shopper = await makeUser(t);
    const bad: Record<string, string>[] = [{ productDetailId: 'x', quantity: '1' }, { productDetailId: '1', quantity: '0' }, { productDetailId: '99999999999999', quantity: '1' }, {}];
    for (const fields of bad) {
      const response = await formPost('/form/cart/add', { ...fields, back: '//evil.example/x' }, as(shopper.token));
      expect(response.statusCode).toBe(303);
      expect(location(response)).toBe('/?notice=invalid');
    }
    const missing = await formPost('/form/cart/add', { productDetailId: '999999', quantity: '1', back: '/shop' }, as(shopper.token));
    expect(location(missing)).toBe('/shop?notice=not-found');
  });
});

describe('the cart page\'s lines', () => {
  test('a line\'s quantity is changed under the stock rule, then removed', async () => {
    const shopper = await makeUser(t);
    const variant = variants[2] ?? 0;
    await setVariant(t, variant, { stock: 4 });
    await formPost('/form/cart/add', { productDetailId: String(variant), quantity: '1', back: '/product/3' }, as(shopper.token));
    const [line] = (await cartOf(t, shopper.token)).cartItems;
    const ids = { cartItemId: String(line?.cartItemId), productDetailId: String(variant), back: '/cart' };
    const changed = await formPost('/form/cart/quantity', { ...ids, set: '4' }, as(shopper.token));
    expect(location(changed)).toBe('/cart?notice=cart-updated');
    expect((await cartOf(t, shopper.token)).cartItems[0]?.quantity).toBe(4);
    const tooMany = await formPost('/form/cart/quantity', { ...ids, set: '5' }, as(shopper.token));
    expect(location(tooMany)).toBe('/cart?notice=few-left&available=4');
    expect((await cartOf(t, shopper.token)).cartItems[0]?.quantity).toBe(4);
    const removed = await formPost('/form/cart/remove', ids, as(shopper.token));
    expect(location(removed)).toBe('/cart?notice=cart-removed');
    expect((await cartOf(t, shopper.token)).cartItems).toEqual([]);
  });
});

describe('favourites', () => {
  test('a product is favourited and unfavourited', async () => {
    const shopper = await makeUser(t);
    const favourites = async () => ((await t.app.inject({ method: 'GET', url: '/api/favourites', headers: as(shopper.token) })).json() as { itemsReturned: { id: number }[] }).itemsReturned.map((item) => item.id);
    const on = await formPost('/form/favourite', { productId: '1', favourite: '1', back: '/product/1' }, as(shopper.token));
    expect(location(on)).toBe('/product/1?notice=favourite-added');
    expect(await favourites()).toEqual([1]);
    const off = await formPost('/form/favourite', { productId: '1', favourite: '0', back: '/product/1' }, as(shopper.token));
    expect(location(off)).toBe('/product/1?notice=favourite-removed');
    expect(await favourites()).toEqual([]);
  });
});

/** The phone an account keeps, read from the database. */
const stored = async (email: string) => (await t.database.db.select({ phone: users.phoneNumber }).from(users).where(eq(users.email, email)))[0]?.phone;

describe('sign-in and sign-up', () => {
  test('sign-in sets the session cookie and goes where the shopper was headed', async () => {
    const response = await formPost('/form/login', { email: SHOPPER.email, password: SHOPPER.password, next: '/product/4' });
    expect(response.statusCode).toBe(303);
    expect(location(response)).toBe('/product/4?notice=signed-in');
    const session = (response.cookies as { name: string; httpOnly?: boolean }[]).find((cookie) => cookie.name === 'dukkan-session');
    expect(session?.httpOnly).toBe(true);
  });

  test('a wrong password goes back to the form with the e-mail kept and the message', async () => {
    const response = await formPost('/form/login', { email: SHOPPER.email, password: 'Wrong-pass1', next: '/cart' });
    expect(location(response)).toBe(`/login?next=%2Fcart&email=${encodeURIComponent(SHOPPER.email)}&notice=login-failed`);
    expect(response.cookies).toEqual([]);
  });

  test('sign-up creates the account and goes on to the code', async () => {
    const email = `forms-${Date.now()}@dukkan.test`;
    const response = await formPost('/form/signup', { firstName: 'Rana', lastName: 'Saleh', email, password: 'Strong-pass1', terms: 'on', next: '/' });
    expect(location(response)).toBe(`/verify-email?email=${encodeURIComponent(email)}&next=%2F&notice=signed-up`);
    const again = await formPost('/form/signup', { firstName: 'Rana', lastName: 'Saleh', email, password: 'Strong-pass1', terms: 'on', next: '/' });
    expect(location(again)).toContain('notice=email-taken');
    const weak = await formPost('/form/signup', { firstName: 'Rana', lastName: 'Saleh', email: `b${email}`, password: 'x', terms: 'on', next: '/' });
    expect(location(weak)).toMatch(/notice=signup-invalid&field=password$/);
    const noTerms = await formPost('/form/signup', { firstName: 'Rana', lastName: 'Saleh', email: `c${email}`, password: 'Strong-pass1', next: '/' });
    expect(location(noTerms)).toMatch(/notice=signup-invalid&field=terms$/);
  });

  // A tryout signed up on a slow phone before the app ran: her Lebanese 71 123 456 was stored as
  // '71123456', without its country, so the country dialog then offered Syria and an empty phone.
  test("sign-up stores the phone as the app does: the field's country's code before the number", async () => {
    const base = { firstName: 'Layla', lastName: 'Khoury', password: 'Strong-pass1', terms: 'on', next: '/' };
    const lebanon = `forms-lb-${Date.now()}@dukkan.test`;
    await formPost('/form/signup', { ...base, email: lebanon, phoneNumber: '71 123 456', phoneCountry: 'LB' });
    expect(await stored(lebanon)).toBe('96171123456');
    // Without the field's country (an older page): Syria's, the field's default.
    const syria = `forms-sy-${Date.now()}@dukkan.test`;
    await formPost('/form/signup', { ...base, email: syria, phoneNumber: '0944 567 890' });
    expect(await stored(syria)).toBe('963944567890');
    // Arabic digits, as a phone's keyboard types them.
    const digits = `forms-ar-${Date.now()}@dukkan.test`;
    await formPost('/form/signup', { ...base, email: digits, phoneNumber: '٠٣ ١٢٣ ٤٥٦', phoneCountry: 'lb' });
    expect(await stored(digits)).toBe('9613123456');
  });
});

/** A shopper signed up a moment ago by the sign-up form, from an Arabic page; her address waits for its code. */
const signUp = async (prefix: string) => {
  const email = `${prefix}-${Date.now()}@dukkan.test`;
  await formPost('/form/signup', { firstName: 'Rana', lastName: 'Saleh', email, password: 'Strong-pass1', terms: 'on', next: '/cart', back: '/signup?lng=ar' });
  return email;
};
/** The newest code mailed to the address. */
const codeFor = async (email: string): Promise<string> => {
  const mails = await t.outbox(email);
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no code for ${email}`);
  return code;
};

describe('e-mail verification before the app (the page a sign-up without scripts lands on)', () => {
  test('the right code (typed in Arabic digits too) signs her in and goes where she was headed, in her language', async () => {
    const email = await signUp('verify');
    const code = await codeFor(email);
    const arabic = code.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    const response = await formPost('/form/verify-email', { email, code: ` ${arabic} `, next: '/cart', back: `/verify-email?email=${encodeURIComponent(email)}&lng=ar` });
    expect(response.statusCode).toBe(303);
    expect(location(response)).toBe('/cart?notice=email-verified&lng=ar');
    const session = (response.cookies as { name: string; value: string; httpOnly?: boolean }[]).find((cookie) => cookie.name === 'dukkan-session');
    expect(session?.httpOnly).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile/my-profile', headers: as(session?.value ?? '') })).statusCode).toBe(200);
    // Verified already: the login page, the address kept.
    const again = await formPost('/form/verify-email', { email, code, next: '/cart' });
    expect(location(again)).toBe(`/login?next=%2Fcart&email=${encodeURIComponent(email)}&notice=already-verified`);
  });

  test('a wrong, missing or malformed code goes back to the page with the address and the message, never a 5xx; nothing is signed in', async () => {
    const email = await signUp('verify-wrong');
    for (const code of ['000000', '', '12', 'abcdef', '9'.repeat(500)]) {
      const response = await formPost('/form/verify-email', { email, code, next: '/' });
      expect({ code: code.slice(0, 8), status: response.statusCode, location: location(response) }).toEqual({
        code: code.slice(0, 8),
        status: 303,
        location: `/verify-email?email=${encodeURIComponent(email)}&next=%2F&notice=code-invalid&field=code`,
      });
      expect(response.cookies).toEqual([]);
    }
    const noEmail = await formPost('/form/verify-email', { email: 'not an address', code: '123456', next: '/' });
    expect(location(noEmail)).toBe('/verify-email?email=not+an+address&next=%2F&notice=code-invalid&field=email');
  });

  test('"Send a new code" answers as the API does: sent, or wait (one a minute); an address with nothing to verify is told the same', async () => {
    const email = await signUp('verify-resend');
    // The code of the sign-up went a moment ago: the next one waits a minute (the API's rule).
    const tooSoon = await formPost('/form/verify-email/resend', { email, next: '/' });
    expect(location(tooSoon)).toBe(`/verify-email?email=${encodeURIComponent(email)}&next=%2F&notice=too-many`);
    // No account is revealed: an unknown address is "sent" too.
    const nobody = await formPost('/form/verify-email/resend', { email: `nobody-${Date.now()}@dukkan.test`, next: '/' });
    expect(location(nobody)).toContain('notice=code-resent');
    const bad = await formPost('/form/verify-email/resend', { email: '', next: '/' });
    expect(location(bad)).toBe('/verify-email?next=%2F&notice=code-invalid&field=email');
  });
});

describe("the page's language, kept through a form's answer", () => {
  test('a form sent from a page in a named language answers with the next page in it, whatever the browser prefers', async () => {
    const arabic = await formPost('/form/login', { email: SHOPPER.email, password: 'Wrong-pass1', next: '/', back: '/login?lng=ar' }, { 'accept-language': 'en-GB' });
    expect(new URL(location(arabic), STORE).searchParams.get('lng')).toBe('ar');
    const english = await formPost('/form/login', { email: SHOPPER.email, password: SHOPPER.password, next: '/shop?lng=en', back: '/login?lng=ar' });
    // The target names its own language: it is kept.
    expect(new URL(location(english), STORE).searchParams.getAll('lng')).toEqual(['en']);
    // A page without ?lng= (the negotiated one): nothing added.
    const negotiated = await formPost('/form/login', { email: SHOPPER.email, password: 'Wrong-pass1', next: '/', back: '/login' });
    expect(new URL(location(negotiated), STORE).searchParams.has('lng')).toBe(false);
  });
});

describe('sign-out', () => {
  test('clears the session cookie and goes home in the page\'s language with a message (303)', async () => {
    const shopper = await makeUser(t);
    for (const [lng, home] of [['ar', '/?lng=ar&notice=signed-out'], ['en', '/?lng=en&notice=signed-out']] as const) {
      const response = await formPost('/form/sign-out', { lng, back: '/account' }, as(shopper.token));
      expect(response.statusCode).toBe(303);
      expect(location(response)).toBe(home);
      const cookies = response.cookies as { name: string; value: string; httpOnly?: boolean; maxAge?: number; expires?: Date }[];
      const session = cookies.find((cookie) => cookie.name === 'dukkan-session');
      expect(session?.value).toBe('');
      expect(session?.httpOnly).toBe(true);
      expect(cookies.find((cookie) => cookie.name === 'dukkan-signed-in')?.value).toBe('0');
    }
  });

  test('an unknown language goes to the English home, and a guest\'s sign-out is answered the same', async () => {
    const response = await formPost('/form/sign-out', { lng: '<script>' });
    expect(location(response)).toBe('/?lng=en&notice=signed-out');
    expect((response.cookies as { name: string; value: string }[]).find((cookie) => cookie.name === 'dukkan-signed-in')?.value).toBe('0');
  });

  test('from another site it is refused (403) and the session is kept', async () => {
    const shopper = await makeUser(t);
    const response = await formPost('/form/sign-out', { lng: 'en' }, { ...as(shopper.token), origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
  });
});

describe('placing an order', () => {
  test('the same idempotency key twice places one order; the second post lands on the same order', async () => {
    const shopper = await makeUser(t);
    const variant = variants[3] ?? 0;
    await setVariant(t, variant, { stock: 10 });
    await formPost('/form/cart/add', { productDetailId: String(variant), quantity: '2', back: '/product/4' }, as(shopper.token));
    const fields = { ...Object.fromEntries(Object.entries(CHECKOUT_BODY).map(([name, value]) => [name, String(value)])), idempotencyKey: `form-key-${Date.now()}` };
    const first = await formPost('/form/checkout', fields, as(shopper.token));
    expect(first.statusCode).toBe(303);
    expect(location(first)).toMatch(/^\/orders\/\d+\?notice=order-placed$/);
    const second = await formPost('/form/checkout', fields, as(shopper.token));
    expect(location(second)).toBe(location(first));
    const orders = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: as(shopper.token) })).json() as { ordersReturned?: unknown[] } | unknown[];
    const list = Array.isArray(orders) ? orders : (Object.values(orders).find(Array.isArray) ?? []);
    expect(list).toHaveLength(1);
  });

  test('more than the stock is refused back to the cart; the cart is kept', async () => {
    const shopper = await makeUser(t);
    const variant = variants[3] ?? 0;
    await setVariant(t, variant, { stock: 10 });
    await formPost('/form/cart/add', { productDetailId: String(variant), quantity: '3', back: '/product/4' }, as(shopper.token));
    await setVariant(t, variant, { stock: 1 });
    const fields = { ...Object.fromEntries(Object.entries(CHECKOUT_BODY).map(([name, value]) => [name, String(value)])), idempotencyKey: `form-key-stock-${Date.now()}` };
    const response = await formPost('/form/checkout', fields, as(shopper.token));
    expect(location(response)).toBe('/cart?notice=order-stock');
    expect((await cartOf(t, shopper.token)).cartItems).toHaveLength(1);
  });
});

describe('cross-site forms', () => {
  test('a form posted from another site is refused (403) and changes nothing, signed in or not', async () => {
    const shopper = await makeUser(t);
    const fields = { productDetailId: String(variants[0]), quantity: '1', back: '/' };
    const foreign: Record<string, string>[] = [{ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example', 'sec-fetch-site': 'same-site' }, { origin: 'null', 'sec-fetch-site': '' }, { origin: 'https://evil.example', 'sec-fetch-site': '' }];
    for (const headers of foreign) {
      const response = await formPost('/form/cart/add', fields, { ...as(shopper.token), ...headers });
      expect(response.statusCode).toBe(403);
    }
    expect((await cartOf(t, shopper.token)).cartItems).toEqual([]);
    // What Chromium sends for the store's own form under Referrer-Policy: no-referrer: Origin null, same-origin.
    const own = await formPost('/form/cart/add', fields, { ...as(shopper.token), origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(location(own)).toBe('/?notice=cart-added');
    const login = await formPost('/form/login', { email: SHOPPER.email, password: SHOPPER.password, next: '/' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(login.statusCode).toBe(403);
    expect(login.cookies).toEqual([]);
  });
});
