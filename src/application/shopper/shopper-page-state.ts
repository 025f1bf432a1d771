import { runInAction } from 'mobx';
import type { User } from '../../domain/account/user';
import type { Cart } from '../../domain/cart/cart';
import type { ProductSummary } from '../../domain/catalogue';
import type { FavouriteItem } from '../../domain/favourites/favourites';
import type { UserNotification } from '../../domain/notifications/notification';
import type { OrderSummary } from '../../domain/orders/order';
import { AuthStore } from '../account/auth-store';
import { CartStore, type CartStatus } from '../cart/cart-store';
import { FavouritesStore, type FavouritesStatus } from '../favourites/favourites-store';
import type { Resolver } from '../frame/route-data';
import { NotificationListStore } from '../notifications/notification-list-store';
import { NotificationStore } from '../notifications/notification-store';
import { OrdersStore } from '../orders/orders-store';

/**
 * What a signed-in shopper's page was drawn with, beyond the data cache (docs/adr/0038): the shopper,
 * the header's counts (cart, favourites, unread) and the lists the signed-in pages draw. The server
 * writes it into the page's state; the browser puts it back into the same stores before it hydrates,
 * so its first render is the server's page, not a guest's.
 */
export interface ShopperPageState {
  user: User;
  cart: { cart: Cart; status: CartStatus };
  favourites: { items: FavouriteItem[]; products: ProductSummary[]; status: FavouritesStatus };
  unread: number;
  /** The notifications page's list, when the page drew it. */
  notifications: UserNotification[] | null;
  /** The account's orders, when the page drew them. */
  orders: OrderSummary[] | null;
}

/**
 * On the server, once the session is confirmed: what the frame shows a signed-in shopper on every
 * page (the cart's and favourites' counts, the unread badge). Nothing for a guest.
 */
export async function shopperFrameLoaded(get: Resolver): Promise<void> {
  if (!get(AuthStore).isAuthenticated) return;
  await Promise.all([get(CartStore).refreshed(), get(FavouritesStore).refreshed(), get(NotificationStore).refreshed()]);
}

/** The state of a signed-in shopper's page, or null for a guest's. */
export function shopperPageState(get: Resolver): ShopperPageState | null {
  const auth = get(AuthStore);
  if (auth.user === null || !auth.signedIn) return null;
  const cart = get(CartStore);
  const favourites = get(FavouritesStore);
  const list = get(NotificationListStore);
  const orders = get(OrdersStore);
  return {
    user: auth.user,
    cart: { cart: cart.cart, status: cart.status },
    favourites: { items: favourites.items, products: favourites.products, status: favourites.status },
    unread: get(NotificationStore).unreadCount,
    notifications: list.listedOnce ? list.items : null,
    orders: orders.listStatus === 'ready' ? orders.orders : null,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const arrayOrNull = <T>(field: unknown): T[] | null => (Array.isArray(field) ? (field as T[]) : null);

/** The page state's shopper part as the server wrote it, or null when it is none (a guest's page, an older page). */
export function readShopperPageState(value: unknown): ShopperPageState | null {
  if (!isObject(value) || !isObject(value.user) || typeof value.user.id !== 'number') return null;
  if (!isObject(value.cart) || !isObject(value.cart.cart) || !Array.isArray(value.cart.cart.lines)) return null;
  if (!isObject(value.favourites) || !Array.isArray(value.favourites.items) || !Array.isArray(value.favourites.products)) return null;
  if (typeof value.unread !== 'number') return null;
  return { ...(value as unknown as ShopperPageState), notifications: arrayOrNull(value.notifications), orders: arrayOrNull(value.orders) };
}

/**
 * In the browser, before hydrating a signed-in shopper's page: the stores hold what the server drew
 * (what the device remembered from the last visit is put back first, then replaced). The stores then
 * confirm it with the server as they start, quietly.
 */
export async function shopperPageRestored(get: Resolver, state: ShopperPageState): Promise<void> {
  const auth = get(AuthStore);
  const cart = get(CartStore);
  const favourites = get(FavouritesStore);
  await Promise.all([auth.restored, cart.restored, favourites.restored]);
  runInAction(() => {
    auth.user = state.user;
    auth.signedIn = true;
    cart.cart = state.cart.cart;
    cart.status = state.cart.status;
    favourites.items = state.favourites.items;
    favourites.products = state.favourites.products;
    favourites.status = state.favourites.status;
    get(NotificationStore).unreadChanged(state.unread);
    if (state.notifications !== null) {
      const list = get(NotificationListStore);
      list.items = state.notifications;
      list.listedOnce = true;
    }
    if (state.orders !== null) {
      const orders = get(OrdersStore);
      orders.orders = state.orders;
      orders.listStatus = 'ready';
    }
  });
}
