// Issue 26, "Money": a shopper in Lebanon at 360 px, in English and Arabic. The amounts she reads add up
// (each line is its shown unit price × quantity, the lines make the subtotal), the cash total is a sum she
// can pay in Lebanese notes (a multiple of 5,000 LBP) with the rounding as its own line, the amount to pay
// stands beside "Place order" without scrolling, and the order keeps the same cash total (the server's).
import type { Locator, Page } from 'playwright-core';
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
const LBP_CASH_STEP = 5000;

const amount = (shown: string | null): number => {
  const digits = (shown ?? '').replace(/\D/g, '');
  if (digits === '') throw new Error(`no amount in ${JSON.stringify(shown)}`);
  return (/[-−]/.test(shown ?? '') ? -1 : 1) * Number(digits);
};
const shownOf = async (locator: Locator): Promise<number> => amount(await locator.textContent());
const optional = async (locator: Locator): Promise<number> => ((await locator.count()) === 0 ? 0 : shownOf(locator));

/** A shopper in Lebanon with two lines in her cart, one of them three times. */
async function lebaneseCart(): Promise<string> {
  const { token } = await freshShopper(baseUrl, 2);
  const [first, second] = await variantsInStock(baseUrl, 2, 3);
  await api(token, 'POST', '/cart/add', { productDetailId: first, quantity: 3 });
  await api(token, 'POST', '/cart/add', { productDetailId: second, quantity: 1 });
  return token;
}

async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  return box !== null && size !== null && box.y >= 0 && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width;
}

describe.each(LANGUAGES)('cash a shopper in Lebanon can pay, in %s', (lng: Lng) => {
  it('cart, checkout and order: shown amounts add up, the cash total is payable in notes, the total is beside the button', async () => {
    const token = await lebaneseCart();
    const page = await open({ path: '/cart', lng, token, viewport: NARROW });
    const lines = page.getByTestId('cart-line');
    await expect.poll(() => lines.count(), { timeout: 20_000 }).toBe(2);
    const totals = page.getByTestId('cart-totals');
    await page.getByTestId('total-after-tax').waitFor();

    // Each line is its shown unit × quantity; the lines make the subtotal.
    let sum = 0;
    for (const line of await lines.all()) {
      const unit = await shownOf(line.locator('.price__now'));
      const quantity = Number(await line.getByRole('spinbutton').inputValue());
      const lineTotal = await shownOf(line.getByTestId('line-total'));
      expect(lineTotal).toBe(unit * quantity);
      expect(unit % 1000).toBe(0); // prices shown to 1,000 LBP
      sum += lineTotal;
    }
    const subtotal = await shownOf(page.getByTestId('total-amount'));
    expect(subtotal).toBe(sum);
    const tax = await shownOf(page.getByTestId('tax-amount'));
    const deliveryText = (await page.getByTestId('delivery-fee').textContent()) ?? '';
    const delivery = /\d/.test(deliveryText) ? amount(deliveryText) : 0;
    const discount = await optional(page.getByTestId('seller-discount'));
    // The rounding line, when the shown total is not already payable in notes.
    const rounding = await optional(totals.getByTestId('cash-rounding').locator('dd'));
    const cashTotal = await shownOf(page.getByTestId('total-after-tax'));
    expect(cashTotal).toBe(subtotal + discount + tax + delivery + rounding);
    expect(cashTotal % LBP_CASH_STEP).toBe(0);
    expect(Math.abs(rounding)).toBeLessThan(LBP_CASH_STEP);
    const roundingLabel = await totals.getByTestId('cash-rounding').locator('dt').allTextContents();
    expect(roundingLabel).toEqual(rounding === 0 ? [] : [text(lng, 'cart:cart.summary.cashRounding')]);
    await expectNoSeriousA11yViolations(page, `cart with a rounding line (${lng})`);

    // Checkout at 360 px: the amount to pay is in view beside "Place order" before any scrolling.
    const checkout = await open({ path: '/checkout', lng, token, viewport: NARROW });
    const placeOrder = checkout.getByRole('button', { name: text(lng, 'orders:checkout.placeOrder'), exact: true });
    await placeOrder.waitFor({ timeout: 20_000 });
    const payTotal = checkout.getByTestId('pay-bar-total');
    await expect.poll(() => shownOf(payTotal)).toBe(cashTotal);
    expect(await inView(checkout, payTotal)).toBe(true);
    expect(await inView(checkout, placeOrder)).toBe(true);
    const summary = checkout.getByTestId('order-summary');
    expect(await shownOf(summary.getByTestId('order-total'))).toBe(cashTotal);
    expect(await optional(summary.getByTestId('cash-rounding').locator('dd'))).toBe(rounding);
    expect(await checkout.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(checkout, `checkout with the pay bar (${lng})`);

    await checkout.getByLabel(new RegExp(text(lng, 'orders:checkout.city'))).fill('Beirut');
    await checkout.getByLabel(new RegExp(text(lng, 'orders:checkout.street'))).fill('Hamra St. 4');
    await checkout.getByRole('textbox', { name: new RegExp(text(lng, 'orders:checkout.phone')) }).fill('03 123 456');
    await placeOrder.click();
    await checkout.waitForURL(/\/orders\/\d+/, { timeout: 30_000 });
    const orderId = Number(/\/orders\/(\d+)/.exec(checkout.url())?.[1]);
    const confirmation = checkout.getByTestId('order-confirmation');
    await expect.poll(() => shownOf(confirmation.getByTestId('order-total'))).toBe(cashTotal);
    expect(await optional(confirmation.getByTestId('cash-rounding').locator('dd'))).toBe(rounding);

    // The server computed and stored the same cash total.
    const stored = await api<{ orderReturned: { cashTotal: number; cashRounding: number } }>(token, 'GET', `/orders/${orderId}`);
    expect(stored.orderReturned).toMatchObject({ cashTotal, cashRounding: rounding });
  });
});
