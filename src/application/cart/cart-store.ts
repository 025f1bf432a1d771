import { makeAutoObservable } from 'mobx';
import { emptyCart, lineFor, recalculate, withQuantity, type Cart, type CartLine } from '../../domain/cart/cart';
import { PENDING_CART_ADD_KEY, parsePendingCartAdd, serialisePendingCartAdd } from '../../domain/cart/pending-cart-add';
import { AuthStore, followSession } from '../account';
import { Ports } from '../ports';
import { PersistedState } from '../shared/persisted-state';
import type { DepsOf } from '../shared/wiring';
import { AddToCart } from './add-to-cart';
import { attempt } from '../shared/failure';
import { CART_FAILURES, done, failed, quietCartFailure, succeeded, toLogin, type CartFailure, type CartOutcome } from './cart-failure';

const inject = {
  persisted: PersistedState,
  carts: Ports.cartGateway,
  addToCart: AddToCart,
  auth: AuthStore,
  reporter: Ports.errorReporter,
  session: Ports.sessionStorage,
  clock: Ports.clock,
} as const;

export type CartStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * The shopper's cart (spec §3, §4, §7): loading → loaded or failed, add, quantity changes
 * recalculated locally through the domain then sent, remove, empty. A failed call never wipes the
 * cart; a 401 empties it, ends the session and asks the view for the login page.
 * The cart follows the session: loaded when a user signs in, cleared when they sign out.
 */
