// Issue 26, "An order's details have their own address": an order opened from the account's list, a
// notification, or a link kept from before opens /orders/{id}, the order's own page (its status, tracking,
// lines with their refund links, the summary), not the top of a long account page. The addresses it had
// before (/order-confirmation/{id}, /account?order={id}) are sent there. English and Arabic at 360 px.
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshShopper } from './support/accounts';
import { apiAs, variantsInStock } from './support/api';
import { LANGUAGES, useBrowser, type Lng, type Viewport } from './support/browser';
import { text } from './support/locales';

const { open } = useBrowser();
const baseUrl = inject('baseUrl');
const api = apiAs(baseUrl);
const SMALL: Viewport = { name: 'small phone', width: 360, height: 780 };
const t = (lng: Lng, key: string, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text(lng, key));

/** A shopper with one delivered order. */
async function shopperWithDeliveredOrder(): Promise<{ token: string; orderId: number }> {
  const { token } = await freshShopper(baseUrl, 1);
  const [variant] = await variantsInStock(baseUrl, 1);
  await api(token, 'POST', '/cart/add', { productDetailId: variant, quantity: 1 });
  const body = { fullName: 'Rana Khoury', city: 'Damascus', street: 'Baghdad St. 12', phone: '0944 123 456', countryId: 1, currencyId: 1, paymentMethod: 'cash_on_delivery' };
  const { orderReturned } = await api<{ orderReturned: { id: number } }>(token, 'POST', '/orders/checkout', body, { 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` });
  await api(token, 'POST', `/dev/orders/${orderReturned.id}/status`, { status: 'delivered' });
  return { token, orderId: orderReturned.id };
}

describe.each(LANGUAGES)("an order's own page in %s", (lng) => {
  it('is where the account’s list leads: the order, its tracking and its lines with their refund links, within 360 px', async () => {
    const { token, orderId } = await shopperWithDeliveredOrder();
    const page = await open({ path: '/account', lng, token, viewport: SMALL });
    await page.getByRole('link', { name: t(lng, 'orders:account.viewDetails', { id: orderId }) }).click();
    await page.waitForURL((url) => url.pathname === `/orders/${orderId}`);
    expect(new URL(page.url()).searchParams.get('lng')).toBe(lng === 'ar' ? 'ar' : null);

    await page.getByRole('heading', { level: 1, name: t(lng, 'orders:confirmation.orderTitle', { id: orderId }), exact: true }).waitFor();
    await page.getByRole('region', { name: t(lng, 'orders:timeline.title') }).waitFor();
    const lines = page.getByTestId('order-details').getByTestId('order-item');
    expect(await lines.count()).toBe(1);
    const refund = lines.first().getByRole('link', { name: new RegExp(t(lng, 'orders:account.refundItem')) });
    expect(await refund.getAttribute('href')).toMatch(lng === 'ar' ? new RegExp(`^/refund/${orderId}/\\d+\\?lng=ar$`) : new RegExp(`^/refund/${orderId}/\\d+$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL.width);
    await expectNoSeriousA11yViolations(page, `order page (${lng})`);

    // Drawn by the server for her, as the other signed-in pages (ADR 0038): the order is in the page as it arrives.
    const answer = await page.reload();
    expect(answer?.status()).toBe(200);
    expect((await answer?.text()) ?? '').toContain('data-testid="order-details"');
  });

  it('is where the addresses the order had before now lead', async () => {
    const { token, orderId } = await shopperWithDeliveredOrder();
    const page = await open({ path: '/', lng, token, viewport: SMALL });
    const suffix = lng === 'ar' ? '?lng=ar' : '';
    for (const old of [`/order-confirmation/${orderId}${suffix}`, `/account?order=${orderId}${lng === 'ar' ? '&lng=ar' : ''}`]) {
      const answer = await page.goto(new URL(old, baseUrl).href);
      expect(answer?.status()).toBe(200);
      expect(answer?.request().redirectedFrom()?.url()).toBe(new URL(old, baseUrl).href);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/orders/${orderId}${suffix}`);
      await page.getByTestId('order-details').waitFor();
    }
  });
});
