import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../support/accounts';
import { renderApp } from '../support/render-app';

const itemNames = (nav: HTMLElement): string[] => within(nav).getAllByRole('link').map((link) => link.textContent ?? '');

describe('bottom navigation', () => {
  it('lists categories, shop, home, sales and profile in reading order in English', async () => {
    await renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Quick navigation' });
    expect(itemNames(nav)).toEqual(['Categories', 'Shop', 'Home', 'Sales', 'Account']);
  });

  // The same reading (and Tab) order in Arabic; the page's dir="rtl" puts the first at the right.
  it('keeps the reading order in Arabic and lets the page direction mirror the row', async () => {
    await renderApp('/', { lang: 'ar' });
    const nav = await screen.findByRole('navigation', { name: 'التنقّل السريع' });
    expect(itemNames(nav)).toEqual(['الأقسام', 'المتجر', 'الرئيسية', 'التخفيضات', 'حسابي']);
    expect(nav.closest('[dir="ltr"]')).toBeNull();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('highlights the current section', async () => {
    await renderApp('/sales');
    const nav = await screen.findByTestId('bottom-nav');
    const current = within(nav).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Sales']);
  });

  it('marks profile current on the login page and leads a guest there', async () => {
    await renderApp('/login');
    const profile = within(await screen.findByTestId('bottom-nav')).getByRole('link', { name: 'Account' });
    expect(profile.getAttribute('aria-current')).toBe('page');
    expect(profile.getAttribute('href')).toBe('/login');
  });

  it('leads a shopper with a valid token to the account', async () => {
    await renderApp('/', { fakes: signedIn() });
    const profile = within(await screen.findByTestId('bottom-nav')).getByRole('link', { name: 'Account' });
    expect(profile.getAttribute('href')).toBe('/account');
  });

  // On large screens CSS hides it (one page for every width): the browser tests see that (e2e/frame.test.ts).
  it('is not drawn on product details and on checkout', async () => {
    const product = await renderApp('/product/12');
    await screen.findByRole('heading', { level: 1, name: "This product isn't available" });
    expect(screen.queryByTestId('bottom-nav')).toBeNull();
    product.unmount();

    await renderApp('/checkout', { fakes: signedIn() });
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(screen.queryByTestId('bottom-nav')).toBeNull();
  });
});