export class CartStore {
  static readonly inject = inject;
  cart: Cart = emptyCart();
  status: CartStatus = 'idle';
  /** Lines with a call in flight (their remove button waits). */
  busyLines = new Set<number>();
  /** A variant being added from the product page or favourites. */
  adding: number | null = null;
  /** Emptying failed on the server: the cart is clear here, but the server still holds the items until the next load. */
  heldOnServer = false;
  /** What became of a guest's add applied after sign-in, until the view has announced it. */
  pendingAddOutcome: CartOutcome | null = null;
  readonly restored: Promise<void>;
  readonly #deps: DepsOf<typeof inject>;
  // Counts every local change; an answer to a call that started before a newer change is dropped.
  #changes = 0;
  /** The quiet refetch under way, and the count of changes it started after. */
  #refreshing: { changes: number; answer: Promise<CartOutcome> } | null = null;
  /**
   * The count of changes when the server's page was drawn with this cart (docs/adr/0038): while the
   * page is being taken over and nothing has changed, the cart shown is the server's answer already.
   */
  #drawn: number | null = null;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    this.restored = deps.persisted.attach('cart', (cart) => this.hydrated(cart), () => this.cart);
    makeAutoObservable(this, undefined, { autoBind: true });
    // Signed out: her cart goes; signed in: the server's cart, once the stored one is back.
    followSession(deps.auth, this.cleared, () => void this.restored.then(this.signedIn));
  }

  get itemCount(): number {
    return this.cart.itemCount;
  }

  get isEmpty(): boolean {
    return this.cart.lines.length === 0;
  }

  isBusy(cartItemId: number): boolean {
    return this.busyLines.has(cartItemId);
  }

  /** The line holding a variant, or null (the product page says how many are in the cart). */
  lineFor(variantId: number): CartLine | null {
    return lineFor(this.cart, variantId);
  }

  /** /cart opened (or "Try again"): loading, then the server's cart, or failed with the cart kept. */
  async load(): Promise<CartOutcome> {
    if (!this.#deps.auth.isSignedIn()) {
      this.loadFailed();
      return failed('not-logged-in');
    }
    if (this.#asDrawn() && this.status === 'loaded') return done();
    this.status = 'loading';
    const started = this.#changes;
    const answer = await attempt(() => this.#deps.carts.fetch(), CART_FAILURES, this.#deps.reporter, { action: 'fetch-cart' });
    if (answer.ok) {
      this.loaded(answer.value, started);
      return done();
    }
    if (answer.error === 'session-expired') return this.sessionExpired();
    this.loadFailed();
    return failed(answer.error === 'not-logged-in' ? 'not-logged-in' : 'fetch-failed');
  }

  /**
   * A quiet refetch (after a change, after signing in): no loading state, a failure keeps what is shown.
   * One already under way with no change since answers for this one too (the session's start and the
   * page's own both ask as a signed-in page is drawn).
   */
  refreshed(): Promise<CartOutcome> {
    if (!this.#deps.auth.isSignedIn() || this.#asDrawn()) return Promise.resolve(done());
    if (this.#refreshing?.changes === this.#changes) return this.#refreshing.answer;
    const refreshing = { changes: this.#changes, answer: this.#refresh(this.#changes) };
    this.#refreshing = refreshing;
    void refreshing.answer.finally(() => {
      if (this.#refreshing === refreshing) this.#refreshing = null;
    });
    return refreshing.answer;
  }

  async #refresh(started: number): Promise<CartOutcome> {
    try {
      this.loaded(await this.#deps.carts.fetch(), started);
      return done();
    } catch (error) {
      return quietCartFailure(error) === 'session-expired' ? this.sessionExpired() : done();
    }
  }

  /**
   * A guest tapped "Add to cart": the add waits in this tab's session storage (it survives a reload
   * of the login page, and the way through sign-up and verification) until someone signs in.
   */
  addAfterSignIn(productId: number, variantId: number, quantity: number, stock: number): void {
    this.#deps.session.set(PENDING_CART_ADD_KEY, serialisePendingCartAdd({ productId, productDetailId: variantId, quantity, stock, at: this.#deps.clock.now() }));
  }

  /** The view has said what became of the add made after sign-in. */
  pendingAddAnnounced(): void {
    this.pendingAddOutcome = null;
  }

  /** Add to cart (product page, favourites): the variant, the quantity, the stock the shopper saw. */
  async added(variantId: number, quantity: number, stock: number): Promise<CartOutcome> {
    if (!this.#deps.auth.isSignedIn()) return failed('not-logged-in');
    this.adding = variantId;
    this.#changes += 1;
    const result = await this.#deps.addToCart.execute(variantId, quantity, stock);
    this.addSettled();
    if (result.ok) {
      this.replaced(result.value);
      return succeeded('added');
    }
    if (result.error === 'session-expired') return this.sessionExpired();
    if (result.error === 'out-of-stock') {
      void this.refreshed();
      return failed('out-of-stock');
    }
    if (result.error === 'quantity-limit') return failed('quantity-limit');
    return failed(result.error === 'not-logged-in' ? 'not-logged-in' : 'add-failed');
  }

  /**
   * The stepper moved: the line and the totals are recalculated at once (spec §4), then sent, and the
   * cart the server answered (with its tax) is shown. A failure puts the line back.
   */
  async quantityChanged(cartItemId: number, quantity: number): Promise<CartOutcome> {
    const line = this.cart.lines.find((candidate) => candidate.cartItemId === cartItemId);
    if (line === undefined) return done();
    if (!this.#deps.auth.isSignedIn()) return failed('not-logged-in');
    const next = withQuantity(this.cart, cartItemId, quantity);
    const wanted = next.lines.find((candidate) => candidate.cartItemId === cartItemId)?.quantity ?? line.quantity;
    if (next === this.cart || wanted === line.quantity) return done();
    this.changed(next, cartItemId);
    const started = this.#changes;
    const answer = await attempt(() => this.#deps.carts.setQuantity(line, wanted), CART_FAILURES, this.#deps.reporter, {
      action: 'update-cart-quantity',
      cartItemId,
    });
    this.settled(cartItemId);
    if (!answer.ok) return this.quantityRefused(cartItemId, line.quantity, answer.error);
    this.answered(answer.value, started);
    return succeeded('quantity-updated');
  }

  /** Remove a line: sent first (spec §7), then the cart the server answered is shown; a failure keeps the line. */
  async removed(cartItemId: number): Promise<CartOutcome> {
    if (!this.#deps.auth.isSignedIn()) return failed('not-logged-in');
    if (this.isBusy(cartItemId)) return done();
    this.changed(this.cart, cartItemId);
    const started = this.#changes;
    const answer = await attempt(() => this.#deps.carts.remove(cartItemId), CART_FAILURES, this.#deps.reporter, { action: 'remove-cart-item', cartItemId });
    this.settled(cartItemId);
    if (answer.ok) {
      this.answered(answer.value, started);
      return done();
    }
    if (answer.error === 'session-expired') return this.sessionExpired();
    if (answer.error === 'gone') {
      await this.refreshed();
      return done();
    }
    return failed(answer.error === 'not-logged-in' ? 'not-logged-in' : 'remove-failed');
  }

  /**
   * Spec §4: the server is asked when signed in; the cart is cleared here even when that fails.
   * A failure is said (the server still holds the items; the next load shows them again); a 401
   * ends the session like any cart call.
   */
  async emptied(): Promise<CartOutcome> {
    this.#changes += 1;
    const failure = this.#deps.auth.isSignedIn() ? await this.emptiedOnServer() : null;
    this.cleared();
    if (failure === null) return done();
    if (failure === 'session-expired') return this.sessionExpired();
    // Nothing left on the server to disagree with (the cart or its lines are already gone).
    if (failure === 'gone') return done();
    if (failure === 'not-logged-in') return failed('not-logged-in');
    this.heldOnServer = true;
    return failed('empty-failed');
  }

  private async emptiedOnServer(): Promise<CartFailure | null> {
    const answer = await attempt(() => this.#deps.carts.empty(), CART_FAILURES, this.#deps.reporter, { action: 'empty-cart' });
    return answer.ok ? null : answer.error;
  }

  /**
   * A user is signed in (just now, or confirmed at start): a guest's pending add is applied, once
   * (taken from storage before the call, so a reload cannot add it twice), and its outcome kept for
   * the view to announce; otherwise the server's cart is fetched quietly.
   */
  private async signedIn(): Promise<void> {
    const pending = parsePendingCartAdd(this.#deps.session.get(PENDING_CART_ADD_KEY), this.#deps.clock.now());
    this.#deps.session.remove(PENDING_CART_ADD_KEY);
    if (pending === null) {
      await this.refreshed();
      return;
    }
    const outcome = await this.added(pending.productDetailId, pending.quantity, pending.stock);
    this.pendingAddSettled(outcome);
  }

  private pendingAddSettled(outcome: CartOutcome): void {
    this.pendingAddOutcome = outcome.kind === 'notice' ? outcome : null;
  }

  /** The cart the server's page was drawn with, put back before the page is taken over. */
  drawnByServer(cart: Cart, status: CartStatus): void {
    this.cart = cart;
    this.status = status;
    this.#drawn = this.#changes;
  }

  /** The page is the browser's now (a navigation, or a while later): loads ask the server again. */
  takeoverEnded(): void {
    this.#drawn = null;
  }

  #asDrawn(): boolean {
    return this.#drawn === this.#changes;
  }

  hydrated(cart: Cart): void {
    this.cart = cart;
  }

  /** Locally only: every total to zero and the seller discount to '0' (after an order, on sign-out). */
  cleared(): void {
    this.#changes += 1;
    this.cart = emptyCart();
    this.busyLines = new Set();
    this.heldOnServer = false;
  }

  private sessionExpired(): CartOutcome {
    this.cleared();
    this.status = 'idle';
    this.#deps.auth.loggedOut();
    return toLogin();
  }

  private loaded(cart: Cart, started: number): void {
    this.status = 'loaded';
    this.heldOnServer = false;
    // A change made while the request was out is newer than its answer.
    if (this.#changes === started && this.busyLines.size === 0) this.cart = cart;
  }

  private loadFailed(): void {
    this.status = 'failed';
  }

  /** A mutation's answer: shown unless the shopper changed the cart again while it was out. */
  private answered(cart: Cart, started: number): void {
    if (this.#changes === started) this.replaced(cart);
  }

  private replaced(cart: Cart): void {
    this.cart = cart;
    if (this.status !== 'loading') this.status = 'loaded';
  }

  private changed(cart: Cart, cartItemId: number): void {
    this.#changes += 1;
    this.cart = cart;
    this.busyLines = new Set(this.busyLines).add(cartItemId);
  }

  private settled(cartItemId: number): void {
    const busy = new Set(this.busyLines);
    busy.delete(cartItemId);
    this.busyLines = busy;
  }

  private addSettled(): void {
    this.adding = null;
  }

  private quantityRefused(cartItemId: number, previous: number, failure: CartFailure): CartOutcome {
    if (failure === 'session-expired') return this.sessionExpired();
    // The line goes back to what the server still holds; other lines keep any newer change.
    const lines = this.cart.lines.map((candidate) => (candidate.cartItemId === cartItemId ? { ...candidate, quantity: previous } : candidate));
    this.cart = recalculate({ ...this.cart, lines });
    if (failure === 'out-of-stock' || failure === 'gone') void this.refreshed();
    return failed(failure === 'not-logged-in' ? 'not-logged-in' : 'update-failed');
  }
}
