import { GoneError, NetworkError, NotLoggedInError, UnauthorizedError } from '../shared/errors';
import type { Failures } from '../shared/failure';
import { OutOfStock, QuantityLimit } from './cart-errors';

// What went wrong with a cart or favourites call, as the stores and views need to know it.

export type CartFailure =
  /** No token stored: the call was not made ('You are not logged in.'). */
  | 'not-logged-in'
  /** The session ended (the token is no longer good); the session ends and the shopper goes to /login. */
  | 'session-expired'
  /** OutOfStock: more than is left. */
  | 'out-of-stock'
  /** QuantityLimit: the line would hold more than the 99 one line may. */
  | 'quantity-limit'
  /** LineGone, FavouriteGone: the line, variant or favourite is gone. */
  | 'gone'
  | 'offline'
  | 'failed';

/** The cart's and the favourites' words for what their adapters throw; anything else is a fault, 'failed' once reported (docs/adr/0057). */
export const CART_FAILURES: Failures<CartFailure> = {
  expected(error) {
    if (error instanceof NotLoggedInError) return 'not-logged-in';
    if (error instanceof UnauthorizedError) return 'session-expired';
    if (error instanceof OutOfStock) return 'out-of-stock';
    if (error instanceof QuantityLimit) return 'quantity-limit';
    if (error instanceof GoneError) return 'gone';
    if (error instanceof NetworkError) return 'offline';
    return undefined;
  },
  unexpected: () => 'failed',
};

/** What a quiet call (a refresh nobody waits for, whose failure keeps what is shown) made of an error: nothing is reported. */
export const quietCartFailure = (error: unknown): CartFailure => CART_FAILURES.expected(error) ?? 'failed';

/** The messages of spec §8 (and a few of ours); the view says them through t() in a toast. */
export type CartNotice =
  | 'not-logged-in'
  | 'added'
  | 'add-failed'
  | 'out-of-stock'
  | 'quantity-limit'
  | 'quantity-updated'
  | 'update-failed'
  | 'remove-failed'
  /** Emptying failed on the server: cleared here, but the items come back at the next load. */
  | 'empty-failed'
  | 'fetch-failed'
  | 'favourite-added'
  | 'favourite-removed'
  | 'favourites-fetch-failed'
  | 'favourite-add-failed'
  | 'favourite-remove-failed';

/**
 * What a cart or favourites action asks of the view: nothing, a toast, or the login page (the
 * session ended on a 401: the cart is emptied and the token removed already).
 */
export type CartOutcome =
  | { kind: 'done' }
  | { kind: 'notice'; notice: CartNotice; tone: 'success' | 'error' }
  | { kind: 'login' };

export const done = (): CartOutcome => ({ kind: 'done' });
export const succeeded = (notice: CartNotice): CartOutcome => ({ kind: 'notice', notice, tone: 'success' });
export const failed = (notice: CartNotice): CartOutcome => ({ kind: 'notice', notice, tone: 'error' });
export const toLogin = (): CartOutcome => ({ kind: 'login' });
