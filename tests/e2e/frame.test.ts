// The shared frame (spec §2) in a real browser: bottom bar, category strip rule and the 404 page,
// in English and Arabic, at phone and desktop sizes.
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DESKTOP, LANGUAGES, PHONE, VIEWPORTS, useBrowser } from './support/browser';
import { BOTTOM_NAV_IDS, bottomNav, bottomNavLink, bottomNavOrderOnScreen, exactly, header, pathOf } from './support/frame';
import { text } from './support/locales';

const { open } = useBrowser();
const tokens = inject('tokens');

it("uses the spec's English words for the 404 page, the Seller badge and the country dialog", () => {
  expect(text('en', 'errors:notFound.title')).toBe('404 - Page Not Found');
  expect(text('en', 'errors:notFound.body')).toBe('Oops! The page you are looking for doesnt exist. It might have been moved or deleted.');
  expect(text('en', 'errors:notFound.home')).toBe('Go to Home');
  expect(text('en', 'frame:menu.guest')).toBe('Guest');
  expect(text('en', 'frame:menu.seller')).toBe('Seller Account');
  expect(text('en', 'frame:country.title')).toBe('choose country');
  expect(text('en', 'frame:country.hint')).toBe('Add your phone number without country code');
  expect(text('en', 'frame:search.bySerial').toLowerCase()).toBe('search by serial number');
});

describe.each(LANGUAGES)('the frame in %s', (lng) => {
  describe('the bottom navigation (phone)', () => {
    it(`shows the five items ${lng === 'ar' ? 'mirrored by dir="rtl": profile, sales, home, shop, categories' : 'in order: categories, shop, home, sales, profile'} from left to right`, async () => {
      const page = await open({ path: '/', lng, viewport: PHONE });
      await expect.poll(() => bottomNav(page).isVisible()).toBe(true);
      expect(await bottomNav(page).getByRole('link').count()).toBe(5);
      const expected = lng === 'ar' ? BOTTOM_NAV_IDS.toReversed() : [...BOTTOM_NAV_IDS];
      expect(await bottomNavOrderOnScreen(page, lng)).toEqual(expected);
    });

    it(`reads and tabs through the items in one order, categories first, which sits at the ${lng === 'ar' ? 'right' : 'left'} edge`, async () => {
      const page = await open({ path: '/', lng, viewport: PHONE });
      await expect.poll(() => bottomNav(page).isVisible()).toBe(true);
      // reading (DOM) order, what a screen reader reads
      const domOrder = await bottomNav(page).locator('[data-nav-item]').evaluateAll((links) => links.map((link) => link.getAttribute('data-nav-item')));
      expect(domOrder).toEqual([...BOTTOM_NAV_IDS]);
      // the first item sits at the inline start of the bar: its right edge in Arabic, its left in English
      const bar = await bottomNav(page).boundingBox();
      const first = await bottomNavLink(page, lng, 'categories').boundingBox();
      if (bar === null || first === null) throw new Error('the bar or categories is not on screen');
      const edgeGap = lng === 'ar' ? bar.x + bar.width - (first.x + first.width) : first.x - bar.x;
      expect(edgeGap).toBeLessThan(2);
      expect(first.width).toBeLessThan(bar.width / 4);
      // Tab goes through them in reading order
      await bottomNavLink(page, lng, 'categories').focus();
      const tabbed: (string | null)[] = [];
      for (let step = 0; step < BOTTOM_NAV_IDS.length; step += 1) {
        tabbed.push(await page.evaluate(() => document.activeElement?.getAttribute('data-nav-item') ?? null));
        await page.keyboard.press('Tab');
      }
      expect(tabbed).toEqual([...BOTTOM_NAV_IDS]);
    });

    it('highlights home on the home page and leads a guest from profile to /login, where profile is highlighted', async () => {
      const page = await open({ path: '/', lng, viewport: PHONE });
      expect(await bottomNavLink(page, lng, 'home').getAttribute('aria-current')).toBe('page');
      await bottomNavLink(page, lng, 'profile').click();
      await page.waitForURL((url) => url.pathname === '/login');
      await expect.poll(() => bottomNavLink(page, lng, 'profile').getAttribute('aria-current')).toBe('page');
      expect(await bottomNavLink(page, lng, 'home').getAttribute('aria-current')).toBeNull();
    });

    it('leads a signed-in shopper from profile to /account', async () => {
      const page = await open({ path: '/', lng, viewport: PHONE, token: tokens.shopper });
      await bottomNavLink(page, lng, 'profile').click();
      await page.waitForURL((url) => url.pathname === '/account');
      expect(pathOf(page)).toBe('/account');
    });

    // One page for every width (docs/adr/0037): the bar is in it, and CSS hides it from 768 px, for
    // the eye, the keyboard and the screen reader alike; it shows again when the window narrows.
    it('is hidden at desktop size, and shows when the window narrows to a phone', async () => {
      const page = await open({ path: '/', lng, viewport: DESKTOP });
      await header(page).waitFor();
      expect(await bottomNav(page).isVisible()).toBe(false);
      expect(await page.getByRole('navigation', { name: exactly(text(lng, 'frame:bottomNav.label')) }).count()).toBe(0);
      await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
      await expect.poll(() => bottomNav(page).isVisible()).toBe(true);
    });

    it('is hidden on product details and on checkout', async () => {
      const page = await open({ path: '/product/1', lng, viewport: PHONE, token: tokens.shopper });
      await header(page).waitFor();
      expect(await bottomNav(page).isVisible()).toBe(false);
      await page.goto('/checkout');
      await header(page).waitFor();
      expect(pathOf(page)).toBe('/checkout');
      expect(await bottomNav(page).isVisible()).toBe(false);
      // and it comes back on the next ordinary page
      await page.goto('/shop');
      await bottomNav(page).waitFor();
    });
  });

  describe.each(VIEWPORTS)('the category strip ($name)', (viewport) => {
    it('lists the parent categories on /shop and is gone after going home', async () => {
      const page = await open({ path: '/shop', lng, viewport });
      const strip = page.getByTestId('category-strip');
      await strip.waitFor();
      expect(await strip.getByRole('link').count()).toBeGreaterThan(0);
      // The categories are loaded now, so their absence on the home page is the rule, not a delay.
      await header(page).getByRole('link', { name: exactly(text(lng, 'common:app.homeLink')) }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => strip.count()).toBe(0);
    });
  });

  describe.each(VIEWPORTS)('the 404 page ($name)', (viewport) => {
    it('says the page was not found and leads home', async () => {
      const page = await open({ path: '/no-such-page', lng, viewport });
      const heading = page.getByRole('heading', { level: 1, name: exactly(text(lng, 'errors:notFound.title')) });
      await heading.waitFor();
      expect(await page.title()).toContain(text(lng, 'errors:notFound.metaTitle'));
      await page.getByText(text(lng, 'errors:notFound.body'), { exact: true }).waitFor();
      await page.getByRole('main').getByRole('link', { name: exactly(text(lng, 'errors:notFound.home')) }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => heading.count()).toBe(0);
    });
  });
});
