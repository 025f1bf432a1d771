import type { ProductSummary } from '../../domain/catalogue';

/**
 * The shopper's favourites on the server (docs/api.md, "Favourites"): product cards, newest first.
 * Every call answers the list as the server now holds it. Throws NotLoggedInError without a token,
 * UnauthorizedError on 401, NotFoundError (removing one not in the list, adding an unknown product),
 * NetworkError, ServerError.
 */
export interface FavouritesGateway {
  /** GET /favourites. */
  fetch(): Promise<ProductSummary[]>;
  /** POST /favourites/add { productId }; adding twice is harmless. */
  add(productId: number): Promise<ProductSummary[]>;
  /** DELETE /favourites/delete/{productId}. */
  remove(productId: number): Promise<ProductSummary[]>;
}
