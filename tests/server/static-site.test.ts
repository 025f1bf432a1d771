import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineHashes, registerStaticSite } from '../../server/src/plugins/static-site.js';

// The built storefront, served by the API's own process: the home page above all.
let dir = '';
const EMERGENCY = '<!doctype html><title>Emergency</title><style>p{color:red}</style><p>help</p><script>document.title="x"</script>';
const EMERGENCY_AR = '<!doctype html><html lang="ar" dir="rtl"><title>طوارئ</title><style>p{color:blue}</style><p>مساعدة</p><script>document.title="y"</script>';
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dukkan-static-'));
  mkdirSync(join(dir, 'dist', 'assets'), { recursive: true });
  mkdirSync(join(dir, 'locales', 'ar'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>Dukkan</title>');
  writeFileSync(join(dir, 'dist', 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'locales', 'ar', 'common.json'), '{"app":{"name":"دكّان"}}');
  writeFileSync(join(dir, 'dist', 'emergency.html'), EMERGENCY);
  writeFileSync(join(dir, 'dist', 'emergency-ar.html'), EMERGENCY_AR);
  writeFileSync(join(dir, 'dist', 'sw.js'), 'self.addEventListener("fetch", () => {})');
  app = Fastify();
  // As the security plugin does: a strict policy on every answer.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', "default-src 'self';script-src 'self';style-src 'self'");
  });
  await registerStaticSite(app, { distDir: join(dir, 'dist'), localesDir: join(dir, 'locales') });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static site', () => {
  it('serves the home page at / and has it revalidated on every visit', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Dukkan</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches fingerprinted assets for good', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves the translations from the top-level locales folder', async () => {
    const res = await app.inject({ method: 'GET', url: '/locales/ar/common.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ app: { name: 'دكّان' } });
  });

  it('answers /emergency?lng=ar with its Arabic version, drawn in Arabic for a browser that runs no script (issue 28)', async () => {
    const res = await app.inject({ method: 'GET', url: '/emergency?lng=ar', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(EMERGENCY_AR);
    const { scripts, styles } = inlineHashes(EMERGENCY_AR);
    expect(res.headers['content-security-policy']).toBe(`default-src 'self'; script-src 'self' ${scripts[0]}; style-src 'self' ${styles[0]}`);
    expect((await app.inject({ method: 'GET', url: '/emergency?lng=en', headers: { accept: 'text/html' } })).body).toBe(EMERGENCY);
  });

  it('answers /emergency with the standalone page, its inline blocks allowed by hash and nothing else', async () => {
    const res = await app.inject({ method: 'GET', url: '/emergency', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(EMERGENCY);
    expect(res.headers['cache-control']).toBe('no-cache');
    const { scripts, styles } = inlineHashes(EMERGENCY);
    expect(res.headers['content-security-policy']).toBe(`default-src 'self'; script-src 'self' ${scripts[0]}; style-src 'self' ${styles[0]}`);
  });

  it('allows the same blocks when the service worker fetches emergency.html itself', async () => {
    const res = await app.inject({ method: 'GET', url: '/emergency.html' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain(inlineHashes(EMERGENCY).scripts[0]);
  });

  it('has the service worker revalidated on every visit, so a deploy is found at once', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe("default-src 'self';script-src 'self';style-src 'self'");
  });
});
