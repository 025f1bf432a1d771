import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NetworkError, ServerError } from '../../../src/application/shared/errors';
import { InMemoryCatalogueGateway } from '../../../src/infrastructure/catalogue/in-memory-catalogue-gateway';
import { InMemoryFavouritesGateway } from '../../../src/infrastructure/favourites/in-memory-favourites-gateway';
import { productDetailsFactory, variantFactory } from '../../factories/product-factory';
import { signedIn } from '../support/accounts';
import { renderApp } from '../support/render-app';

const SLOW = { timeout: 8000 };

const kettle = () =>
  productDetailsFactory.build({ id: 1, title: { en: 'Kettle', ar: 'غلاية' }, variants: [variantFactory.build({ variantId: 11, stock: 4 })] });
const lamp = () => productDetailsFactory.build({ id: 2, title: { en: 'Lamp', ar: 'مصباح' }, variants: [variantFactory.build({ variantId: 21, stock: 3 })] });

async function openFavourites(ids: number[], options: { lang?: 'en' | 'ar'; failing?: boolean } = {}) {
  const catalogueGateway = new InMemoryCatalogueGateway({ products: [kettle(), lamp()] });
  const favouritesGateway = new InMemoryFavouritesGateway(catalogueGateway);
  for (const id of ids) await favouritesGateway.add(id);
  if (options.failing === true) favouritesGateway.failures.fail(new ServerError('down', 503));
  return renderApp('/favourites', { lang: options.lang ?? 'en', fakes: { ...signedIn(), catalogueGateway, favouritesGateway } });
}

describe('/favourites', () => {
  it('shows the saved products as catalogue cards, newest first, with the badge', async () => {
    await openFavourites([1, 2]);
    const cards = await screen.findAllByTestId('favourite', {}, SLOW);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Lamp', 'Kettle']);
    await waitFor(() => expect(screen.getByTestId('favourites-badge').textContent).toBe('2'));
  });

  it('removes one; a failed remove puts it back and says "Failed to remove favorite"', async () => {
    const { user, fakes } = await openFavourites([1, 2]);
    await screen.findAllByTestId('favourite', {}, SLOW);
    fakes.favouritesGateway.failures.fail(new NetworkError(), 1);
    await user.click(screen.getByRole('button', { name: 'Remove Lamp from favourites' }));
    expect(await screen.findByText('Failed to remove favorite')).toBeTruthy();
    expect(screen.getAllByTestId('favourite')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove Lamp from favourites' }));
    await waitFor(() => expect(screen.getAllByTestId('favourite')).toHaveLength(1));
    expect(fakes.favouritesGateway.items.map((item) => item.id)).toEqual([1]);
    await waitFor(() => expect(screen.getByTestId('favourites-badge').textContent).toBe('1'));
  });

  it('adds a favourite to the cart', async () => {
    const { user, fakes } = await openFavourites([1]);
    await user.click(await screen.findByRole('button', { name: 'Add to cart: Kettle' }, SLOW));
    expect(await screen.findByText('Added to your cart.')).toBeTruthy();
    expect(fakes.cartGateway.lines.map((line) => [line.variantId, line.quantity])).toEqual([[11, 1]]);
    await waitFor(() => expect(screen.getByTestId('cart-badge').textContent).toBe('1'));
  });

  it('says "Failed to fetch favorites" when the list cannot be read', { timeout: 20_000 }, async () => {
    const { user, fakes } = await openFavourites([1], { failing: true });
    expect(await screen.findByText('Failed to fetch favorites', { selector: '.list-state__title' }, SLOW)).toBeTruthy();
    fakes.favouritesGateway.failures.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('favourite', {}, SLOW)).toBeTruthy();
  });

  it('shows the empty state with a way to the shop, in Arabic', async () => {
    await openFavourites([], { lang: 'ar' });
    expect(await screen.findByText('لا منتجات في المفضلة بعد', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تصفّح المتجر' }).getAttribute('href')).toBe('/shop?lng=ar');
  });
});

describe('product page: add to cart and the heart', () => {
  it('adds the chosen variant and quantity for a signed-in shopper and syncs the heart', async () => {
    const catalogueGateway = new InMemoryCatalogueGateway({ products: [kettle(), lamp()] });
    const { user, fakes } = await renderApp('/product/1', { fakes: { ...signedIn(), catalogueGateway } });
    const add = await screen.findByRole('button', { name: 'Add to cart' }, SLOW);
    await waitFor(() => expect(screen.getByText('Not in your cart yet')).toBeTruthy(), SLOW);
    await user.click(screen.getByRole('button', { name: 'One more' }));
    await user.click(add);

    expect(await screen.findByText('Added to your cart.')).toBeTruthy();
    expect(fakes.cartGateway.lines.map((line) => [line.variantId, line.quantity])).toEqual([[11, 2]]);
    expect(screen.getByText('2 in your cart')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');

    await user.click(screen.getByRole('button', { name: 'Add to favourites' }));
    await waitFor(() => expect(fakes.favouritesGateway.items.map((item) => item.id)).toEqual([1]));
    expect(screen.getByRole('button', { name: 'Remove from favourites' }).getAttribute('aria-pressed')).toBe('true');
  });
});
