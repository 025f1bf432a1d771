import { Type } from 'typebox';
import { ProductListItem } from '../catalogue/schemas.js';

export const FavouritesResponse = Type.Object({
  itemsReturned: Type.Array(ProductListItem, { description: "Product cards as in GET /products (id = the product's id), newest first" }),
});
export const ProductIdParams = Type.Object({ productId: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const AddFavouriteBody = Type.Object({ productId: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
