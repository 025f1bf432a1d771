// Issue 29 (ADR 0055), the console's catalogue in English and Arabic against the real server: the operator signs
// in, creates a product with a picture (the names typed each in its own direction), and it is in the shop's search
// and on its page with the picture; she changes its price and stock inline and the shopper's product page shows
// them; she hides it and it is gone from the search and its page answers 404. At 360 px and on a desktop, with
// no serious axe violation; a file that is not a picture is refused with the reason in her language.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshShopperWithoutCountry } from './support/accounts';
import { apiAs } from './support/api';
import { appReady, DESKTOP, LANGUAGES, pageErrors, settled, useBrowser, withLng, type Lng, type Viewport } from './support/browser';
import { exactly } from './support/frame';
import { text } from './support/locales';

const { open } = useBrowser();
const baseUrl = inject('baseUrl');
const api = apiAs(baseUrl);
const SMALL: Viewport = { name: 'small phone', width: 360, height: 780 };

const t = (lng: Lng, key: string, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text(lng, key));
const digits = (value: string | null): string => (value ?? '').replace(/\D/g, '');

// A 1×1 PNG: what the server accepts is read from these bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function heading(page: Page, name: string): Promise<void> {
  try {
    await page.getByRole('heading', { level: 1, name: exactly(name) }).waitFor({ timeout: 15_000 });
  } catch (error) {
    await page.screenshot({ path: 'test-results/admin-catalogue-failure.png', fullPage: true });
    console.info('h1 on failure', page.url(), await page.locator('h1').allTextContents());
    throw error;
  }
}

async function signInAsOperator(lng: Lng, viewport: Viewport): Promise<Page> {
  const page = await open({ path: '/login', lng, viewport });
  await page.getByLabel(t(lng, 'account:fields.email'), { exact: true }).fill('operator@dukkan.test');
  await page.getByLabel(t(lng, 'account:fields.password'), { exact: true }).fill('Operator123');
  await page.getByRole('button', { name: exactly(t(lng, 'account:login.submit')) }).click();
  await page.waitForFunction(() => window.location.pathname !== '/login');
  return page;
}

/** The shop's search for this word, as a shopper sees it: the product cards' titles. */
async function searchTitles(page: Page, lng: Lng, word: string): Promise<string[]> {
  await page.goto(withLng(`/shop?productName=${encodeURIComponent(word)}`, lng));
  await page.getByTestId('product-card').first().or(page.locator('.empty-state, [data-testid="empty-results"]').first()).waitFor({ timeout: 15_000 }).catch(() => undefined);
  return page.getByTestId('product-card').allTextContents();
}

