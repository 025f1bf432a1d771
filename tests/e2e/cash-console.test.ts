// Issue 26, what a new-shopper tryout in Lebanon found after cash rounding, in English and Arabic at 360 px:
//  1. the console's order showed "to pay on delivery" unrounded (4,728,285 ل.ل.) and line prices unrounded, while
//     her order page showed 4,730,000: it now shows her stored cash total, the rounding line and her line prices;
//  2. an approved refund read 4,728,000 ل.ل.: the cash handed back is rounded to the cash step, the same on her
//     refund page, in her notification and in the console;
//  3. "ل.ل.." where an amount ends a sentence (a notification, the product page's delivery note);
//  4. the refund form refused ٣ (Arabic-Indic) in its quantity;
//  5. "Request a refund" was offered on an order only placed;
//  6. the console in Arabic: an English colour name, "ل.ل." on a line of its own, the history's date run into an
//     e-mail address.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { ProductDetailsWire, ProductsPageWire, VariantWire } from '../../src/infrastructure/catalogue/catalogue-contract';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshShopper, operatorToken } from './support/accounts';
import { apiAs } from './support/api';
import { LANGUAGES, settled, useBrowser, type Lng, type Viewport } from './support/browser';
import { text } from './support/locales';

const { open } = useBrowser();
const baseUrl = inject('baseUrl');
const api = apiAs(baseUrl);
const SMALL: Viewport = { name: 'small phone', width: 360, height: 780 };
const LBP_CASH_STEP = 5000;

const t = (lng: Lng, key: string, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text(lng, key));
const amount = (shown: string | null): number => {
  const digits = (shown ?? '').replace(/\D/g, '');
  if (digits === '') throw new Error(`no amount in ${JSON.stringify(shown)}`);
  return (/[-−]/.test(shown ?? '') ? -1 : 1) * Number(digits);
};
const shownOf = async (locator: Locator): Promise<number> => amount(await locator.textContent());
const withoutMarks = (value: string): string => value.replace(/[\u200e\u200f\u061c\u2068\u2069]/g, '');

/** A variant of the shop's product answer, with its product. */
type Variant = Pick<VariantWire, 'productDetailId' | 'color' | 'stock'> & { productId: number };

/** A variant with a colour and `quantity` + 2 in stock, white when there is one (the tryout's). */
async function colouredVariant(quantity: number): Promise<Variant> {
  const list = (await (await fetch(`${baseUrl}/api/products?pageSize=60&inStock=true`)).json()) as { productsReturned: ProductsPageWire };
  const found: Variant[] = [];
  for (const { id } of list.productsReturned.products) {
    const details = (await (await fetch(`${baseUrl}/api/products/${id}`)).json()) as { productReturned: ProductDetailsWire };
    for (const variant of details.productReturned.variants) if (variant.color !== null && variant.stock >= quantity + 2) found.push({ ...variant, productId: id });
    if (found.some((variant) => variant.color === 'white')) break;
  }
  const chosen = found.find((variant) => variant.color === 'white') ?? found[0];
  if (chosen === undefined) throw new Error('e2e: a coloured variant in stock');
  return chosen;
}

interface Placed {
  token: string;
  orderId: number;
  orderItemId: number;
  variant: Variant;
}

/** A shopper in Lebanon with an order of `quantity` units of one coloured variant, paid in Lebanese pounds. */
async function lebaneseOrder(quantity: number): Promise<Placed> {
  const { token } = await freshShopper(baseUrl, 2);
  const variant = await colouredVariant(quantity);
  await api(token, 'POST', '/cart/add', { productDetailId: variant.productDetailId, quantity });
  const body = { fullName: 'Rana Khalil', city: 'Beirut', street: 'Hamra St. 4', phone: '03 123 456', countryId: 2, currencyId: 2, paymentMethod: 'cash_on_delivery' };
  const answer = await api<{ orderReturned: { id: number; items: { orderItemId: number }[] } }>(token, 'POST', '/orders/checkout', body, { 'idempotency-key': `e2e-cash-console-${Date.now()}-${Math.random()}` });
  const orderItemId = answer.orderReturned.items[0]?.orderItemId;
  if (orderItemId === undefined) throw new Error('e2e: an order line');
  return { token, orderId: answer.orderReturned.id, orderItemId, variant };
}

