// Issue 29: the operator's refunds queue. Approve (the amount the shopper was shown), reject with a
// reason, mark refunded with or without putting the units back in stock; the status seen is checked
// (409 REFUND_CHANGED), a decision that does not apply is refused; each is in the order's history and
// told to the shopper.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, placeOrder, setVariant, SMALL_CATALOGUE, stockOf, variantIds, type NotificationWire } from './shop-fixtures.js';
import type { AdminRefundWire } from '@/infrastructure/admin/admin-contract';
import type { RefundWire } from '@/infrastructure/refunds/refunds-contract';
import { createTestApp, SELLER, SHOPPER, type TestApp } from './support/test-app.js';

let t: TestApp;
let operator: string;
let shopper: string;
let variant: number;

type Refund = AdminRefundWire;
type ShopperRefund = RefundWire;
const hersOf = async (id: number): Promise<ShopperRefund> => ((await call(t, shopper, 'GET', `/api/refunds/${id}`)).json() as { refundReturned: ShopperRefund }).refundReturned;
const toldOf = async (lang: 'en' | 'ar'): Promise<{ title: string; body: string }[]> =>
  ((await call(t, shopper, 'GET', `/api/notifications/user/all?lang=${lang}`)).json() as { notifications: NotificationWire[] }).notifications;

/** A delivered order of `quantity` units and a refund request for `asked` of them: the request. */
async function requested(quantity = 2, asked = 1): Promise<Refund> {
  const order = await placeOrder(t, shopper, [{ id: variant, quantity }]);
  for (const [action, version] of [['confirm', 0], ['ship', 1], ['deliver', 2]] as const) {
    const moved = await call(t, operator, 'POST', `/api/admin/orders/${order.id}/${action}`, { version });
    if (moved.statusCode !== 200) throw new Error(`${action}: ${moved.body}`);
  }
  const line = order.items[0];
  if (!line) throw new Error('no line');
  const created = await call(t, shopper, 'POST', '/api/refunds', { orderId: order.id, orderItemId: line.orderItemId, quantity: asked, reason: 'damaged' });
  if (created.statusCode !== 201) throw new Error(`refund: ${created.body}`);
  const id = (created.json() as { refundReturned: { id: number } }).refundReturned.id;
  const listed = (await call(t, operator, 'GET', '/api/admin/refunds?status=requested')).json() as { refunds: Refund[] };
  const refund = listed.refunds.find((r) => r.id === id);
  if (!refund) throw new Error('not in the queue');
  return refund;
}

const decide = (id: number, action: string, payload: object, token = operator) => call(t, token, 'POST', `/api/admin/refunds/${id}/${action}`, payload);

