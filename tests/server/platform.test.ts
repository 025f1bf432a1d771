// Cross-cutting behaviour: errors, security headers, CORS, body limit, OpenAPI, dev outbox.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { toasterStyleHashes } from '../../server/src/plugins/security.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { corsOrigins: ['https://shop.example'], bodyLimitBytes: 1024 },
    extend: (app) => {
      app.get('/api/__boom', async () => {
        throw new Error('select * from users -- secret SQL in a message');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('errors', () => {
  test('an unexpected error is a 500 INTERNAL with the request id, and no stack or SQL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/__boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({ code: 'INTERNAL', message: 'Something went wrong on our side.', requestId: expect.any(String) });
    expect(response.body).not.toMatch(/select|stack|at /i);
  });

  test('an unknown API route is a 404 NOT_FOUND in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  test('a body over the limit is a 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(2000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('security headers and CORS', () => {
  test('helmet sets a CSP that allows only self scripts, styles and connections, images from self and data:', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/countries' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test('every answer carries the same security headers: a cached read, a miss, a 404 and a 500 alike', async () => {
    const names = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const securityOf = (headers: Record<string, unknown>) => Object.fromEntries(names.map((name) => [name, headers[name]]));
    const first = await t.app.inject({ method: 'GET', url: '/api/countries?lang=ar' });
    const expected = securityOf(first.headers);
    expect(Object.fromEntries(names.map((name) => [name, typeof expected[name]]))).toEqual(Object.fromEntries(names.map((name) => [name, 'string'])));
    expect(first.headers['x-frame-options']).toBe('DENY');
    expect(first.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    for (const url of ['/api/countries?lang=ar', '/api/nothing-here', '/api/__boom', '/api/categories?pageNo=0&pageSize=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, ...securityOf(response.headers) }).toEqual({ url, ...expected });
      expect({ url, poweredBy: response.headers['x-powered-by'] }).toEqual({ url, poweredBy: undefined });
    }
  });

  test("the toaster's stylesheet, written into a <style> element at start, is allowed by its hashes (no 'unsafe-inline')", async () => {
    const hashes = toasterStyleHashes();
    // An upgrade of sonner that changes how it injects its CSS must be noticed here, not as console errors.
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    const csp = String((await t.app.inject({ method: 'GET', url: '/api/countries' })).headers['content-security-policy']);
    const styleSrc = csp.split(';').find((directive) => directive.trim().startsWith('style-src')) ?? '';
    for (const hash of hashes) expect(styleSrc).toContain(hash);
    expect(styleSrc).not.toContain('unsafe-inline');
  });

  test('CORS answers configured origins only', async () => {
    const allowed = await t.app.inject({ method: 'GET', url: '/api/countries', headers: { origin: 'https://shop.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
    // A translated answer varies by language and, with CORS on, by origin too (a shared cache must keep both apart).
    expect(String(allowed.headers.vary).toLowerCase().split(/\s*,\s*/).toSorted()).toEqual(['accept-language', 'origin']);
    const other = await t.app.inject({ method: 'GET', url: '/api/countries', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/profile/my-profile',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });
});

describe('OpenAPI', () => {
  test('/api/openapi.json documents every call with its schemas and the bearer and cookie schemes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const path of [
      '/api/countries',
      '/api/users/profile/my-profile',
      '/api/users/profile/update-my-profile',
      '/api/contactInfo',
      '/api/categories',
      '/api/currencies/{id}',
      '/api/notifications/user/all',
      '/api/notifications/{id}/read',
      '/api/notifications/read-all',
      '/api/auth/signup',
      '/api/auth/login',
      '/api/auth/verify-email',
      '/api/auth/resend-verification',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/users/profile/change-password',
      '/api/auth/logout',
      '/api/auth/session',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/api/users/profile/my-profile'].get.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect(doc.paths).not.toHaveProperty(['/api/dev/outbox']);
  });

  test('/api/docs serves a browsable page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('dev outbox', () => {
  test('is not exposed by default', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?email=a@b.co' });
    expect(response.statusCode).toBe(404);
  });

  test('with exposeOutbox (EXPOSE_OUTBOX=1) it lists the mails of an address', async () => {
    const exposed = await createTestApp({ seed: false, config: { exposeOutbox: true } });
    try {
      await exposed.app.deps.mailer.send({ to: 'Someone@Example.com', subject: 'Hi', text: 'code 123456', kind: 'verify-email' });
      const response = await exposed.app.inject({ method: 'GET', url: '/api/dev/outbox?email=someone@example.com' });
      expect(response.statusCode).toBe(200);
      expect(response.json().messages).toEqual([
        expect.objectContaining({ to: 'Someone@Example.com', subject: 'Hi', text: 'code 123456', kind: 'verify-email' }),
      ]);
      const bad = await exposed.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'email' });
    } finally {
      await exposed.close();
    }
  });
});