/** Each element's text runs on one line: an amount never leaves its currency on a line of its own. */
async function linesOf(locator: Locator): Promise<number[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    }),
  );
}

async function fits(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe.each(LANGUAGES)('cash in the console and in refunds, in %s at 360 px', (lng) => {
  it("the console shows her order as she reads it: cash total and rounding line, her line prices, her colour's name, amounts whole, the history isolated", async () => {
    const placed = await lebaneseOrder(3);
    const mine = await open({ path: `/orders/${placed.orderId}`, lng, viewport: SMALL, token: placed.token });
    const summary = mine.getByTestId('order-summary');
    await summary.getByTestId('order-total').waitFor({ timeout: 20_000 });
    const herTotal = await shownOf(summary.getByTestId('order-total'));
    const herLine = await shownOf(summary.locator('.order-summary__price').first());
    const herRounding = (await summary.getByTestId('cash-rounding').count()) === 0 ? 0 : await shownOf(summary.getByTestId('cash-rounding').locator('dd'));
    expect(herTotal % LBP_CASH_STEP).toBe(0);
    await mine.context().close();

    const operator = await operatorToken(baseUrl);
    const page = await open({ path: `/admin/orders/${placed.orderId}`, lng, viewport: SMALL, token: operator });
    await page.getByTestId('admin-order-total').waitFor({ timeout: 20_000 });
    // 1. The amount to pay on delivery is her cash total; the rounding is its own line; her line prices.
    expect(await shownOf(page.getByTestId('admin-order-total'))).toBe(herTotal);
    expect((await page.getByTestId('admin-order-rounding').count()) === 0 ? 0 : await shownOf(page.getByTestId('admin-order-rounding'))).toBe(herRounding);
    const unit = await shownOf(page.getByTestId('admin-line-unit').first());
    expect(unit % 1000).toBe(0);
    expect(await shownOf(page.getByTestId('admin-line-total').first())).toBe(unit * 3);
    expect(unit * 3).toBe(herLine);

    // 6. Her colour as the shopper's pages name it; each amount on one line; the page within 360 px.
    const colour = t(lng, `catalogue:colours.${placed.variant.color ?? ''}`);
    const colourText = (await page.getByTestId('admin-line-colour').first().textContent()) ?? '';
    expect(colourText).toContain(colour);
    expect({ lng, latin: lng === 'ar' && /[A-Za-z]/.test(colourText) }).toEqual({ lng, latin: false });
    const amounts = page.locator(['goods', 'tax', 'delivery', 'rounding', 'total'].map((part) => `[data-testid="admin-order-${part}"]`).concat('[data-testid="admin-line-unit"]', '[data-testid="admin-line-total"]').join(', ')).filter({ hasText: /\d/ });
    expect(await amounts.count()).toBeGreaterThan(4);
    expect(new Set(await linesOf(amounts))).toEqual(new Set([1]));
    expect(await fits(page)).toBe(true);

    // 6. The history: the operator's e-mail and the date each in an isolate of its own.
    await page.getByRole('button', { name: t(lng, 'admin:action.confirm'), exact: true }).click();
    const event = page.getByTestId('admin-history').getByRole('listitem').first();
    await event.waitFor();
    expect(await event.locator('bdi').filter({ hasText: 'operator@dukkan.test' }).count()).toBe(1);
    expect(await event.locator('bdi > time').count()).toBe(1);
    // One word for her in Arabic: the console's.
    expect(((await page.locator('main').textContent()) ?? '').match(/متسو|عميل|عملاء|الزبون.*المتسو/g)).toBeNull();
    await settled(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousA11yViolations(page, `admin order in LBP (${lng})`);
  });

  it('a refund: offered once delivered, the quantity in Arabic-Indic digits, the approval paid back in cash, told with one full stop', async () => {
    const placed = await lebaneseOrder(2);
    // 5. Only placed: no refund offered, and its page says why in her language.
    let page = await open({ path: `/orders/${placed.orderId}`, lng, viewport: SMALL, token: placed.token });
    const lines = page.getByTestId('order-details').getByTestId('order-item');
    await lines.first().waitFor({ timeout: 20_000 });
    expect(await lines.first().getByRole('link', { name: new RegExp(t(lng, 'orders:account.refundItem')) }).count()).toBe(0);
    await page.goto(new URL(`/refund/${placed.orderId}/${placed.orderItemId}${lng === 'ar' ? '?lng=ar' : ''}`, baseUrl).href);
    await page.getByTestId('not-refundable').filter({ hasText: t(lng, 'orders:refund.notRefundable.not-delivered') }).waitFor({ timeout: 20_000 });
    await page.context().close();

    await api(placed.token, 'POST', `/dev/orders/${placed.orderId}/status`, { status: 'delivered' });
    page = await open({ path: `/orders/${placed.orderId}`, lng, viewport: SMALL, token: placed.token });
    const offered = page.getByTestId('order-details').getByTestId('order-item').first().getByRole('link', { name: new RegExp(t(lng, 'orders:account.refundItem')) });
    await offered.waitFor({ timeout: 20_000 });
    await offered.click();
    await page.waitForURL(/\/refund\/\d+\/\d+/);

    // 4. The quantity typed in Arabic-Indic (Arabic) or Persian (English keyboard) digits.
    const quantity = page.getByLabel(new RegExp(t(lng, 'orders:refund.quantity')));
    await quantity.fill(lng === 'ar' ? '٢' : '۲');
    await page.getByLabel(new RegExp(t(lng, 'orders:refund.reason'))).selectOption('faulty');
    await page.getByTestId('refund-amount').waitFor();
    await page.getByRole('button', { name: t(lng, 'orders:refund.submit'), exact: true }).click();
    const sent = page.getByTestId('refund-sent').getByTestId('refund-card');
    await sent.waitFor({ timeout: 20_000 });
    const requests = await api<{ refundsReturned: { id: number; orderId: number; quantity: number; cashTotal: number | null }[] }>(placed.token, 'GET', '/refunds');
    const request = requests.refundsReturned.find((refund) => refund.orderId === placed.orderId);
    if (request?.cashTotal === null || request === undefined) throw new Error('e2e: the request with its cash total');
    expect(request.quantity).toBe(2);
    await page.context().close();

    // 2. Approved as asked: the cash handed back is the cash total she was shown, everywhere.
    const operator = await operatorToken(baseUrl);
    const approved = await fetch(`${baseUrl}/api/admin/refunds/${request.id}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${operator}` },
      body: JSON.stringify({ status: 'requested' }),
    });
    expect(approved.status).toBe(200);
    page = await open({ path: `/refund/${placed.orderId}/${placed.orderItemId}`, lng, viewport: SMALL, token: placed.token });
    const card = page.getByTestId('refund-card').filter({ hasText: t(lng, 'orders:refund.requestNumber', { id: request.id }) });
    await card.getByTestId('refund-approved-amount').waitFor({ timeout: 20_000 });
    const handedBack = await shownOf(card.getByTestId('refund-approved-amount'));
    expect(handedBack).toBe(request.cashTotal);
    expect(handedBack % LBP_CASH_STEP).toBe(0);
    expect(await fits(page)).toBe(true);
    await page.context().close();

    // 2, 3. Her notification names the same amount, with one full stop after it.
    page = await open({ path: '/notifications', lng, viewport: SMALL, token: placed.token });
    const note = page.getByTestId('notification').filter({ hasText: String(request.id) }).first();
    await note.waitFor({ timeout: 20_000 });
    const body = withoutMarks((await note.textContent()) ?? '');
    expect(amount(/\d{1,3}(?:,\d{3})+/.exec(body)?.[0] ?? '')).toBe(handedBack);
    expect(body).not.toMatch(/\.\s*\./);
    await page.context().close();

    // 2. The console says the same amount is handed back.
    page = await open({ path: `/admin/refunds/${request.id}`, lng, viewport: SMALL, token: operator });
    const decided = page.getByTestId('admin-approved-amount');
    await decided.waitFor({ timeout: 20_000 });
    expect(amount(/\d{1,3}(?:,\d{3})+/.exec(withoutMarks((await decided.textContent()) ?? ''))?.[0] ?? '')).toBe(handedBack);
    expect(await fits(page)).toBe(true);

    // 3. The product page's delivery note ends with one full stop.
    page = await open({ path: `/product/${placed.variant.productId}`, lng, viewport: SMALL, token: placed.token });
    const delivery = page.getByTestId('delivery-note');
    await delivery.waitFor({ timeout: 20_000 });
    expect(withoutMarks((await delivery.textContent()) ?? '')).not.toMatch(/\.\s*\./);
  });
});
