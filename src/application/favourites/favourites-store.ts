import { makeAutoObservable } from 'mobx';
import { isFavourite, withFavourite, withoutFavourite, type FavouriteItem } from '../../domain/favourites/favourites';
import type { PersistedSnapshot } from '../../domain/shared/persisted-state';
import type { ProductSummary } from '../../domain/catalogue';
import { CART_FAILURES, done, failed, quietCartFailure, toLogin, type CartFailure, type CartOutcome } from '../cart';
import { attempt } from '../shared/failure';
import { PersistedState } from '../shared/persisted-state';
import { AuthStore, followSession } from '../account';
import { Ports } from '../ports';
import type { DepsOf } from '../shared/wiring';

const inject = { persisted: PersistedState, favourites: Ports.favouritesGateway, auth: AuthStore, reporter: Ports.errorReporter } as const;

export type FavouritesStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * The shopper's favourites (spec §3, §7, §8). The ids (badge and hearts) are persisted between
 * visits; the product cards come from the server. For a signed-in shopper every change goes to the
 * server at once and is undone when it fails; without a token the hearts stay on this device.
 * Like the cart, the list follows the session.
 */
export class FavouritesStore {
  static readonly inject = inject;
  items: FavouriteItem[] = [];
  products: ProductSummary[] = [];
  status: FavouritesStatus = 'idle';
  /** Products with a call in flight. */
  busy = new Set<number>();
  readonly restored: Promise<void>;
  readonly #deps: DepsOf<typeof inject>;
  /** The number of the last call to the server started: only its answer is shown (see answered). */
  #lastCall = 0;
  /** The quiet refetch under way, by its call number. */
  #refreshing: { call: number; answer: Promise<void> } | null = null;
  /** The last call's number when the server's page was drawn with these favourites (docs/adr/0038), or null. */
  #drawn: number | null = null;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    this.restored = deps.persisted.attach('favourites', (favourites) => this.hydrated(favourites), () => ({ items: this.items }));
    makeAutoObservable(this, undefined, { autoBind: true });
    // Signed out: her favourites go; signed in: the server's, once the stored ones are back.
    followSession(deps.auth, this.cleared, () => void this.restored.then(this.refreshed));
  }

  get count(): number {
    return this.items.length;
  }

  has(productId: number): boolean {
    return isFavourite(this.items, productId);
  }

  isBusy(productId: number): boolean {
    return this.busy.has(productId);
  }

  /** /favourites opened (or "Try again"). */
  async load(): Promise<CartOutcome> {
    if (!this.#deps.auth.isSignedIn()) {
      this.status = 'failed';
      return failed('not-logged-in');
    }
    if (this.#drawn === this.#lastCall && this.status === 'loaded') return done();
    this.status = 'loading';
    const call = this.#calling();
    const answer = await attempt(() => this.#deps.favourites.fetch(), CART_FAILURES, this.#deps.reporter, { action: 'fetch-favourites' });
    if (!answer.ok) return this.refused(answer.error, this.fetchFailed);
    this.answered(call, answer.value);
    return done();
  }

  /**
   * Quietly, after signing in: the badge and the hearts follow the server. One already under way, and
   * still the last call, answers for this one too.
   */
  refreshed(): Promise<void> {
    if (!this.#deps.auth.isSignedIn() || this.#drawn === this.#lastCall) return Promise.resolve();
    if (this.#refreshing?.call === this.#lastCall) return this.#refreshing.answer;
    const call = this.#calling();
    const refreshing = { call, answer: this.#refresh(call) };
    this.#refreshing = refreshing;
    void refreshing.answer.finally(() => {
      if (this.#refreshing === refreshing) this.#refreshing = null;
    });
    return refreshing.answer;
  }

  async #refresh(call: number): Promise<void> {
    try {
      this.answered(call, await this.#deps.favourites.fetch());
    } catch (error) {
      if (quietCartFailure(error) === 'session-expired') this.sessionExpired();
    }
  }

  /** The heart: on when off, off when on. */
  async toggled(productId: number, product: ProductSummary | null = null): Promise<CartOutcome> {
    return this.has(productId) ? this.removed(productId) : this.added(productId, product);
  }

  async added(productId: number, product: ProductSummary | null = null): Promise<CartOutcome> {
    if (this.isBusy(productId)) return done();
    const before = this.snapshot();
    this.items = withFavourite(this.items, { id: productId });
    if (product !== null) this.products = withFavourite(this.products, product);
    const failure = await this.#sent(productId, () => this.#deps.favourites.add(productId), 'add-favourite');
    if (failure === null) return done();
    this.restoredTo(before);
    return this.refused(failure, () => failed('favourite-add-failed'));
  }

  async removed(productId: number): Promise<CartOutcome> {
    if (this.isBusy(productId)) return done();
    const before = this.snapshot();
    this.items = [...withoutFavourite(this.items, productId)];
    this.products = [...withoutFavourite(this.products, productId)];
    const failure = await this.#sent(productId, () => this.#deps.favourites.remove(productId), 'remove-favourite');
    // Already gone on the server ('gone'): what the shopper wanted.
    if (failure === null || failure === 'gone') return done();
    this.restoredTo(before);
    return this.refused(failure, () => failed('favourite-remove-failed'));
  }

  /** The favourites the server's page was drawn with, put back before the page is taken over. */
  drawnByServer(items: FavouriteItem[], products: ProductSummary[], status: FavouritesStatus): void {
    this.items = items;
    this.products = products;
    this.status = status;
    this.#drawn = this.#lastCall;
  }

  /** The page is the browser's now: loads ask the server again. */
  takeoverEnded(): void {
    this.#drawn = null;
  }

  hydrated(favourites: PersistedSnapshot['favourites']): void {
    this.items = favourites.items;
  }

  cleared(): void {
    this.items = [];
    this.products = [];
    this.status = 'idle';
    this.busy = new Set();
  }

  /**
   * A change made here, sent when signed in (a guest's stays on this device): the server's list is
   * shown unless a later call has started since. Null when it was taken or there was nothing to send, else why not.
   */
  async #sent(productId: number, send: () => Promise<ProductSummary[]>, action: string): Promise<CartFailure | null> {
    if (!this.#deps.auth.isSignedIn()) return null;
    this.started(productId);
    const call = this.#calling();
    const answer = await attempt(send, CART_FAILURES, this.#deps.reporter, { action });
    this.finished(productId);
    if (!answer.ok) return answer.error;
    this.answered(call, answer.value);
    return null;
  }

  #calling(): number {
    this.#lastCall += 1;
    return this.#lastCall;
  }

  /**
   * A list the server answered, shown unless a later call has started since: a list asked for at
   * sign-in that arrives after the shopper tapped a heart would otherwise take the heart back (the
   * later call's answer has it).
   */
  private answered(call: number, products: ProductSummary[]): void {
    if (call === this.#lastCall) this.listed(products);
    else if (this.status === 'loading') this.status = 'loaded';
  }

  private listed(products: ProductSummary[]): void {
    this.products = products;
    this.items = products.map((product) => ({ id: product.id }));
    this.status = 'loaded';
  }

  private refused(failure: CartFailure, otherwise: () => CartOutcome): CartOutcome {
    if (failure === 'session-expired') return this.sessionExpired();
    if (failure === 'not-logged-in') return failed('not-logged-in');
    return otherwise();
  }

  private fetchFailed(): CartOutcome {
    this.status = 'failed';
    return failed('favourites-fetch-failed');
  }

  private sessionExpired(): CartOutcome {
    this.cleared();
    this.#deps.auth.loggedOut();
    return toLogin();
  }

  private snapshot(): { items: FavouriteItem[]; products: ProductSummary[] } {
    return { items: this.items, products: this.products };
  }

  private restoredTo(before: { items: FavouriteItem[]; products: ProductSummary[] }): void {
    this.items = before.items;
    this.products = before.products;
  }

  private started(productId: number): void {
    this.busy = new Set(this.busy).add(productId);
  }

  private finished(productId: number): void {
    const busy = new Set(this.busy);
    busy.delete(productId);
    this.busy = busy;
  }
}
