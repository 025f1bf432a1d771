// No input whatsoever answers 5xx (issue 16): malformed variants of every operation of the OpenAPI
// document the server serves, sent without a token and with a seeded shopper's, must each answer
// below 500, and every 4xx must be the error shape { code, message, field? } — a validation error
// naming the field that was broken.
//
// The requests are made to get as deep as they can: ids that exist, an e-mail address not yet taken,
// a cart with a line before each checkout, a delivered order to refund, no pending data-deletion
// request. So a NUL or an out-of-range number that slips through validation reaches the database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dataDeletionRequests, users } from '../../server/src/db/schema.js';
import { addToCart, call, placeOrder, setVariant, SMALL_CATALOGUE, variantIds } from './shop-fixtures.js';
import { bearer, createTestApp, SHOPPER, type TestApp } from './support/test-app.js';
import { malformedRequests, type MalformedRequest, type OpenApiDocument, type OperationVariants } from './support/malformed-requests.js';

let t: TestApp;
let operations: OperationVariants[];
let token: string;
let shopperId: number;
let variantId: number;

/** State an operation needs for its business rules to let a valid request through; made again after a 2xx. */
const PREPARE: Record<string, () => Promise<void>> = {
  'POST /api/orders/checkout': async () => {
    await call(t, token, 'DELETE', '/api/cart/empty');
    await addToCart(t, token, variantId, 1);
  },
  'POST /api/users/data-deletion-request': async () => {
    await t.database.db.delete(dataDeletionRequests).where(eq(dataDeletionRequests.userId, shopperId));
  },
};

beforeAll(async () => {
  // The dev routes are served in development and to the browser tests: they are covered too.
  t = await createTestApp({ seed: SMALL_CATALOGUE, config: { exposeOutbox: true, supportRateLimit: { max: 100_000, windowMs: 60_000 } } });
  token = await t.login(SHOPPER.email, SHOPPER.password);
  const [shopper] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, SHOPPER.email));
  shopperId = shopper?.id ?? 0;
  [variantId = 0] = await variantIds(t, 1);
  await setVariant(t, variantId, { stock: 100_000 });
  // A delivered order of 90 units: room for every refund request that gets through.
  const order = await placeOrder(t, token, [{ id: variantId, quantity: 90 }]);
  await call(t, null, 'POST', `/api/dev/orders/${order.id}/status`, { status: 'delivered' });
  const item = order.items[0];
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
  let unique = 0;
  const existing: Record<string, unknown> = {
    productDetailId: variantId,
    productId: item?.productId,
    orderId: order.id,
    orderItemId: item?.orderItemId,
    quantity: 1,
  };
  operations = malformedRequests(document, (name) => {
    if (name in existing) return existing[name];
    if (name === 'email') return `malformed-${++unique}@dukkan.test`;
    if (name === 'idempotency-key') return `malformed-input-${++unique}`;
    if (/phone|whatsApp/i.test(name)) return '0944123456';
    if (/password/i.test(name)) return 'Password123';
    return undefined;
  });
});
afterAll(async () => {
  await t?.close();
});

interface Failure {
  operation: string;
  label: string;
  token: boolean;
  status: number;
  body: string;
}

/** Why an answer breaks the contract, or null when it keeps it. */
function breach(request: MalformedRequest, status: number, text: string): string | null {
  if (status >= 500) return '5xx';
  if (status < 400) return request.refused ? 'accepted' : null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (typeof body !== 'object' || body === null) return 'not an object';
  const { code, message, field } = body as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return 'no code or message';
  if (!/^[A-Z][A-Z_]*$/.test(code) || code.startsWith('FST_') || 'statusCode' in body) return `Fastify's own error shape (${code})`;
  if (field !== undefined && typeof field !== 'string') return 'field is not a string';
  if (code === 'VALIDATION_FAILED' && request.field !== undefined && field !== request.field && !String(field).startsWith(`${request.field}.`)) {
    return `field ${String(field)} instead of ${request.field}`;
  }
  return null;
}

async function send(request: MalformedRequest, withToken: boolean): Promise<{ status: number; body: string }> {
  const headers = withToken ? { ...request.headers, ...bearer(token) } : request.headers;
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(request.body !== undefined ? { payload: request.body } : {}),
  });
  return { status: response.statusCode, body: response.body };
}

