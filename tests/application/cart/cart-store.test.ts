import { describe, expect, it } from 'vitest';
import { NetworkError, NotLoggedInError, ServerError, UnauthorizedError } from '../../../src/application/shared/errors';
import { AuthStore } from '../../../src/application/account/auth-store';
import { CartStore } from '../../../src/application/cart/cart-store';
import { FavouritesStore } from '../../../src/application/favourites/favourites-store';
import { sellerDiscountAmount } from '../../../src/domain/cart/cart';
import { InMemoryCartGateway } from '../../../src/infrastructure/cart/in-memory-cart-gateway';
import { InMemoryCatalogueGateway } from '../../../src/infrastructure/catalogue/in-memory-catalogue-gateway';
import { productDetailsFactory, variantFactory } from '../../factories/product-factory';
import { userFactory } from '../../factories/user-factory';
import { InMemoryProfileGateway } from '../../../src/infrastructure/account/in-memory-profile-gateway';
import { profileWireFactory } from '../../factories/profile-wire-factory';
import { setup, validToken } from '../support/app';
import { settle } from '../support/settle';
import { resolve } from '../../../src/infrastructure/app/wiring';

// A shirt in two sizes: 12.00 (M, 5 left) and 15.00 less 3.00 (L, 2 left).
const shirt = () =>
  productDetailsFactory.build({
    id: 5,
    title: { en: 'Linen shirt', ar: 'قميص كتان' },
    variants: [
      variantFactory.build({ variantId: 51, variantValue: 'M', price: 1200, stock: 5 }),
      variantFactory.build({ variantId: 52, variantValue: 'L', price: 1500, priceWithDiscount: 1200, discount: 20, stock: 2 }),
      variantFactory.build({ variantId: 53, variantValue: 'S', price: 1200, stock: 500 }),
    ],
  });

async function signedIn(options: { taxRate?: number; sellerDiscount?: string } = {}) {
  const composition = setup({ overrides: { catalogueGateway: new InMemoryCatalogueGateway({ products: [shirt()] }) } });
  const { container, fakes } = composition;
  fakes.cartGateway.taxRate = options.taxRate ?? 0;
  fakes.cartGateway.sellerDiscount = options.sellerDiscount ?? '0';
  const store = container.get(CartStore);
  await store.restored;
  container.get(AuthStore).loggedIn(validToken(), userFactory.build());
  await settle();
  return { ...composition, store };
}

/** The cart fake, counting how often the whole cart is fetched. */
class FetchCountingCartGateway extends InMemoryCartGateway {
  fetches = 0;

  override async fetch() {
    this.fetches += 1;
    return super.fetch();
  }
}

