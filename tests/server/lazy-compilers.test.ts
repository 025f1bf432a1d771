// Response serializers and request validators are built on a route's first use, not when the app gets ready (issue 10).
import { expect, test } from 'vitest';
import { lazySerializers, lazyValidators } from '../../server/src/http/lazy-compilers.js';
import { createTestApp } from './support/test-app.js';

test('a serializer is compiled on its first use, once, and then serializes as the compiled one does', () => {
  const compiled: string[] = [];
  const compile = lazySerializers((route) => {
    compiled.push(`${route.method} ${route.url} ${route.httpStatus}`);
    return (payload) => `<${JSON.stringify(payload)}>`;
  });
  const serialize = compile({ schema: {}, method: 'GET', url: '/api/countries', httpStatus: '200' });
  expect(compiled).toEqual([]);
  expect(serialize({ a: 1 })).toBe('<{"a":1}>');
  expect(serialize({ a: 2 })).toBe('<{"a":2}>');
  expect(compiled).toEqual(['GET /api/countries 200']);
});

test('answers still go through their response schema: a field the schema does not name is left out', async () => {
  const t = await createTestApp({
    seed: false,
    extend: (app) => {
      app.get(
        '/api/__schema',
        { schema: { response: { 200: { type: 'object', properties: { kept: { type: 'string' } } } } } },
        async () => ({ kept: 'yes', secret: 'no' }),
      );
    },
  });
  try {
    const response = await t.app.inject({ method: 'GET', url: '/api/__schema' });
    expect(response.json()).toEqual({ kept: 'yes' });
  } finally {
    await t.close();
  }
});

test('a validator is compiled on its first use, once, and answers and reports errors as the compiled one does', () => {
  const compiled: string[] = [];
  const compile = lazyValidators((route) => {
    compiled.push(`${route.method} ${route.url} ${route.httpPart}`);
    const ajvLike = Object.assign(
      (data: unknown) => {
        ajvLike.errors = data === 'ok' ? null : [{ message: 'must be ok' }];
        return data === 'ok';
      },
      { errors: null as unknown },
    );
    return ajvLike;
  });
  const validate = compile({ schema: {}, method: 'GET', url: '/api/categories', httpPart: 'querystring' });
  expect(compiled).toEqual([]);
  expect(validate('no')).toBe(false);
  expect(validate.errors).toEqual([{ message: 'must be ok' }]);
  expect(validate('ok')).toBe(true);
  expect(validate.errors).toBeNull();
  expect(compiled).toEqual(['GET /api/categories querystring']);
});

test('a validator that uses the parent data (to coerce a root value) still gets it', () => {
  const seen: unknown[] = [];
  const ajvLike = Object.assign((_data: unknown, context?: unknown) => seen.push(context) > 0, { schemaEnv: {}, errors: null });
  const validate = lazyValidators(() => ajvLike)({ schema: {}, method: 'POST', url: '/x', httpPart: 'body' });
  const context = { parentData: {}, parentDataProperty: 'body' };
  validate('x', context);
  expect(seen).toEqual([context]);
});

test('params are still coerced and validated: an id as text is a number, a bad one a 400 naming it', async () => {
  const t = await createTestApp();
  try {
    const currency = await t.app.inject({ method: 'GET', url: '/api/currencies/1' });
    expect(currency.json()).toMatchObject({ currencyReturned: { id: 1 } });
    const bad = await t.app.inject({ method: 'GET', url: '/api/currencies/zero' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id' });
  } finally {
    await t.close();
  }
});

test('every schema of the API compiles: the whole app made ready with eager compilation (a broken schema fails here, not on a shopper)', async () => {
  const t = await createTestApp({ eagerSchemas: true });
  try {
    expect(t.app.printRoutes({ commonPrefix: false }).split('\n').length).toBeGreaterThan(50);
    expect((await t.app.inject({ method: 'GET', url: '/api/countries' })).statusCode).toBe(200);
  } finally {
    await t.close();
  }
}, 60_000);
