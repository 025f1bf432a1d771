import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../src/application/access-token';
import { NotFoundError, NotLoggedInError, RefusedError, UnauthorizedError, ValidationError } from '../../src/application/errors';
import { lineTotal, recalculate, sellerDiscountAmount } from '../../src/domain/cart';
import { EMPTY_SHOP_QUERY } from '../../src/domain/shop-query';
import type { ProductDetails } from '../../src/domain/product';
import { HttpCartGateway } from '../../src/infrastructure/http/http-cart-gateway';
import { HttpCatalogueGateway } from '../../src/infrastructure/http/http-catalogue-gateway';
import { HttpClient } from '../../src/infrastructure/http/http-client';
import { HttpFavouritesGateway } from '../../src/infrastructure/http/http-favourites-gateway';
import { InMemoryKeyValueStorage } from '../../src/infrastructure/in-memory/in-memory-key-value-storage';
import { createTestApp, type TestApp } from '../server/support/test-app';

// The cart and favourites gateways against the real reference API (PGlite in memory, seeded catalogue
// and demo accounts): wire ↔ domain in cents, typed errors, the server's totals equal the domain's.

let server: TestApp;
let base: string;
let catalogue: HttpCatalogueGateway;
let product: ProductDetails;

const gatewaysFor = (token: string | null) => {
  const storage = new InMemoryKeyValueStorage();
  if (token !== null) storage.set(ACCESS_TOKEN_KEY, token);
  const http = new HttpClient(base, storage);
  return { cart: new HttpCartGateway(http), favourites: new HttpFavouritesGateway(http), storage };
};

beforeAll(async () => {
  server = await createTestApp({ seed: { catalogue: true } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}/api`;
  catalogue = new HttpCatalogueGateway(new HttpClient(base, new InMemoryKeyValueStorage()));
  // A product with two variants in stock, one of them discounted if the seed has one.
  const { products } = await catalogue.products({ query: { ...EMPTY_SHOP_QUERY, inStock: true }, pageSize: 100 });
  for (const summary of products) {
    const details = await catalogue.product(summary.id);
    if (details.variants.filter((variant) => variant.stock >= 3).length >= 2) {
      product = details;
      break;
    }
  }
  if (product === undefined) throw new Error('no product with two stocked variants in the seed');
}, 120_000);

afterAll(async () => {
  await server.close();
});

const stocked = () => product.variants.filter((variant) => variant.stock >= 3);

describe('HttpCartGateway', () => {
  it('fails with "User is not logged in." without a token, and UnauthorizedError with a bad one', async () => {
    await expect(gatewaysFor(null).cart.fetch()).rejects.toEqual(new NotLoggedInError('User is not logged in.'));
    await expect(gatewaysFor('not-a-token').cart.fetch()).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('adds two variants, merges the same variant, changes a quantity, removes one and empties — in cents', async () => {
    const { cart } = gatewaysFor(await server.login('shopper@dukkan.test', 'Shopper123'));
    await cart.empty();
    const [first, second] = stocked();
    if (first === undefined || second === undefined) throw new Error('unreachable');

    await cart.add(first.productDetailId, 1);
    let answer = await cart.add(second.productDetailId, 1);
    answer = await cart.add(first.productDetailId, 1);
    expect(answer.fromServer).toBe(true);
    expect(answer.lines.map((line) => [line.productDetailId, line.quantity])).toEqual([
      [first.productDetailId, 2],
      [second.productDetailId, 1],
    ]);
    const line = answer.lines[0];
    if (line === undefined) throw new Error('unreachable');
    expect(line.titleEN).toBe(product.titleEN);
    expect(line.titleAR).toBe(product.titleAR);
    expect(line.price).toBe(first.price);
    expect(line.stock).toBe(first.stock);
    // The server's totals are what the domain computes from the same lines (a shopper: no seller discount).
    expect(answer.sellerDiscount).toBe('0');
    expect(answer.totalAmount).toBe(answer.lines.reduce((sum, item) => sum + lineTotal(item), 0));
    expect(answer.taxAmount).toBeGreaterThan(0);
    expect(recalculate(answer)).toEqual(answer);

    const updated = await cart.updateQuantity(line.cartItemId, line.productDetailId, 3);
    expect(updated.lines[0]?.quantity).toBe(3);
    expect(updated.itemCount).toBe(4);

    const removed = await cart.remove(line.cartItemId);
    expect(removed.lines.map((item) => item.productDetailId)).toEqual([second.productDetailId]);
    expect((await cart.fetch()).lines).toHaveLength(1);

    const emptied = await cart.empty();
    expect(emptied.lines).toEqual([]);
    expect(emptied.totalAfterTaxation).toBe(0);
  });

  it('gives a seller the discount, to the cent as the domain computes it', async () => {
    const { cart } = gatewaysFor(await server.login('seller@dukkan.test', 'Seller123'));
    await cart.empty();
    const [first] = stocked();
    if (first === undefined) throw new Error('unreachable');
    const answer = await cart.add(first.productDetailId, 3);
    expect(answer.sellerDiscount).toBe('10');
    expect(sellerDiscountAmount(answer)).toBeGreaterThan(0);
    expect(answer.totalAfterTaxation).toBe(answer.totalAmount - sellerDiscountAmount(answer) + answer.taxAmount);
    expect(recalculate(answer)).toEqual(answer);
    await cart.empty();
  });

  it('maps refusals: above the stock 409 INSUFFICIENT_STOCK, the wrong variant 400, an unknown line 404', async () => {
    const { cart } = gatewaysFor(await server.login('shopper@dukkan.test', 'Shopper123'));
    await cart.empty();
    const [first, second] = stocked();
    if (first === undefined || second === undefined) throw new Error('unreachable');
    // The merged quantity counts: the stock in the cart, then one more.
    await cart.add(first.productDetailId, first.stock);
    const refusal = await cart.add(first.productDetailId, 1).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RefusedError);
    expect((refusal as RefusedError).code).toBe('INSUFFICIENT_STOCK');
    const { lines } = await cart.fetch();
    const line = lines[0];
    if (line === undefined) throw new Error('unreachable');
    const wrong = await cart.updateQuantity(line.cartItemId, second.productDetailId, 1).catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(ValidationError);
    expect((wrong as ValidationError).field).toBe('productDetailId');
    await expect(cart.remove(999_999)).rejects.toBeInstanceOf(NotFoundError);
    await cart.empty();
  });
});

describe('HttpFavouritesGateway', () => {
  it('adds (twice harmlessly), lists newest first as product cards, removes, and 404s a missing one', async () => {
    const { favourites } = gatewaysFor(await server.login('shopper@dukkan.test', 'Shopper123'));
    for (const item of await favourites.fetch()) await favourites.remove(item.id);
    const { products } = await catalogue.products({ query: EMPTY_SHOP_QUERY, pageSize: 2 });
    const [a, b] = products;
    if (a === undefined || b === undefined) throw new Error('no products');

    await favourites.add(a.id);
    await favourites.add(b.id);
    const list = await favourites.add(b.id);
    expect(list.map((item) => item.id)).toEqual([b.id, a.id]);
    expect(list[0]?.titleEN).toBe(b.titleEN);
    expect(Number.isInteger(list[0]?.price)).toBe(true);

    expect((await favourites.remove(a.id)).map((item) => item.id)).toEqual([b.id]);
    await expect(favourites.remove(a.id)).rejects.toBeInstanceOf(NotFoundError);
    await favourites.remove(b.id);
    await expect(gatewaysFor(null).favourites.fetch()).rejects.toBeInstanceOf(NotLoggedInError);
  });
});
