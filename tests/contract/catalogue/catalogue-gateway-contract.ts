import { describe, expect, it } from 'vitest';
import type { CatalogueGateway } from '../../../src/application/catalogue/catalogue-gateway';
import { NotFoundError } from '../../../src/application/shared/errors';
import { payablePrice } from '../../../src/domain/catalogue/product';
import { EMPTY_SHOP_QUERY } from '../../../src/domain/catalogue/shop-query';

async function firstProduct(gateway: CatalogueGateway) {
  const [listed] = (await gateway.products({ query: EMPTY_SHOP_QUERY, pageSize: 1 })).products;
  if (listed === undefined) throw new Error('the catalogue holds no product');
  return listed;
}

// What every CatalogueGateway answers, whatever catalogue it holds: prices in whole cents, the
// query honoured, a product's details consistent with its card, NotFoundError for an unknown id.
export function describeCatalogueGatewayContract(name: string, make: () => CatalogueGateway): void {
  describe(`${name} (CatalogueGateway contract)`, () => {
    it('answers a page no longer than asked, in whole cents, sorted by price when asked', async () => {
      const page = await make().products({ query: { ...EMPTY_SHOP_QUERY, sort: 'price_asc' }, pageSize: 3 });
      expect(page.pageSize).toBe(3);
      expect(page.pageNo).toBe(1);
      expect(page.products.length).toBeGreaterThan(0);
      expect(page.products.length).toBeLessThanOrEqual(3);
      expect(page.totalCount).toBeGreaterThanOrEqual(page.products.length);
      expect(page.products.every((product) => Number.isInteger(product.price))).toBe(true);
      const prices = page.products.map(payablePrice);
      expect(prices).toEqual(prices.toSorted((a, b) => a - b));
    });

    it('keeps only discounted products on sale', async () => {
      const page = await make().products({ query: { ...EMPTY_SHOP_QUERY, onSale: true }, pageSize: 50 });
      expect(page.products.length).toBeGreaterThan(0);
      expect(page.products.every((product) => product.discount > 0 && product.priceWithDiscount !== null)).toBe(true);
    });

    it("answers a product's details consistent with its card: its variant among the variants, its category", async () => {
      const gateway = make();
      const listed = await firstProduct(gateway);
      const product = await gateway.product(listed.id);
      expect(product.id).toBe(listed.id);
      expect(product.title).toEqual(listed.title);
      expect(product.category.id).toBe(listed.categoryId);
      expect(product.variants.map((variant) => variant.variantId)).toContain(listed.variantId);
    });

    it('answers a brand as listed, and its products only', async () => {
      const gateway = make();
      const brand = (await gateway.brands()).find((item) => item.productsCount > 0);
      if (brand === undefined) throw new Error('no brand with products');
      expect(await gateway.brand(brand.id)).toEqual(brand);
      const { brand: scoped, page } = await gateway.brandProducts(brand.id, { query: EMPTY_SHOP_QUERY, pageSize: 20 });
      expect(scoped.id).toBe(brand.id);
      expect(page.products.length).toBeGreaterThan(0);
      expect(page.products.every((product) => product.brand?.id === brand.id)).toBe(true);
    });

    it("answers a category with its children, and products of the category or its children's", async () => {
      const gateway = make();
      const listed = await firstProduct(gateway);
      const category = await gateway.category(listed.categoryId);
      expect(category.id).toBe(listed.categoryId);
      expect(category.children.every((child) => child.parentCategory === category.id)).toBe(true);
      const { category: scoped, page } = await gateway.categoryProducts(category.id, { query: EMPTY_SHOP_QUERY, pageSize: 20 });
      const ids = new Set([category.id, ...scoped.children.map((child) => child.id)]);
      expect(page.products.map((product) => product.id)).toContain(listed.id);
      expect(page.products.every((product) => ids.has(product.categoryId))).toBe(true);
    });

    it('fails with NotFoundError for an unknown product, brand or category', async () => {
      const gateway = make();
      await expect(gateway.product(999_999)).rejects.toBeInstanceOf(NotFoundError);
      await expect(gateway.brand(999_999)).rejects.toBeInstanceOf(NotFoundError);
      await expect(gateway.category(999_999)).rejects.toBeInstanceOf(NotFoundError);
    });
  });
}
