import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../support/accounts';
import { renderApp } from '../support/render-app';

async function openMenu(path = '/shop', options: Parameters<typeof renderApp>[1] = {}) {
  const app = await renderApp(path, options);
  await app.user.click(await screen.findByRole('button', { name: 'Open menu' }));
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  return { ...app, menu };
}

// The menu is a native <dialog> shown with showModal(). happy-dom only sets its `open` attribute:
// the page made inert, Tab kept inside, Escape, focus given back to the menu button and the page not
// scrolling behind are the browser's, and tests/e2e/side-menu.test.ts checks them in Chromium.
describe('side menu', () => {
  it('greets a guest in an open dialog', async () => {
    const { menu } = await openMenu();
    expect(within(menu).getByText('Hello, Guest')).toBeTruthy();
    expect(within(menu).queryByText('Seller Account')).toBeNull();
    for (const name of ['Home', 'Shop', 'Sales', 'Notifications', 'About', 'FAQ', 'Contact', 'Categories', 'Brands', 'Policies', 'Privacy']) {
      expect(within(menu).getByRole('link', { name })).toBeTruthy();
    }
    expect(menu).toBeInstanceOf(HTMLDialogElement);
    expect((menu as HTMLDialogElement).open).toBe(true);
  });

  it('greets a seller by name with the Seller Account badge and a profile link', async () => {
    const { menu } = await openMenu('/shop', { fakes: signedIn({ firstName: 'Rami', lastName: 'Khoury', role: 'Seller' }) });
    expect(await within(menu).findByText('Hello, Rami Khoury')).toBeTruthy();
    expect(within(menu).getByText('Seller Account')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe('/account');
  });

  it('closes when a link changes the route', async () => {
    const { menu, user, router } = await openMenu();
    await user.click(within(menu).getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(screen.queryByTestId('side-menu')).toBeNull());
    expect(router.state.location.pathname).toBe('/faq');
  });

  it('closes with its close button', async () => {
    const { menu, user } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByTestId('side-menu')).toBeNull();
  });

  // A click on the ::backdrop reaches the <dialog> itself, at a point outside its box (happy-dom lays
  // nothing out, so the box is empty and any point away from the corner is outside it).
  it('closes on a click on the backdrop, outside the panel', async () => {
    const { menu } = await openMenu();
    fireEvent.click(menu, { clientX: 300, clientY: 400 });
    expect(screen.queryByTestId('side-menu')).toBeNull();
  });
});
