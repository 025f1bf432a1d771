import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../src/application/access-token';
import { NotFoundError, RefusedError, StockShortageError, ValidationError } from '../../src/application/errors';
import type { CheckoutRequest } from '../../src/application/ports/order-gateway';
import { refundAmountOf } from '../../src/domain/refund';
import { HttpClient } from '../../src/infrastructure/http/http-client';
import { HttpOrderGateway } from '../../src/infrastructure/http/http-order-gateway';
import { HttpRefundGateway } from '../../src/infrastructure/http/http-refund-gateway';
import { InMemoryKeyValueStorage } from '../../src/infrastructure/in-memory/in-memory-key-value-storage';
import { addToCart, call, makeUser, setVariant, SMALL_CATALOGUE, variantIds } from '../server/shop-fixtures';
import { createTestApp, type TestApp } from '../server/support/test-app';

// The order and refund gateways against the real reference API (PGlite in memory, dev routes on).

let server: TestApp;
let baseUrl: string;
let cheap = 0; // 12.50, stock 40
let scarce = 0; // stock 1

const REQUEST: CheckoutRequest = {
  fullName: 'Lina Haddad',
  city: 'Damascus',
  street: 'Baghdad St. 12',
  details: '3rd floor',
  phone: '963944123456',
  note: '',
  paymentMethod: 'cash_on_delivery',
  countryId: 1,
  currencyId: 1,
};

async function shopper() {
  const user = await makeUser(server);
  const http = new HttpClient(baseUrl, new InMemoryKeyValueStorage({ [ACCESS_TOKEN_KEY]: user.token }));
  return { token: user.token, orders: new HttpOrderGateway(http), refunds: new HttpRefundGateway(http) };
}

beforeAll(async () => {
  server = await createTestApp({ seed: SMALL_CATALOGUE, config: { exposeOutbox: true } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api`;
  [cheap = 0, scarce = 0] = await variantIds(server, 2);
  await setVariant(server, cheap, { price: '12.50', discountPrice: null, stock: 40 });
  await setVariant(server, scarce, { price: '3.00', discountPrice: null, stock: 1 });
}, 120_000);

afterAll(async () => {
  await server.close();
});

describe('HttpOrderGateway', () => {
  it('checks out in cents with the display currency, once per idempotency key, and reads the order back', async () => {
    const { token, orders } = await shopper();
    await addToCart(server, token, cheap, 2);

    const order = await orders.checkout(REQUEST, 'http-gateway-key-0001');
    expect(order).toMatchObject({ status: 'placed', fullName: 'Lina Haddad', phone: '963944123456', totalAmount: 2500, itemCount: 2 });
    expect(order.items[0]).toMatchObject({ productDetailId: cheap, unitPrice: 1250, quantity: 2, totalAmount: 2500, refundableQuantity: 0, refundableUntil: null });
    expect(order.displayCurrency).toMatchObject({ id: 1, code: 'SYP' });
    expect(order.totalAfterTaxation).toBe(order.totalAmount - order.sellerDiscountAmount + order.taxAmount + order.deliveryFee);

    const again = await orders.checkout(REQUEST, 'http-gateway-key-0001');
    expect(again.id).toBe(order.id);
    expect((await orders.list()).map((summary) => summary.id)).toEqual([order.id]);
    expect(await orders.get(order.id)).toEqual(order);
  });

  it('a stock refusal carries the line and what is left; an empty cart is CART_EMPTY; someone else’s order is not found', async () => {
    const { token, orders } = await shopper();
    await addToCart(server, token, scarce, 1);
    await setVariant(server, scarce, { stock: 0 });

    const refused = await orders.checkout(REQUEST, 'http-gateway-key-0002').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StockShortageError);
    expect((refused as StockShortageError).shortages).toEqual([{ cartItemId: expect.any(Number), productDetailId: scarce, available: 0 }]);

    const other = await shopper();
    const empty = await other.orders.checkout(REQUEST, 'http-gateway-key-0003').catch((error: unknown) => error);
    expect(empty).toBeInstanceOf(ValidationError);
    expect((empty as ValidationError).code).toBe('CART_EMPTY');

    await addToCart(server, other.token, cheap, 1);
    const theirs = await other.orders.checkout(REQUEST, 'http-gateway-key-0004');
    await expect(orders.get(theirs.id)).rejects.toBeInstanceOf(NotFoundError);
    await setVariant(server, scarce, { stock: 1 });
  });
});

describe('HttpRefundGateway', () => {
  it('refuses before delivery, then records a request with its status and amount, and lists it', async () => {
    const { token, orders, refunds } = await shopper();
    await addToCart(server, token, cheap, 3);
    const order = await orders.checkout(REQUEST, 'http-gateway-key-0005');
    const item = order.items[0];
    if (item === undefined) throw new Error('one line expected');
    const request = { orderId: order.id, orderItemId: item.orderItemId, quantity: 2, reason: 'damaged' as const, note: 'Crushed box', photos: [] };

    const early = await refunds.request(request).catch((error: unknown) => error);
    expect(early).toBeInstanceOf(RefusedError);
    expect((early as RefusedError).code).toBe('NOT_DELIVERED');

    const moved = await call(server, null, 'POST', `/api/dev/orders/${order.id}/status`, { status: 'delivered' });
    expect(moved.statusCode).toBe(200);
    const delivered = await orders.get(order.id);
    expect(delivered.items[0]).toMatchObject({ refundableQuantity: 3, refundableUntil: expect.any(String) });

    const refund = await refunds.request({ ...request, photos: ['data:image/png;base64,iVBORw0KGgo='] });
    // 2 × 12.50 and their share of the 2.00 delivery fee (goods 37.50): the server's amount is the domain's.
    expect(refund).toMatchObject({ orderId: order.id, quantity: 2, reason: 'damaged', status: 'requested', amount: 2633, photoCount: 1 });
    expect(refundAmountOf(delivered, item, '2', 3, 'damaged')).toBe(refund.amount);
    expect(refund.displayCurrency.code).toBe('SYP');
    expect(await refunds.list()).toEqual([refund]);
    expect(await refunds.get(refund.id)).toEqual(refund);

    const tooMany = await refunds.request({ ...request, quantity: 2 }).catch((error: unknown) => error);
    expect(tooMany).toBeInstanceOf(ValidationError);
    expect((tooMany as ValidationError).field).toBe('quantity');
    expect((await orders.get(order.id)).items[0]).toMatchObject({ pendingRefundQuantity: 2, refundableQuantity: 1 });
  });
});
