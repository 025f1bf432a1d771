// The shopper's favourites as the frame needs them: ids for the badge count (spec section 3).
// The favourites issue adds the rest of an item.

export interface FavouriteItem {
  id: number;
}