describe('CartStore', () => {
  it('shows the cart a quantity change or a removal answered, without fetching it again', async () => {
    const catalogueGateway = new InMemoryCatalogueGateway({ products: [shirt()] });
    const cartGateway = new FetchCountingCartGateway(catalogueGateway);
    cartGateway.taxRate = 0.1;
    const { container } = setup({ overrides: { catalogueGateway, cartGateway } });
    const store = container.get(CartStore);
    await store.restored;
    container.get(AuthStore).loggedIn(validToken(), userFactory.build());
    await settle();
    await store.added(51, 1, 5);
    await store.added(52, 1, 2);
    const [shirtM, shirtL] = store.cart.lines;
    if (shirtM === undefined || shirtL === undefined) throw new Error('no lines');
    const fetched = cartGateway.fetches;

    await store.quantityChanged(shirtM.cartItemId, 3);
    expect(store.cart.taxAmount).toBe(480);
    await store.removed(shirtL.cartItemId);
    await settle();

    expect(store.cart.lines.map((line) => [line.variantId, line.quantity])).toEqual([[51, 3]]);
    expect(store.cart.taxAmount).toBe(360);
    expect(cartGateway.fetches).toBe(fetched);
  });


  it('loads: loading, then the server’s lines and totals', async () => {
    const { store, fakes } = await signedIn({ taxRate: 0.05 });
    await fakes.cartGateway.add(51, 2);

    const loading = store.load();
    expect(store.status).toBe('loading');
    expect(await loading).toEqual({ kind: 'done' });

    expect(store.status).toBe('loaded');
    expect(store.cart.lines.map((line) => [line.variantId, line.quantity])).toEqual([[51, 2]]);
    expect(store.cart.totalAmount).toBe(2400);
    expect(store.cart.taxAmount).toBe(120);
    expect(store.cart.totalAfterTaxation).toBe(2520);
    expect(store.itemCount).toBe(2);
  });

  it('signing in fills the badge; signing out empties it', async () => {
    const { container, fakes } = setup({ overrides: { catalogueGateway: new InMemoryCatalogueGateway({ products: [shirt()] }) } });
    await fakes.cartGateway.add(52, 2);
    const store = container.get(CartStore);
    await store.restored;

    container.get(AuthStore).loggedIn(validToken(), userFactory.build());
    await settle();
    expect(store.itemCount).toBe(2);

    container.get(AuthStore).loggedOut();
    expect(store.itemCount).toBe(0);
    expect(fakes.cartGateway.lines).toHaveLength(1);
  });

  it('first asked for after the session was confirmed (a server page taken over after start-up), it still fetches the shopper’s cart', async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: { profileGateway: new InMemoryProfileGateway(profileWireFactory.build()), catalogueGateway: new InMemoryCatalogueGateway({ products: [shirt()] }) } });
    await fakes.cartGateway.add(52, 2);
    await container.get(AuthStore).started();
    const store = container.get(CartStore);
    await store.restored;
    await settle();
    expect(store.itemCount).toBe(2);
  });

  it('a failed load keeps the cart and says "Failed to fetch cart"', async () => {
    const { store, fakes } = await signedIn();
    await store.added(51, 1, 5);
    fakes.cartGateway.failures.fail(new ServerError('down', 502), 1);

    expect(await store.load()).toEqual({ kind: 'notice', notice: 'fetch-failed', tone: 'error' });
    expect(store.status).toBe('failed');
    expect(store.itemCount).toBe(1);
  });

  it('without a token the load fails as not logged in and nothing is asked', async () => {
    const { container, fakes } = setup();
    const store = container.get(CartStore);
    fakes.cartGateway.failures.fail(new Error('must not be called'));

    expect(await store.load()).toEqual({ kind: 'notice', notice: 'not-logged-in', tone: 'error' });
    expect(store.status).toBe('failed');
  });

  it('adds a variant with its quantity, merging with its line', async () => {
    const { store, fakes } = await signedIn();

    expect(await store.added(51, 2, 5)).toEqual({ kind: 'notice', notice: 'added', tone: 'success' });
    await store.added(52, 1, 2);
    await store.added(51, 1, 5);

    expect(store.cart.lines.map((line) => [line.variantId, line.quantity])).toEqual([
      [51, 3],
      [52, 1],
    ]);
    expect(store.itemCount).toBe(4);
    expect(store.cart.totalAmount).toBe(3 * 1200 + 1200);
    expect(fakes.cartGateway.lines).toHaveLength(2);
  });

  it('adding more than the stock is refused with a message and the cart kept', async () => {
    const { store } = await signedIn();
    await store.added(52, 2, 2);

    expect(await store.added(52, 1, 2)).toEqual({ kind: 'notice', notice: 'out-of-stock', tone: 'error' });
    expect(store.lineFor(52)?.quantity).toBe(2);
  });

  it('a line never holds more than 99: the add past it is refused with its own message and the line kept', async () => {
    const { store } = await signedIn();
    await store.added(53, 99, 500);

    expect(await store.added(53, 1, 500)).toEqual({ kind: 'notice', notice: 'quantity-limit', tone: 'error' });
    expect(store.lineFor(53)?.quantity).toBe(99);
  });

  it('changes a quantity at once through the domain, then sends it and shows the server\'s tax', async () => {
    const { store, fakes } = await signedIn({ taxRate: 0.1 });
    await store.added(51, 1, 5);
    const line = store.cart.lines[0];
    if (line === undefined) throw new Error('no line');

    const pending = store.quantityChanged(line.cartItemId, 3);
    // Spec §4: the line, the totals and the item count are recalculated before the server answers.
    expect(store.cart.lines[0]?.quantity).toBe(3);
    expect(store.cart.totalAmount).toBe(3600);
    expect(store.itemCount).toBe(3);
    expect(store.cart.totalAfterTaxation).toBe(3600 + 120); // the old tax until the server's arrives

    expect(await pending).toEqual({ kind: 'notice', notice: 'quantity-updated', tone: 'success' });
    await settle();
    expect(fakes.cartGateway.lines[0]?.quantity).toBe(3);
    expect(store.cart.taxAmount).toBe(360);
    expect(store.cart.totalAfterTaxation).toBe(3960);
  });

  it('a failed quantity change puts the line and the totals back and says so', async () => {
    const { store, fakes } = await signedIn();
    await store.added(51, 2, 5);
    const before = store.cart;
    const id = before.lines[0]?.cartItemId ?? -1;
    fakes.cartGateway.failures.fail(new NetworkError(), 1);

    expect(await store.quantityChanged(id, 4)).toEqual({ kind: 'notice', notice: 'update-failed', tone: 'error' });
    expect(store.cart).toEqual(before);
    expect(fakes.cartGateway.lines[0]?.quantity).toBe(2);
  });

  it('keeps the quantity within the stock and sends nothing when it would not change', async () => {
    const { store, fakes } = await signedIn();
    await store.added(52, 2, 2);
    const id = store.cart.lines[0]?.cartItemId ?? -1;
    fakes.cartGateway.failures.fail(new Error('must not be called'));

    expect(await store.quantityChanged(id, 9)).toEqual({ kind: 'done' });
    expect(store.cart.lines[0]?.quantity).toBe(2);
  });

  it('says "You are not logged in." for an update or remove without a token', async () => {
    const { store, fakes, container } = await signedIn();
    await store.added(51, 2, 5);
    const id = store.cart.lines[0]?.cartItemId ?? -1;
    fakes.session.ended();
    container.get(AuthStore).signedIn = false;

    expect(await store.quantityChanged(id, 3)).toEqual({ kind: 'notice', notice: 'not-logged-in', tone: 'error' });
    expect(await store.removed(id)).toEqual({ kind: 'notice', notice: 'not-logged-in', tone: 'error' });
    expect(store.cart.lines[0]?.quantity).toBe(2);
  });

  it('removes a line and shows the cart the server answered', async () => {
    const { store, fakes } = await signedIn();
    await store.added(51, 1, 5);
    await store.added(52, 1, 2);
    const id = store.cart.lines[0]?.cartItemId ?? -1;

    expect(await store.removed(id)).toEqual({ kind: 'done' });
    expect(store.cart.lines.map((line) => line.variantId)).toEqual([52]);
    expect(fakes.cartGateway.lines.map((line) => line.variantId)).toEqual([52]);
    expect(store.itemCount).toBe(1);
  });

  it('a failed remove keeps the line and says "Failed to remove item from cart."', async () => {
    const { store, fakes } = await signedIn();
    await store.added(51, 1, 5);
    const id = store.cart.lines[0]?.cartItemId ?? -1;
    fakes.cartGateway.failures.fail(new ServerError('down', 500), 1);

    expect(await store.removed(id)).toEqual({ kind: 'notice', notice: 'remove-failed', tone: 'error' });
    expect(store.cart.lines).toHaveLength(1);
  });

  it('emptying asks the server when there is a token and clears locally even when that fails', async () => {
    const { store, fakes } = await signedIn();
    await store.added(51, 2, 5);
    fakes.cartGateway.failures.fail(new NetworkError(), 1);

    expect(await store.emptied()).toEqual({ kind: 'notice', notice: 'empty-failed', tone: 'error' });
    expect(store.cart.lines).toEqual([]);
    expect(store.cart.totalAmount).toBe(0);
    expect(store.cart.sellerDiscount).toBe('0');
    expect(fakes.cartGateway.lines).toHaveLength(1); // the server could not be reached

    await store.added(52, 1, 2);
    expect(await store.emptied()).toEqual({ kind: 'done' });
    expect(fakes.cartGateway.lines).toEqual([]);
  });

  it('after a failed emptying the next load shows what the server still holds', async () => {
    const { store, fakes } = await signedIn();
    await store.added(51, 2, 5);
    fakes.cartGateway.failures.fail(new ServerError('down', 503), 1);

    expect(await store.emptied()).toEqual({ kind: 'notice', notice: 'empty-failed', tone: 'error' });
    expect(store.itemCount).toBe(0);
    expect(store.heldOnServer).toBe(true);

    await store.load();
    expect(store.heldOnServer).toBe(false);
    expect(store.cart.lines.map((line) => [line.variantId, line.quantity])).toEqual([[51, 2]]);
    expect(store.itemCount).toBe(2);
  });

  it('a guest empties only the local cart, and nothing is said', async () => {
    const { container } = setup();
    const store = container.get(CartStore);
    await store.restored;
    expect(await store.emptied()).toEqual({ kind: 'done' });
    expect(store.cart.lines).toEqual([]);
  });

  it('a 401 while emptying ends the session and asks for the login page', async () => {
    const { store, fakes, container } = await signedIn();
    await store.added(51, 1, 5);
    fakes.cartGateway.failures.fail(new UnauthorizedError(), 1);

    expect(await store.emptied()).toEqual({ kind: 'login' });
    expect(store.cart.lines).toEqual([]);
    expect(container.get(AuthStore).isAuthenticated).toBe(false);
  });

  it('a 401 empties the local cart, removes the token, ends the session and asks for the login page', async () => {
    const { store, fakes, container } = await signedIn();
    await store.added(51, 2, 5);
    await container.get(FavouritesStore).added(5);
    fakes.cartGateway.failures.fail(new UnauthorizedError(), 1);

    expect(await store.load()).toEqual({ kind: 'login' });
    expect(store.itemCount).toBe(0);
    expect(fakes.session.accessToken()).toBeNull();
    expect(container.get(AuthStore).isAuthenticated).toBe(false);
    expect(container.get(FavouritesStore).count).toBe(0);
  });

  it('a 401 on a quantity change does the same', async () => {
    const { store, fakes } = await signedIn();
    await store.added(51, 2, 5);
    fakes.cartGateway.failures.fail(new UnauthorizedError(), 1);

    expect(await store.quantityChanged(store.cart.lines[0]?.cartItemId ?? -1, 3)).toEqual({ kind: 'login' });
    expect(store.cart.lines).toEqual([]);
    expect(fakes.session.accessToken()).toBeNull();
  });

  it('a seller’s cart shows the discount as the server computes it', async () => {
    const { store } = await signedIn({ sellerDiscount: '10', taxRate: 0.11 });
    await store.added(51, 3, 5);
    await store.load();

    expect(store.cart.sellerDiscount).toBe('10');
    expect(sellerDiscountAmount(store.cart)).toBe(360);
    expect(store.cart.taxAmount).toBe(356); // 11 % of 32.40, rounded
    expect(store.cart.totalAfterTaxation).toBe(3600 - 360 + 356);
  });

  it('persists the cart between visits', async () => {
    const { store, container } = await signedIn();
    await store.added(51, 2, 5);
    const persisted = container.get((await import('../../../src/application/shared/persisted-state')).PersistedState);
    expect(persisted.current().cart.itemCount).toBe(2);
  });

  it('a NotLoggedInError from the gateway reads as not logged in', async () => {
    const { store, fakes } = await signedIn();
    fakes.cartGateway.failures.fail(new NotLoggedInError(), 1);
    expect(await store.added(51, 1, 5)).toEqual({ kind: 'notice', notice: 'not-logged-in', tone: 'error' });
  });
});

