import { describe, expect, it } from 'vitest';
import { NetworkError, ServerError, UnauthorizedError } from '../../../src/application/shared/errors';
import { AuthStore } from '../../../src/application/account/auth-store';
import { CartStore } from '../../../src/application/cart/cart-store';
import { FavouritesStore } from '../../../src/application/favourites/favourites-store';
import { InMemoryCatalogueGateway } from '../../../src/infrastructure/catalogue/in-memory-catalogue-gateway';
import { InMemoryFavouritesGateway } from '../../../src/infrastructure/favourites/in-memory-favourites-gateway';
import { productDetailsFactory } from '../../factories/product-factory';
import { userFactory } from '../../factories/user-factory';
import { InMemoryProfileGateway } from '../../../src/infrastructure/account/in-memory-profile-gateway';
import { profileWireFactory } from '../../factories/profile-wire-factory';
import { setup, validToken } from '../support/app';
import { settle } from '../support/settle';

const products = () => [productDetailsFactory.build({ id: 1, title: { en: 'Kettle' } }), productDetailsFactory.build({ id: 2, title: { en: 'Lamp' } })];

async function signedIn() {
  const composition = setup({ overrides: { catalogueGateway: new InMemoryCatalogueGateway({ products: products() }) } });
  const store = composition.container.get(FavouritesStore);
  await store.restored;
  composition.container.get(AuthStore).loggedIn(validToken(), userFactory.build());
  await settle();
  return { ...composition, store };
}

/** The favourites fake whose list answers leave late: each fetch's answer is held until `release`. */
class LateListGateway extends InMemoryFavouritesGateway {
  #held: (() => void)[] = [];
  override async fetch() {
    const answer = await super.fetch();
    await new Promise<void>((resolve) => this.#held.push(resolve));
    return answer;
  }
  release(): void {
    for (const resolve of this.#held.splice(0)) resolve();
  }
}

describe('FavouritesStore', () => {
  it('a heart tapped while the list is still on its way stays on: the older answer does not undo it', async () => {
    const late = new LateListGateway();
    const { container, fakes } = setup({ overrides: { catalogueGateway: new InMemoryCatalogueGateway({ products: products() }), favouritesGateway: late } });
    late.catalogue = fakes.catalogueGateway;
    const store = container.get(FavouritesStore);
    await store.restored;
    container.get(AuthStore).loggedIn(validToken(), userFactory.build());
    await settle();
    // The sign-in's quiet refresh asked for the list (empty then); the shopper taps a heart meanwhile.
    expect(await store.toggled(1)).toEqual({ kind: 'done' });
    expect(store.has(1)).toBe(true);
    late.release();
    await settle();
    expect(store.has(1)).toBe(true);
    expect(store.count).toBe(1);
    expect(late.items.map((item) => item.id)).toEqual([1]);
  });


  it('first asked for after the session was confirmed (a server page taken over after start-up), it still fetches the shopper’s list', async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: { profileGateway: new InMemoryProfileGateway(profileWireFactory.build()), catalogueGateway: new InMemoryCatalogueGateway({ products: products() }) } });
    await fakes.favouritesGateway.add(1);
    await container.get(AuthStore).started();
    const store = container.get(FavouritesStore);
    await store.restored;
    await settle();
    expect(store.count).toBe(1);
  });

  it('loads the server’s list (newest first) and the badge follows', async () => {
    const { store, fakes } = await signedIn();
    await fakes.favouritesGateway.add(1);
    await fakes.favouritesGateway.add(2);

    const loading = store.load();
    expect(store.status).toBe('loading');
    expect(await loading).toEqual({ kind: 'done' });
    expect(store.products.map((product) => product.title.en)).toEqual(['Lamp', 'Kettle']);
    expect(store.count).toBe(2);
  });

  it('signing in fetches the list quietly, so the hearts and the badge are right everywhere', async () => {
    const { container, fakes } = setup({ overrides: { catalogueGateway: new InMemoryCatalogueGateway({ products: products() }) } });
    await fakes.favouritesGateway.add(2);
    const store = container.get(FavouritesStore);
    await store.restored;
    container.get(AuthStore).loggedIn(validToken(), userFactory.build());
    await settle();
    expect(store.has(2)).toBe(true);
    container.get(AuthStore).loggedOut();
    expect(store.count).toBe(0);
  });

  it('a failed load says "Failed to fetch favorites" and keeps the hearts', async () => {
    const { store, fakes } = await signedIn();
    await store.added(1);
    fakes.favouritesGateway.failures.fail(new ServerError('down', 503), 1);

    expect(await store.load()).toEqual({ kind: 'notice', notice: 'favourites-fetch-failed', tone: 'error' });
    expect(store.status).toBe('failed');
    expect(store.has(1)).toBe(true);
  });

  it('toggling adds on the server and removes on the server', async () => {
    const { store, fakes } = await signedIn();

    await store.toggled(1);
    expect(store.has(1)).toBe(true);
    expect(fakes.favouritesGateway.items.map((item) => item.id)).toEqual([1]);

    await store.toggled(1);
    expect(store.has(1)).toBe(false);
    expect(fakes.favouritesGateway.items).toEqual([]);
  });

  it('a failed remove puts the favourite back and says "Failed to remove favorite"', async () => {
    const { store, fakes } = await signedIn();
    await store.added(1);
    await store.load();
    fakes.favouritesGateway.failures.fail(new NetworkError(), 1);

    const pending = store.removed(1);
    expect(store.has(1)).toBe(false); // at once
    expect(await pending).toEqual({ kind: 'notice', notice: 'favourite-remove-failed', tone: 'error' });
    expect(store.has(1)).toBe(true);
    expect(store.products.map((product) => product.id)).toEqual([1]);
  });

  it('a failed add takes the heart back', async () => {
    const { store, fakes } = await signedIn();
    fakes.favouritesGateway.failures.fail(new ServerError('down', 500), 1);
    expect(await store.added(2)).toEqual({ kind: 'notice', notice: 'favourite-add-failed', tone: 'error' });
    expect(store.has(2)).toBe(false);
  });

  it('a favourite already gone on the server counts as removed', async () => {
    const { store, fakes } = await signedIn();
    await store.added(1);
    fakes.favouritesGateway.items = [];
    expect(await store.removed(1)).toEqual({ kind: 'done' });
    expect(store.has(1)).toBe(false);
  });

  it('a 401 ends the session, empties favourites and cart, and asks for the login page', async () => {
    const { store, fakes, container } = await signedIn();
    await store.added(1);
    await container.get(CartStore).added(fakes.catalogueGateway.items[0]?.variants[0]?.variantId ?? -1, 1, 5);
    expect(container.get(CartStore).itemCount).toBe(1);
    fakes.favouritesGateway.failures.fail(new UnauthorizedError(), 1);

    expect(await store.load()).toEqual({ kind: 'login' });
    expect(store.count).toBe(0);
    expect(container.get(CartStore).itemCount).toBe(0);
    expect(fakes.session.accessToken()).toBeNull();
  });

  it('without a token the heart stays on this device', async () => {
    const { container } = setup();
    const store = container.get(FavouritesStore);
    await store.restored;
    expect(await store.toggled(9)).toEqual({ kind: 'done' });
    expect(store.has(9)).toBe(true);
  });
});

