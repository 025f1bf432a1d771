// Why a favourites change was refused, in the application's words (the adapters translate).
import { GoneError } from '../shared/errors';

/** The product is not (or no longer) in the shopper's favourites, or not in the shop at all. */
export class FavouriteGone extends GoneError {
  override readonly name = 'FavouriteGone';
  constructor(message = 'That product is not in the favourites.') {
    super(message);
  }
}
