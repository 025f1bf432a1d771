import { routeId, type RouteDataTable } from '../frame/route-data';
import { CartStore } from '../cart/cart-store';
import { FavouritesStore } from '../favourites/favourites-store';
import { NotificationListStore } from '../notifications/notification-list-store';
import { OrdersStore } from '../orders/orders-store';
import { CheckoutStore } from '../orders/checkout-store';
import { AddPhoneStore } from '../account/add-phone-store';
import { AuthStore } from '../account/auth-store';
import { ProfileFormStore } from '../account/profile-form-store';
import { RefundStore } from '../refunds/refund-store';
import { OrderPageStore } from '../orders/order-page-store';

/**
 * What the pages behind sign-in draw from, for the server's render of a signed-in shopper's page and
 * the browser's hydration of it (docs/adr/0038). Only then: on a navigation each screen loads its own
 * as it opens. What the page state already brought (shopper-page-state.ts) is not asked again.
 */
export const ROUTE_DATA = {
  cart: async (get, { drawing }) => {
    const cart = get(CartStore);
    const loaded = () => cart.status === 'loaded';
    if (drawing !== true || loaded()) return;
    // Joins the header's fetch of the same cart when one is under way (shopperFrameLoaded); its failure is drawn by load().
    await cart.refreshed();
    if (!loaded()) await cart.load();
  },
  favourites: async (get, { drawing }) => {
    const favourites = get(FavouritesStore);
    const loaded = () => favourites.status === 'loaded';
    if (drawing !== true || loaded()) return;
    await favourites.refreshed();
    if (!loaded()) await favourites.load();
  },
  notifications: async (get, { drawing }) => {
    const list = get(NotificationListStore);
    if (drawing === true && !list.listedOnce) await list.load();
  },
  account: async (get, { drawing }) => {
    if (drawing !== true) return;
    get(ProfileFormStore).opened();
    const orders = get(OrdersStore);
    // The sign-in phone's card is drawn with the phone (it grew by a line at takeover).
    const phone = get(AddPhoneStore);
    await Promise.all([orders.listStatus === 'ready' ? undefined : orders.listOpened(), phone.current === undefined ? phone.opened() : undefined]);
    // Into the page state (shopper-page-state.ts), which reads the first load's stores only.
    get(AuthStore).signInPhoneDrawn(phone.current);
  },
  checkout: async (get, { drawing }) => {
    if (drawing === true) get(CheckoutStore).startedFromAccount();
  },
  // An order's page, and the one a checkout posted without the app lands on (docs/adr/0040): drawn with it, not "Loading".
  order: async (get, { params, drawing }) => {
    const orderId = routeId(params.orderId);
    if (drawing !== true || orderId === null) return;
    const store = get(OrderPageStore);
    if (store.order?.id !== orderId) await store.opened(orderId);
  },
  refund: async (get, { params, drawing }) => {
    const orderId = routeId(params.orderId);
    const itemId = routeId(params.itemId);
    if (drawing === true && orderId !== null && itemId !== null) await get(RefundStore).drawn(orderId, itemId);
  },
} satisfies RouteDataTable;
