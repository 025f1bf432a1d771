// Issue 26, "Refunds explained": at 360 px in English and Arabic, the refund form breaks the amount down
// (the items, the tax paid on them, their delivery share when the reason refunds it, or why not), the parts
// add up to the amount, and the request is named by its own number, on the page and in its notification.
import type { Locator } from 'playwright-core';
import type { NotificationWire } from '../../src/infrastructure/notifications/notifications-contract';
import type { OrderWire } from '../../src/infrastructure/orders/orders-contract';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshShopper } from './support/accounts';
import { LANGUAGES, type Lng, type Viewport, useBrowser } from './support/browser';
import { text } from './support/locales';
import { apiAs, variantsInStock } from './support/api';

const { open } = useBrowser();
const baseUrl = inject('baseUrl');
const api = apiAs(baseUrl);
const NARROW: Viewport = { name: 'phone', width: 360, height: 740 };
const t = (lng: Lng, key: string, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text(lng, `orders:${key}`));
const shownOf = async (locator: Locator): Promise<number> => Number(((await locator.textContent()) ?? '').replace(/\D/g, ''));
/** The rounding line's amount with its sign; 0 when the breakdown has no such line (the amount was already payable). */
async function roundingOf(breakdown: Locator): Promise<number> {
  const line = breakdown.getByTestId('refund-cash-rounding');
  if ((await line.count()) === 0) return 0;
  const shown = (await line.textContent()) ?? '';
  return (/[-−]/.test(shown) ? -1 : 1) * Number(shown.replace(/\D/g, ''));
}


