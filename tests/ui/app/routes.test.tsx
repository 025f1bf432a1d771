import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeEntries } from '../../../src/application/frame/route-table';
import { ROUTE_MODULES, type RouteModule } from '../../../src/ui/app/route-modules';
import enCatalogue from '../../../locales/en/catalogue.json';
import { signedIn } from '../support/accounts';
import { renderApp } from '../support/render-app';

// Every route of spec section 2 answers with its own titled screen, never the 404 page.
const PUBLIC: [string, string][] = [
  ['/home-desktop', 'Everything for your home, at fair prices'],
  ['/emergency', 'Dukkan, simplified'],
  ['/sales', 'Sales'],
  ['/categories', 'Categories'],
  ['/categories/4', "This category isn't available"],
  ['/categories/products/4', "This category isn't available"],
  ['/contact', 'Contact us'],
  ['/login', 'Log in'],
  ['/signup', 'Create your account'],
  ['/login/phone', 'Log in with your phone'],
  ['/signup/phone', 'Sign up with your phone'],
  ['/verify-email', 'Verify your e-mail'],
  ['/terms', 'Terms of use'],
  ['/terms-conditions', 'Terms and conditions of sale'],
  ['/privacy-policy', 'Privacy policy'],
  ['/return-policy', 'Return policy'],
  ['/policies', 'Store policies'],
  ['/data-deletion', 'Delete your account and data'],
  ['/product/7', "This product isn't available"],
  ['/brands', 'Brands'],
  ['/brands/products/3', "This brand isn't available"],
  ['/forget-password', 'Forgotten your password?'],
  ['/reset-password', 'Choose a new password'],
  ['/faq', 'Frequently asked questions'],
  ['/about', 'About Dukkan'],
  ['/download', 'Dukkan on your phone'],
];

// The list pages without a parameter (shop, new arrivals…) are titled with their words under
// catalogue:<route> (route-modules.test.ts checks both languages have them): each is tried here too.
const LIST_PAGES: [string, string][] = routeEntries()
  .filter(([name, route]) => (ROUTE_MODULES[name] as RouteModule).list !== undefined && !route.path.includes(':'))
  .map(([name, route]) => [route.path, ((enCatalogue as Record<string, unknown>)[name] as { title: string }).title]);
PUBLIC.push(...LIST_PAGES);

const MEMBERS_ONLY: [string, string][] = [
  ['/notifications', 'Notifications'],
  ['/cart', 'Your cart'],
  ['/favourites', 'Favourites'],
  ['/checkout', 'Checkout'],
  ['/account', 'My account'],
  // Only for the shopper who just placed an order (issue 26); anyone else lands on her orders.
  ['/order-success', 'My account'],
  ['/refund/12/3', 'Request a refund'],
  ['/orders/12', 'Order confirmation'],
  // Issue 29: the operator console (the API refuses a shopper; the page words the refusal under its title).
  ['/admin', 'Orders'],
  ['/admin/orders/12', 'Order #12'],
  ['/admin/refunds', 'Refunds'],
  ['/admin/refunds/5', 'Refund request #5'],
  ['/admin/shoppers', 'Shoppers'],
];

const matches = (routePath: string, path: string) => new RegExp(`^${routePath.replace(/:\w+/g, '[^/]+')}$`).test(path);

describe('routes', () => {
  it('covers every page of the route table, members-only exactly where the table asks for sign-in', () => {
    // The Sentry test page has no title to show: it is there to throw.
    const untested = routeEntries().filter(
      ([routeName, route]) => routeName !== 'sentryTest' && !(route.signIn ? MEMBERS_ONLY : [['/', ''], ...PUBLIC]).some(([path = '']) => matches(route.path, path)),
    );
    expect(untested).toEqual([]);
    expect(LIST_PAGES).toEqual(expect.arrayContaining([['/shop', 'Shop'], ['/new', 'New arrivals']]));
  });

  it('shows the home page at /', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Everything for your home, at fair prices' })).toBeTruthy();
    expect(screen.queryByTestId('category-strip')).toBeNull();
  });

  it.each(PUBLIC)('%s shows "%s"', async (path, title) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it.each(MEMBERS_ONLY)('%s shows "%s" to a signed-in shopper', async (path, title) => {
    await renderApp(path, { fakes: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it.each(MEMBERS_ONLY)('%s sends a guest to the login page', async (path) => {
    const { router } = await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
  });
});
