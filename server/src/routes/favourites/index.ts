// The signed-in user's favourites (spec §7; docs/api.md "Favourites"): product cards as the
// catalogue lists them, newest first. A product whose category is hidden drops out of the list.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../http/errors.js';
import { currentUserId, signedInRoutes } from '../../plugins/auth.js';
import { DrizzleCatalogueRepository } from '../../repositories/catalogue-repository.js';
import { productListItem } from '@/infrastructure/catalogue/catalogue-contract';
import { AddFavouriteBody, FavouritesAnswer as FavouritesResponse, ProductIdParams } from '@/infrastructure/favourites/favourites-contract';

export const favouritesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = signedInRoutes(app, 'favourites');
  const catalogue = new DrizzleCatalogueRepository(app.deps.db);

  const itemsOf = async (userId: number) => {
    const ids = await app.deps.repos.favourites.productIds(userId);
    const cards = await catalogue.listedSummaries(ids);
    return { itemsReturned: ids.flatMap((id) => cards.get(id) ?? []).map(productListItem) };
  };

  app.get('/favourites', {
    ...route({ summary: "The signed-in user's favourite products, newest first (spec §7)", response: { 200: FavouritesResponse } }),
    handler: async (request) => itemsOf(currentUserId(request)),
  });

  app.post('/favourites/add', {
    ...route({ summary: 'Add a product to the favourites (adding twice is harmless)', body: AddFavouriteBody, response: { 200: FavouritesResponse } }, 400, 404),
    handler: async (request) => {
      const userId = currentUserId(request);
      const { productId } = request.body;
      if (!(await catalogue.listedSummaries([productId])).has(productId)) throw notFound('Product');
      await app.deps.repos.favourites.add(userId, productId);
      return itemsOf(userId);
    },
  });

  app.delete('/favourites/delete/:productId', {
    ...route({ summary: 'Remove a product from the favourites (spec §7); not in the list → 404', params: ProductIdParams, response: { 200: FavouritesResponse } }, 400, 404),
    handler: async (request) => {
      const userId = currentUserId(request);
      if (!(await app.deps.repos.favourites.remove(userId, request.params.productId))) throw notFound('Favourite');
      return itemsOf(userId);
    },
  });
};
