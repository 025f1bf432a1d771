import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotLoggedInError } from '../../../src/application/shared/errors';
import { EMPTY_SHOP_QUERY } from '../../../src/domain/catalogue/shop-query';
import { HttpCatalogueGateway } from '../../../src/infrastructure/catalogue/http-catalogue-gateway';
import { HttpFavouritesGateway } from '../../../src/infrastructure/favourites/http-favourites-gateway';
import { InMemorySession } from '../../../src/infrastructure/account/in-memory-session';
import { HttpClient } from '../../../src/infrastructure/shared/http-client';
import { startRealServer, type RealServer } from '../support/real-server';
import { describeFavouritesGatewayContract, type FavouritesGatewayScene } from './favourites-gateway-contract';

let real: RealServer;
let products: FavouritesGatewayScene['products'];

const favouritesFor = (token: string | null): HttpFavouritesGateway => {
  return new HttpFavouritesGateway(new HttpClient(real.base, new InMemorySession(token)));
};

beforeAll(async () => {
  real = await startRealServer();
  const catalogue = new HttpCatalogueGateway(new HttpClient(real.base, new InMemorySession()));
  const [a, b] = (await catalogue.products({ query: EMPTY_SHOP_QUERY, pageSize: 2 })).products;
  if (a === undefined || b === undefined) throw new Error('no products in the seed');
  products = [a, b];
});

afterAll(async () => {
  await real.close();
});

describeFavouritesGatewayContract('HttpFavouritesGateway on the real server', async () => ({
  favourites: favouritesFor((await real.newShopper()).token),
  products,
  unknownProductId: 2_000_000_000,
}));

describe('HttpFavouritesGateway (the session)', () => {
  it('fails with NotLoggedInError without a session', async () => {
    await expect(favouritesFor(null).fetch()).rejects.toBeInstanceOf(NotLoggedInError);
  });
});
