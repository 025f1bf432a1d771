import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../src/application/account/access-token';
import { ServerError } from '../../../src/application/shared/errors';
import { AuthStore } from '../../../src/application/account/auth-store';
import { BrandStore } from '../../../src/application/catalogue/brand-store';
import { FavouritesStore } from '../../../src/application/favourites/favourites-store';
import { HomeStore } from '../../../src/application/catalogue/home-store';
import { ProductDetailsStore } from '../../../src/application/catalogue/product-details-store';
import { listFromSearch, listSearch, ProductListStore, type ListPage } from '../../../src/application/catalogue/product-list-store';
import type { ProductListInput } from '../../../src/application/catalogue/product-list-store';
import { EMPTY_SHOP_QUERY } from '../../../src/domain/catalogue/shop-query';
import { InMemoryCatalogueGateway } from '../../../src/infrastructure/catalogue/in-memory-catalogue-gateway';
import { categoryFactory } from '../../factories/category-factory';
import { brandFactory, productDetailsFactory, variantFactory } from '../../factories/product-factory';
import { userFactory } from '../../factories/user-factory';
import { setup, validToken } from '../support/app';
import { resolve } from '../../../src/infrastructure/app/wiring';

const catalogue = () =>
  new InMemoryCatalogueGateway({
    products: [
      productDetailsFactory.build({ id: 1, title: { en: 'Wooden puzzle', ar: 'أحجية خشبية' }, price: 800, priceWithDiscount: 480, discount: 40, arrivalDate: '2026-07-30' }),
      productDetailsFactory.build({ id: 2, title: { en: 'Summer dress', ar: 'فستان صيفي' }, price: 3799, arrivalDate: '2025-01-01', categoryId: 2 }),
      productDetailsFactory.build({ id: 3, title: { en: 'Phone case', ar: 'غطاء هاتف' }, price: 500, inStock: false, arrivalDate: '2026-07-20' }),
    ],
    brands: [brandFactory.build({ id: 1 }), brandFactory.build({ id: 2, productsCount: 0 })],
    categories: [categoryFactory.build({ id: 1 }), categoryFactory.build({ id: 2, isParent: false, parentCategory: 1 })],
  });

const shop = (query = {}): ProductListInput => ({ scope: { kind: 'all' }, query: { ...EMPTY_SHOP_QUERY, ...query }, pageSize: 2 });

describe('ProductListStore', () => {
  it('is loading until the answer, then shows the page with the total', async () => {
    const { container } = setup({ overrides: { catalogueGateway: catalogue() } });
    const store = resolve(container, ProductListStore);
    expect(store.entryFor(shop()).status).toBe('loading');

    await store.listShown(shop());

    const entry = store.entryFor(shop());
    expect(entry).toMatchObject({ status: 'ready', totalCount: 3, pageNo: 1 });
    expect(entry.items.map((item) => item.id)).toEqual([1, 3]);
  });

  it('answers a search whatever the alef spelling, and says when nothing matched', async () => {
    const { container } = setup({ overrides: { catalogueGateway: catalogue() } });
    const store = resolve(container, ProductListStore);

    await store.listShown(shop({ productName: 'احجية' }));
    await store.listShown(shop({ productName: 'nothing like it' }));

    expect(store.entryFor(shop({ productName: 'احجية' })).items.map((item) => item.id)).toEqual([1]);
    expect(store.entryFor(shop({ productName: 'nothing like it' })).status).toBe('empty');
  });

  it('keeps a list it has, so coming back draws it at once without asking again', async () => {
    const gateway = catalogue();
    const { container } = setup({ overrides: { catalogueGateway: gateway } });
    const store = resolve(container, ProductListStore);
    await store.listShown(shop({ pageNo: 2 }));
    const calls = gateway.calls;

    await store.listShown(shop({ pageNo: 2 }));

    expect(gateway.calls).toBe(calls);
    expect(store.entryFor(shop({ pageNo: 2 })).items.map((item) => item.id)).toEqual([2]);
  });

  it('a list page with a sort of its own reads and writes its address with it: the route data and the screen load the same list', async () => {
    const { container } = setup({ overrides: { catalogueGateway: catalogue() } });
    const store = resolve(container, ProductListStore);
    const cheapestFirst: ListPage = { scope: { kind: 'all' }, sort: 'price_asc' };

    const loaded = listFromSearch(cheapestFirst, new URLSearchParams(''));
    await store.listShown(loaded);

    expect(loaded.query.sort).toBe('price_asc');
    expect(store.entryFor(listFromSearch(cheapestFirst, new URLSearchParams(''))).items.map((item) => item.id)).toEqual([1, 3, 2]);
    expect(listSearch(cheapestFirst, loaded.query)).toBe('');
    expect(listSearch(cheapestFirst, { ...loaded.query, sort: 'newest', pageNo: 2 })).toBe('?sort=newest&pageNo=2');
    expect(listSearch({ scope: { kind: 'all' } }, { ...loaded.query, sort: 'newest' })).toBe('');
    expect(listFromSearch({ scope: { kind: 'all' }, newOnly: true }, new URLSearchParams('sort=price_desc'))).toMatchObject({ newOnly: true, query: { sort: 'price_desc' } });
  });

  it('fails to an error state and recovers on retry', async () => {
    const gateway = catalogue();
    gateway.failures.fail(new ServerError('down', 503), 2);
    const { container, fakes } = setup({ overrides: { catalogueGateway: gateway } });
    const store = resolve(container, ProductListStore);

    await store.listShown(shop({ sort: 'price_desc' }));
    expect(store.entryFor(shop({ sort: 'price_desc' })).status).toBe('error');
    expect(fakes.errorReporter.reported.length).toBeGreaterThan(0);

    await store.retried(shop({ sort: 'price_desc' }));
    expect(store.entryFor(shop({ sort: 'price_desc' })).items.map((item) => item.id)).toEqual([2, 3]);
  });

  it('a brand or category list carries its brand or category; an unknown one is not found', async () => {
    const { container } = setup({ overrides: { catalogueGateway: catalogue() } });
    const store = resolve(container, ProductListStore);
    const ofCategory: ProductListInput = { ...shop(), scope: { kind: 'category', id: 1 } };
    const unknownBrand: ProductListInput = { ...shop(), scope: { kind: 'brand', id: 99 } };

    await store.listShown(ofCategory);
    await store.listShown(unknownBrand);

    expect(store.entryFor(ofCategory)).toMatchObject({ status: 'ready', totalCount: 3, category: { id: 1 } });
    expect(store.entryFor(unknownBrand).status).toBe('not-found');
  });
});

