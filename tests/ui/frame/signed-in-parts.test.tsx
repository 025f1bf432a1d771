// A signed-in shopper's public page (issue 27, docs/adr/0038): the server draws it as hers (the account,
// the cart and favourites badges, the unread count, the profile item), writes what it drew into the
// page's state, and the browser puts that back into its stores and takes the HTML over as it is.
import type { Container } from 'inversify';
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthStore } from '../../../src/application/account/auth-store';
import { shopperFrameLoaded, shopperPageRestored, shopperPageState, type ShopperPageState } from '../../../src/application/shopper/shopper-page-state';
import { createTestContainer } from '../../../src/infrastructure/app/test-container';
import { resolve } from '../../../src/infrastructure/app/wiring';
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

/** The parts as the server draws them for this container's shopper (or guest), and the page state it writes. */
async function serverDrawn(container: Container): Promise<{ host: HTMLElement; state: ShopperPageState | null }> {
  await container.get(AuthStore).started();
  const get = <T,>(cls: abstract new (deps: never) => T): T => resolve(container, cls as never);
  await shopperFrameLoaded(get);
  const host = document.createElement('div');
  host.innerHTML = renderToString(<Parts container={container} />);
  document.body.append(host);
  // Through JSON, as the page carries it.
  return { host, state: JSON.parse(JSON.stringify(shopperPageState(get))) as ShopperPageState | null };
}

/** The browser's container for the same shopper, with what the server's page state brought put back. */
async function browserTakingOver(container: Container, state: ShopperPageState | null): Promise<Container> {
  if (state !== null) await shopperPageRestored((cls) => resolve(container, cls as never), state);
  // The stores then start as draw-page.tsx starts them, confirming the shopper with the server.
  await container.get(AuthStore).started();
  return container;
}

/** A signed-in shopper who has not chosen a country yet (the country dialog asks). */
function shopperWithoutCountry(): Container {
  return createTestContainer(signedIn({ store: null })).container;
}

/** A signed-in shopper with 3 in the cart, 2 favourites and 12 unread notifications on the server. */
async function shopper(): Promise<Container> {
  const products = [productDetailsFactory.build({ id: 1, variants: [variantFactory.build({ variantId: 11, stock: 9 })] }), productDetailsFactory.build({ id: 2 })];
  const { container, fakes } = createTestContainer({
    ...signedIn(),
    catalogueGateway: new InMemoryCatalogueGateway({ products }),
    notificationGateway: new InMemoryNotificationGateway(notificationFactory.buildList(12)),
  });
  await fakes.cartGateway.add(11, 3);
  await fakes.favouritesGateway.add(1);
  await fakes.favouritesGateway.add(2);
  return container;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe("a signed-in shopper's parts of a server-drawn page", () => {
  it("are drawn by the server as hers, and taken over from the page's state without a mismatch", async () => {
    await switchLanguage('en');
    const { host, state } = await serverDrawn(await shopper());
    // Before any script: the server's HTML is already the shopper's.
    expect(host.querySelector('.account-link')?.getAttribute('aria-label')).toBe('My account');
    expect(host.querySelector('[data-testid="cart-badge"]')?.textContent).toBe('3');
    expect(host.querySelector('[data-testid="favourites-badge"]')?.textContent).toBe('2');
    expect(host.querySelector('[data-testid="notification-badge"]')?.textContent).toBe('9+');
    expect(host.querySelector('[data-nav-item="profile"]')?.getAttribute('href')).toBe('/account');
    expect(host.querySelector('a[aria-label="Cart, 3 in your cart"]')?.getAttribute('href')).toBe('/cart');
    const drawn = host.innerHTML;
    // The browser's stores know nothing yet (no visit remembered on this device): the page state brings it.
    const container = await browserTakingOver(await shopper(), state);
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(host, <Parts container={container} />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    await act(async () => {
      await new Promise((done) => setTimeout(done, 10));
    });
    expect(mismatches).toEqual([]);
    // Nothing drawn again: the same HTML after hydration.
    expect(host.innerHTML).toBe(drawn);
  });

  it("a guest's page stays a guest's through hydration, its device's favourites shown after", async () => {
    await switchLanguage('en');
    const { host, state } = await serverDrawn(createTestContainer().container);
    expect(state).toBeNull();
    expect(host.querySelector('.account-link')?.getAttribute('aria-label')).toBe('Log in');
    expect(host.querySelector('[data-testid="cart-badge"]')).toBeNull();
    const container = createTestContainer().container;
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(host, <Parts container={container} />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(host.querySelector('.account-link')?.getAttribute('aria-label')).toBe('Log in');
  });

  it('open the country dialog for a shopper without a country after the page is taken over, with nothing mismatched', async () => {
    await switchLanguage('en');
    const { host, state } = await serverDrawn(shopperWithoutCountry());
    const container = await browserTakingOver(shopperWithoutCountry(), state);
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(host, <Parts container={container} />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    await waitFor(() => expect(document.querySelector('dialog')).not.toBeNull());
    expect(mismatches).toEqual([]);
  });
});
