// What a signed-in shopper's page is drawn with and carries to the browser (issue 27, docs/adr/0038): the
// server's render loads the header's counts once each, writes them into the page state, and the browser's
// stores hold the same after restoring it; a guest's page carries none.
import { describe, expect, it } from 'vitest';
import { AddPhoneStore } from '../../../src/application/account/add-phone-store';
import { AuthStore } from '../../../src/application/account/auth-store';
import { ROUTE_DATA } from '../../../src/application/shopper/shopper-route-data';
import { InMemoryPhoneGateway } from '../../../src/infrastructure/account/in-memory-phone-gateway';
import { CartStore } from '../../../src/application/cart/cart-store';
import { FavouritesStore } from '../../../src/application/favourites/favourites-store';
import { NotificationStore } from '../../../src/application/notifications';
import type { Resolver } from '../../../src/application/frame/route-data';
import { shopperFrameLoaded, shopperPageRestored, shopperPageState, shopperPageTakenOver } from '../../../src/application/shopper/shopper-page-state';
import { NotificationListStore } from '../../../src/application/notifications/notification-list-store';
import { settle } from '../support/settle';
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

/** The account's sign-in phone, counted as it is asked. */
class CountingPhones extends InMemoryPhoneGateway {
  fetches = 0;
  override async signInPhone() {
    this.fetches += 1;
    return '+963944123456';
  }
}

class CountingProfiles extends InMemoryProfileGateway {
  fetches = 0;
  override async myProfile() {
    this.fetches += 1;
    return super.myProfile();
  }
}

class CountingNotifications extends InMemoryNotificationGateway {
  fetches = 0;
  override async all() {
    this.fetches += 1;
    return super.all();
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
  const profileGateway = new CountingProfiles(profileWireFactory.build({ firstName: 'Rana' }));
  const notificationGateway = new CountingNotifications(notificationFactory.buildList(4, { isRead: false }));
  const phoneGateway = new CountingPhones();
  const { container } = createTestContainer({
    phoneGateway,
    session: new InMemorySession(signedIn ? accessToken() : null),
    profileGateway,
    catalogueGateway,
    cartGateway,
    favouritesGateway,
    notificationGateway,
  });
  const get: Resolver = (cls) => resolve(container, cls as never);
  const asked = () => ({ profile: profileGateway.fetches, cart: cartGateway.fetches, favourites: favouritesGateway.fetches, notifications: notificationGateway.fetches });
  return { container, get, cartGateway, favouritesGateway, phoneGateway, asked };
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

  it("carries /account's sign-in phone: drawn on the server, there before the browser hydrates, not asked again then", async () => {
    const server = await shopperServer(true);
    await server.get(AuthStore).started();
    await shopperFrameLoaded(server.get);
    await ROUTE_DATA.account(server.get, { params: {}, search: new URLSearchParams(), drawing: true });
    expect(server.get(AddPhoneStore).current).toBe('+963944123456');
    const state = JSON.parse(JSON.stringify(shopperPageState(server.get))) as NonNullable<ReturnType<typeof shopperPageState>>;

    const browser = await shopperServer(true);
    await shopperPageRestored(browser.get, state);
    // The browser runs the route's data before hydrating: what the page state brought is not asked again.
    await ROUTE_DATA.account(browser.get, { params: {}, search: new URLSearchParams(), drawing: true });
    expect(browser.get(AddPhoneStore).current).toBe('+963944123456');
    expect(browser.phoneGateway.fetches).toBe(0);
  });

  it("is none on a guest's page, and nothing of a shopper is asked for", async () => {
    const server = await shopperServer(false);
    await server.get(AuthStore).started();
    await shopperFrameLoaded(server.get);
    expect(shopperPageState(server.get)).toBeNull();
    expect(server.cartGateway.fetches + server.favouritesGateway.fetches).toBe(0);
  });
});

describe("taking over a signed-in shopper's page in the browser", () => {
  it('asks the server nothing the page was drawn with until the takeover ends, then asks again', async () => {
    const server = await shopperServer(true);
    await server.get(AuthStore).started();
    await shopperFrameLoaded(server.get);
    await server.get(NotificationListStore).load();
    const state = JSON.parse(JSON.stringify(shopperPageState(server.get))) as NonNullable<ReturnType<typeof shopperPageState>>;

    const browser = await shopperServer(true);
    await shopperPageRestored(browser.get, state);
    // What the stores and the page's screens ask as the page is taken over (app start, /cart, /favourites, /notifications).
    await Promise.all([browser.get(AuthStore).started(), browser.get(NotificationStore).started()]);
    await Promise.all([browser.get(CartStore).load(), browser.get(FavouritesStore).load(), browser.get(NotificationListStore).load()]);
    await settle();
    expect(browser.asked()).toEqual({ profile: 1, cart: 0, favourites: 0, notifications: 0 });
    expect({
      signedIn: browser.get(AuthStore).isAuthenticated,
      loading: browser.get(AuthStore).loading,
      cart: browser.get(CartStore).status,
      favourites: browser.get(FavouritesStore).status,
      listed: browser.get(NotificationListStore).items.length,
    }).toEqual({ signedIn: true, loading: false, cart: state.cart.status, favourites: state.favourites.status, listed: 4 });

    // A later visit to /cart (a navigation in the app) asks the server again.
    shopperPageTakenOver(browser.get);
    await Promise.all([browser.get(CartStore).load(), browser.get(FavouritesStore).load(), browser.get(NotificationListStore).load()]);
    expect(browser.asked()).toMatchObject({ cart: 1, favourites: 1, notifications: 1 });
    browser.get(NotificationStore).stopped();
  });

  it('a change made during the takeover is confirmed by the server as before', async () => {
    const server = await shopperServer(true);
    await server.get(AuthStore).started();
    await shopperFrameLoaded(server.get);
    const state = JSON.parse(JSON.stringify(shopperPageState(server.get))) as NonNullable<ReturnType<typeof shopperPageState>>;
    const browser = await shopperServer(true);
    await shopperPageRestored(browser.get, state);
    await browser.get(AuthStore).started();
    await browser.get(CartStore).added(11, 1, 9);
    expect(browser.get(CartStore).itemCount).toBe(4);
    await browser.get(CartStore).refreshed();
    expect(browser.asked().cart).toBe(1);
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