beforeAll(async () => {
  t = await createTestApp({ seed: SMALL_CATALOGUE });
  operator = await t.login('operator@dukkan.test', 'Operator123');
  shopper = await t.login(SHOPPER.email, SHOPPER.password);
  [variant = 0] = await variantIds(t, 1);
  await setVariant(t, variant, { stock: 100 });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the refunds queue', () => {
  test('lists the requests newest first with the amount the shopper was shown; a shopper or seller gets 403', async () => {
    const first = await requested();
    const second = await requested();
    const queue = (await call(t, operator, 'GET', '/api/admin/refunds?status=requested')).json() as { refunds: Refund[]; total: number };
    expect(queue.refunds.slice(0, 2).map((r) => r.id)).toEqual([second.id, first.id]);
    const hers = (await call(t, shopper, 'GET', `/api/refunds/${first.id}`)).json() as { refundReturned: { amount: number } };
    expect(Number(first.amount)).toBe(hers.refundReturned.amount);
    expect((await call(t, shopper, 'GET', '/api/admin/refunds')).statusCode).toBe(403);
    expect((await call(t, await t.login(SELLER.email, SELLER.password), 'POST', `/api/admin/refunds/${first.id}/approve`, { status: 'requested' })).statusCode).toBe(403);
    expect((await call(t, null, 'GET', '/api/admin/refunds')).statusCode).toBe(401);
  });

  test('approve → refunded with restock: the units go back, the history and the shopper are told', async () => {
    const refund = await requested(3, 2);
    const before = await stockOf(t, variant);
    const approved = await decide(refund.id, 'approve', { status: 'requested' });
    expect(approved.statusCode).toBe(200);
    expect((approved.json() as { refund: Refund }).refund).toMatchObject({ status: 'approved', amount: refund.amount });
    const paid = await decide(refund.id, 'refund', { status: 'approved', restock: true });
    expect((paid.json() as { refund: Refund }).refund).toMatchObject({ status: 'refunded' });
    expect(await stockOf(t, variant)).toBe(before + 2);
    const order = ((await call(t, operator, 'GET', `/api/admin/orders/${refund.orderId}`)).json() as { order: { history: { action: string; after: Record<string, unknown> }[] } }).order;
    expect(order.history.map((e) => e.action)).toEqual(['confirm', 'ship', 'deliver', 'refund-approve', 'refund-refund']);
    expect(order.history.at(-1)?.after).toMatchObject({ refundId: refund.id, status: 'refunded', amount: refund.amount, restocked: [{ variantId: variant, quantity: 2 }] });
    const line = ((await call(t, shopper, 'GET', `/api/orders/${refund.orderId}`)).json() as { orderReturned: { items: { refundedQuantity: number }[] } }).orderReturned.items[0];
    expect(line?.refundedQuantity).toBe(2);
    expect(JSON.stringify((await call(t, shopper, 'GET', '/api/notifications/user/all?lang=ar')).json())).toContain(`تم دفع الاسترداد رقم ${refund.id}`);
    expect(JSON.stringify((await call(t, shopper, 'GET', '/api/notifications/user/all?lang=en')).json())).toContain(`Refund request #${refund.id} approved`);
    expect((await t.outbox('shopper@dukkan.test')).map((m) => m.kind)).toEqual(expect.arrayContaining(['refund-approve', 'refund-refund']));
  });

  test('refunded without restock leaves the stock; reject needs a reason and tells it', async () => {
    const kept = await requested();
    await decide(kept.id, 'approve', { status: 'requested' });
    const stock = await stockOf(t, variant);
    expect((await decide(kept.id, 'refund', { status: 'approved' })).statusCode).toBe(200);
    expect(await stockOf(t, variant)).toBe(stock);

    const refused = await requested();
    const noReason = await decide(refused.id, 'reject', { status: 'requested' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ field: 'reason' });
    const rejected = await decide(refused.id, 'reject', { status: 'requested', reason: 'The photos show no damage' });
    expect((rejected.json() as { refund: Refund }).refund.status).toBe('rejected');
    const told = (await call(t, shopper, 'GET', '/api/notifications/user/all?lang=en')).json() as { notifications: NotificationWire[] };
    expect(told.notifications.find((n) => n.title === `Refund request #${refused.id} declined`)?.body).toContain('Our team wrote: “\u2068The photos show no damage\u2069”');
  });

  test('a stale status is 409 REFUND_CHANGED with the request as it is; a decision that does not apply 409 TRANSITION_NOT_ALLOWED; bad input 400 naming the field', async () => {
    const refund = await requested();
    expect((await decide(refund.id, 'approve', { status: 'requested' })).statusCode).toBe(200);
    const stale = await decide(refund.id, 'reject', { status: 'requested', reason: 'late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'REFUND_CHANGED', refund: { id: refund.id, status: 'approved' } });
    const wrong = await decide(refund.id, 'approve', { status: 'approved' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', refund: { status: 'approved' } });
    for (const [action, payload, field] of [
      ['approve', {}, 'status'],
      ['approve', { status: 'lost' }, 'status'],
      ['approve', { status: 'approved', restock: true }, 'restock'],
      ['refund', { status: 'approved', reason: 'x' }, 'reason'],
      ['reject', { status: 'requested', reason: 'x'.repeat(501) }, 'reason'],
      ['reject', { status: 'requested', reason: '   ' }, 'reason'],
      ['pay', { status: 'approved' }, 'action'],
    ] as const) {
      const response = await decide(refund.id, action, payload);
      expect(response.statusCode, `${action} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
    expect((await decide(999_999, 'approve', { status: 'requested' })).statusCode).toBe(404);
    expect((await call(t, operator, 'GET', '/api/admin/refunds?status=unknown')).json()).toMatchObject({ field: 'status' });
  });
});

describe('issue 29, the refunds console (docs/adr/0054)', () => {
  test('the queue puts pending requests first, then newest first; one request answers its parts as the shopper was shown them', async () => {
    const older = await requested();
    const decided = await requested();
    expect((await decide(decided.id, 'approve', { status: 'requested' })).statusCode).toBe(200);
    const newer = await requested();
    const queue = ((await call(t, operator, 'GET', '/api/admin/refunds?pageSize=100')).json() as { refunds: Refund[] }).refunds;
    const statuses = queue.map((r) => r.status);
    const firstSettled = statuses.findIndex((status) => status !== 'requested');
    expect(statuses.slice(firstSettled).every((status) => status !== 'requested')).toBe(true);
    const order = queue.map((r) => r.id);
    expect(order.indexOf(newer.id)).toBeLessThan(order.indexOf(older.id));
    expect(order.indexOf(older.id)).toBeLessThan(order.indexOf(decided.id));

    const one = await call(t, operator, 'GET', `/api/admin/refunds/${older.id}`);
    expect(one.statusCode).toBe(200);
    const refund = (one.json() as { refund: Refund }).refund;
    expect(refund).toMatchObject({ id: older.id, status: 'requested', approvedAmount: null, rejectionReason: null, fullName: expect.any(String), phone: expect.stringMatching(/^\d+$/) });
    const parts = [refund.itemsAmount, refund.sellerDiscountAmount, refund.taxAmount, refund.deliveryAmount].map((part) => Number(part ?? 'NaN') * 100);
    expect(Math.round((parts[0] ?? 0) - (parts[1] ?? 0) + (parts[2] ?? 0) + (parts[3] ?? 0))).toBe(Math.round(Number(refund.amount) * 100));
    expect((await call(t, operator, 'GET', '/api/admin/refunds/999999')).statusCode).toBe(404);
    expect((await call(t, operator, 'GET', '/api/admin/refunds/abc')).json()).toMatchObject({ field: 'id' });
  });

  test('approve a lower amount: stored, in the history before → after, what the shopper sees and is told in both languages', async () => {
    const refund = await requested(2, 2);
    const asked = Math.round(Number(refund.amount) * 100);
    const lower = asked - 100;
    const approved = await decide(refund.id, 'approve', { status: 'requested', amount: `${Math.floor(lower / 100)}.${String(lower % 100).padStart(2, '0')}` });
    expect(approved.statusCode).toBe(200);
    expect((approved.json() as { refund: Refund }).refund).toMatchObject({ status: 'approved', amount: refund.amount, approvedAmount: (lower / 100).toFixed(2) });
    expect(await hersOf(refund.id)).toMatchObject({ status: 'approved', amount: asked / 100, approvedAmount: lower / 100, rejectionReason: null });
    const history = ((await call(t, operator, 'GET', `/api/admin/orders/${refund.orderId}`)).json() as { order: { history: { action: string; actorEmail: string; before: Record<string, unknown>; after: Record<string, unknown> }[] } }).order.history;
    expect(history.at(-1)).toMatchObject({ action: 'refund-approve', actorEmail: 'operator@dukkan.test', before: { refundId: refund.id, status: 'requested', amount: refund.amount }, after: { refundId: refund.id, status: 'approved', amount: (lower / 100).toFixed(2) } });
    expect((await toldOf('en')).find((n) => n.title === `Refund request #${refund.id} approved`)?.body).toMatch(/approved for .+, less than you asked for/);
    expect((await toldOf('ar')).find((n) => n.title === `تمت الموافقة على طلب الاسترداد رقم ${refund.id}`)?.body).toContain('وهو أقل مما طلبت');

    const paid = await decide(refund.id, 'refund', { status: 'approved' });
    expect((paid.json() as { refund: Refund }).refund).toMatchObject({ status: 'refunded', approvedAmount: (lower / 100).toFixed(2) });
    expect(history.length + 1).toBe(((await call(t, operator, 'GET', `/api/admin/orders/${refund.orderId}`)).json() as { order: { history: unknown[] } }).order.history.length);
  });

  test('an approved amount of 0, above the amount asked, or malformed is refused with 400 naming amount; nothing changes', async () => {
    const refund = await requested();
    const over = (Number(refund.amount) + 0.01).toFixed(2);
    for (const [amount, code] of [['0', 'REFUND_AMOUNT'], ['0.00', 'REFUND_AMOUNT'], [over, 'REFUND_AMOUNT'], ['-1', 'VALIDATION_FAILED'], ['1.234', 'VALIDATION_FAILED'], ['ten', 'VALIDATION_FAILED']] as const) {
      const response = await decide(refund.id, 'approve', { status: 'requested', amount });
      const body = response.json() as { code?: string; field?: string };
      expect({ amount, status: response.statusCode, code: body.code, field: body.field }).toEqual({ amount, status: 400, code, field: 'amount' });
    }
    expect((await decide(refund.id, 'reject', { status: 'requested', reason: 'x', amount: '1.00' })).json()).toMatchObject({ field: 'amount' });
    expect((await call(t, operator, 'GET', `/api/admin/refunds/${refund.id}`)).json()).toMatchObject({ refund: { status: 'requested', approvedAmount: null } });
    expect((await decide(refund.id, 'approve', { status: 'requested', amount: refund.amount })).json()).toMatchObject({ refund: { approvedAmount: refund.amount } });
  });

  test('a rejection reason reaches the shopper as written, in both languages, isolated from the sentence around it', async () => {
    const refund = await requested();
    const reason = 'الصور لا تُظهر أي ضرر';
    expect((await decide(refund.id, 'reject', { status: 'requested', reason: `  ${reason} ` })).json()).toMatchObject({ refund: { status: 'rejected', rejectionReason: reason } });
    expect(await hersOf(refund.id)).toMatchObject({ status: 'rejected', rejectionReason: reason, approvedAmount: null });
    expect((await toldOf('en')).find((n) => n.title === `Refund request #${refund.id} declined`)?.body).toContain(`“\u2068${reason}\u2069”`);
    expect((await toldOf('ar')).find((n) => n.title === `رُفض طلب الاسترداد رقم ${refund.id}`)?.body).toContain(`«\u2068${reason}\u2069»`);
    const history = ((await call(t, operator, 'GET', `/api/admin/orders/${refund.orderId}`)).json() as { order: { history: { action: string; after: Record<string, unknown> }[] } }).order.history;
    expect(history.at(-1)).toMatchObject({ action: 'refund-reject', after: { status: 'rejected', reason } });
  });

  test('restock returns the units exactly once: a second "refunded" is refused and the stock stays', async () => {
    const refund = await requested(3, 3);
    await decide(refund.id, 'approve', { status: 'requested' });
    const before = await stockOf(t, variant);
    const [first, second] = await Promise.all([decide(refund.id, 'refund', { status: 'approved', restock: true }), decide(refund.id, 'refund', { status: 'approved', restock: true })]);
    expect([first.statusCode, second.statusCode].toSorted()).toEqual([200, 409]);
    expect(await stockOf(t, variant)).toBe(before + 3);
    expect((await decide(refund.id, 'refund', { status: 'refunded', restock: true })).statusCode).toBe(409);
    expect(await stockOf(t, variant)).toBe(before + 3);
  });
});

