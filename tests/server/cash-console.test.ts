// Issue 26, what a new-shopper tryout found in the operator console and the refunds after cash rounding: the
// console's order answers the cash total and rounding stored on the order (the shopper's order page shows
// them; the console showed 4,728,285 ل.ل.), an approved refund is told to the shopper as the cash handed back
// (rounded to the order's cash step, not 4,728,000 ل.ل.), with one full stop after "ل.ل.", and a refund of an
// order that is only placed is refused naming why.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addToCart, call, CHECKOUT_BODY, checkout, makeUser, setVariant, SMALL_CATALOGUE, variantIds, type NotificationWire, type OrderWire } from './shop-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let operator: string;
let shopper: string;
let variant: number;
const LBP_CASH_STEP = 5000;

type LebaneseOrder = OrderWire;

/** An order of `quantity` units placed in Lebanese pounds. */
async function lebaneseOrder(quantity: number): Promise<LebaneseOrder> {
  await addToCart(t, shopper, variant, quantity);
  const placed = await checkout(t, shopper, { ...CHECKOUT_BODY, phone: '03 123 456', countryId: 2, currencyId: 2 });
  if (placed.statusCode !== 201) throw new Error(`checkout: ${placed.body}`);
  return (placed.json() as { orderReturned: LebaneseOrder }).orderReturned;
}

async function delivered(quantity: number): Promise<LebaneseOrder> {
  const order = await lebaneseOrder(quantity);
  for (const [action, version] of [['confirm', 0], ['ship', 1], ['deliver', 2]] as const) {
    const moved = await call(t, operator, 'POST', `/api/admin/orders/${order.id}/${action}`, { version });
    if (moved.statusCode !== 200) throw new Error(`${action}: ${moved.body}`);
  }
  return order;
}

const told = async (lang: 'en' | 'ar', title: string): Promise<string> => {
  const all = ((await call(t, shopper, 'GET', `/api/notifications/user/all?lang=${lang}`)).json() as { notifications: NotificationWire[] }).notifications;
  const found = all.find((n) => n.title === title);
  if (!found) throw new Error(`no notification "${title}"`);
  return found.body;
};
/** The amount a notification names: its digits (Latin in both languages). */
const amountIn = (body: string): number => Number((/\d{1,3}(?:,\d{3})+/.exec(body)?.[0] ?? '').replace(/,/g, ''));
const withoutMarks = (text: string): string => text.replace(/[\u200e\u200f\u061c\u2068\u2069]/g, '');

beforeAll(async () => {
  t = await createTestApp({ seed: SMALL_CATALOGUE });
  operator = await t.login('operator@dukkan.test', 'Operator123');
  shopper = (await makeUser(t, { store: 2, label: 'beirut' })).token;
  [variant = 0] = await variantIds(t, 1);
  await setVariant(t, variant, { stock: 100 });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the console and the refunds in cash', () => {
  test("the console's order answers the stored display and cash steps, cash total and rounding line", async () => {
    const order = await lebaneseOrder(3);
    const admin = ((await call(t, operator, 'GET', `/api/admin/orders/${order.id}`)).json() as { order: Record<string, unknown> }).order;
    expect(admin).toMatchObject({ displayCurrencyCode: 'LBP', displayStep: '1000.00', cashStep: '5000.00' });
    expect(Number(admin.cashTotal)).toBe(order.cashTotal);
    expect(Number(admin.cashRounding)).toBe(order.cashRounding);
    // An order paid in pounds has a cash total (the contract allows none for other orders).
    expect(Number(order.cashTotal ?? Number.NaN) % LBP_CASH_STEP).toBe(0);
    // The list's row too: the console's list says what she pays in cash.
    const list = (await call(t, operator, 'GET', `/api/admin/orders?q=${order.id}`)).json() as { orders: Record<string, unknown>[] };
    const row = list.orders.find((candidate) => candidate.id === order.id);
    expect(Number(row?.cashTotal)).toBe(order.cashTotal);
    expect(row).toMatchObject({ displayStep: '1000.00', cashStep: '5000.00' });
  });

  test('a default approval tells the cash total the request stored; a lower one its amount rounded to the cash step; one full stop', async () => {
    const order = await delivered(3);
    const line = order.items[0];
    if (!line) throw new Error('no line');
    const ask = async () => {
      const created = await call(t, shopper, 'POST', '/api/refunds', { orderId: order.id, orderItemId: line.orderItemId, quantity: 1, reason: 'damaged' });
      if (created.statusCode !== 201) throw new Error(created.body);
      const id = (created.json() as { refundReturned: { id: number } }).refundReturned.id;
      return ((await call(t, operator, 'GET', `/api/admin/refunds/${id}`)).json() as { refund: { id: number; amount: string; cashTotal: string | null } }).refund;
    };
    const whole = await ask();
    expect(whole.cashTotal).not.toBeNull();
    expect((await call(t, operator, 'POST', `/api/admin/refunds/${whole.id}/approve`, { status: 'requested' })).statusCode).toBe(200);
    for (const lang of ['en', 'ar'] as const) {
      const body = await told(lang, lang === 'en' ? `Refund request #${whole.id} approved` : `تمت الموافقة على طلب الاسترداد رقم ${whole.id}`);
      expect({ lang, amount: amountIn(body) }).toEqual({ lang, amount: Number(whole.cashTotal) });
      expect(withoutMarks(body)).not.toMatch(/\.\./);
    }

    const lower = await ask();
    const approved = (Math.round(Number(lower.amount) * 100) - 37) / 100;
    expect((await call(t, operator, 'POST', `/api/admin/refunds/${lower.id}/approve`, { status: 'requested', amount: approved.toFixed(2) })).statusCode).toBe(200);
    for (const lang of ['en', 'ar'] as const) {
      const body = await told(lang, lang === 'en' ? `Refund request #${lower.id} approved` : `تمت الموافقة على طلب الاسترداد رقم ${lower.id}`);
      expect({ lang, cash: amountIn(body) % LBP_CASH_STEP }).toEqual({ lang, cash: 0 });
      expect(Math.abs(amountIn(body) - approved * 89_500)).toBeLessThan(LBP_CASH_STEP);
      expect(withoutMarks(body)).not.toMatch(/\.\./);
    }
    // Paid back: the same cash amount again.
    expect((await call(t, operator, 'POST', `/api/admin/refunds/${whole.id}/refund`, { status: 'approved' })).statusCode).toBe(200);
    expect(amountIn(await told('ar', `تم دفع الاسترداد رقم ${whole.id}`))).toBe(Number(whole.cashTotal));
  });

  test('a refund of an order that is only placed is refused, naming why', async () => {
    const order = await lebaneseOrder(1);
    const line = order.items[0];
    if (!line) throw new Error('no line');
    const refused = await call(t, shopper, 'POST', '/api/refunds', { orderId: order.id, orderItemId: line.orderItemId, quantity: 1, reason: 'damaged' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_DELIVERED' });
  });
});
