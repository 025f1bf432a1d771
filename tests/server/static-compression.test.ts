import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineHashes, registerStaticSite } from '../../server/src/plugins/static-site.js';

// The build writes .br and .gz beside each text asset and each translation (vite.config.ts); the
// server sends the smallest form the browser accepts, and the plain file to one that accepts none.
let dir = '';
let app: FastifyInstance;
const SCRIPT = `export const greeting = ${JSON.stringify('مرحبا '.repeat(400))};`;
const BUILT_COMMON = JSON.stringify({ app: { name: 'دكّان (built)' } });
// A page as large as a drawn one: it is compressed per request (it differs per shopper).
const INDEX = `<!doctype html><html lang="en" dir="ltr"><head><title>Dukkan</title></head><body><div id="root"></div>${'<p>Every product on Dukkan — كل المنتجات</p>'.repeat(300)}</body></html>`;
const EMERGENCY = '<!doctype html><title>Emergency</title><style>p{color:red}</style><p>help</p><script>document.title="x"</script>';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dukkan-static-br-'));
  mkdirSync(join(dir, 'dist', 'assets'), { recursive: true });
  mkdirSync(join(dir, 'dist', 'locales', 'ar'), { recursive: true });
  mkdirSync(join(dir, 'locales', 'ar'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'index.html'), INDEX);
  const script = join(dir, 'dist', 'assets', 'app-abc123.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  const common = join(dir, 'dist', 'locales', 'ar', 'common.json');
  writeFileSync(common, BUILT_COMMON);
  writeFileSync(`${common}.br`, brotliCompressSync(BUILT_COMMON));
  writeFileSync(`${common}.gz`, gzipSync(BUILT_COMMON));
  writeFileSync(join(dir, 'locales', 'ar', 'common.json'), '{"app":{"name":"source"}}');
  writeFileSync(join(dir, 'dist', 'emergency.html'), EMERGENCY);
  writeFileSync(join(dir, 'dist', 'emergency.html.br'), brotliCompressSync(EMERGENCY));
  writeFileSync(join(dir, 'dist', 'emergency.html.gz'), gzipSync(EMERGENCY));
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

describe('static site, precompressed', () => {
  it('sends a script as brotli to a browser that accepts it, still cached for good', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gz = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("serves the build's translations, compressed, when there is a build", async () => {
    const res = await app.inject({ method: 'GET', url: '/locales/ar/common.json', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual({ app: { name: 'دكّان (built)' } });
  });

  it('keeps the emergency page working when it is sent compressed: its inline blocks allowed by hash', async () => {
    const { scripts, styles } = inlineHashes(EMERGENCY);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await app.inject({ method: 'GET', url: '/emergency.html', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      const policy = String(res.headers['content-security-policy']);
      for (const hash of [...scripts, ...styles]) expect(`${encoding}: ${policy}`).toContain(hash);
    }
  });

  it('sends a page compressed, brotli first, then gzip, else plain, and says it varies with what the browser accepts', async () => {
    const br = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const page = brotliDecompressSync(br.rawPayload).toString();
    expect(page).toContain('كل المنتجات');
    expect(br.rawPayload.length).toBeLessThan(page.length / 5);
    const gzip = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page);
    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });
});
