import { Type } from 'typebox';
import { Body, Id } from '../../http/schemas.js';
import { ProductListItem } from '../catalogue/schemas.js';

export const FavouritesResponse = Type.Object({
  itemsReturned: Type.Array(ProductListItem, { description: "Product cards as in GET /products (id = the product's id), newest first" }),
});
export const ProductIdParams = Type.Object({ productId: Id() });
export const AddFavouriteBody = Body({ productId: Id() });
