// The shopper's favourites (spec section 3). The store keeps the ids (the badge and the hearts,
// persisted between visits); the server answers the full product cards (docs/api.md, "Favourites").

export interface FavouriteItem {
  id: number;
}

export function isFavourite(items: readonly FavouriteItem[], productId: number): boolean {
  return items.some((item) => item.id === productId);
}

/** The list with the item at the front (the server answers newest first); unchanged ids are not doubled. */
export function withFavourite<T extends FavouriteItem>(items: readonly T[], item: T): T[] {
  return [item, ...items.filter((candidate) => candidate.id !== item.id)];
}

/** The list without the product; the same list when it was not there. */
export function withoutFavourite<T extends FavouriteItem>(items: readonly T[], productId: number): readonly T[] {
  return isFavourite(items, productId) ? items.filter((item) => item.id !== productId) : items;
}
