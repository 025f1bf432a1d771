import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError } from '../../src/application/errors';
import { EMPTY_SHOP_QUERY } from '../../src/domain/shop-query';
import { payablePrice } from '../../src/domain/product';
import { HttpCatalogueGateway } from '../../src/infrastructure/http/http-catalogue-gateway';
import { HttpClient } from '../../src/infrastructure/http/http-client';
import { InMemoryKeyValueStorage } from '../../src/infrastructure/in-memory/in-memory-key-value-storage';
import { createTestApp, type TestApp } from '../server/support/test-app';

// The catalogue gateway against the real reference API with the seeded catalogue (PGlite in memory).

let server: TestApp;
let gateway: HttpCatalogueGateway;

beforeAll(async () => {
  server = await createTestApp({ seed: { catalogue: true } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  gateway = new HttpCatalogueGateway(new HttpClient(`http://127.0.0.1:${port}/api`, new InMemoryKeyValueStorage()));
}, 120_000);

afterAll(async () => {
  await server.close();
});

describe('HttpCatalogueGateway', () => {
  it('reads a page of products in cents, searched whatever the alef spelling, sorted by price', async () => {
    const page = await gateway.products({ query: { ...EMPTY_SHOP_QUERY, productName: 'احجيه', sort: 'price_asc' }, pageSize: 2 });
    expect(page.pageSize).toBe(2);
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.products[0]?.titleAR).toMatch(/أحجية/);
    expect(page.products.every((product) => Number.isInteger(product.price))).toBe(true);
    const prices = page.products.map(payablePrice);
    expect(prices).toEqual(prices.toSorted((a, b) => a - b));
  });

  it('filters on sale, in stock and new arrivals', async () => {
    const onSale = await gateway.products({ query: { ...EMPTY_SHOP_QUERY, onSale: true, inStock: true }, pageSize: 50 });
    expect(onSale.products.length).toBeGreaterThan(0);
    expect(onSale.products.every((product) => product.discount > 0 && product.priceWithDiscount !== null && product.inStock)).toBe(true);
    const fresh = await gateway.products({ query: EMPTY_SHOP_QUERY, pageSize: 5, newOnly: true });
    const all = await gateway.products({ query: EMPTY_SHOP_QUERY, pageSize: 5 });
    expect(fresh.totalCount).toBeLessThan(all.totalCount);
  });

  it('reads a product with its variants and related products, and 404 as NotFoundError', async () => {
    const [listed] = (await gateway.products({ query: EMPTY_SHOP_QUERY, pageSize: 1 })).products;
    if (listed === undefined) throw new Error('no product seeded');
    const product = await gateway.product(listed.id);
    expect(product.id).toBe(listed.id);
    expect(product.variants.length).toBeGreaterThan(0);
    expect(product.category.id).toBe(listed.categoryId);
    expect(product.images.length).toBeGreaterThan(0);
    await expect(gateway.product(999_999)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('reads brands, a brand and its products, a category with children and its products', async () => {
    const brands = await gateway.brands();
    const brand = brands.find((item) => item.productsCount > 0);
    if (brand === undefined) throw new Error('no brand seeded');
    expect(await gateway.brand(brand.id)).toEqual(brand);
    const ofBrand = await gateway.brandProducts(brand.id, { query: { ...EMPTY_SHOP_QUERY, brandId: 12345 }, pageSize: 100 });
    expect(ofBrand.page.totalCount).toBe(brand.productsCount);
    expect(ofBrand.page.products.every((product) => product.brand?.id === brand.id)).toBe(true);

    const category = await gateway.category(1);
    expect(category.children.length).toBeGreaterThan(0);
    const ofCategory = await gateway.categoryProducts(1, { query: EMPTY_SHOP_QUERY, pageSize: 5 });
    expect(ofCategory.page.totalCount).toBe(category.productsCount);
    await expect(gateway.brand(999_999)).rejects.toBeInstanceOf(NotFoundError);
  });
});
