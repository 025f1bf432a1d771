// Issue 26, "Words and layout in Arabic", at 360 px in both languages against the real server:
// - the unread badge reads "9+" (not "+9") and leaves the menu icon in view;
// - a colour is named in the page's language ("olive" was left in English on Arabic pages);
// - an option keeps its unit on the right of its number outside the chips too (the legend and the cart line
//   read `"55` in Arabic), a count of things is said in the page's language, and the option has one name
//   ("Option", الخيار) on the product, in the cart and at checkout, with no dash for an absent colour;
// - the price filter names the currency as the prices do (ل.ل., not LBP); the footer has Home;
// - /home-desktop has no empty band above its hero;
// - product, category and brand pictures draw the kind of product, with no Latin initials.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { ProductDetailsWire, VariantWire } from '../../src/infrastructure/catalogue/catalogue-contract';
import { freshShopper } from './support/accounts';
import { apiAs } from './support/api';
import { appReady, LANGUAGES, useBrowser, type Lng, type Viewport } from './support/browser';
import { exactly, frameText } from './support/frame';
import { text } from './support/locales';

const { open } = useBrowser();
const baseUrl = inject('baseUrl');
const api = apiAs(baseUrl);
const SMALL: Viewport = { name: 'small phone', width: 360, height: 780 };

type Variant = VariantWire;
type Product = ProductDetailsWire;

/** Where each character of an element's text lies on screen, left to right: the order a reader sees. */
async function visualOrder(element: Locator): Promise<string> {
  return element.evaluate((node) => {
    const placed: { char: string; x: number }[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let current = walker.nextNode(); current !== null; current = walker.nextNode()) {
      const content = current.textContent ?? '';
      for (let index = 0; index < content.length; index += 1) {
        const char = content[index] ?? '';
        if (/\s|[\u200e\u200f\u061c]/.test(char)) continue;
        const range = document.createRange();
        range.setStart(current, index);
        range.setEnd(current, index + 1);
        const box = range.getBoundingClientRect();
        if (box.width > 0) placed.push({ char, x: box.left + box.width / 2 });
      }
    }
    return placed
      .toSorted((a, b) => a.x - b.x)
      .map((item) => item.char)
      .join('');
  });
}

/** Where an element lies; NaN when it is not on screen (every comparison with it fails). */
const placeOf = async (locator: Locator) => (await locator.boundingBox()) ?? { x: 0, y: Number.NaN, width: 0, height: 0 };

/** The catalogue's first product (of those named `name`, when given) with a variant in stock that is `wanted`. */
async function productWith(token: string, wanted: (variant: Variant) => boolean, name = ''): Promise<{ product: Product; variant: Variant }> {
  const named = name === '' ? '' : `&productName=${encodeURIComponent(name)}`;
  for (let page = 1; page <= 20; page += 1) {
    const list = await api<{ productsReturned: { products: { id: number }[] } }>(token, 'GET', `/products?pageSize=40&inStock=true&page=${page}${named}`);
    if (list.productsReturned.products.length === 0) break;
    for (const { id } of list.productsReturned.products) {
      const { productReturned } = await api<{ productReturned: Product }>(token, 'GET', `/products/${id}`);
      const variant = productReturned.variants.find((candidate) => candidate.stock > 2 && wanted(candidate));
      if (variant !== undefined) return { product: productReturned, variant };
    }
  }
  throw new Error('e2e: no such product in the seeded catalogue');
}

async function chooseVariant(page: Page, variant: Variant): Promise<void> {
  if (variant.color !== null) await page.locator(`input[name="color"][value="${variant.color}"]`).check();
  if (variant.variantValue !== null) await page.locator(`input[name="variantValue"][value=${JSON.stringify(variant.variantValue)}]`).check();
}