const layoutFits = async (page: Page, width: number) => {
  const wide = await page.evaluate((limit) => [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > limit + 0.5 && !el.closest('.category-strip')).map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`).slice(0, 12), width);
  if (wide.length > 0) console.info('too wide', wide);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
};

describe.each(LANGUAGES)('the console catalogue in %s', (lng) => {
  for (const viewport of [SMALL, DESKTOP]) {
    it(`at ${viewport.width} px: creates a product with a picture, changes its price and stock, hides it; the shopper sees each`, async () => {
      const stamp = `${Date.now().toString(36)}${viewport.width}`;
      const word = `zq${stamp}`;
      const titleEn = `Laurel soap ${word}`;
      const titleAr = `صابون الغار ${word}`;
      const { token } = await freshShopperWithoutCountry(baseUrl, lng === 'ar' ? 'ريم' : 'Reem');
      await api(token, 'POST', '/users/profile/update-my-profile', { store: 1, phoneNumber: '963944123456', whatsApp: '963944123456' });

      const page = await signInAsOperator(lng, viewport);
      const errors = pageErrors(page);
      await page.goto(withLng('/admin/products/new', lng));
      await heading(page, t(lng, 'admin-catalogue:new.title'));
      // Typed only once the app answers and the form's choices are in: text typed into the page before that is lost.
      await appReady(page);
      const category = page.getByRole('combobox', { name: new RegExp(`^${t(lng, 'admin-catalogue:fields.categoryId')}`) });
      await category.locator('option').nth(2).waitFor({ state: 'attached' });
      await settled(page);
      const english = page.getByLabel(t(lng, 'admin-catalogue:fields.titleEn'), { exact: true });
      const arabic = page.getByLabel(t(lng, 'admin-catalogue:fields.titleAr'), { exact: true });
      expect([await english.getAttribute('dir'), await arabic.getAttribute('dir')]).toEqual(['ltr', 'rtl']);
      await english.fill(titleEn);
      await arabic.fill(titleAr);
      await page.getByLabel(t(lng, 'admin-catalogue:fields.descriptionEn'), { exact: true }).fill('Made in Aleppo.');
      await page.getByLabel(t(lng, 'admin-catalogue:fields.descriptionAr'), { exact: true }).fill('صُنع في حلب.');
      // A label's text holds its select's options, so the selects are found by role and name start.
      await category.selectOption({ index: 2 });
      await page.getByRole('combobox', { name: new RegExp(`^${t(lng, 'admin-catalogue:fields.brandId')}`) }).selectOption({ index: 1 });
      await page.getByLabel(t(lng, 'admin-catalogue:fields.serialNo'), { exact: true }).fill(`E2E-${stamp}-${lng}`.toUpperCase());
      await page.getByLabel(t(lng, 'admin-catalogue:fields.price'), { exact: true }).fill('3');
      await page.getByLabel(t(lng, 'admin-catalogue:fields.stock'), { exact: true }).fill('50');
      expect(await english.inputValue()).toBe(titleEn);

      // Not a picture, whatever its name says: refused at once, in her language.
      const file = page.getByLabel(t(lng, 'admin-catalogue:fields.picture'), { exact: true });
      await file.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
      await page.getByRole('alert').filter({ hasText: t(lng, 'admin-catalogue:notice.badPicture') }).first().waitFor();
      await file.setInputFiles({ name: 'soap.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('img', { name: t(lng, 'admin-catalogue:fields.preview') }).waitFor();
      await expectNoSeriousA11yViolations(page, `admin new product (${lng}, ${viewport.width})`);
      await layoutFits(page, viewport.width);
      await page.getByRole('button', { name: exactly(t(lng, 'admin-catalogue:new.create')) }).click();

      await page.waitForURL((url) => /^\/admin\/products\/\d+$/.test(url.pathname)).catch(async (error: unknown) => {
        await page.screenshot({ path: `test-results/admin-catalogue-create-${lng}-${viewport.width}.png`, fullPage: true });
        console.info('after create', page.url(), await page.getByTestId('admin-notice').allTextContents());
        throw error;
      });
      const id = Number(new URL(page.url()).pathname.split('/').at(-1));
      expect(new URL(page.url()).searchParams.get('lng')).toBe(lng === 'ar' ? 'ar' : null);
      await heading(page, t(lng, 'admin-catalogue:product.title', { id }));
      await page.getByTestId('admin-history').getByText(t(lng, 'admin-catalogue:history.picture'), { exact: false }).first().waitFor();
      await expectNoSeriousA11yViolations(page, `admin product (${lng}, ${viewport.width})`);
      await layoutFits(page, viewport.width);

      // The shopper finds it in the shop's search, and its page shows the picture.
      const shopper = await open({ path: '/', lng, viewport, token });
      expect((await searchTitles(shopper, lng, word)).join(' ')).toContain(lng === 'ar' ? titleAr : titleEn);
      await shopper.goto(withLng(`/product/${id}`, lng));
      await heading(shopper, lng === 'ar' ? titleAr : titleEn);
      expect(await shopper.locator('main img[src^="/images/uploads/"]').count()).toBeGreaterThan(0);
      expect(digits(await shopper.getByTestId('product-price').textContent())).toContain('39000');

      // The operator changes the price and stock inline; the shopper's page shows them.
      const variant = page.locator('.admin-variant').first();
      await variant.getByLabel(t(lng, 'admin-catalogue:fields.price'), { exact: true }).fill('2');
      await variant.getByLabel(t(lng, 'admin-catalogue:fields.stock'), { exact: true }).fill('3');
      await variant.getByRole('button', { name: exactly(t(lng, 'admin-catalogue:product.save')) }).click();
      await page.getByTestId('admin-notice').filter({ hasText: t(lng, 'admin-catalogue:notice.done.variant') }).waitFor();
      await shopper.reload();
      await heading(shopper, lng === 'ar' ? titleAr : titleEn);
      await expect.poll(async () => digits(await shopper.getByTestId('product-price').textContent()), { timeout: 5_000 }).toContain('26000');
      expect(digits(await shopper.getByTestId('stock').textContent())).toBe('3');

      // Hidden: gone from the search, and its page answers 404; the console still lists it, marked.
      await page.getByRole('button', { name: exactly(t(lng, 'admin-catalogue:product.hide')) }).click();
      await page.getByTestId('admin-notice').filter({ hasText: t(lng, 'admin-catalogue:notice.done.hide') }).waitFor();
      await expect.poll(async () => (await searchTitles(shopper, lng, word)).length, { timeout: 5_000 }).toBe(0);
      const gone = await shopper.goto(withLng(`/product/${id}`, lng));
      expect(gone?.status()).toBe(404);
      await page.goto(withLng(`/admin/products`, lng));
      await heading(page, t(lng, 'admin-catalogue:list.title'));
      const finder = page.getByRole('search', { name: t(lng, 'admin-catalogue:list.filters') });
      await finder.getByRole('searchbox', { name: t(lng, 'admin-catalogue:list.search') }).fill(word);
      await finder.getByRole('button', { name: exactly(t(lng, 'admin-catalogue:list.apply')) }).click();
      const row = page.getByTestId('admin-products').getByRole('link').filter({ hasText: lng === 'ar' ? titleAr : titleEn });
      await row.getByText(t(lng, 'admin-catalogue:status.hidden'), { exact: true }).waitFor();
      await expectNoSeriousA11yViolations(page, `admin products (${lng}, ${viewport.width})`);
      await layoutFits(page, viewport.width);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lng === 'ar' ? 'rtl' : 'ltr');
      expect(errors).toEqual([]);
    }, 180_000);
  }
});
