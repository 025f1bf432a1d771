import { describe, expect, it } from 'vitest';
import { FrameStore } from '../../../src/application/frame/frame-store';
import { InMemoryLanguageSwitcher } from '../../../src/infrastructure/shared/in-memory-language-switcher';
import { setup } from '../support/app';
import { CountryStore } from '../../../src/application/country';
import { InMemoryGeoLocator } from '../../../src/infrastructure/country/in-memory-geo-locator';

describe('FrameStore', () => {
  it('starts in the switcher’s language and toggles between English and Arabic', async () => {
    const { container, fakes } = setup();
    const frame = container.get(FrameStore);
    expect(frame.language).toBe('en');
    expect(frame.direction).toBe('ltr');
    expect(frame.toggleFlag).toBe('sy');

    await frame.languageToggled();

    expect(fakes.languageSwitcher.language).toBe('ar');
    expect(frame.language).toBe('ar');
    expect(frame.direction).toBe('rtl');
    expect(frame.toggleFlag).toBe('gb');
  });

  it("offers Arabic under the shopper's country's flag: Lebanon's to a shopper in Lebanon", async () => {
    const { container } = setup({ overrides: { geoLocator: new InMemoryGeoLocator('Lebanon') } });
    const frame = container.get(FrameStore);
    expect(frame.toggleFlag).toBe('sy');
    await container.get(CountryStore).started();
    expect(frame.toggleFlag).toBe('lb');
  });

  it('stays in the current language when switching fails, and logs it', async () => {
    const { container, fakes } = setup({ overrides: { languageSwitcher: new InMemoryLanguageSwitcher('ar') } });
    fakes.languageSwitcher.failures.fail(new Error('translations unavailable'));
    const frame = container.get(FrameStore);

    await frame.languageToggled();

    expect(frame.language).toBe('ar');
    expect(fakes.errorReporter.reported).toHaveLength(1);
  });

  it('the home header turns solid past 50 px; other pages are always solid', () => {
    const frame = setup().container.get(FrameStore);
    frame.routeChanged('/');
    frame.scrolled(50);
    expect(frame.headerSolid).toBe(false);
    frame.scrolled(51);
    expect(frame.headerSolid).toBe(true);

    frame.scrolled(0);
    frame.routeChanged('/shop');
    expect(frame.headerSolid).toBe(true);
  });

  it('shows the scroll-to-top button past 300 px', () => {
    const frame = setup().container.get(FrameStore);
    frame.scrolled(300);
    expect(frame.showScrollTop).toBe(false);
    frame.scrolled(301);
    expect(frame.showScrollTop).toBe(true);
  });

  it('shows the category strip everywhere but home', () => {
    const frame = setup().container.get(FrameStore);
    frame.routeChanged('/');
    expect(frame.showCategoryStrip).toBe(false);
    frame.routeChanged('/sales');
    expect(frame.showCategoryStrip).toBe(true);
  });

  it('closes the side menu on a route change', () => {
    const frame = setup().container.get(FrameStore);
    frame.menuOpened();
    expect(frame.sideMenuOpen).toBe(true);

    frame.routeChanged('/about');

    expect(frame.sideMenuOpen).toBe(false);
  });

  // The width is CSS's business (one page fits every width, docs/adr/0037): the store knows only which
  // routes have no bottom bar, on any width.
  it('hides the bottom bar on product and checkout pages, whatever the width', () => {
    const frame = setup().container.get(FrameStore);
    frame.routeChanged('/shop');
    expect(frame.bottomNavHidden).toBe(false);

    frame.routeChanged('/product/12');
    expect(frame.bottomNavHidden).toBe(true);
    frame.routeChanged('/checkout');
    expect(frame.bottomNavHidden).toBe(true);
    expect('resized' in frame).toBe(false);
  });

  it('keeps the bottom bar in reading order in both languages (dir mirrors it), profile to /account with a valid token', async () => {
    const { container } = setup({ signedIn: true });
    const frame = container.get(FrameStore);
    expect(frame.bottomNavItems.map((item) => item.id)).toEqual(['categories', 'shop', 'home', 'sales', 'profile']);
    expect(frame.bottomNavItems.at(-1)?.to).toBe('/account');

    await frame.languageToggled();
    expect(frame.language).toBe('ar');
    expect(frame.bottomNavItems.map((item) => item.id)).toEqual(['categories', 'shop', 'home', 'sales', 'profile']);
  });

  it('profile goes to /login for a guest and is active on /login', () => {
    const frame = setup().container.get(FrameStore);
    frame.routeChanged('/login');
    expect(frame.bottomNavItems.find((item) => item.id === 'profile')?.to).toBe('/login');
    expect(frame.activeNavItem).toBe('profile');
  });

  it('offers the emergency option on the home page only', () => {
    const frame = setup().container.get(FrameStore);
    frame.routeChanged('/');
    expect(frame.showEmergencyOption).toBe(true);
    frame.routeChanged('/faq');
    expect(frame.showEmergencyOption).toBe(false);
  });

  it('tracks whether an input has focus', () => {
    const frame = setup().container.get(FrameStore);
    frame.inputFocusChanged(true);
    expect(frame.inputFocused).toBe(true);
    frame.inputFocusChanged(false);
    expect(frame.inputFocused).toBe(false);
  });
});
