// Issue 29 (docs/adr/0054), the operator console in English and Arabic, at 360 px and on a desktop, against
// the real server: a shopper's order goes placed → confirmed → shipped (carrier and tracking number) →
// delivered in the console and she sees each step (her order's status, its timeline, a notification in her
// language); two refund requests of hers: one approved for less than she asked and then marked refunded (the
// unit put back in stock), one declined with a reason she reads as written; she sees each decision. The
// shopper lookup finds her and links to her order and requests. axe on every console screen.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshShopperWithoutCountry, operatorToken } from './support/accounts';
import { apiAs } from './support/api';
import { DESKTOP, LANGUAGES, pageErrors, settled, useBrowser, withLng, type Lng, type Viewport } from './support/browser';
import { exactly } from './support/frame';
import { text } from './support/locales';

const { open } = useBrowser();
const baseUrl = inject('baseUrl');
const api = apiAs(baseUrl);
const SMALL: Viewport = { name: 'small phone', width: 360, height: 780 };

const t = (lng: Lng, key: string, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text(lng, key));

interface Placed {
  token: string;
  email: string;
  orderId: number;
  orderItemId: number;
  variantId: number;
}

/** A new shopper of her own with an order of two units of one variant. */
async function shopperWithOrder(lng: Lng, tag: string): Promise<Placed> {
  const { token, email } = await freshShopperWithoutCountry(baseUrl, lng === 'ar' ? 'سلمى' : 'Salma');
  await api(token, 'POST', '/users/profile/update-my-profile', { store: 1, phoneNumber: '963944765432', whatsApp: '963944765432' });
  const list = await api<{ productsReturned: { products: { id: number }[] } }>(token, 'GET', '/products?pageSize=10&inStock=true');
  const products = await Promise.all(list.productsReturned.products.map((p) => api<{ productReturned: { variants: { productDetailId: number; stock: number }[] } }>(token, 'GET', `/products/${p.id}`)));
  const variant = products.flatMap((p) => p.productReturned.variants).toSorted((a, b) => b.stock - a.stock)[0];
  if (!variant || variant.stock < 2) throw new Error('e2e: a variant with stock expected');
  await api(token, 'POST', '/cart/add', { productDetailId: variant.productDetailId, quantity: 2 });
  const body = { fullName: lng === 'ar' ? 'سلمى خوري' : 'Salma Khoury', city: 'Damascus', street: 'Baghdad St. 12', phone: '0944 765 432', countryId: 1, currencyId: 1, paymentMethod: 'cash_on_delivery' };
  const answer = await api<{ orderReturned: { id: number; items: { orderItemId: number }[] } }>(token, 'POST', '/orders/checkout', body, { 'idempotency-key': `e2e-refunds-${tag}-${Date.now()}` });
  const orderItemId = answer.orderReturned.items[0]?.orderItemId;
  if (orderItemId === undefined) throw new Error('e2e: an order line expected');
  return { token, email, orderId: answer.orderReturned.id, orderItemId, variantId: variant.productDetailId };
}

async function heading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: exactly(name) }).waitFor({ timeout: 15_000 });
}

async function axe(page: Page, label: string, viewport: Viewport): Promise<void> {
  await settled(page);
  // Measured at the top of the page: a field scrolled under the phone's sticky header reads as an obscured target.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page, label);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect({ label, fits: width <= viewport.width }).toEqual({ label, fits: true });
}

/** What the shopper's own pages say: her order's status badge, or the newest notification's title. */
async function orderStatusSeen(placed: Placed, lng: Lng): Promise<string> {
  const page = await open({ path: `/order-confirmation/${placed.orderId}`, lng, viewport: SMALL, token: placed.token });
  const badge = page.getByTestId('order-status').first();
  await badge.waitFor();
  const status = ((await badge.textContent()) ?? '').trim();
  await page.context().close();
  return status;
}

async function notificationTitles(placed: Placed, lng: Lng): Promise<string[]> {
  const page = await open({ path: '/notifications', lng, viewport: SMALL, token: placed.token });
  await page.getByTestId('notification').first().waitFor();
  const titles = await page.getByTestId('notification').getByRole('heading').allTextContents();
  await page.context().close();
  return titles.map((title) => title.trim());
}