/** A shopper in Syria (or Lebanon) with a delivered order of one line bought twice (the `nth` product with that stock). */
async function deliveredOrder(country: 1 | 2 = 1, nth = 0): Promise<{ token: string; order: OrderWire }> {
  const { token } = await freshShopper(baseUrl, country);
  // A variant with the stock it needs: the suite's orders use up the list's own variants of the first products.
  const productDetailId = (await variantsInStock(baseUrl, nth + 1, 2))[nth];
  if (productDetailId === undefined) throw new Error('e2e: a product in stock');
  await api(token, 'POST', '/cart/add', { productDetailId, quantity: 2 });
  const place = country === 1 ? { city: 'Damascus', phone: '0944 123 456' } : { city: 'Beirut', phone: '71 123 456' };
  const body = { fullName: 'Rana Khoury', street: 'Baghdad St. 12', ...place, countryId: country, currencyId: country, paymentMethod: 'cash_on_delivery' };
  const { orderReturned: order } = await api<{ orderReturned: OrderWire }>(token, 'POST', '/orders/checkout', body, { 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` });
  await api(token, 'POST', `/dev/orders/${order.id}/status`, { status: 'delivered' });
  return { token, order };
}

describe.each(LANGUAGES)('a refund explained, in %s', (lng: Lng) => {
  it('breaks the amount down by reason, adds it up, and names the request by its own number', async () => {
    const { token, order } = await deliveredOrder();
    const line = order.items[0];
    if (line === undefined) throw new Error('e2e: the line');
    const page = await open({ path: `/refund/${order.id}/${line.orderItemId}`, lng, token, viewport: NARROW });
    await page.getByRole('heading', { level: 1, name: t(lng, 'refund.title'), exact: true }).waitFor({ timeout: 20_000 });
    const breakdown = page.getByTestId('refund-form').getByTestId('refund-breakdown');
    await breakdown.waitFor();
    await breakdown.getByText(t(lng, 'refund.breakdown.deliveryByReason'), { exact: true }).waitFor();

    // A damaged item: the items, the tax paid on them and their share of the delivery fee come back.
    await page.getByLabel(t(lng, 'refund.reason')).selectOption('damaged');
    const delivery = breakdown.getByTestId('refund-delivery');
    await delivery.waitFor();
    const items = await shownOf(breakdown.getByTestId('refund-items'));
    const tax = await shownOf(breakdown.getByTestId('refund-tax'));
    const share = await shownOf(delivery);
    expect(tax).toBeGreaterThan(0);
    // Paid back in cash: the parts' sum, and the rounding to the Syrian pound's cash step (1,000) as its own line.
    const rounding = await roundingOf(breakdown);
    expect(await shownOf(breakdown.getByTestId('refund-total'))).toBe(items + tax + share + rounding);
    expect((items + tax + share + rounding) % 1000).toBe(0);
    expect(await shownOf(page.getByTestId('refund-amount'))).toBe(items + tax + share + rounding);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Changed her mind: no delivery share, and the form says so.
    await page.getByLabel(t(lng, 'refund.reason')).selectOption('changed-mind');
    await breakdown.getByText(t(lng, 'refund.breakdown.noDeliveryChangedMind'), { exact: true }).waitFor();
    expect(await delivery.count()).toBe(0);
    const mindRounding = await roundingOf(breakdown);
    expect(await shownOf(breakdown.getByTestId('refund-total'))).toBe(items + tax + mindRounding);
    await expectNoSeriousA11yViolations(page, `refund form, broken down (${lng})`);

    await page.getByRole('button', { name: t(lng, 'refund.submit'), exact: true }).click();
    await page.getByRole('status').filter({ hasText: t(lng, 'refund.sentTitle') }).waitFor({ timeout: 20_000 });
    const refunds = await api<{ refundsReturned: { id: number; orderId: number }[] }>(token, 'GET', '/refunds');
    const mine = refunds.refundsReturned.find((refund) => refund.orderId === order.id);
    if (mine === undefined) throw new Error('e2e: the request');
    const card = page.getByTestId('refund-sent').getByTestId('refund-card');
    await card.getByText(t(lng, 'refund.requestNumber', { id: mine.id }), { exact: true }).waitFor();
    // The server's stored cash amount and rounding, the same as the form said.
    expect(await shownOf(card.getByTestId('refund-total'))).toBe(items + tax + mindRounding);
    expect(await roundingOf(card)).toBe(mindRounding);

    // Its notification names the request, then the order.
    const notes = await api<{ notifications: NotificationWire[] }>(token, 'GET', `/notifications/user/all?lang=${lng}`);
    expect(notes.notifications[0]?.title).toContain(String(mine.id));
    expect(notes.notifications[0]?.title).toContain(String(order.id));
  });

  it('pays a refund in Lebanese pounds rounded to the cash step (5,000), the rounding a line of its own, as the server stored it', async () => {
    // The first product whose refund is not already a multiple of 5,000 (most are not).
    for (let nth = 0; nth < 6; nth += 1) {
      const { token, order } = await deliveredOrder(2, nth);
      const line = order.items[0];
      if (line === undefined) throw new Error('e2e: the line');
      const page = await open({ path: `/refund/${order.id}/${line.orderItemId}`, lng, token, viewport: NARROW });
      const breakdown = page.getByTestId('refund-form').getByTestId('refund-breakdown');
      await breakdown.waitFor({ timeout: 20_000 });
      await page.getByLabel(t(lng, 'refund.reason')).selectOption('faulty');
      await breakdown.getByTestId('refund-delivery').waitFor();
      const parts =
        (await shownOf(breakdown.getByTestId('refund-items'))) + (await shownOf(breakdown.getByTestId('refund-tax'))) + (await shownOf(breakdown.getByTestId('refund-delivery')));
      expect(parts % 1000).toBe(0);
      // Already payable: no rounding line (a zero line would say nothing); try the next product.
      const roundingLines = await breakdown.getByTestId('refund-cash-rounding').count();
      expect({ parts, roundingLines: roundingLines > 0 }).toEqual({ parts, roundingLines: parts % 5000 !== 0 });
      if (parts % 5000 === 0) continue;
      const cash = Math.floor(parts / 5000 + 0.5) * 5000;
      const rounding = breakdown.getByTestId('refund-cash-rounding');
      await rounding.waitFor();
      expect(await rounding.locator('xpath=..').locator('dt').textContent()).toBe(t(lng, 'refund.breakdown.cashRounding'));
      expect(await roundingOf(breakdown)).toBe(cash - parts);
      expect(await shownOf(breakdown.getByTestId('refund-total'))).toBe(cash);
      expect(await breakdown.getByTestId('refund-total').textContent()).toMatch(lng === 'ar' ? /ل\.ل\./ : /LBP|L\.L\./);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await page.getByRole('button', { name: t(lng, 'refund.submit'), exact: true }).click();
      const card = page.getByTestId('refund-sent').getByTestId('refund-card');
      await card.waitFor({ timeout: 20_000 });
      const refunds = await api<{ refundsReturned: { orderId: number; cashTotal: number | null; cashRounding: number | null }[] }>(token, 'GET', '/refunds');
      const stored = refunds.refundsReturned.find((refund) => refund.orderId === order.id);
      expect(stored).toMatchObject({ cashTotal: cash, cashRounding: cash - parts });
      expect(await shownOf(card.getByTestId('refund-total'))).toBe(cash);
      expect(await roundingOf(card)).toBe(cash - parts);
      await expectNoSeriousA11yViolations(page, `refund in Lebanese pounds (${lng})`);
      return;
    }
    throw new Error('e2e: no product gave a refund that needs rounding');
  });
});
