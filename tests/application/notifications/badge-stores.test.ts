import { describe, expect, it } from 'vitest';
import { PERSISTED_STATE_KEY, emptySnapshot, serialisePersistedState } from '../../../src/domain/shared/persisted-state';
import { CartStore } from '../../../src/application/cart/cart-store';
import { FavouritesStore } from '../../../src/application/favourites/favourites-store';
import { cartFactory } from '../../factories/cart-factory';
import { cartLineFactory } from '../../factories/cart-line-factory';
import { setup } from '../support/app';

describe('CartStore and FavouritesStore (badges)', () => {
  it('start empty', async () => {
    const { container } = setup();
    const cart = container.get(CartStore);
    const favourites = container.get(FavouritesStore);
    await Promise.all([cart.restored, favourites.restored]);

    expect(cart.itemCount).toBe(0);
    expect(favourites.count).toBe(0);
  });

  it('count what the last visit left', async () => {
    const { container, fakes } = setup();
    const saved = cartFactory.build({ lines: [cartLineFactory.build({ quantity: 2 }), cartLineFactory.build({ quantity: 3 })] });
    fakes.localStorage.set(
      PERSISTED_STATE_KEY,
      serialisePersistedState({ ...emptySnapshot(), cart: saved, favourites: { items: [{ id: 4 }, { id: 9 }] } }),
    );
    const cart = container.get(CartStore);
    const favourites = container.get(FavouritesStore);
    await Promise.all([cart.restored, favourites.restored]);

    expect(cart.itemCount).toBe(5);
    expect(favourites.count).toBe(2);
  });

  it('clearing the cart empties the badge', async () => {
    const { container } = setup();
    const cart = container.get(CartStore);
    await cart.restored;
    cart.hydrated(cartFactory.build());

    cart.cleared();

    expect(cart.itemCount).toBe(0);
    expect(cart.cart.sellerDiscount).toBe('0');
  });
});
