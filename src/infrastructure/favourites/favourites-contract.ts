// The favourites' contract (docs/adr/0027-one-contract.md; docs/api.md "Favourites"): every answer is
// the list as the server now holds it, product cards newest first. The card is the catalogue's
// (GET /products' item).
// A product not in the list (remove) or not in the shop (add) is a 404.
import * as Type from 'typebox';
import { ProductListItem } from '../catalogue';
import { Body, Id } from '../shared/shared-contract';

export const FavouritesAnswer = Type.Object({
  itemsReturned: Type.Array(ProductListItem, { description: "Product cards as in GET /products (id = the product's id), newest first" }),
});

export const ProductIdParams = Type.Object({ productId: Id() });
export const AddFavouriteBody = Body({ productId: Id() });