/** A call before an operation could have signed the shopper out (e.g. a password change): sign in again. */
async function freshToken(): Promise<void> {
  const check = await t.app.inject({ method: 'GET', url: '/api/users/profile/my-profile', headers: bearer(token) });
  if (check.statusCode === 401) token = await t.login(SHOPPER.email, SHOPPER.password);
}

describe('malformed input over the whole OpenAPI document', () => {
  test('the document lists the operations to probe, each with variants', () => {
    expect(operations.length).toBeGreaterThan(35);
    expect(operations.filter((operation) => operation.variants.length === 0).map((operation) => operation.operation)).toEqual([]);
  });

  // About 2,200 requests: some 20 s on PGlite on a quiet machine.
  test('no malformed request answers 5xx or gets through, and every 4xx is { code, message, field? } naming the field', { timeout: 120_000 }, async () => {
    const failures: Failure[] = [];
    let sent = 0;
    for (const operation of operations) {
      await freshToken();
      const prepare = PREPARE[operation.operation];
      // A protected route answers 401 without a token before reading anything, and a public one
      // ignores the token: the other half is sampled, one request in eight.
      const sample = operation.variants.filter((_, index) => index % 8 === 0);
      const runs = [
        [false, operation.secured ? sample : operation.variants],
        [true, operation.secured ? operation.variants : sample],
      ] as const;
      let prepared = false;
      for (const [withToken, variants] of runs) {
        for (const request of variants) {
          if (withToken && prepare && !prepared) {
            await prepare();
            prepared = true;
          }
          const { status, body } = await send(request, withToken);
          sent += 1;
          // A request that got through used the state up (an order placed, a deletion requested).
          if (status < 300) prepared = false;
          const why = breach(request, status, body);
          if (why !== null) failures.push({ operation: operation.operation, label: `${request.label} (${why})`, token: withToken, status, body: body.slice(0, 160) });
        }
      }
    }
    const fiveHundreds = failures.filter((failure) => failure.status >= 500).length;
    expect({ sent: sent > 2000, fiveHundreds, failures }).toEqual({ sent: true, fiveHundreds: 0, failures: [] });
  });
});

describe('the classes the probe of issue 16 found answer 400 naming the field', () => {
  const cases: [string, string, string, unknown, string, RegExp][] = [
    ['an id beyond PostgreSQL integer', 'GET', '/api/products/2147483648', undefined, 'id', /must be <= 2147483647/],
    ['a query id beyond PostgreSQL integer', 'GET', '/api/products?categoryId=99999999999', undefined, 'categoryId', /must be <= 2147483647/],
    ['Infinity as an id', 'GET', '/api/currencies/Infinity', undefined, 'id', /must be a finite number/],
    ['1e309 as a page size', 'GET', '/api/products?pageSize=1e309', undefined, 'pageSize', /must be a finite number/],
    ['-1e309 as an order id', 'GET', '/api/orders/-1e309', undefined, 'id', /must be a finite number/],
    ['a page whose offset overflows', 'GET', '/api/products?pageNo=1e17&pageSize=100', undefined, 'pageNo', /must be <= 2147483647/],
    ['a NUL in a search', 'GET', '/api/products?productName=a%00b', undefined, 'productName', /must not contain a NUL character/],
    ['a store beyond PostgreSQL integer', 'POST', '/api/users/profile/update-my-profile', { store: 2147483648, phoneNumber: '963912345678', whatsApp: '963912345678' }, 'store', /must be <= 2147483647/],
    ['"Infinity" as a body id', 'POST', '/api/cart/add', { productDetailId: 'Infinity', quantity: 1 }, 'productDetailId', /must be a finite number/],
    ['a NUL in a data-deletion reason', 'POST', '/api/users/data-deletion-request', { reason: 'bye\u0000' }, 'reason', /must not contain a NUL character/],
    ['an unknown body field', 'POST', '/api/favourites/add', { productId: 1, admin: true }, 'admin', /must NOT have additional properties/],
  ];
  test.each(cases)('%s: %s %s', async (_name, method, url, payload, field, message) => {
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; message: string; field?: string };
    expect(body).toEqual({ code: 'VALIDATION_FAILED', message: expect.stringMatching(message), field });
  });

  test('a NUL in a name at sign-up is named, and no account is made', async () => {
    const email = 'nul-name@dukkan.test';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { firstName: 'Li\u0000na', lastName: 'Haddad', email, password: 'Password123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'body.firstName must not be blank or contain a NUL character', field: 'firstName' });
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toEqual([]);
  });
});