describe.each(LANGUAGES)('the operator console in %s', (lng) => {
  it.each([SMALL, DESKTOP])('$name: an order from placed to delivered, a refund approved for less then paid, one declined with a reason; the shopper sees each step', async (viewport) => {
    const placed = await shopperWithOrder(lng, `${lng}-${viewport.width}`);
    const operator = await operatorToken(baseUrl);
    const page = await open({ path: `/admin/orders/${placed.orderId}`, lng, viewport, token: operator });
    const errors = pageErrors(page);

    // --- the order, step by step ---------------------------------------------------------------
    await heading(page, t(lng, 'admin:order.title', { id: placed.orderId }));
    await axe(page, `admin order, placed (${lng}, ${viewport.name})`, viewport);
    await page.getByRole('button', { name: exactly(t(lng, 'admin:action.confirm')) }).click();
    await page.getByTestId('admin-notice').filter({ hasText: t(lng, 'admin:notice.done.confirm') }).waitFor();
    expect(await orderStatusSeen(placed, lng)).toBe(t(lng, 'orders:status.confirmed'));

    await page.getByRole('button', { name: exactly(t(lng, 'admin:action.ship')) }).click();
    const dialog = page.getByRole('dialog', { name: t(lng, 'admin:action.shipTitle', { id: placed.orderId }) });
    await dialog.getByLabel(t(lng, 'admin:order.carrier'), { exact: true }).fill('Aramex');
    await dialog.getByLabel(t(lng, 'admin:order.tracking'), { exact: true }).fill('AX-7788');
    await dialog.getByRole('button', { name: exactly(t(lng, 'admin:action.submitShip')) }).click();
    await page.getByTestId('admin-notice').filter({ hasText: t(lng, 'admin:notice.done.ship') }).waitFor();
    expect(await orderStatusSeen(placed, lng)).toBe(t(lng, 'orders:status.shipped'));
    const shipped = await notificationTitles(placed, lng);
    expect(shipped[0]).toContain(String(placed.orderId));
    expect(shipped[0]).toMatch(lng === 'ar' ? /[\u0600-\u06FF]/ : /shipped/);

    await page.getByRole('button', { name: exactly(t(lng, 'admin:action.deliver')) }).click();
    await page.getByTestId('admin-notice').filter({ hasText: t(lng, 'admin:notice.done.deliver') }).waitFor();
    expect(await orderStatusSeen(placed, lng)).toBe(t(lng, 'orders:status.delivered'));

    // Her account's order page: the timeline has reached "delivered"; four notifications in her language.
    const account = await open({ path: `/account?order=${placed.orderId}#orders`, lng, viewport: SMALL, token: placed.token });
    await account.locator('.order-timeline__step[aria-current="step"]').filter({ hasText: t(lng, 'orders:timeline.delivered') }).waitFor();
    expect(await account.locator('.order-timeline__step--reached').count()).toBe(4);
    await account.context().close();
    const delivered = await notificationTitles(placed, lng);
    expect(delivered.filter((title) => title.includes(String(placed.orderId)))).toHaveLength(4);
    expect(delivered.every((title) => (lng === 'ar' ? /[\u0600-\u06FF]/.test(title) : !/[\u0600-\u06FF]/.test(title)))).toBe(true);

    // --- two refund requests of hers ---------------------------------------------------------------
    const ask = async (reason: string) =>
      (await api<{ refundReturned: { id: number; amount: number } }>(placed.token, 'POST', '/refunds', { orderId: placed.orderId, orderItemId: placed.orderItemId, quantity: 1, reason })).refundReturned;
    const approved = await ask('damaged');
    const declined = await ask('changed-mind');

    await page.getByRole('navigation', { name: t(lng, 'admin:nav.label') }).getByRole('link', { name: exactly(t(lng, 'admin:nav.refunds')) }).click();
    await heading(page, t(lng, 'admin:refunds.title'));
    const queue = page.getByTestId('admin-refunds');
    await queue.getByRole('link', { name: new RegExp(t(lng, 'admin:refunds.number', { id: approved.id, order: placed.orderId }).replace(/[.*+?^${}()|[\]\\#]/g, '\\$&')) }).waitFor();
    await axe(page, `admin refunds queue (${lng}, ${viewport.name})`, viewport);
    await queue.getByRole('link', { name: new RegExp(t(lng, 'admin:refunds.number', { id: approved.id, order: placed.orderId }).replace(/[.*+?^${}()|[\]\\#]/g, '\\$&')) }).click();

    await heading(page, t(lng, 'admin:refund.title', { id: approved.id }));
    await page.getByTestId('admin-refund-breakdown').waitFor();
    await axe(page, `admin refund, requested (${lng}, ${viewport.name})`, viewport);
    const amount = page.getByLabel(t(lng, 'admin:refund.amountLabel'), { exact: true });
    const asked = Math.round(approved.amount * 100);
    expect(await amount.inputValue()).toBe((asked / 100).toFixed(2));
    // More than she asked for: refused in the form, in the page's language.
    await amount.fill(((asked + 100) / 100).toFixed(2));
    await page.getByRole('button', { name: exactly(t(lng, 'admin:refund.approve')) }).click();
    await page.getByTestId('amount-error').waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    const lower = asked - 50;
    await amount.fill((lower / 100).toFixed(2));
    await page.getByRole('button', { name: exactly(t(lng, 'admin:refund.approve')) }).click();
    await page.getByTestId('admin-notice').filter({ hasText: t(lng, 'admin:refund.done.approve') }).waitFor();
    await page.getByTestId('admin-approved-amount').waitFor();
    await axe(page, `admin refund, approved (${lng}, ${viewport.name})`, viewport);

    const refundPage = async () => {
      const mine = await open({ path: `/refund/${placed.orderId}/${placed.orderItemId}`, lng, viewport: SMALL, token: placed.token });
      await mine.getByTestId('refund-card').first().waitFor();
      return mine;
    };
    let mine = await refundPage();
    const card = (id: number) => mine.getByTestId('refund-card').filter({ hasText: t(lng, 'orders:refund.requestNumber', { id }) });
    expect((await card(approved.id).getByTestId('refund-status').textContent())?.trim()).toBe(t(lng, 'orders:refundStatus.approved'));
    await card(approved.id).getByTestId('refund-approved-amount').waitFor();
    await mine.context().close();
    expect((await notificationTitles(placed, lng))[0]).toContain(String(approved.id));

    await page.getByLabel(t(lng, 'admin:refund.restock_one'), { exact: true }).check();
    await page.getByRole('button', { name: exactly(t(lng, 'admin:refund.markRefunded')) }).click();
    await page.getByTestId('admin-notice').filter({ hasText: t(lng, 'admin:refund.done.refund') }).waitFor();
    await page.getByText(t(lng, 'admin:refund.noDecisions')).waitFor();
    mine = await refundPage();
    expect((await card(approved.id).getByTestId('refund-status').textContent())?.trim()).toBe(t(lng, 'orders:refundStatus.refunded'));
    await mine.context().close();

    // --- the other request, declined with a reason ---------------------------------------------------
    await page.goto(withLng(`/admin/refunds/${declined.id}`, lng));
    await heading(page, t(lng, 'admin:refund.title', { id: declined.id }));
    await page.getByRole('button', { name: exactly(t(lng, 'admin:refund.reject')) }).click();
    await page.getByTestId('reason-error').getByText(t(lng, 'admin:refund.reasonRequired')).waitFor();
    await axe(page, `admin refund, reason missing (${lng}, ${viewport.name})`, viewport);
    const reason = lng === 'ar' ? 'القطعة مستعملة ولا يمكن إرجاعها' : 'The item was used and cannot be taken back';
    await page.getByLabel(t(lng, 'admin:refund.reasonLabel'), { exact: true }).fill(reason);
    await page.getByRole('button', { name: exactly(t(lng, 'admin:refund.reject')) }).click();
    await page.getByTestId('admin-notice').filter({ hasText: t(lng, 'admin:refund.done.reject') }).waitFor();
    mine = await refundPage();
    expect((await card(declined.id).getByTestId('refund-status').textContent())?.trim()).toBe(t(lng, 'orders:refundStatus.rejected'));
    expect((await card(declined.id).getByTestId('refund-rejection-reason').textContent())?.trim()).toBe(reason);
    await mine.context().close();
    expect((await notificationTitles(placed, lng))[0]).toContain(String(declined.id));

    // The order's history in the console: every step and decision, who made it.
    await page.goto(withLng(`/admin/orders/${placed.orderId}`, lng));
    await heading(page, t(lng, 'admin:order.title', { id: placed.orderId }));
    const history = page.getByTestId('admin-history').getByRole('listitem');
    await expect.poll(() => history.count()).toBe(6);
    expect(await history.filter({ hasText: 'operator@dukkan.test' }).count()).toBe(6);
    await page.getByTestId('admin-history').getByText(reason).waitFor();

    // --- the shopper lookup -------------------------------------------------------------------------------
    await page.getByRole('navigation', { name: t(lng, 'admin:nav.label') }).getByRole('link', { name: exactly(t(lng, 'admin:nav.shoppers')) }).click();
    await heading(page, t(lng, 'admin:shoppers.title'));
    const finder = page.getByRole('search', { name: t(lng, 'admin:shoppers.find') });
    await finder.getByRole('searchbox').fill(placed.email);
    await finder.getByRole('button', { name: exactly(t(lng, 'admin:list.apply')) }).click();
    const found = page.getByTestId('admin-shoppers').getByRole('link');
    await expect.poll(() => found.count()).toBe(1);
    await axe(page, `admin shoppers (${lng}, ${viewport.name})`, viewport);
    await found.click();
    await page.getByTestId('admin-shopper-account').getByText(placed.email).waitFor();
    await page.getByTestId('admin-shopper-orders').getByRole('link', { name: new RegExp(t(lng, 'admin:order.title', { id: placed.orderId })) }).waitFor();
    expect(await page.getByTestId('admin-shopper-refunds').getByRole('link').count()).toBe(2);
    await axe(page, `admin shopper (${lng}, ${viewport.name})`, viewport);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(lng === 'ar' ? 'rtl' : 'ltr');
    expect(errors).toEqual([]);
  }, 240_000);
});