describe('HomeStore and BrandStore', () => {
  it('loads the on-sale and new-arrival rails and the brands that have products', async () => {
    const { container } = setup({ overrides: { catalogueGateway: catalogue() } });
    const home = resolve(container, HomeStore);

    await home.opened();

    expect(home.onSale.items.map((item) => item.id)).toEqual([1]);
    expect(home.newArrivals.items.map((item) => item.id)).toEqual([1, 3]);
    expect(resolve(container, BrandStore).brands.map((brand) => brand.id)).toEqual([1]);
  });

  it('shows a failed brand list as an error and retries it', async () => {
    const gateway = catalogue();
    gateway.failures.fail(new ServerError('down', 500), 2);
    const { container } = setup({ overrides: { catalogueGateway: gateway } });
    const brands = resolve(container, BrandStore);

    await brands.load();
    expect(brands.status).toBe('error');
    await brands.retried();
    expect(brands.status).toBe('ready');
  });
});

const dress = () =>
  productDetailsFactory.build({
    id: 38,
    variants: [
      variantFactory.build({ variantId: 91, color: 'blue', variantValue: 'XL', stock: 2, price: 3799 }),
      variantFactory.build({ variantId: 93, color: 'white', variantValue: 'XL', stock: 14, price: 3999 }),
      variantFactory.build({ variantId: 94, color: 'white', variantValue: 'S', stock: 0, price: 3999 }),
    ],
  });

describe('ProductDetailsStore', () => {
  it('opens on the first variant in stock and switches colour and value, keeping the quantity within stock', async () => {
    const { container } = setup({ overrides: { catalogueGateway: new InMemoryCatalogueGateway({ products: [dress()] }) } });
    const store = resolve(container, ProductDetailsStore);

    await store.opened(38);
    expect(store.variant?.variantId).toBe(91);
    store.quantityChanged(5);
    expect(store.quantity).toBe(2);

    store.colourChosen('white');
    expect(store.variant).toMatchObject({ variantId: 93, price: 3999 });
    store.quantityChanged(9);
    expect(store.quantity).toBe(9);

    store.valueChosen('S');
    expect(store.variant?.variantId).toBe(94);
    expect(store.quantity).toBe(0);
  });

  it('is not found for an unknown product, and recovers from a failure on retry', async () => {
    const gateway = new InMemoryCatalogueGateway({ products: [dress()] });
    const { container } = setup({ overrides: { catalogueGateway: gateway } });
    const store = resolve(container, ProductDetailsStore);

    await store.opened(7);
    expect(store.status).toBe('not-found');

    gateway.failures.fail(new ServerError('down', 502), 2);
    await store.opened(38);
    expect(store.status).toBe('error');
    await store.retried();
    expect(store.status).toBe('ready');
  });

  it('sends a guest who taps the heart or add-to-cart to the login page, to come back here', async () => {
    const { container } = setup({ overrides: { catalogueGateway: new InMemoryCatalogueGateway({ products: [dress()] }) } });
    const store = resolve(container, ProductDetailsStore);
    await store.opened(38);

    expect(await store.favouriteClicked()).toEqual({ kind: 'login', path: '/login?next=%2Fproduct%2F38' });
    expect(await store.addToCartClicked()).toEqual({ kind: 'login', path: '/login?next=%2Fproduct%2F38' });
    expect(container.get(FavouritesStore).count).toBe(0);
  });

  it('toggles a signed-in shopper’s favourite', async () => {
    const { container, fakes } = setup({ overrides: { catalogueGateway: new InMemoryCatalogueGateway({ products: [dress()] }) } });
    fakes.localStorage.set(ACCESS_TOKEN_KEY, validToken());
    container.get(AuthStore).loggedIn(validToken(), userFactory.build());
    const store = resolve(container, ProductDetailsStore);
    await store.opened(38);

    expect(await store.favouriteClicked()).toEqual({ kind: 'done' });
    expect(store.isFavourite).toBe(true);
    expect(container.get(FavouritesStore).count).toBe(1);
    await store.favouriteClicked();
    expect(store.isFavourite).toBe(false);
  });
});
