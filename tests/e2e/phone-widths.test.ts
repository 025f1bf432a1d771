// Every route of the route table (spec §2) at 360 px (the commonest Android width) and 390 px, in
// English and Arabic, signed out and signed in as a shopper with long names and a 40-character
// e-mail address: the document is never wider than the viewport, no link, button or field lies
// outside it (an element inside a sideways-scrolling strip counts as reachable), and no link or
// button holds content wider than itself. One context per
// language, width and sign-in state; the routes are visited one after another within it.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProductsPageWire } from '../../src/infrastructure/catalogue/catalogue-contract';
import { freshShopperNamed } from './support/accounts';
import { appReady, LANGUAGES, settled, useBrowser, withLng, type Viewport } from './support/browser';
import { menuButton, searchTrigger } from './support/frame';
import { apiAs } from './support/api';

const { open } = useBrowser();
const baseUrl = inject('baseUrl');

const WIDTHS: readonly Viewport[] = [
  { name: '360', width: 360, height: 780 },
  { name: '390', width: 390, height: 844 },
];

// 28 + '@dukkan.test' = 40 characters, one unbreakable word.
const LONG_EMAIL = `w${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.padEnd(28, 'x').slice(0, 28) + '@dukkan.test';
const LONG_NAMES = { firstName: 'Alexandrina-Maximiliana', lastName: 'Abdulrahman-Al-Khouri-Haddad' };

const api = apiAs(baseUrl);
/** Tabs visiting the routes side by side (the suite ran the 8 sweeps in 344 s one route at a time). */
const SWEEPS = 3;

interface Shopper {
  token: string;
  orderId: number;
  itemId: number;
}

/** The long-named shopper in Syria with a delivered order, a cart line and a favourite. */
async function longNamedShopper(): Promise<Shopper> {
  const { token } = await freshShopperNamed(baseUrl, { ...LONG_NAMES, email: LONG_EMAIL });
  await api(token, 'POST', '/users/profile/update-my-profile', { store: 1, phoneNumber: '963944123456', whatsApp: '963944123456' });
  const list = await api<{ productsReturned: ProductsPageWire }>(
    token,
    'GET',
    '/products?pageSize=20&inStock=true',
  );
  const [first, second] = list.productsReturned.products.filter((product) => product.inStock !== false);
  if (first === undefined || second === undefined) throw new Error('e2e: two products in stock expected');
  await api(token, 'POST', '/cart/add', { productDetailId: first.productDetailId, quantity: 1 });
  const placed = await api<{ orderReturned: { id: number; items: { orderItemId: number }[] } }>(token, 'POST', '/orders/checkout', {
    fullName: `${LONG_NAMES.firstName} ${LONG_NAMES.lastName}`,
    city: 'Damascus',
    street: 'Baghdad St. 12',
    details: '',
    phone: '0944 123 456',
    countryId: 1,
    currencyId: 1,
    paymentMethod: 'cash_on_delivery',
  }, { 'idempotency-key': `phone-widths-${Date.now()}` });
  const orderId = placed.orderReturned.id;
  await api(token, 'POST', `/dev/orders/${orderId}/status`, { status: 'delivered' });
  await api(token, 'POST', '/cart/add', { productDetailId: second.productDetailId, quantity: 2 });
  await api(token, 'POST', '/favourites/add', { productId: second.id });
  const itemId = placed.orderReturned.items[0]?.orderItemId;
  if (itemId === undefined) throw new Error('e2e: the order has no line');
  return { token, orderId, itemId };
}

/** Every route of spec §2, with real ids where the path takes one. */
function routes(shopper: Shopper): string[] {
  return [
    '/',
    '/home-desktop',
    '/emergency',
    '/shop',
    '/shop?productName=a',
    '/sales',
    '/categories',
    '/categories/1',
    '/categories/products/1',
    '/contact',
    '/login',
    '/signup',
    `/verify-email?email=${encodeURIComponent(LONG_EMAIL)}`,
    '/notifications',
    '/cart',
    '/favourites',
    '/checkout',
    '/new',
    '/terms',
    '/terms-conditions',
    '/privacy-policy',
    '/return-policy',
    '/policies',
    '/data-deletion',
    '/account',
    '/order-success',
    `/refund/${shopper.orderId}/${shopper.itemId}`,
    '/product/1',
    `/orders/${shopper.orderId}`,
    '/brands',
    '/brands/products/1',
    '/forget-password',
    '/reset-password?token=abc',
    '/sentry-test',
    '/faq',
    '/about',
    '/download',
    '/no-such-page',
  ];
}

interface Overflow {
  documentWidth: number;
  viewportWidth: number;
  outside: string[];
}

/**
 * The document's width against the viewport's, and the interactive elements that lie (partly)
 * outside the viewport horizontally and cannot be scrolled to within a sideways-scrolling strip.
 */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element): boolean => {
      for (let node = element.parentElement; node !== null && node !== document.body; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if (overflowX === 'auto' || overflowX === 'scroll') {
          const box = node.getBoundingClientRect();
          return box.left >= -0.5 && box.right <= viewportWidth + 0.5;
        }
      }
      return false;
    };
    // eslint-disable-next-line unicorn/consistent-function-scoping -- runs in the page, where page.evaluate sends this function alone
    const named = (element: Element): string => {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const classes = typeof element.className === 'string' && element.className !== '' ? `.${element.className.split(' ').join('.')}` : '';
      return `${element.tagName.toLowerCase()}${classes} "${name}"`;
    };
    const outside: string[] = [];
    const interactive = document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])');
    for (const element of interactive) {
      if (element.closest('[inert], [aria-hidden="true"]') !== null) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = element.getBoundingClientRect();
      // Not drawn, or visually hidden (1 px, clipped) like the native input behind a custom control.
      if (box.width <= 1 || box.height <= 1) continue;
      // Its own content spilling out of it (a word wider than a tile): a field scrolls its text, so not those.
      const spills =
        style.display !== 'inline' &&
        !element.matches('input, select, textarea') &&
        style.overflowX === 'visible' &&
        element.scrollWidth > element.clientWidth + 1;
      if (spills) outside.push(`${named(element)} holds content ${element.scrollWidth - element.clientWidth} px wider than itself`);
      if (box.left >= -0.5 && box.right <= viewportWidth + 0.5) continue;
      if (scrollsSideways(element)) continue;
      outside.push(`${named(element)} spans ${Math.round(box.left)}…${Math.round(box.right)}`);
    }
    return { documentWidth: document.documentElement.scrollWidth, viewportWidth, outside };
  });
}

async function problemsOn(page: Page, label: string): Promise<string[]> {
  // At rest: an overlay measured in its first frame still stands where its slide-in starts (CI read
  // the side menu at -32…278 on a loaded machine: 'networkidle' had been reached before the click, so
  // only the fonts were waited for). settled() also waits for the finite animations to end.
  await settled(page);
  const found = await measure(page);
  const problems: string[] = [];
  if (found.documentWidth > found.viewportWidth) {
    problems.push(`${label}: the document is ${found.documentWidth} px wide in a ${found.viewportWidth} px viewport`);
  }
  problems.push(...found.outside.map((element) => `${label}: ${element} (viewport 0…${found.viewportWidth})`));
  return problems;
}

let shopper: Shopper;
beforeAll(async () => {
  shopper = await longNamedShopper();
}, 60_000);

describe.each(LANGUAGES)('every route fits a phone in %s', (lng) => {
  describe.each(WIDTHS)('at $name px', (viewport) => {
    it.each(['signed out', 'signed in'] as const)('%s', async (state) => {
      const token = state === 'signed in' ? shopper.token : undefined;
      const page = await open({ path: '/', lng, viewport, ...(token === undefined ? {} : { token }) });
      // The routes in SWEEPS tabs of the one context at once: each route waits for the network to rest
      // (half a second at least), time the other tabs use. The same routes, each measured alone in its tab.
      const tabs = [page, ...(await Promise.all(Array.from({ length: SWEEPS - 1 }, () => page.context().newPage())))];
      const all = routes(shopper);
      const swept = await Promise.all(
        tabs.map(async (tab, index) => {
          const found: string[] = [];
          for (const path of all.filter((_, at) => at % SWEEPS === index)) {
            await tab.goto(withLng(path, lng), { waitUntil: 'load' });
            found.push(...(await problemsOn(tab, path)));
          }
          return found;
        }),
      );
      const problems: string[] = swept.flat();
      // The frame's overlays: the side menu (the greeting carries the long name) and the search.
      await page.goto(withLng('/', lng), { waitUntil: 'load' });
      // The page comes drawn from the server; a tap before it is taken over would be lost.
      await appReady(page);
      await menuButton(page, lng).click();
      await page.getByTestId('side-menu').waitFor();
      problems.push(...(await problemsOn(page, 'side menu')));
      await page.keyboard.press('Escape');
      await page.getByTestId('side-menu').waitFor({ state: 'detached' });
      await searchTrigger(page, lng).click();
      await page.getByRole('dialog').waitFor();
      problems.push(...(await problemsOn(page, 'search overlay')));
      expect(problems).toEqual([]);
    }, 300_000);
  });
});
