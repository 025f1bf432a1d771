// Issue 26, "Notifications are in the page's language": a browser that prefers the other language opens
// /notifications in English (or Arabic) and reads its notifications in the page's language, not the
// browser's (the API used to answer by Accept-Language).
import { describe, expect, inject, it } from 'vitest';
import { freshShopper } from './support/accounts';
import { LANGUAGES, type Lng, type Viewport, useBrowser } from './support/browser';
import { apiAs, variantsInStock } from './support/api';

const { open } = useBrowser();
const baseUrl = inject('baseUrl');
const api = apiAs(baseUrl);
const NARROW: Viewport = { name: 'phone', width: 360, height: 740 };
const TITLE: Record<Lng, (id: number) => string> = { en: (id) => `Order #${id} placed`, ar: (id) => `تم استلام طلبك رقم ${id}` };

describe.each(LANGUAGES)('notifications on a %s page in a browser that prefers the other language', (lng: Lng) => {
  it("reads the order's notification in the page's language, and its link opens the order", async () => {
    const { token } = await freshShopper(baseUrl, 1);
    const [variant] = await variantsInStock(baseUrl, 1);
    await api(token, 'POST', '/cart/add', { productDetailId: variant, quantity: 1 });
    const body = { fullName: 'Rana Khoury', city: 'Damascus', street: 'Baghdad St. 12', phone: '0944 123 456', countryId: 1, currencyId: 1, paymentMethod: 'cash_on_delivery' };
    const { orderReturned } = await api<{ orderReturned: { id: number } }>(token, 'POST', '/orders/checkout', body, { 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` });

    const other: Lng = lng === 'en' ? 'ar' : 'en';
    const page = await open({ path: '/notifications', lng, token, viewport: NARROW, browserLocale: other === 'ar' ? 'ar-SY' : 'en-GB' });
    const first = page.getByTestId('notification').first();
    await first.waitFor({ timeout: 20_000 });
    const title = (await first.locator('.notification__title').textContent()) ?? '';
    expect(title).toContain(TITLE[lng](orderReturned.id));
    expect(title).not.toContain(TITLE[other](orderReturned.id));

    // It links to the order's own page (issue 26), which names the order.
    await first.getByTestId('notification-order-link').click();
    await page.waitForURL((url) => url.pathname === `/orders/${orderReturned.id}`);
    await page.getByTestId('order-number').filter({ hasText: `#${orderReturned.id}` }).waitFor();
  });
});
