import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn } from './support/accounts';
import { renderApp } from './support/render-app';

async function openMenu(path = '/shop', options: Parameters<typeof renderApp>[1] = {}) {
  const app = await renderApp(path, options);
  await app.user.click(await screen.findByRole('button', { name: 'Open menu' }));
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  return { ...app, menu };
}

describe('side menu', () => {
  it('greets a guest and locks page scrolling while open', async () => {
    const { menu } = await openMenu();
    expect(within(menu).getByText('Hello, Guest')).toBeTruthy();
    expect(within(menu).queryByText('Seller Account')).toBeNull();
    for (const name of ['Home', 'Shop', 'Sales', 'Notifications', 'About', 'FAQ', 'Contact', 'Categories', 'Brands', 'Policies', 'Privacy']) {
      expect(within(menu).getByRole('link', { name })).toBeTruthy();
    }
    expect(document.body.classList.contains('scroll-locked')).toBe(true);
  });

  it('greets a seller by name with the Seller Account badge and a profile link', async () => {
    const { menu } = await openMenu('/shop', { fakes: signedIn({ firstName: 'Rami', lastName: 'Khoury', role: 'Seller' }) });
    expect(await within(menu).findByText('Hello, Rami Khoury')).toBeTruthy();
    expect(within(menu).getByText('Seller Account')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe('/account');
  });

  it('closes when a link changes the route, and unlocks scrolling', async () => {
    const { menu, user, router } = await openMenu();
    await user.click(within(menu).getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(screen.queryByTestId('side-menu')).toBeNull());
    expect(router.state.location.pathname).toBe('/faq');
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
  });

  it('closes on a click outside the panel', async () => {
    const { menu, user } = await openMenu();
    const backdrop = menu.parentElement;
    if (backdrop === null) throw new Error('the menu has a backdrop');
    await user.click(backdrop);
    expect(screen.queryByTestId('side-menu')).toBeNull();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { user } = await openMenu();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('side-menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });
});
