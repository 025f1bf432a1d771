import { makeAutoObservable } from 'mobx';
import type { ProductDetails, Variant } from '../../domain/catalogue/product';
import type { Result } from '../../domain/shared/result';
import { guestRedirect } from '../frame/route-access';
import { boundedQuantity, initialVariant, withColour, withValue } from '../../domain/catalogue/variant-selection';
import type { CartNotice, CartOutcome } from '../cart';
import { Ports } from '../ports';
import { SHARED_DATA_POLICY } from '../shared/cache-policies';
import type { DepsOf } from '../shared/wiring';
import { attempt } from '../shared/failure';
import { CATALOGUE_FAILURES, type CatalogueFailure } from './catalogue-failure';
import { AuthStore } from '../account';
import { CartStore } from '../cart';
import { FavouritesStore } from '../favourites';

export type DetailsStatus = 'loading' | 'ready' | 'not-found' | 'error';

/** What a protected action asks of the view: go to the login page (and come back), a toast, or nothing more. */
export type ActionOutcome = { kind: 'login'; path: string } | { kind: 'done' } | { kind: 'notice'; notice: CartNotice; tone: 'success' | 'error' };

export const productPath = (id: number): string => `/product/${id}`;

const inject = {
  catalogue: Ports.catalogueGateway,
  cache: Ports.dataCache,
  reporter: Ports.errorReporter,
  auth: AuthStore,
  favourites: FavouritesStore,
  carts: CartStore,
} as const;

/** The product page: the product (through the shared cache), the chosen variant and quantity, the favourite button. */
export class ProductDetailsStore {
  static readonly inject = inject;
  productId: number | null = null;
  status: DetailsStatus = 'loading';
  product: ProductDetails | null = null;
  selectedVariantId: number | null = null;
  quantity = 1;
  readonly #deps: DepsOf<typeof inject>;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  get variant(): Variant | null {
    const variants = this.product?.variants ?? [];
    return variants.find((variant) => variant.variantId === this.selectedVariantId) ?? variants[0] ?? null;
  }

  get stock(): number {
    return this.variant?.stock ?? 0;
  }

  get isFavourite(): boolean {
    return this.productId !== null && this.#deps.favourites.has(this.productId);
  }

  /** Nobody is signed in: protected actions (favourite, add to cart) go through the login page. */
  get isGuest(): boolean {
    return !this.#deps.auth.isAuthenticated;
  }

  /** The page for product `id` opened (or the id in the URL changed). */
  async opened(id: number): Promise<void> {
    if (this.productId === id && this.status !== 'error') return;
    this.productId = id;
    this.status = 'loading';
    this.product = null;
    this.settled(id, await this.load(id, false));
  }

  async retried(): Promise<void> {
    const id = this.productId;
    if (id === null) return;
    this.status = 'loading';
    this.settled(id, await this.load(id, true));
  }

  colourChosen(colour: string): void {
    const { product, variant } = this;
    if (product === null || variant === null) return;
    this.selectVariant(withColour(product.variants, variant, colour));
  }

  valueChosen(value: string): void {
    const { product, variant } = this;
    if (product === null || variant === null) return;
    this.selectVariant(withValue(product.variants, variant, value));
  }

  quantityChanged(quantity: number): void {
    this.quantity = boundedQuantity(quantity, this.stock);
  }

  /** How many of the chosen variant are already in the cart. */
  get inCart(): number {
    return this.variant === null ? 0 : (this.#deps.carts.lineFor(this.variant.variantId)?.quantity ?? 0);
  }

  /** The cart call for the chosen variant is in flight. */
  get adding(): boolean {
    return this.variant !== null && this.#deps.carts.adding === this.variant.variantId;
  }

  /** A guest goes to the login page and comes back here; a signed-in shopper's favourite is synced with the server. */
  async favouriteClicked(): Promise<ActionOutcome> {
    const id = this.productId;
    if (id === null) return { kind: 'done' };
    if (!this.#deps.auth.isAuthenticated) return { kind: 'login', path: guestRedirect(productPath(id)) };
    return this.forView(id, await this.#deps.favourites.toggled(id, this.product));
  }

  /**
   * A signed-in shopper's chosen variant and quantity go in the cart. A guest goes to the login page
   * like every protected action, and the add goes with them: it is made once they are signed in.
   */
  async addToCartClicked(): Promise<ActionOutcome> {
    const id = this.productId;
    const { variant } = this;
    if (id === null) return { kind: 'done' };
    if (!this.#deps.auth.isAuthenticated) {
      if (variant !== null && variant.stock > 0) this.#deps.carts.addAfterSignIn(id, variant.variantId, this.quantity, variant.stock);
      return { kind: 'login', path: guestRedirect(productPath(id)) };
    }
    if (variant === null) return { kind: 'done' };
    return this.forView(id, await this.#deps.carts.added(variant.variantId, this.quantity, variant.stock));
  }

  private async load(id: number, fresh: boolean): Promise<Result<ProductDetails, CatalogueFailure>> {
    const { catalogue, cache, reporter } = this.#deps;
    const key = ['product', id];
    if (fresh) cache.invalidate(key);
    return attempt(() => cache.fetch(key, () => catalogue.product(id), SHARED_DATA_POLICY), CATALOGUE_FAILURES, reporter, { action: 'load-product' });
  }

  // A 401 ended the session: back here after logging in again.
  private forView(id: number, outcome: CartOutcome): ActionOutcome {
    return outcome.kind === 'login' ? { kind: 'login', path: guestRedirect(productPath(id)) } : outcome;
  }

  private selectVariant(variant: Variant): void {
    this.selectedVariantId = variant.variantId;
    this.quantity = boundedQuantity(this.quantity, variant.stock);
  }

  private settled(id: number, result: Result<ProductDetails, CatalogueFailure>): void {
    // A slower answer for a product the shopper already left is dropped.
    if (this.productId !== id) return;
    if (!result.ok) {
      this.status = result.error.kind === 'not-found' ? 'not-found' : 'error';
      return;
    }
    this.product = result.value;
    this.status = 'ready';
    const first = initialVariant(result.value.variants);
    this.selectedVariantId = first?.variantId ?? null;
    this.quantity = boundedQuantity(1, first?.stock ?? 0);
  }
}
