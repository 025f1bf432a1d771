// Shared by the cart, favourites, orders, refunds and checkout-concurrency tests: a small catalogue,
// direct stock and price settings, throw-away users with tokens, and typed wire records.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { productDetails } from '../../server/src/db/schema.js';
import type { UserRole } from '../../server/src/db/schema.js';
import { bearer, type TestApp } from './support/test-app.js';
import type { CartWire } from '../../src/infrastructure/cart/cart-contract';
import type { OrderWire } from '../../src/infrastructure/orders/orders-contract';

/** The day the test catalogue is seeded on. */
export const TODAY = new Date('2025-03-15T10:00:00Z');
/** A small catalogue: enough variants for every test, quick to seed. */
export const SMALL_CATALOGUE = { catalogue: { products: 24, today: TODAY } } as const;

// The wire types are the contracts' (ADR 0058): a test reads what the server declares, never a copy.
export type { CartItemWire, CartWire } from '../../src/infrastructure/cart/cart-contract';
export type { NotificationWire } from '../../src/infrastructure/notifications/notifications-contract';
export type { OrderItemWire, OrderWire } from '../../src/infrastructure/orders/orders-contract';
export type { RefundWire } from '../../src/infrastructure/refunds/refunds-contract';
export type { DisplayCurrencyWire } from '../../src/infrastructure/shared/shared-contract';

export const CHECKOUT_BODY = {
  fullName: 'Lina Haddad',
  city: 'Damascus',
  street: 'Baghdad St. 12',
  details: '3rd floor',
  phone: '0944 123 456',
  countryId: 1,
  currencyId: 1,
  paymentMethod: 'cash_on_delivery',
  note: '',
} as const;

/** Variants of the seeded catalogue, cheapest id first, with some stock. */
export async function variantIds(t: TestApp, howMany: number): Promise<number[]> {
  const rows = await t.database.db.select({ id: productDetails.id }).from(productDetails).orderBy(productDetails.id);
  const ids = rows.map((row) => row.id).slice(0, howMany);
  if (ids.length < howMany) throw new Error(`fixture: only ${ids.length} variants`);
  return ids;
}

/** Sets a variant's stock and, when given, its price and discount (numeric strings, USD). */
export async function setVariant(
  t: TestApp,
  id: number,
  change: { stock?: number; price?: string; discountPrice?: string | null },
): Promise<void> {
  await t.database.db.update(productDetails).set(change).where(eq(productDetails.id, id));
}

export async function stockOf(t: TestApp, id: number): Promise<number> {
  const [row] = await t.database.db.select({ stock: productDetails.stock }).from(productDetails).where(eq(productDetails.id, id));
  if (!row) throw new Error(`fixture: no variant ${id}`);
  return row.stock;
}

let userCounter = 0;

/** A verified user made directly in the database, and an access token for it (no scrypt, no mail). */
export async function makeUser(
  t: TestApp,
  options: { role?: UserRole; store?: number | null; label?: string } = {},
): Promise<{ id: number; token: string }> {
  userCounter += 1;
  const user = await t.app.deps.repos.users.create({
    firstName: 'Test',
    lastName: `User ${userCounter}`,
    email: `${options.label ?? 'user'}-${userCounter}-${Date.now()}@dukkan.test`,
    passwordHash: 'not-a-hash',
    role: options.role ?? 'Shopper',
    store: options.store === undefined ? 1 : options.store,
    emailVerifiedAt: new Date(),
  });
  if (!user) throw new Error('fixture: user not created');
  return { id: user.id, token: await t.app.deps.tokens.issue(user.id, user.role) };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** app.inject with a bearer token (or none when token is null). */
export async function call(
  t: TestApp,
  token: string | null,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(token === null ? {} : bearer(token)), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function cartOf(t: TestApp, token: string): Promise<CartWire> {
  const response = await call(t, token, 'GET', '/api/cart');
  expect(response.statusCode).toBe(200);
  return response.json() as CartWire;
}

export async function addToCart(t: TestApp, token: string, productDetailId: number, quantity: number): Promise<CartWire> {
  const response = await call(t, token, 'POST', '/api/cart/add', { productDetailId, quantity });
  if (response.statusCode !== 200) throw new Error(`add to cart: ${response.statusCode} ${response.body}`);
  return response.json() as CartWire;
}

let keyCounter = 0;
export const newKey = (): string => `test-key-${process.pid}-${Date.now()}-${(keyCounter += 1)}`;

export async function checkout(
  t: TestApp,
  token: string,
  body: Record<string, unknown> = CHECKOUT_BODY,
  key: string = newKey(),
) {
  return call(t, token, 'POST', '/api/orders/checkout', body, { 'idempotency-key': key });
}

/** Places an order of these variants (1 each unless told) and answers it. */
export async function placeOrder(t: TestApp, token: string, lines: { id: number; quantity?: number }[]): Promise<OrderWire> {
  for (const line of lines) await addToCart(t, token, line.id, line.quantity ?? 1);
  const response = await checkout(t, token);
  if (response.statusCode !== 201) throw new Error(`checkout: ${response.statusCode} ${response.body}`);
  return (response.json() as { orderReturned: OrderWire }).orderReturned;
}

/** Cents of a wire amount, for exact comparisons. */
export const cents = (amount: number): number => Math.round(amount * 100);

/**
 * Notifications with real causes (issue 29: none is seeded): `orders` orders placed by the shopper, each
 * confirmed, shipped and delivered by the operator. Four notifications each (placed, confirmed, shipped,
 * delivered), all unread, the newest last delivered.
 */
export async function causeNotifications(t: TestApp, shopper: string, operator: string, orders: number): Promise<OrderWire[]> {
  const [variant] = await variantIds(t, 1);
  if (variant === undefined) throw new Error('fixture: no variant');
  await setVariant(t, variant, { stock: 1000 });
  const placed: OrderWire[] = [];
  for (let i = 0; i < orders; i += 1) {
    const order = await placeOrder(t, shopper, [{ id: variant }]);
    for (const [action, version] of [['confirm', 0], ['ship', 1], ['deliver', 2]] as const) {
      const moved = await call(t, operator, 'POST', `/api/admin/orders/${order.id}/${action}`, { version });
      if (moved.statusCode !== 200) throw new Error(`fixture: ${action} answered ${moved.statusCode} ${moved.body}`);
    }
    placed.push(order);
  }
  return placed;
}
