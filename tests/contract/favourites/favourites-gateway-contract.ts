import type { LocalisedText } from '../../../src/domain/shared/localised-text';
import { describe, expect, it } from 'vitest';
import { FavouriteGone } from '../../../src/application/favourites/favourites-errors';
import type { FavouritesGateway } from '../../../src/application/favourites/favourites-gateway';

/** What a run needs: a shopper's empty favourites, two products the shop lists, and an id it does not. */
export interface FavouritesGatewayScene {
  favourites: FavouritesGateway;
  products: readonly [{ id: number; title: LocalisedText }, { id: number; title: LocalisedText }];
  unknownProductId: number;
}

const refusal = (promise: Promise<unknown>): Promise<unknown> => promise.then(() => null, (error: unknown) => error);

/** What every FavouritesGateway, real or fake, must do (docs/api.md "Favourites"). */
export function describeFavouritesGatewayContract(name: string, make: () => Promise<FavouritesGatewayScene>): void {
  describe(`${name} (FavouritesGateway contract)`, () => {
    it('answers an empty list at first', async () => {
      const { favourites } = await make();
      expect(await favourites.fetch()).toEqual([]);
    });

    it('adds (twice harmlessly) and lists product cards newest first', async () => {
      const { favourites, products } = await make();
      const [a, b] = products;
      await favourites.add(a.id);
      await favourites.add(b.id);
      const list = await favourites.add(b.id);
      expect(list.map((item) => item.id)).toEqual([b.id, a.id]);
      expect(list[0]?.title).toEqual(b.title);
      expect(Number.isInteger(list[0]?.price)).toBe(true);
      expect(await favourites.fetch()).toEqual(list);
    });

    it('removes one and answers the rest; a second remove says FavouriteGone', async () => {
      const { favourites, products } = await make();
      const [a, b] = products;
      await favourites.add(a.id);
      await favourites.add(b.id);
      expect((await favourites.remove(a.id)).map((item) => item.id)).toEqual([b.id]);
      expect(await refusal(favourites.remove(a.id))).toBeInstanceOf(FavouriteGone);
    });

    it('says FavouriteGone for a product the shop does not list', async () => {
      const { favourites, unknownProductId } = await make();
      expect(await refusal(favourites.add(unknownProductId))).toBeInstanceOf(FavouriteGone);
    });
  });
}