describe.each(LANGUAGES)('words and layout in %s at 360 px', (lng: Lng) => {
  it("reads the unread badge '9+' and keeps the menu icon in view", async () => {
    const { token } = await freshShopper(baseUrl, 1);
    const { product, variant } = await productWith(token, () => true);
    const body = { fullName: 'Rana Khoury', city: 'Damascus', street: 'Baghdad St. 12', phone: '0944 123 456', countryId: 1, currencyId: 1, paymentMethod: 'cash_on_delivery' };
    // Ten orders: ten unread notifications.
    for (let order = 0; order < 10; order += 1) {
      await api(token, 'POST', '/cart/add', { productDetailId: variant.productDetailId, quantity: 1 });
      await api(token, 'POST', '/orders/checkout', body, { 'idempotency-key': `e2e-badge-${product.id}-${Date.now()}-${order}` });
    }
    const page = await open({ path: '/', lng, token, viewport: SMALL });
    const badge = page.getByTestId('menu-notification-badge');
    await badge.waitFor();
    expect(await visualOrder(badge)).toBe('9+');
    // The icon is not hidden under the badge: the middle of its drawing is the icon's, not the badge's.
    const icon = page.locator('header button.site-header__menu svg');
    const box = await icon.boundingBox();
    if (box === null) throw new Error('no menu icon on screen');
    const covered = await badge.evaluate((node, point) => node.contains(document.elementFromPoint(point.x, point.y)), { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(covered).toBe(false);
    const badgeBox = await badge.boundingBox();
    if (badgeBox === null) throw new Error('no badge on screen');
    const overlap = Math.max(0, Math.min(box.x + box.width, badgeBox.x + badgeBox.width) - Math.max(box.x, badgeBox.x)) * Math.max(0, Math.min(box.y + box.height, badgeBox.y + badgeBox.height) - Math.max(box.y, badgeBox.y));
    expect(overlap / (box.width * box.height)).toBeLessThan(0.25);
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    await page.locator('header button.site-header__menu').click();
    expect(await visualOrder(page.getByTestId('side-menu-notification-badge'))).toBe('9+');
  });

  it("names the colour in the page's language, keeps an inch mark on the right of its number, and names the option one way", async () => {
    const { token } = await freshShopper(baseUrl, 1);
    // The seed's rugged phones come in black and olive.
    const olive = await productWith(token, (variant) => variant.color === 'olive', 'Rugged');
    const page = await open({ path: `/product/${olive.product.id}`, lng, token, viewport: SMALL });
    await appReady(page);
    await chooseVariant(page, olive.variant);
    const colourName = text(lng, 'catalogue:colours.olive');
    const colours = page.locator('fieldset.choice').first();
    await colours.locator('legend').getByText(colourName, { exact: false }).waitFor();
    expect(await colours.innerText()).not.toContain('olive');

    // Its televisions come in 43" to 75".
    const inches = await productWith(token, (variant) => (variant.variantValue ?? '').endsWith('"'), 'TV');
    const value = inches.variant.variantValue ?? '';
    await page.goto(new URL(`/product/${inches.product.id}?lng=${lng}`, baseUrl).href);
    await appReady(page);
    await chooseVariant(page, inches.variant);
    const legend = page.locator('fieldset.choice legend').last();
    await expect.poll(() => legend.innerText()).toContain(value);
    const [label] = text(lng, 'catalogue:product.optionChosen').split(':');
    expect(await legend.innerText()).toContain(label);
    // Read on screen from left to right, the number then its mark: 55" (it was "55 in Arabic).
    expect(await visualOrder(legend.locator('bdi'))).toBe(value);
    // Listen before the tap: the cart's answer can come back before a listener set after the click.
    const added = page.waitForResponse((response) => response.url().includes('/api/cart') && response.request().method() !== 'GET');
    await page.getByRole('button', { name: exactly(text(lng, 'catalogue:product.addToCart')) }).first().click();
    await added;

    await page.goto(new URL(`/cart?lng=${lng}`, baseUrl).href);
    const line = page.getByTestId('cart-line').first();
    await line.waitFor();
    const option = line.locator('dd bdi').filter({ hasText: value });
    expect(await visualOrder(option)).toBe(value);
    expect(await line.innerText()).toContain(text(lng, 'cart:cart.line.variant'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL.width);

    await page.goto(new URL(`/checkout?lng=${lng}`, baseUrl).href);
    const variantLine = page.getByTestId('order-summary').getByTestId('summary-variant').first();
    await variantLine.waitFor();
    // The same name as on the product and in the cart, and no dash where the line has no colour.
    expect(await variantLine.innerText()).toContain(text(lng, 'cart:cart.line.variant'));
    expect(await variantLine.innerText()).not.toContain('—');
    expect(await visualOrder(variantLine.locator('bdi'))).toBe(value);
  });

  it('says a count of things in its words: "4 cups" is not left in English on an Arabic page', async () => {
    const { token } = await freshShopper(baseUrl, 1);
    const counted = await productWith(token, (variant) => /^\d+ (cups|persons|pcs)$/.test(variant.variantValue ?? ''));
    const page = await open({ path: `/product/${counted.product.id}`, lng, viewport: SMALL });
    await appReady(page);
    const chips = page.locator('fieldset.choice').last().locator('label.chip');
    await chips.first().waitFor();
    const shown = await chips.allInnerTexts();
    const said: Record<Lng, RegExp> = { ar: /^[^A-Za-z]+$/, en: /^\d+ (cups?|persons?|pieces?)$/ };
    expect(shown.filter((chip) => !said[lng].test(chip.trim()))).toEqual([]);
  });

  it('says measures and ages in its words: "128GB", "500ml", "2-3Y" are not left in English on an Arabic page', async () => {
    const { token } = await freshShopper(baseUrl, 1);
    // (The seeded catalogue has no size word in stock; the ui test of optionText covers those.)
    const kinds: RegExp[] = [/^\d+GB$/, /^\d+(ml|g|kg)$/, /^\d+-\d+Y$/];
    for (const kind of kinds) {
      const found = await productWith(token, (variant) => kind.test(variant.variantValue ?? ''));
      const page = await open({ path: `/product/${found.product.id}`, lng, viewport: SMALL });
      await appReady(page);
      const chips = page.locator('fieldset.choice').last().locator('label.chip');
      await chips.first().waitFor();
      const shown = (await chips.allInnerTexts()).map((chip) => chip.trim());
      // In Arabic no Latin letter is left (the number stays in the store's Latin digits); in English, as the catalogue writes it.
      const wrong: Record<Lng, (chip: string) => boolean> = {
        ar: (chip) => /[A-Za-z]/.test(chip),
        en: (chip) => !/^(\d+(\.\d+)?(GB|TB|ml|g|kg|L)|\d+-\d+Y)$/.test(chip),
      };
      expect(shown.filter(wrong[lng])).toEqual([]);
      await page.close();
    }
  });

  it('names the currency in the price filter as the prices do, and the footer has Home', async () => {
    const page = await open({ path: '/', lng, viewport: SMALL });
    // A guest who chose Lebanon (the footer's form, ADR 0050): prices in Lebanese pounds.
    await page.goto(new URL(`/api/country-choice?country=2&back=${encodeURIComponent(`/shop?lng=${lng}`)}`, baseUrl).href);
    await page.locator('main .product-card').first().waitFor();
    const price = (await page.locator('main .product-card').first().innerText()).replace(/\s+/g, ' ');
    const currency = lng === 'ar' ? 'ل.ل.' : 'LBP';
    expect(price).toContain(currency);
    const legend = page.locator('.filters__price legend');
    expect(await legend.evaluate((node) => node.textContent)).toContain(currency);
    expect(lng === 'ar' && ((await legend.evaluate((node) => node.textContent)) ?? '').includes('LBP')).toBe(false);

    const footer = page.locator('footer.site-footer');
    const home = footer.getByRole('link', { name: exactly(frameText(lng, 'nav.home')) });
    expect(await home.count()).toBe(1);
    expect(new URL((await home.getAttribute('href')) ?? '', baseUrl).pathname).toBe('/');
  });

  it.each([SMALL, { name: 'desktop', width: 1366, height: 768 }])('leaves no empty band above the hero of /home-desktop, and the home page clear of its header ($name)', async (viewport) => {
    const place = async (path: string) => {
      const page = await open({ path, lng, viewport });
      const heading = page.locator('main .hero h1').first();
      await heading.waitFor();
      return { hero: await placeOf(page.locator('main .hero').first()), heading: await placeOf(heading), header: await placeOf(page.locator('header.site-header')) };
    };
    // Its own padding above the heading, not the 112 px of room for a header lying over the hero besides.
    const desktopHome = await place('/home-desktop');
    expect(desktopHome.heading.y - desktopHome.hero.y).toBeLessThan(100);
    expect(desktopHome.hero.y).toBeGreaterThanOrEqual(desktopHome.header.y + desktopHome.header.height - 1);
    // The home page's header still lies over its hero, its heading below the header.
    const home = await place('/');
    expect(home.hero.y).toBeLessThan(home.header.y + home.header.height);
    expect(home.heading.y).toBeGreaterThan(home.header.y + home.header.height);
  });

  it('shows pictures of the kind of product, with no Latin initials, on the product, category and brand pages', async () => {
    const page = await open({ path: '/shop', lng, viewport: SMALL });
    await page.locator('main .product-card img').first().waitFor();
    const product = await page.locator('main .product-card a').first().getAttribute('href');
    const pictures: string[] = [];
    for (const [path, selector] of [
      [product ?? '/shop', 'main img'],
      ['/categories', 'main img'],
      ['/brands', 'main .brand-tile img'],
    ] as const) {
      await page.goto(new URL(path, baseUrl).href);
      const image = page.locator(selector).first();
      await image.waitFor();
      await expect.poll(() => image.evaluate((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0)).toBe(true);
      pictures.push((await image.getAttribute('src')) ?? '');
    }
    for (const src of pictures) {
      const svg = await (await fetch(new URL(src, baseUrl))).text();
      expect(svg).toContain('<svg');
      // No text in the picture: nothing to read in the wrong language (they were two Latin letters).
      expect(svg).not.toContain('<text');
      expect(svg.length).toBeLessThan(2000);
    }
  });
});
