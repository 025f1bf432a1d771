// Response serializers are built on a route's first answer, not when the app gets ready (issue 10).
import { expect, test } from 'vitest';
import { lazySerializers } from '../../server/src/http/lazy-compilers.js';
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
