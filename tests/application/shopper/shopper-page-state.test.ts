// What a signed-in shopper's page is drawn with and carries to the browser (issue 27, docs/adr/0038): the
// server's render loads the header's counts once each, writes them into the page state, and the browser's
// stores hold the same after restoring it; a guest's page carries none.
import { describe, expect, it } from 'vitest';
import { AuthStore } from '../../../src/application/account/auth-store';
import { CartStore } from '../../../src/application/cart/cart-store';
import { FavouritesStore } from '../../../src/application/favourites/favourites-store';
import { NotificationStore } from '../../../src/application/notifications';
import type { Resolver } from '../../../src/application/frame/route-data';
import { shopperFrameLoaded, shopperPageRestored, shopperPageState } from '../../../src/application/shopper/shopper-page-state';
import { InMemoryProfileGateway } from '../../../src/infrastructure/account/in-memory-profile-gateway';
import { InMemorySession } from '../../../src/infrastructure/account/in-memory-session';
import { createTestContainer } from '../../../src/infrastructure/app/test-container';
import { resolve } from '../../../src/infrastructure/app/wiring';
import { InMemoryCartGateway } from '../../../src/infrastructure/cart/in-memory-cart-gateway';
import { InMemoryCatalogueGateway } from '../../../src/infrastructure/catalogue/in-memory-catalogue-gateway';
import { InMemoryFavouritesGateway } from '../../../src/infrastructure/favourites/in-memory-favourites-gateway';
import { InMemoryNotificationGateway } from '../../../src/infrastructure/notifications/in-memory-notification-gateway';
import { accessToken } from '../../factories/access-token-factory';
import { notificationFactory } from '../../factories/notification-factory';
import { productDetailsFactory, variantFactory } from '../../factories/product-factory';
import { profileWireFactory } from '../../factories/profile-wire-factory';

class CountingCart extends InMemoryCartGateway {
  fetches = 0;
  override async fetch() {
    this.fetches += 1;
    return super.fetch();
  }
}

class CountingFavourites extends InMemoryFavouritesGateway {
  fetches = 0;
  override async fetch() {
    this.fetches += 1;
    return super.fetch();
  }
}

/** The shopper's account on "the server": 3 in the cart, 1 favourite, 4 unread. */
async function shopperServer(signedIn: boolean) {
  const catalogueGateway = new InMemoryCatalogueGateway({
    products: [productDetailsFactory.build({ id: 1, variants: [variantFactory.build({ variantId: 11, stock: 9 })] }), productDetailsFactory.build({ id: 2 })],
  });
  const cartGateway = new CountingCart(catalogueGateway);
  const favouritesGateway = new CountingFavourites(catalogueGateway);
  await cartGateway.add(11, 3);
  await favouritesGateway.add(2);
  const { container } = createTestContainer({
    session: new InMemorySession(signedIn ? accessToken() : null),
    profileGateway: new InMemoryProfileGateway(profileWireFactory.build({ firstName: 'Rana' })),
    catalogueGateway,
    cartGateway,
    favouritesGateway,
    notificationGateway: new InMemoryNotificationGateway(notificationFactory.buildList(4, { isRead: false })),
  });
  const get: Resolver = (cls) => resolve(container, cls as never);
  return { container, get, cartGateway, favouritesGateway };
}

describe("a signed-in shopper's page state", () => {
  it('is loaded on the server with the cart and favourites asked once each, and restored in the browser as drawn', async () => {
    const server = await shopperServer(true);
    await server.get(AuthStore).started();
    await shopperFrameLoaded(server.get);
    expect({ cart: server.cartGateway.fetches, favourites: server.favouritesGateway.fetches }).toEqual({ cart: 1, favourites: 1 });
    const state = JSON.parse(JSON.stringify(shopperPageState(server.get))) as NonNullable<ReturnType<typeof shopperPageState>>;
    expect(state.cart.cart.itemCount).toBe(3);
    expect(state.favourites.items).toEqual([{ id: 2 }]);
    expect(state.unread).toBe(4);

    // The browser: same shopper, nothing remembered on this device yet.
    const browser = await shopperServer(true);
    await shopperPageRestored(browser.get, state);
    expect({
      name: browser.get(AuthStore).user?.name,
      cart: browser.get(CartStore).itemCount,
      favourites: browser.get(FavouritesStore).count,
      unread: browser.get(NotificationStore).unreadCount,
    }).toEqual({ name: state.user.name, cart: 3, favourites: 1, unread: 4 });
    // Before the browser has asked anything.
    expect(browser.cartGateway.fetches).toBe(0);
  });

  it("is none on a guest's page, and nothing of a shopper is asked for", async () => {
    const server = await shopperServer(false);
    await server.get(AuthStore).started();
    await shopperFrameLoaded(server.get);
    expect(shopperPageState(server.get)).toBeNull();
    expect(server.cartGateway.fetches + server.favouritesGateway.fetches).toBe(0);
  });
});

describe('a quiet refresh of the cart or favourites', () => {
  it('asks again once the one under way has answered', async () => {
    const server = await shopperServer(true);
    await server.get(AuthStore).started();
    await shopperFrameLoaded(server.get);
    await server.get(CartStore).refreshed();
    await server.get(FavouritesStore).refreshed();
    expect({ cart: server.cartGateway.fetches, favourites: server.favouritesGateway.fetches }).toEqual({ cart: 2, favourites: 2 });
  });
});
