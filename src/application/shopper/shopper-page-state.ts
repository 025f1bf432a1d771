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
  /** /account's sign-in phone ('+…', null for none), when the page drew it. */
  signInPhone?: string | null;
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
  const signInPhone = auth.drawnSignInPhone;
  return {
    user: auth.user,
    cart: { cart: cart.cart, status: cart.status },
    favourites: { items: favourites.items, products: favourites.products, status: favourites.status },
    unread: get(NotificationStore).unreadCount,
    notifications: list.listedOnce ? list.items : null,
    orders: orders.listStatus === 'ready' ? orders.orders : null,
    ...(signInPhone === undefined ? {} : { signInPhone }),
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
  const { signInPhone } = value;
  return {
    ...(value as unknown as ShopperPageState),
    notifications: arrayOrNull(value.notifications),
    orders: arrayOrNull(value.orders),
    signInPhone: typeof signInPhone === 'string' || signInPhone === null ? signInPhone : undefined,
  };
}

/**
 * In the browser, before hydrating a signed-in shopper's page: the stores hold what the server drew
 * (what the device remembered from the last visit is put back first, then replaced). The server
 * confirmed the session and read these as it drew the page, so while the page is taken over the
 * stores answer their loads with it instead of asking again (on a slow line those answers came while
 * the page's own chunks were still coming, and each redrew the page); shopperPageTakenOver ends that.
 */
export async function shopperPageRestored(get: Resolver, state: ShopperPageState): Promise<void> {
  const auth = get(AuthStore);
  const cart = get(CartStore);
  const favourites = get(FavouritesStore);
  await Promise.all([auth.restored, cart.restored, favourites.restored]);
  runInAction(() => {
    auth.drawnByServer(state.user);
    cart.drawnByServer(state.cart.cart, state.cart.status);
    favourites.drawnByServer(state.favourites.items, state.favourites.products, state.favourites.status);
    get(NotificationStore).drawnByServer(state.unread);
    if (state.notifications !== null) get(NotificationListStore).drawnByServer(state.notifications);
    if (state.orders !== null) get(OrdersStore).drawnByServer(state.orders);
    if (state.signInPhone !== undefined) auth.signInPhoneDrawn(state.signInPhone);
  });
}

/**
 * The page is the browser's now (the shopper went to another page, or a while has passed): what
 * the server drew is no longer fresh, and the stores ask the server again when asked to load.
 */
export function shopperPageTakenOver(get: Resolver): void {
  get(CartStore).takeoverEnded();
  get(FavouritesStore).takeoverEnded();
  get(NotificationStore).takeoverEnded();
  get(NotificationListStore).takeoverEnded();
  get(OrdersStore).takeoverEnded();
}
