import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { ProductDetails, Variant } from '../../domain/product';
import type { Result } from '../../domain/result';
import { guestRedirect } from '../../domain/route-access';
import { boundedQuantity, initialVariant, withColour, withValue } from '../../domain/variant-selection';
import type { CartNotice, CartOutcome } from '../cart-failure';
import type { CatalogueFailure } from '../use-cases/catalogue-failure';
import { LoadProduct } from '../use-cases/load-product';
import { AuthStore } from './auth-store';
import { CartStore } from './cart-store';
import { FavouritesStore } from './favourites-store';

export type DetailsStatus = 'loading' | 'ready' | 'not-found' | 'error';

/** What a protected action asks of the view: go to the login page (and come back), a toast, or nothing more. */
export type ActionOutcome = { kind: 'login'; path: string } | { kind: 'done' } | { kind: 'notice'; notice: CartNotice; tone: 'success' | 'error' };

export const productPath = (id: number): string => `/product/${id}`;

/** The product page: the product, the chosen variant and quantity, the favourite button. */
@injectable()
export class ProductDetailsStore {
  productId: number | null = null;
  status: DetailsStatus = 'loading';
  product: ProductDetails | null = null;
  selectedVariantId: number | null = null;
  quantity = 1;

  constructor(
    @inject(LoadProduct) private readonly loadProduct: LoadProduct,
    @inject(AuthStore) private readonly auth: AuthStore,
    @inject(FavouritesStore) private readonly favourites: FavouritesStore,
    @inject(CartStore) private readonly carts: CartStore,
  ) {
    makeAutoObservable<this, 'loadProduct' | 'auth' | 'favourites' | 'carts'>(
      this,
      { loadProduct: false, auth: false, favourites: false, carts: false },
      { autoBind: true },
    );
  }

  get variant(): Variant | null {
    const variants = this.product?.variants ?? [];
    return variants.find((variant) => variant.productDetailId === this.selectedVariantId) ?? variants[0] ?? null;
  }

  get stock(): number {
    return this.variant?.stock ?? 0;
  }

  get isFavourite(): boolean {
    return this.productId !== null && this.favourites.has(this.productId);
  }

  /** Nobody is signed in: protected actions (favourite, add to cart) go through the login page. */
  get isGuest(): boolean {
    return !this.auth.isAuthenticated;
  }

  /** The page for product `id` opened (or the id in the URL changed). */
  async opened(id: number): Promise<void> {
    if (this.productId === id && this.status !== 'error') return;
    this.productId = id;
    this.status = 'loading';
    this.product = null;
    this.settled(id, await this.loadProduct.execute(id));
  }

  async retried(): Promise<void> {
    const id = this.productId;
    if (id === null) return;
    this.status = 'loading';
    this.settled(id, await this.loadProduct.execute(id, { fresh: true }));
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
    return this.variant === null ? 0 : (this.carts.lineFor(this.variant.productDetailId)?.quantity ?? 0);
  }

  /** The cart call for the chosen variant is in flight. */
  get adding(): boolean {
    return this.variant !== null && this.carts.adding === this.variant.productDetailId;
  }

  /** A guest goes to the login page and comes back here; a signed-in shopper's favourite is synced with the server. */
  async favouriteClicked(): Promise<ActionOutcome> {
    const id = this.productId;
    if (id === null) return { kind: 'done' };
    if (!this.auth.isAuthenticated) return { kind: 'login', path: guestRedirect(productPath(id)) };
    return this.forView(id, await this.favourites.toggled(id, this.product));
  }

  /**
   * A signed-in shopper's chosen variant and quantity go in the cart. A guest goes to the login page
   * like every protected action, and the add goes with them: it is made once they are signed in.
   */
  async addToCartClicked(): Promise<ActionOutcome> {
    const id = this.productId;
    const { variant } = this;
    if (id === null) return { kind: 'done' };
    if (!this.auth.isAuthenticated) {
      if (variant !== null && variant.stock > 0) this.carts.addAfterSignIn(id, variant.productDetailId, this.quantity, variant.stock);
      return { kind: 'login', path: guestRedirect(productPath(id)) };
    }
    if (variant === null) return { kind: 'done' };
    return this.forView(id, await this.carts.added(variant.productDetailId, this.quantity, variant.stock));
  }

  // A 401 ended the session: back here after logging in again.
  private forView(id: number, outcome: CartOutcome): ActionOutcome {
    return outcome.kind === 'login' ? { kind: 'login', path: guestRedirect(productPath(id)) } : outcome;
  }

  private selectVariant(variant: Variant): void {
    this.selectedVariantId = variant.productDetailId;
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
    this.selectedVariantId = first?.productDetailId ?? null;
    this.quantity = boundedQuantity(1, first?.stock ?? 0);
  }
}
