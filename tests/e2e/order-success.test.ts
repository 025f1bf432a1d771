// Issue 26: /order-success says "order placed" only to the shopper who just placed one; anyone else who
// opens it (a reload, a shared link, a bookmark) is sent to her orders. en and ar at 360 px.
import { describe, expect, inject, it } from 'vitest';
import { freshShopper } from './support/accounts';
import { LANGUAGES, type Lng, type Viewport, useBrowser } from './support/browser';
import { text } from './support/locales';

const { open } = useBrowser();
const baseUrl = inject('baseUrl');
const NARROW: Viewport = { name: 'phone', width: 360, height: 740 };

describe.each(LANGUAGES)('/order-success opened directly, in %s', (lng: Lng) => {
  it('sends a shopper who placed no order here to her orders, with no thank-you', async () => {
    const { token } = await freshShopper(baseUrl, 1);
    const page = await open({ path: '/order-success', lng, token, viewport: NARROW, waitFor: async () => {} });
    await page.waitForURL((url) => url.pathname === '/account', { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: text(lng, 'account:account.title'), exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: text(lng, 'orders:success.title'), exact: true }).count()).toBe(0);
  });
});
