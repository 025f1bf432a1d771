// The whole shop journey of issue 7, once in English and once in Arabic, at phone size, through the
// storefront only: a guest signs up, reads the code from the server's outbox, verifies, chooses a
// country, logs out and logs in again, finds a product by its serial number, adds two of its variants
// from the product page, changes a quantity and removes a line on /cart, checks out, sees the
// confirmation, the success page and the order in the account, requests a refund and sees the new
// notification. axe on every screen. The only calls outside the UI: the outbox (the code) and the
// dev route that delivers the order (no shopper can), see docs/api.md "Development helpers"; the
// product is chosen through the public catalogue API (two colours in stock), then reached in the UI.
import type { Locator, Page } from 'playwright-core';
import type { ProductDetailsWire as WireProduct } from '../../src/infrastructure/catalogue/catalogue-contract';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { LANGUAGES, PHONE, pageErrors, settled, useBrowser, type Lng } from './support/browser';
import { bottomNav, bottomNavLink, exactly, fill, frameText, header, menuButton, pathOf, searchTrigger } from './support/frame';
import { maybeText, text } from './support/locales';

/** The side menu's Notifications link; its name also says the unread count once there is one. */
const notificationsLink = (lng: Lng): RegExp => new RegExp(`^\\s*${frameText(lng, 'nav.notifications')}`);
const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const { open, baseUrl } = useBrowser();

const PASSWORD = 'Shopper123';

const tr = (lng: Lng, key: string, values: Record<string, string | number> = {}): string => fill(text(lng, key), values);
const account = (lng: Lng, key: string, values: Record<string, string | number> = {}) => tr(lng, `account:${key}`, values);
const cart = (lng: Lng, key: string, values: Record<string, string | number> = {}) => tr(lng, `cart:${key}`, values);
const orders = (lng: Lng, key: string, values: Record<string, string | number> = {}) => tr(lng, `orders:${key}`, values);
/** i18next's plural key for a count (English one/other; Arabic zero/one/two/few/many/other). */
const plural = (lng: Lng, key: string, count: number): string =>
  tr(lng, `${key}_${new Intl.PluralRules(lng).select(count)}`, { count });
const colourName = (lng: Lng, colour: string): string => maybeText(lng, `catalogue:colours.${colour}`) ?? colour;

/** The amount a price shows, in the currency's smallest shown unit: every price on the journey is in
 * the same currency with the same number of decimals, so these compare and add up as integers. */
const amount = (shown: string | null): number => {
  const digits = (shown ?? '').replace(/\D/g, '');
  if (digits === '') throw new Error(`no amount in ${JSON.stringify(shown)}`);
  return Number(digits);
};


/** A product whose variants come in at least two colours with stock (the Arabic run buys again). */
async function twoColourProduct(): Promise<WireProduct> {
  const list = (await fetch(`${baseUrl}/api/products?pageSize=60&inStock=true`).then((r) => r.json())) as {
    productsReturned: { products: { id: number }[] };
  };
  for (const { id } of list.productsReturned.products) {
    const { productReturned } = (await fetch(`${baseUrl}/api/products/${id}`).then((r) => r.json())) as { productReturned: WireProduct };
    const colours = new Set(productReturned.variants.filter((v) => v.stock >= 5 && v.color !== null).map((v) => v.color));
    if (colours.size >= 2) return productReturned;
  }
  throw new Error('e2e: no product in two colours with stock in the seeded catalogue');
}

async function verificationCode(email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/dev/outbox?email=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { text: string }[] };
  for (const message of messages) {
    const code = /\b(\d{6})\b/.exec(message.text)?.[1];
    if (code !== undefined) return code;
  }
  throw new Error(`e2e: no verification code in the outbox for ${email}`);
}

