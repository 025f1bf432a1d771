// A signed-in shopper's public page (issue 18): the server draws a guest's (the token is in the
// browser, spec §6), the browser takes that HTML over as it is, and the signed-in parts (the account,
// the cart and favourites badges, the unread count, the profile item) fill in right after.
import type { Container } from 'inversify';
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthStore } from '../../../src/application/account/auth-store';
import { NotificationStore } from '../../../src/application/notifications';
import { createTestContainer } from '../../../src/infrastructure/app/test-container';
import { InMemoryCatalogueGateway } from '../../../src/infrastructure/catalogue/in-memory-catalogue-gateway';
import { InMemoryNotificationGateway } from '../../../src/infrastructure/notifications/in-memory-notification-gateway';
import { ContainerProvider } from '../../../src/ui/app/container-context';
import { BottomNav } from '../../../src/ui/frame/bottom-nav';
import { AccountLink, CartLink, FavouritesLink } from '../../../src/ui/frame/header-actions';
import { NavEntryLabel } from '../../../src/ui/frame/nav-entry-label';
import { NAV_ENTRIES } from '../../../src/ui/frame/navigation';
import { Overlays } from '../../../src/ui/frame/overlays';
import { productDetailsFactory, variantFactory } from '../../factories/product-factory';
import { notificationFactory } from '../../factories/notification-factory';
import { signedIn } from '../support/accounts';
import { switchLanguage } from '../support/i18n';

const notifications = NAV_ENTRIES.find((entry) => entry.to === '/notifications');

function Parts({ container }: { container: Container }) {
  return (
    <ContainerProvider container={container}>
      <MemoryRouter initialEntries={['/shop']}>
        <AccountLink />
        <CartLink />
        <FavouritesLink />
        {notifications !== undefined && <NavEntryLabel entry={notifications} badgeTestId="notification-badge" />}
        <BottomNav />
        <Overlays />
      </MemoryRouter>
    </ContainerProvider>
  );
}

/** The guest's parts as the server draws them. */
async function serverDrawn(): Promise<HTMLElement> {
  const { container } = createTestContainer();
  await container.get(AuthStore).started();
  const host = document.createElement('div');
  host.innerHTML = renderToString(<Parts container={container} />);
  document.body.append(host);
  return host;
}

/** A signed-in shopper who has not chosen a country yet (the country dialog asks). */
async function shopperWithoutCountry(): Promise<Container> {
  const { container } = createTestContainer(signedIn({ store: null }));
  await container.get(AuthStore).started();
  return container;
}

/** A signed-in shopper with 3 in the cart, 2 favourites and 12 unread notifications, started as main.tsx starts it. */
async function shopper(): Promise<Container> {
  const products = [productDetailsFactory.build({ id: 1, variants: [variantFactory.build({ variantId: 11, stock: 9 })] }), productDetailsFactory.build({ id: 2 })];
  const { container, fakes } = createTestContainer({
    ...signedIn(),
    catalogueGateway: new InMemoryCatalogueGateway({ products }),
    notificationGateway: new InMemoryNotificationGateway(notificationFactory.buildList(12)),
  });
  // The shopper's cart and favourites on the server.
  await fakes.cartGateway.add(11, 3);
  await fakes.favouritesGateway.add(1);
  await fakes.favouritesGateway.add(2);
  await Promise.all([container.get(AuthStore).started(), container.get(NotificationStore).started()]);
  return container;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe("a signed-in shopper's parts of a server-drawn page", () => {
  it("take the guest's HTML over without a mismatch, then show the shopper's account, counts and profile link", async () => {
    await switchLanguage('en');
    const host = await serverDrawn();
    expect(host.querySelector('[data-testid="cart-badge"]')).toBeNull();
    const container = await shopper();
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(host, <Parts container={container} />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    await act(async () => {
      await new Promise((done) => setTimeout(done, 10));
    });
    expect(mismatches).toEqual([]);
    expect(host.querySelector('.account-link')?.getAttribute('aria-label')).toBe('My account');
    expect(host.querySelector('[data-testid="cart-badge"]')?.textContent).toBe('3');
    expect(host.querySelector('[data-testid="favourites-badge"]')?.textContent).toBe('2');
    expect(host.querySelector('[data-testid="notification-badge"]')?.textContent).toBe('9+');
    expect(host.querySelector('[data-nav-item="profile"]')?.getAttribute('href')).toBe('/account');
    expect(host.querySelector('a[aria-label="Cart, 3 in your cart"]')?.getAttribute('href')).toBe('/cart');
  });

  it('open the country dialog for a shopper without a country after the page is taken over, with nothing mismatched', async () => {
    await switchLanguage('en');
    const host = await serverDrawn();
    const container = await shopperWithoutCountry();
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(host, <Parts container={container} />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    await waitFor(() => expect(document.querySelector('dialog')).not.toBeNull());
    expect(mismatches).toEqual([]);
  });
});
