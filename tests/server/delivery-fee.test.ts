// The delivery fee (issue 15; docs/api.md "Totals"): a fee per country, free from a threshold on the
// goods after the seller discount, both in the countries table; the cart answers the fee and the rule,
// checkout stores the fee on the order and adds it to what is paid. Seeded: Syria $2 free from $50,
// Lebanon $4 free from $75.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { countries, orders } from '../../server/src/db/schema.js';
import { addToCart, call, cartOf, CHECKOUT_BODY, checkout, makeUser, setVariant, SMALL_CATALOGUE, variantIds, type OrderWire } from './shop-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let a: number; // 12.50
let b: number; // 8.00 with 2.00 off → 6.00

beforeAll(async () => {
  t = await createTestApp({ seed: SMALL_CATALOGUE });
  [a = 0, b = 0] = await variantIds(t, 2);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await setVariant(t, a, { price: '12.50', discountPrice: null, stock: 40 });
  await setVariant(t, b, { price: '8.00', discountPrice: '2.00', stock: 40 });
});

const storedFee = async (orderId: number): Promise<string | undefined> =>
  (await t.database.db.select({ fee: orders.deliveryFee }).from(orders).where(eq(orders.id, orderId)))[0]?.fee;

describe('the delivery fee', () => {
  test('the countries table holds each country’s fee and threshold (USD)', async () => {
    const rows = await t.database.db
      .select({ id: countries.id, fee: countries.deliveryFee, freeFrom: countries.freeDeliveryFrom })
      .from(countries)
      .orderBy(countries.id);
    expect(rows).toEqual([
      { id: 1, fee: '2.00', freeFrom: '50.00' },
      { id: 2, fee: '4.00', freeFrom: '75.00' },
    ]);
  });

  test('below the threshold the cart shows the fee and adds it; checkout stores it on the order', async () => {
    const user = await makeUser(t);
    const cart = await addToCart(t, user.token, a, 2); // 25.00, tax 5 % = 1.25
    expect(cart).toMatchObject({ totalAmount: 25, taxAmount: 1.25, deliveryFee: 2, delivery: { fee: 2, freeFrom: 50 }, totalAfterTaxation: 28.25 });

    const response = await checkout(t, user.token);
    expect(response.statusCode).toBe(201);
    const order = (response.json() as { orderReturned: OrderWire }).orderReturned;
    expect(order).toMatchObject({ totalAmount: 25, taxAmount: 1.25, deliveryFee: 2, totalAfterTaxation: 28.25 });
    expect(await storedFee(order.id)).toBe('2.00');
    const again = (await call(t, user.token, 'GET', `/api/orders/${order.id}`)).json() as { orderReturned: OrderWire };
    expect(again.orderReturned.deliveryFee).toBe(2);
  });

  test('at the threshold delivery is free', async () => {
    const user = await makeUser(t);
    const cart = await addToCart(t, user.token, a, 4); // 50.00
    expect(cart).toMatchObject({ totalAmount: 50, deliveryFee: 0, totalAfterTaxation: 52.5 });
    const order = (((await checkout(t, user.token)).json()) as { orderReturned: OrderWire }).orderReturned;
    expect(order).toMatchObject({ deliveryFee: 0, totalAfterTaxation: 52.5 });
    expect(await storedFee(order.id)).toBe('0.00');
  });

  test("follows the user's country: Lebanon charges $4 below $75, with 11 % tax", async () => {
    const user = await makeUser(t, { store: 2 });
    await addToCart(t, user.token, a, 2);
    const cart = await addToCart(t, user.token, b, 3); // 25 + 18 = 43.00, tax 4.73
    expect(cart).toMatchObject({ totalAmount: 43, taxAmount: 4.73, deliveryFee: 4, delivery: { fee: 4, freeFrom: 75 }, totalAfterTaxation: 51.73 });
    const order = (((await checkout(t, user.token, { ...CHECKOUT_BODY, countryId: 2, currencyId: 2, phone: '03 123 456' })).json()) as {
      orderReturned: OrderWire;
    }).orderReturned;
    expect(order).toMatchObject({ deliveryFee: 4, totalAfterTaxation: 51.73 });
  });

  test('the threshold is measured after the seller discount', async () => {
    const seller = await makeUser(t, { role: 'Seller' });
    const cart = await addToCart(t, seller.token, a, 4); // 50.00 − 10 % = 45.00 < 50
    expect(cart).toMatchObject({ totalAmount: 50, sellerDiscountAmount: 5, taxAmount: 2.25, deliveryFee: 2, totalAfterTaxation: 49.25 });
  });

  test('an empty cart owes no fee', async () => {
    const user = await makeUser(t);
    expect(await cartOf(t, user.token)).toMatchObject({ totalAmount: 0, deliveryFee: 0, totalAfterTaxation: 0, delivery: { fee: 2, freeFrom: 50 } });
  });
});

/** Every schema in the OpenAPI document with this title (inlined in the answers, or a shared component). */
function schemasTitled(node: unknown, title: string): { properties?: Record<string, unknown> }[] {
  if (typeof node !== 'object' || node === null) return [];
  const here = (node as { title?: unknown }).title === title ? [node as { properties?: Record<string, unknown> }] : [];
  return [...here, ...Object.values(node).flatMap((child) => schemasTitled(child, title))];
}

test('the OpenAPI document describes the fee on the cart and the order, and the line on the refund', async () => {
  const doc: unknown = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const fieldsOf = (title: string): string[] => Object.keys(schemasTitled(doc, title)[0]?.properties ?? {});
  expect(fieldsOf('Cart')).toEqual(expect.arrayContaining(['deliveryFee', 'delivery']));
  expect(fieldsOf('Order')).toEqual(expect.arrayContaining(['deliveryFee', 'shippedAt', 'cancelledAt']));
  expect(fieldsOf('Refund')).toEqual(expect.arrayContaining(['imageURL', 'color', 'variantValue', 'unitPrice']));
});