async function deliver(orderId: number): Promise<void> {
  const response = await fetch(`${baseUrl}/api/dev/orders/${orderId}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'delivered' }),
  });
  if (!response.ok) throw new Error(`e2e: the dev route answered ${response.status}: ${await response.text()}`);
}

async function heading(page: Page, name: string): Promise<void> {
  try {
    await page.getByRole('heading', { level: 1, name: exactly(name) }).waitFor({ timeout: 30_000 });
  } catch (error) {
    await page.screenshot({ path: 'test-results/journey-failure.png', fullPage: true });
    console.info('h1 on failure', page.url(), await page.locator('h1').allTextContents());
    throw error;
  }
}

/**
 * axe on the screen; on a failure, a screenshot and the toasts that were showing. Toasts come and go
 * over the phone's header (top centre) and sonner keeps them while the pointer rests on them, which a
 * mouse left over the header after a click does and a lifted finger does not: the pointer moves off,
 * the toasts leave, then the screen beneath them is measured. The toasts themselves are measured on
 * their own (`toastOnScreen`).
 */
async function a11y(page: Page, label: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: PHONE.width, height: PHONE.height };
  await page.mouse.move(Math.round(viewport.width / 2), Math.round(viewport.height / 2));
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 20_000 }).toBe(0);
  try {
    await expectNoSeriousA11yViolations(page, label);
  } catch (error) {
    await page.screenshot({ path: `test-results/journey-a11y-${label.replace(/\W+/g, '-')}.png` });
    console.info('axe failed on', page.url(), 'toasts visible:', await page.locator('[data-sonner-toast]').allTextContents());
    throw error;
  }
}

/** A toast lies wholly on the phone's screen (it once sat half off it), and axe finds nothing in the toaster. */
async function toastOnScreen(page: Page, label: string): Promise<void> {
  const shown = page.locator('[data-sonner-toast]').first();
  await shown.waitFor();
  await settled(page);
  const box = await shown.boundingBox();
  const viewport = page.viewportSize();
  if (box === null || viewport === null) throw new Error('e2e: the toast or the viewport has no size');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  await expectNoSeriousA11yViolations(page, `toast on ${label}`, '[data-sonner-toaster]');
}

const field = (page: Page, label: string): Locator => page.getByLabel(label, { exact: true });
const toast = (page: Page, message: string): Promise<void> => page.getByText(message, { exact: true }).first().waitFor();
const cartBadge = (page: Page): Locator => header(page).getByTestId('cart-badge');
const favouritesBadge = (page: Page): Locator => header(page).getByTestId('favourites-badge');
const cartLink = (page: Page, lng: Lng): Locator => header(page).getByRole('link', { name: new RegExp(`^${frameText(lng, 'header.cart')}`) });

async function expectCartBadge(page: Page, lng: Lng, count: number): Promise<void> {
  await expect.poll(() => cartBadge(page).textContent(), { timeout: 15_000 }).toBe(String(count));
  expect(await cartLink(page, lng).getAttribute('aria-label')).toBe(frameText(lng, 'header.cartCount', { count }));
}

async function logIn(page: Page, lng: Lng, email: string): Promise<void> {
  await heading(page, account(lng, 'login.title'));
  await field(page, account(lng, 'fields.email')).fill(email);
  await field(page, account(lng, 'fields.password')).fill(PASSWORD);
  await page.getByRole('button', { name: exactly(account(lng, 'login.submit')) }).click();
}

describe.each(LANGUAGES)('the shop journey in %s at phone size', (lng) => {
  it('signs up, verifies, logs in, fills and edits the cart, checks out, requests a refund and is notified', async () => {
    const email = `e2e-journey-${lng}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@dukkan.test`;
    const firstName = lng === 'ar' ? 'ريم' : 'Rim';
    const lastName = lng === 'ar' ? 'حداد' : 'Haddad';
    const product = await twoColourProduct();
    const title = lng === 'ar' ? product.titleAR : product.titleEN;

    // A guest on the home page goes to their account through the bottom bar: log in, or create one.
    const page = await open({ path: '/', lng, viewport: PHONE });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(lng === 'ar' ? 'rtl' : 'ltr');
    await a11y(page, `home (${lng})`);
    await bottomNavLink(page, lng, 'profile').click();
    await heading(page, account(lng, 'login.title'));
    expect(pathOf(page)).toBe('/login');
    await a11y(page, `login (${lng})`);
    await page.getByRole('link', { name: exactly(account(lng, 'login.signupLink')) }).click();

    // Sign up.
    await heading(page, account(lng, 'signup.title'));
    await a11y(page, `signup (${lng})`);
    await field(page, account(lng, 'fields.firstName')).fill(firstName);
    await field(page, account(lng, 'fields.lastName')).fill(lastName);
    await field(page, account(lng, 'fields.email')).fill(email);
    await field(page, account(lng, 'fields.password')).fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: exactly(account(lng, 'signup.submit')) }).click();

    // Verify with the code the server "sent" (its outbox), which signs the new shopper in.
    await heading(page, account(lng, 'verify.title'));
    expect(pathOf(page)).toBe('/verify-email');
    await a11y(page, `verify-email (${lng})`);
    await field(page, account(lng, 'fields.code')).fill(await verificationCode(email));
    await page.getByRole('button', { name: exactly(account(lng, 'verify.submit')) }).click();
    await toast(page, account(lng, 'toasts.verified'));

    // A new shopper has no country yet: the dialog asks; saving applies it at once (ADR 0022).
    const dialog = page.getByRole('dialog', { name: exactly(frameText(lng, 'country.title')) });
    await dialog.waitFor({ timeout: 30_000 });
    await a11y(page, `country dialog (${lng})`);
    await dialog.getByLabel(frameText(lng, 'country.phone'), { exact: true }).fill('944567890');
    await dialog.getByRole('button', { name: exactly(frameText(lng, 'country.update')) }).click();
    await dialog.waitFor({ state: 'detached' });

    // Log out from the account, then log in again from the bottom bar's profile (a guest's goes to
    // /login, spec section 2), which returns to the home page, signed in.
    await bottomNavLink(page, lng, 'profile').click();
    await heading(page, account(lng, 'account.title'));
    expect((await page.getByTestId('account-email').textContent())?.trim()).toBe(email);
    await page.getByText(account(lng, 'account.ordersEmpty')).waitFor();
    await a11y(page, `account, no orders (${lng})`);
    await page.getByRole('button', { name: exactly(account(lng, 'account.logout')) }).click();
    await page.waitForFunction(() => window.location.pathname === '/' && window.localStorage.getItem('accessToken') === null);
    await bottomNavLink(page, lng, 'profile').click();
    await heading(page, account(lng, 'login.title'));
    expect(pathOf(page)).toBe('/login');
    await logIn(page, lng, email);
    await toast(page, account(lng, 'toasts.welcome', { name: `${firstName} ${lastName}` }));
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => bottomNavLink(page, lng, 'profile').getAttribute('href')).toBe(lng === 'ar' ? '/account?lng=ar' : '/account');

    // Find the product by its serial number in the search overlay, open it from the results.
    await searchTrigger(page, lng).click();
    const overlay = page.getByTestId('search-overlay');
    await overlay.getByRole('switch', { name: exactly(frameText(lng, 'search.bySerial')) }).click();
    const searchBox = overlay.getByRole('searchbox', { name: exactly(frameText(lng, 'search.label')) });
    await searchBox.fill(product.serialNo);
    await a11y(page, `search overlay (${lng})`);
    await searchBox.press('Enter');
    await page.waitForURL((url) => url.pathname === '/shop' && url.searchParams.get('serialNo') === product.serialNo);
    const result = page.locator('main').getByRole('link', { name: exactly(title) }).first();
    await result.waitFor({ timeout: 30_000 });
    await a11y(page, `shop, searched by serial (${lng})`);
    await result.click();
    await heading(page, title);
    expect(pathOf(page)).toBe(`/product/${product.id}`);
    await a11y(page, `product (${lng})`);

    // Two variants from the product page: the one shown first, then another colour.
    const add = page.getByRole('button', { name: exactly(text(lng, 'catalogue:product.addToCart')) });
    const colourInputs = page.locator('.choice input[type=radio][name="color"]');
    const first = await colourInputs.and(page.locator(':checked')).getAttribute('value');
    const valueInputs = page.locator('.choice input[type=radio][name="variantValue"]');
    const firstValue = (await valueInputs.count()) === 0 ? null : await valueInputs.and(page.locator(':checked')).getAttribute('value');
    const second = product.variants.find((v) => v.stock >= 5 && v.color !== null && v.color !== first)?.color;
    if (first === null || second === undefined || second === null) throw new Error('e2e: the product page shows no two colours');
    expect(await favouritesBadge(page).count()).toBe(0);
    await add.click();
    await toast(page, cart(lng, 'toasts.added'));
    await toastOnScreen(page, `product (${lng})`);
    await expectCartBadge(page, lng, 1);
    await page.getByRole('radio', { name: exactly(colourName(lng, second)) }).check();
    await page.getByRole('group', { name: exactly(tr(lng, 'catalogue:product.colourChosen', { colour: colourName(lng, second) })) }).waitFor();
    await add.click();
    await expectCartBadge(page, lng, 2);
    await page.getByRole('status').filter({ hasText: plural(lng, 'cart:product.inCart', 1) }).waitFor();

    // The cart: two lines, one per colour.
    await cartLink(page, lng).click();
    await heading(page, cart(lng, 'cart.title'));
    const lines = page.getByTestId('cart-line');
    await expect.poll(() => lines.count()).toBe(2);
    const lineOf = (colour: string): Locator =>
      lines.filter({ has: page.locator('dd', { hasText: exactly(colourName(lng, colour)) }) });
    const kept = lineOf(first);
    const removed = lineOf(second);
    expect(await kept.count()).toBe(1);
    expect(await removed.count()).toBe(1);
    const unit = amount(await kept.locator('.price__now').textContent());
    const otherUnit = amount(await removed.locator('.price__now').textContent());
    const shownTotal = async (testId: string): Promise<number> => amount(await page.getByTestId(testId).textContent());
    await expect.poll(() => shownTotal('total-amount')).toBe(unit + otherUnit);
    await a11y(page, `cart, two lines (${lng})`);

    // One more of the first colour.
    await kept.getByRole('button', { name: exactly(cart(lng, 'cart.quantity.increase', { title })) }).click();
    await toast(page, cart(lng, 'toasts.quantity-updated'));
    await expect.poll(() => kept.getByRole('spinbutton').inputValue()).toBe('2');
    await expectCartBadge(page, lng, 3);
    await expect.poll(async () => amount(await kept.getByTestId('line-total').textContent())).toBe(2 * unit);
    await expect.poll(() => shownTotal('total-amount')).toBe(2 * unit + otherUnit);

    // Remove the other colour.
    await removed.getByRole('button', { name: exactly(cart(lng, 'cart.line.removeLabel', { title })) }).click();
    await expect.poll(() => lines.count()).toBe(1);
    await expectCartBadge(page, lng, 2);
    await expect.poll(() => shownTotal('total-amount')).toBe(2 * unit);
    const tax = await shownTotal('tax-amount');
    // Cash is paid to the smallest note: the rounding is its own line, and the shown amounts add up (issue 26).
    const roundingLine = page.getByTestId('cart-totals').getByTestId('cash-rounding');
    const rounding = async (): Promise<number> => {
      if ((await roundingLine.count()) === 0) return 0;
      const shown = (await roundingLine.locator('dd').textContent()) ?? '';
      return (/[-−]/.test(shown) ? -1 : 1) * amount(shown);
    };
    await expect.poll(async () => (await shownTotal('total-after-tax')) - (await rounding())).toBe(2 * unit + tax);
    const cartTotal = (await page.getByTestId('total-after-tax').textContent()) ?? '';
    await page.getByTestId('cart-totals').getByText(plural(lng, 'cart:cart.summary.items', 2), { exact: true }).waitFor();
    await a11y(page, `cart, one line (${lng})`);

    // Checkout: the bottom bar is hidden, the summary shows the line and the cart's total.
    await page.getByRole('link', { name: exactly(cart(lng, 'cart.summary.checkout')) }).click();
    await heading(page, orders(lng, 'checkout.title'));
    expect(await bottomNav(page).count()).toBe(0);
    const summary = page.getByTestId('order-summary');
    await summary.getByText(title, { exact: true }).waitFor();
    await summary.getByText(orders(lng, 'item.colour', { color: colourName(lng, first) }), { exact: true }).waitFor();
    if (firstValue !== null) await summary.getByText(orders(lng, 'item.option', { value: firstValue }).replace(/<\/?0>/g, ''), { exact: true }).waitFor();
    await summary.getByText(orders(lng, 'summary.quantity', { count: 2 }), { exact: true }).waitFor();
    expect(await summary.getByTestId('order-total').textContent()).toBe(cartTotal);
    await a11y(page, `checkout (${lng})`);
    const fullName = page.getByLabel(new RegExp(orders(lng, 'checkout.fullName')));
    expect(await fullName.inputValue()).toBe(`${firstName} ${lastName}`);
    await page.getByRole('textbox', { name: new RegExp(orders(lng, 'checkout.phone')) }).fill('0944 567 890');
    await page.getByLabel(new RegExp(orders(lng, 'checkout.city'))).fill(lng === 'ar' ? 'دمشق' : 'Damascus');
    await page.getByLabel(new RegExp(orders(lng, 'checkout.street'))).fill(lng === 'ar' ? 'شارع بغداد ١٢' : 'Baghdad St. 12');
    await page.getByRole('button', { name: exactly(orders(lng, 'checkout.placeOrder')) }).click();

    // The confirmation: the order's number, its status, the same total; the cart is empty.
    await page.waitForURL(/\/orders\/\d+/, { timeout: 30_000 });
    const orderId = Number(/\/orders\/(\d+)/.exec(page.url())?.[1]);
    await heading(page, orders(lng, 'confirmation.title'));
    const confirmation = page.getByTestId('order-confirmation');
    expect(await confirmation.getByTestId('order-number').textContent()).toBe(`#${orderId}`);
    expect(await confirmation.getByTestId('order-status').textContent()).toBe(orders(lng, 'status.placed'));
    expect(await confirmation.getByTestId('order-total').textContent()).toBe(cartTotal);
    // Shown as people write it, kept on one line (issue 26): +963 944 567 890.
    await confirmation.getByText('+963\u00a0944\u00a0567\u00a0890', { exact: true }).waitFor();
    await expect.poll(() => cartBadge(page).count()).toBe(0);
    await a11y(page, `order confirmation (${lng})`);

    await page.getByRole('link', { name: exactly(orders(lng, 'confirmation.continue')) }).click();
    await heading(page, orders(lng, 'success.title'));
    await a11y(page, `order success (${lng})`);

    // The order in the account, placed.
    await page.getByRole('link', { name: exactly(orders(lng, 'success.viewOrders')) }).click();
    await heading(page, account(lng, 'account.title'));
    const list = page.getByTestId('order-list');
    const entry = list.getByRole('listitem').filter({ hasText: orders(lng, 'account.orderNumber', { id: orderId }) });
    await entry.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    expect(await entry.getByTestId('order-status').textContent()).toBe(orders(lng, 'status.placed'));
    await entry.getByText(cartTotal, { exact: false }).waitFor();
    await a11y(page, `account orders (${lng})`);

    // The notification the order made, before the refund.
    await menuButton(page, lng).click();
    await page.getByTestId('side-menu').getByRole('link', { name: notificationsLink(lng) }).click();
    await heading(page, account(lng, 'notifications.title'));
    const notifications = page.getByTestId('notification');
    await notifications.first().waitFor();
    const before = await notifications.count();
    await page.getByTestId('unread-count').getByText(account(lng, 'notifications.unreadCount', { count: before }), { exact: true }).waitFor();
    expect(await notifications.first().getByRole('heading').textContent()).toContain(String(orderId));
    await a11y(page, `notifications, order placed (${lng})`);

    // The courier delivers (the dev route); the order's details now offer a refund.
    await deliver(orderId);
    await bottomNavLink(page, lng, 'profile').click();
    await heading(page, account(lng, 'account.title'));
    await page.getByRole('link', { name: exactly(orders(lng, 'account.viewDetails', { id: orderId })) }).click();
    // The order's own page (issue 26).
    await page.waitForURL((url) => url.pathname === `/orders/${orderId}`);
    const details = page.getByTestId('order-confirmation');
    await details.getByTestId('order-status').getByText(orders(lng, 'status.delivered'), { exact: true }).waitFor();
    await details.getByTestId('order-item').getByText(title, { exact: true }).waitFor();
    await a11y(page, `order details, delivered (${lng})`);
    // The link names the line's variant after its title (issue 15): "… for Linen shirt (White, M)".
    await details.getByRole('link', { name: new RegExp(`^\\s*${escapeRegExp(orders(lng, 'account.refundItemNamed', { title }))}( \\(.+\\))?\\s*$`) }).click();

    // The refund form: one of the two, with a reason.
    await page.waitForURL(/\/refund\/\d+\/\d+/);
    await heading(page, orders(lng, 'refund.title'));
    const quantity = page.getByRole('textbox', { name: new RegExp(orders(lng, 'refund.quantity')) });
    await quantity.waitFor();
    await page.getByText(orders(lng, 'refund.quantityHint', { max: 2 }), { exact: true }).waitFor();
    await a11y(page, `refund form (${lng})`);
    await quantity.fill('1');
    await page.getByLabel(new RegExp(orders(lng, 'refund.reason'))).selectOption({ label: orders(lng, 'refund.reasons.faulty') });
    await page.getByRole('button', { name: exactly(orders(lng, 'refund.submit')) }).click();
    const sent = page.getByTestId('refund-sent');
    await sent.getByText(orders(lng, 'refund.sentTitle'), { exact: true }).waitFor();
    const card = sent.getByTestId('refund-card');
    expect(await card.getByTestId('refund-status').textContent()).toBe(orders(lng, 'refundStatus.requested'));
    await card.getByText(orders(lng, 'refund.reasons.faulty'), { exact: true }).waitFor();
    // The amount, part by part (issue 26): one unit of the kept line, the tax paid on it, its delivery share; they add up.
    expect(amount(await card.getByTestId('refund-items').textContent())).toBe(unit);
    const refundTax = amount(await card.getByTestId('refund-tax').textContent());
    const refundDelivery = amount(await card.getByTestId('refund-delivery').textContent());
    // Paid back in cash: rounded to the Syrian pound's cash step, the rounding its own line when there is one.
    const refundRoundingLine = card.getByTestId('refund-cash-rounding');
    const roundingText = (await refundRoundingLine.count()) === 0 ? '' : ((await refundRoundingLine.textContent()) ?? '');
    const refundRounding = roundingText === '' ? 0 : (/[-−]/.test(roundingText) ? -1 : 1) * amount(roundingText);
    expect(amount(await card.getByTestId('refund-total').textContent())).toBe(unit + refundTax + refundDelivery + refundRounding);
    expect((unit + refundTax + refundDelivery + refundRounding) % 1000).toBe(0);
    await a11y(page, `refund requested (${lng})`);

    // Back on the order's page, its line shows the request and its status.
    await page.getByRole('link', { name: exactly(orders(lng, 'refund.backToOrder')) }).click();
    await heading(page, orders(lng, 'confirmation.orderTitle', { id: orderId }));
    const item = page.getByTestId('order-details').getByTestId('order-item');
    await item.getByTestId('refund-status').getByText(orders(lng, 'refundStatus.requested'), { exact: true }).waitFor();
    await a11y(page, `order details, refund requested (${lng})`);

    // The new notification, on top and unread.
    await menuButton(page, lng).click();
    await page.getByTestId('side-menu').getByRole('link', { name: notificationsLink(lng) }).click();
    await heading(page, account(lng, 'notifications.title'));
    await expect.poll(() => notifications.count()).toBe(before + 1);
    const newest = notifications.first();
    expect(await newest.getAttribute('data-read')).toBe('false');
    expect(await newest.getByRole('heading').textContent()).toContain(String(orderId));
    expect(await newest.getByRole('heading').textContent()).not.toBe(await notifications.nth(1).getByRole('heading').textContent());
    await page.getByTestId('unread-count').getByText(account(lng, 'notifications.unreadCount', { count: before + 1 }), { exact: true }).waitFor();
    await a11y(page, `notifications, refund requested (${lng})`);

    expect(pageErrors(page)).toEqual([]);
  }, 420_000);
});
