import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotLoggedInError, UnauthorizedError } from '../../../src/application/shared/errors';
import type { ProductDetails } from '../../../src/domain/catalogue/product';
import { EMPTY_SHOP_QUERY } from '../../../src/domain/catalogue/shop-query';
import { HttpCartGateway } from '../../../src/infrastructure/cart/http-cart-gateway';
import { HttpCatalogueGateway } from '../../../src/infrastructure/catalogue/http-catalogue-gateway';
import { InMemorySession } from '../../../src/infrastructure/account/in-memory-session';
import { HttpClient } from '../../../src/infrastructure/shared/http-client';
import { startRealServer, type RealServer } from '../support/real-server';
import { SESSION_KINDS, sessionClient, type SessionKind } from '../support/sessions';
import { describeCartGatewayContract, type StockedVariant } from './cart-gateway-contract';

let real: RealServer;
let variants: readonly [StockedVariant, StockedVariant];

const cartFor = (token: string | null, kind: SessionKind = 'bearer'): HttpCartGateway =>
  new HttpCartGateway(sessionClient(real.base, kind, token).http);

beforeAll(async () => {
  real = await startRealServer();
  // A seeded product with two variants of at least 3 in stock.
  const catalogue = new HttpCatalogueGateway(new HttpClient(real.base, new InMemorySession()));
  const { products } = await catalogue.products({ query: { ...EMPTY_SHOP_QUERY, inStock: true }, pageSize: 100 });
  let found: ProductDetails | undefined;
  for (const summary of products) {
    const details = await catalogue.product(summary.id);
    if (details.variants.filter((variant) => variant.stock >= 3).length >= 2) {
      found = details;
      break;
    }
  }
  if (found === undefined) throw new Error('no product with two stocked variants in the seed');
  const title = found.title;
  const [first, second] = found.variants
    .filter((variant) => variant.stock >= 3)
    .map((variant) => ({ variantId: variant.variantId, stock: variant.stock, price: variant.price, title }));
  if (first === undefined || second === undefined) throw new Error('unreachable');
  variants = [first, second];
});

afterAll(async () => {
  await real.close();
});

for (const kind of SESSION_KINDS) {
  describeCartGatewayContract(`HttpCartGateway on the real server (${kind} session)`, async () => {
    const seller = cartFor(await real.server.login('seller@dukkan.test', 'Seller123'), kind);
    await seller.empty();
    return { shopper: cartFor((await real.newShopper()).token, kind), seller, variants, unknownVariantId: 2_000_000_000 };
  });

  describe(`HttpCartGateway (the ${kind} session)`, () => {
    it('fails with NotLoggedInError without a session and UnauthorizedError with a bad token', async () => {
      await expect(cartFor(null, kind).fetch()).rejects.toBeInstanceOf(NotLoggedInError);
      await expect(cartFor('not-a-token', kind).fetch()).rejects.toBeInstanceOf(UnauthorizedError);
    });
  });
}