describe('ProductDetailsStore: add to cart and the heart', () => {
  it('puts the chosen variant and quantity in the cart, and the heart on the server', async () => {
    const { container, fakes } = await signedIn();
    const { ProductDetailsStore } = await import('../../../src/application/catalogue/product-details-store');
    const page = resolve(container, ProductDetailsStore);
    await page.opened(5);
    page.valueChosen('L');
    page.quantityChanged(2);

    expect(await page.addToCartClicked()).toEqual({ kind: 'notice', notice: 'added', tone: 'success' });
    expect(fakes.cartGateway.lines.map((line) => [line.variantId, line.quantity])).toEqual([[52, 2]]);
    expect(page.inCart).toBe(2);
    expect(container.get(CartStore).itemCount).toBe(2);

    expect(await page.favouriteClicked()).toEqual({ kind: 'done' });
    expect(fakes.favouritesGateway.items.map((item) => item.id)).toEqual([5]);
  });

  it('a 401 while adding sends the shopper to log in and come back to the product', async () => {
    const { container, fakes } = await signedIn();
    const { ProductDetailsStore } = await import('../../../src/application/catalogue/product-details-store');
    const page = resolve(container, ProductDetailsStore);
    await page.opened(5);
    fakes.cartGateway.failures.fail(new UnauthorizedError(), 1);

    expect(await page.addToCartClicked()).toEqual({ kind: 'login', path: '/login?next=%2Fproduct%2F5' });
    expect(fakes.session.accessToken()).toBeNull();
  });
});
