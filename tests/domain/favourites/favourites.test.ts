import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFavourite, withFavourite, withoutFavourite, type FavouriteItem } from '../../../src/domain/favourites/favourites';

const ids = (items: readonly FavouriteItem[]) => items.map((item) => item.id);

describe('favourites', () => {
  it('adds a product at the front (newest first) and only once', () => {
    const items = withFavourite(withFavourite([{ id: 1 }], { id: 2 }), { id: 2 });
    expect(ids(items)).toEqual([2, 1]);
    expect(isFavourite(items, 2)).toBe(true);
  });

  it('removes a product, and leaves the list alone when it is not there', () => {
    const items = [{ id: 1 }, { id: 2 }];
    expect(ids(withoutFavourite(items, 1))).toEqual([2]);
    expect(withoutFavourite(items, 9)).toBe(items);
    expect(isFavourite(items, 9)).toBe(false);
  });

  it('property: adding is idempotent and keeps one copy', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(1000)), fc.nat(1000), (list, id) => {
        const once = withFavourite(list.map((value) => ({ id: value })), { id });
        expect(withFavourite(once, { id })).toEqual(once);
        expect(ids(once).filter((value) => value === id)).toHaveLength(1);
      }),
    );
  });

  it('property: removing undoes adding a new id', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(1000)), fc.nat(1000), (list, id) => {
        fc.pre(!list.includes(id));
        const items = list.map((value) => ({ id: value }));
        expect(withoutFavourite(withFavourite(items, { id }), id)).toEqual(items);
      }),
    );
  });
});
