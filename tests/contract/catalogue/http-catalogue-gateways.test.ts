import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SHOP_QUERY } from '../../../src/domain/catalogue/shop-query';
import { HttpCatalogueGateway } from '../../../src/infrastructure/catalogue/http-catalogue-gateway';
import { HttpCategoryGateway } from '../../../src/infrastructure/catalogue/http-category-gateway';
import { HttpClient } from '../../../src/infrastructure/shared/http-client';
import { InMemorySession } from '../../../src/infrastructure/account/in-memory-session';
import { startRealServer, type RealServer } from '../support/real-server';
import { describeCatalogueGatewayContract } from './catalogue-gateway-contract';
import { describeCategoryGatewayContract } from './category-gateway-contract';

// The catalogue's Http adapters on the real reference API with the seeded catalogue (one server for both ports).

let real: RealServer;

beforeAll(async () => {
  real = await startRealServer();
}, 120_000);

afterAll(async () => {
  await real.close();
});

const http = () => new HttpClient(real.base, new InMemorySession());

describeCatalogueGatewayContract('HttpCatalogueGateway', () => new HttpCatalogueGateway(http()));
describeCategoryGatewayContract('HttpCategoryGateway', () => new HttpCategoryGateway(http()));

describe('HttpCatalogueGateway on the seeded catalogue', () => {
  it('searches whatever the alef spelling', async () => {
    const page = await new HttpCatalogueGateway(http()).products({ query: { ...EMPTY_SHOP_QUERY, productName: 'احجيه' }, pageSize: 2 });
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.products[0]?.title.ar).toMatch(/أحجية/);
  });

  it('keeps new arrivals only when asked', async () => {
    const gateway = new HttpCatalogueGateway(http());
    const fresh = await gateway.products({ query: EMPTY_SHOP_QUERY, pageSize: 5, newOnly: true });
    const all = await gateway.products({ query: EMPTY_SHOP_QUERY, pageSize: 5 });
    expect(fresh.totalCount).toBeLessThan(all.totalCount);
  });

  it("counts a brand's and a category's products as listed, a scoped list ignoring the query's brand", async () => {
    const gateway = new HttpCatalogueGateway(http());
    const brand = (await gateway.brands()).find((item) => item.productsCount > 0);
    if (brand === undefined) throw new Error('no brand seeded');
    const ofBrand = await gateway.brandProducts(brand.id, { query: { ...EMPTY_SHOP_QUERY, brandId: 12345 }, pageSize: 100 });
    expect(ofBrand.page.totalCount).toBe(brand.productsCount);
    const category = await gateway.category(1);
    expect(category.children.length).toBeGreaterThan(0);
    const ofCategory = await gateway.categoryProducts(1, { query: EMPTY_SHOP_QUERY, pageSize: 5 });
    expect(ofCategory.page.totalCount).toBe(category.productsCount);
  });
});
