import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartStore } from '../../../src/application/cart/cart-store';
import { FavouritesStore } from '../../../src/application/favourites/favourites-store';
import { InMemoryNotificationGateway } from '../../../src/infrastructure/notifications/in-memory-notification-gateway';
import { cartFactory } from '../../factories/cart-factory';
import { cartLineFactory } from '../../factories/cart-line-factory';
import { notificationFactory } from '../../factories/notification-factory';
import { signedIn } from '../support/accounts';
import { renderApp } from '../support/render-app';

describe('header', () => {
  it('shows the cart and favourites counts as badges on the phone header', async () => {
    await renderApp('/shop', {
      arrange: (container) => {
        container.get(CartStore).hydrated(cartFactory.build({ lines: [cartLineFactory.build({ quantity: 3 })] }));
        container.get(FavouritesStore).hydrated({ items: [{ id: 1 }, { id: 2 }] });
      },
    });
    const header = await screen.findByRole('banner');
    expect(within(header).getByTestId('cart-badge').textContent).toBe('3');
    expect(within(header).getByTestId('favourites-badge').textContent).toBe('2');
    expect(within(header).getByRole('link', { name: 'Cart, 3 in your cart' })).toBeTruthy();
  });

  it('shows no badge for an empty cart', async () => {
    await renderApp('/shop');
    const header = await screen.findByRole('banner');
    expect(within(header).queryByTestId('cart-badge')).toBeNull();
    expect(within(header).getByRole('link', { name: 'Cart' })).toBeTruthy();
  });

  it('sends guests following cart and favourites to the login page', async () => {
    await renderApp('/shop');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/login?next=%2Fcart');
    expect(within(header).getByRole('link', { name: 'Favourites' }).getAttribute('href')).toBe('/login?next=%2Ffavourites');
  });

  it('links a signed-in shopper straight to the cart', async () => {
    await renderApp('/shop', { fakes: signedIn() });
    const header = await screen.findByRole('banner');
    await waitFor(() => expect(within(header).getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart'));
  });

  it('shows 9+ unread notifications in the desktop navigation bar', async () => {
    await renderApp('/shop', {
      fakes: { ...signedIn(), notificationGateway: new InMemoryNotificationGateway(notificationFactory.buildList(12)) },
    });
    const badge = await screen.findByTestId('notification-badge');
    expect(badge.textContent).toBe('9+');
    expect(screen.getByRole('link', { name: 'Notifications, 12 unread' })).toBeTruthy();
  });

  it('offers a login icon to a guest on the desktop header and the account to a member', async () => {
    const guest = await renderApp('/shop');
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe('/login?next=%2Faccount');
    guest.unmount();
    await renderApp('/shop', { fakes: signedIn() });
    expect((await screen.findByRole('link', { name: 'My account' })).getAttribute('href')).toBe('/account');
  });
});
