import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDetails, products } from '../../../server/src/db/schema';
import { RefusedError } from '../../../src/application/shared/errors';
import { HttpAdminCatalogueGateway } from '../../../src/infrastructure/admin/http-admin-catalogue-gateway';
import { call } from '../../server/shop-fixtures';
import type { RealServer } from '../support/real-server';
import { SESSION_KINDS, sessionClient } from '../support/sessions';
import { startShopServer } from '../support/shop-world';
import { describeAdminCatalogueGatewayContract } from './admin-catalogue-gateway-contract';

// Once with a bearer token, once with the browser's session cookie, as the console in the browser.
for (const kind of SESSION_KINDS) {
  describe(`${kind} session`, () => {
    let real: RealServer;
    let operatorToken: string;
    let categoryId = 0;
    let brandId = 0;
    beforeAll(async () => {
      real = await startShopServer();
      operatorToken = await real.server.login('operator@dukkan.test', 'Operator123');
      const choices = (await call(real.server, operatorToken, 'GET', '/api/admin/catalogue/choices')).json() as { categories: { id: number }[]; brands: { id: number }[] };
      categoryId = choices.categories.at(-1)?.id ?? 0;
      brandId = choices.brands[0]?.id ?? 0;
    }, 120_000);
    afterAll(() => real.close());

    describeAdminCatalogueGatewayContract(`HttpAdminCatalogueGateway on the real server (${kind} session)`, async () => {
      const { http } = sessionClient(real.base, kind, operatorToken);
      const db = real.server.database.db;
      return {
        catalogue: new HttpAdminCatalogueGateway(http),
        categoryId,
        brandId,
        async someoneElseChangesPrice(id, version) {
          const [variant] = await db.select({ id: productDetails.id }).from(productDetails).where(eq(productDetails.productId, id)).orderBy(productDetails.id).limit(1);
          const response = await call(real.server, operatorToken, 'PATCH', `/api/admin/catalogue/products/${id}/variants/${variant?.id}`, { version, price: '7.77' });
          if (response.statusCode !== 200) throw new Error(`price: ${response.statusCode} ${response.body}`);
        },
        async stockMoves(id, stock) {
          // As a checkout takes stock: the row changes, the product's version does not.
          const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
          const [variant] = await db.select({ id: productDetails.id }).from(productDetails).where(eq(productDetails.productId, product?.id ?? 0)).orderBy(productDetails.id).limit(1);
          await db.update(productDetails).set({ stock }).where(eq(productDetails.id, variant?.id ?? 0));
        },
      };
    });

    it("a shopper's session is refused (403)", async () => {
      const { token } = await real.newShopper();
      const { http } = sessionClient(real.base, kind, token);
      const refusal = await new HttpAdminCatalogueGateway(http).list({}).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(RefusedError);
      expect((refusal as RefusedError).status).toBe(403);
    });
  });
}
