// Issue 26, "Refunds explained": at 360 px in English and Arabic, the refund form breaks the amount down
// (the items, the tax paid on them, their delivery share when the reason refunds it, or why not), the parts
// add up to the amount, and the request is named by its own number, on the page and in its notification.
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshShopper } from './support/accounts';
import { LANGUAGES, type Lng, type Viewport, useBrowser } from './support/browser';
import { text } from './support/locales';
import { apiAs } from './support/api';

const { open } = useBrowser();
const baseUrl = inject('baseUrl');
const api = apiAs(baseUrl);
const NARROW: Viewport = { name: 'phone', width: 360, height: 740 };
const t = (lng: Lng, key: string, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text(lng, `orders:${key}`));
const shownOf = async (locator: Locator): Promise<number> => Number(((await locator.textContent()) ?? '').replace(/\D/g, ''));

interface OrderWire {
  id: number;
  items: { orderItemId: number }[];
}

/** A shopper in Syria with a delivered order of one line bought twice. */
async function deliveredOrder(): Promise<{ token: string; order: OrderWire }> {
  const { token } = await freshShopper(baseUrl, 1);
  const list = await api<{ productsReturned: { products: { productDetailId: number; inStock?: boolean }[] } }>(token, 'GET', '/products?pageSize=20&inStock=true');
  const product = list.productsReturned.products.find((candidate) => candidate.inStock !== false);
  if (product === undefined) throw new Error('e2e: a product in stock');
  await api(token, 'POST', '/cart/add', { productDetailId: product.productDetailId, quantity: 2 });
  const body = { fullName: 'Rana Khoury', city: 'Damascus', street: 'Baghdad St. 12', phone: '0944 123 456', countryId: 1, currencyId: 1, paymentMethod: 'cash_on_delivery' };
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
    expect(await shownOf(breakdown.getByTestId('refund-total'))).toBe(items + tax + share);
    expect(await shownOf(page.getByTestId('refund-amount'))).toBe(items + tax + share);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Changed her mind: no delivery share, and the form says so.
    await page.getByLabel(t(lng, 'refund.reason')).selectOption('changed-mind');
    await breakdown.getByText(t(lng, 'refund.breakdown.noDeliveryChangedMind'), { exact: true }).waitFor();
    expect(await delivery.count()).toBe(0);
    expect(await shownOf(breakdown.getByTestId('refund-total'))).toBe(items + tax);
    await expectNoSeriousA11yViolations(page, `refund form, broken down (${lng})`);

    await page.getByRole('button', { name: t(lng, 'refund.submit'), exact: true }).click();
    await page.getByRole('status').filter({ hasText: t(lng, 'refund.sentTitle') }).waitFor({ timeout: 20_000 });
    const refunds = await api<{ refundsReturned: { id: number; orderId: number }[] }>(token, 'GET', '/refunds');
    const mine = refunds.refundsReturned.find((refund) => refund.orderId === order.id);
    if (mine === undefined) throw new Error('e2e: the request');
    const card = page.getByTestId('refund-sent').getByTestId('refund-card');
    await card.getByText(t(lng, 'refund.requestNumber', { id: mine.id }), { exact: true }).waitFor();
    expect(await shownOf(card.getByTestId('refund-total'))).toBe(items + tax);

    // Its notification names the request, then the order.
    const notes = await api<{ notifications: { title: string }[] }>(token, 'GET', `/notifications/user/all?lang=${lng}`);
    expect(notes.notifications[0]?.title).toContain(String(mine.id));
    expect(notes.notifications[0]?.title).toContain(String(order.id));
  });
});
