// index.html announces the first paint's translations and font (issue 10), in the language the
// storefront is about to choose.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guessLanguage, IndexPage } from '../../server/src/http/index-page.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let dir = '';
const STYLES = '@font-face{font-family:Inter;src:url(/assets/inter-latin-wght-normal-AbC.woff2)}body{margin:0}.page__title{font-size:1.5rem}';
let t: TestApp;
const INDEX = '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <title>Dukkan</title>\n    <link rel="stylesheet" crossorigin href="/assets/app-Sty1e.css">\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dukkan-index-'));
  mkdirSync(join(dir, 'dist', 'assets'), { recursive: true });
  for (const lng of ['en', 'ar']) {
    mkdirSync(join(dir, 'locales', lng), { recursive: true });
    for (const ns of ['common', 'frame']) writeFileSync(join(dir, 'locales', lng, `${ns}.json`), '{}');
  }
  writeFileSync(join(dir, 'dist', 'index.html'), INDEX);
  writeFileSync(join(dir, 'dist', 'assets', 'app-Sty1e.css'), STYLES);
  writeFileSync(join(dir, 'dist', 'assets', 'inter-latin-wght-normal-AbC.woff2'), '');
  writeFileSync(join(dir, 'dist', 'assets', 'noto-sans-arabic-core-400-XyZ.woff2'), '');
  writeFileSync(join(dir, 'dist', 'assets', 'noto-sans-arabic-core-700-QrS.woff2'), '');
  // As the build writes it (tooling/route-chunks.ts), with one entry a tampered file could hold.
  writeFileSync(
    join(dir, 'dist', 'route-chunks.json'),
    JSON.stringify({
      routes: [
        { path: '/', files: ['/assets/home-screen-1.js', '/assets/card-2.js'] },
        { path: '/shop', files: ['/assets/shop-screen-3.js', '/assets/card-2.js'] },
        { path: '/product/:id', files: ['/assets/product-screen-4.js'] },
        { path: '/evil', files: ['https://elsewhere.example/x.js', '/assets/"><script>.js'] },
      ],
    }),
  );
  t = await createTestApp({ staticSite: { distDir: join(dir, 'dist'), localesDir: join(dir, 'locales') } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('index.html with the first paint preloaded', () => {
  it('in English: lang and dir set, the English translations and the Latin font preloaded', async () => {
    const response = await page('/', { 'accept-language': 'en-GB,en;q=0.8' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en" dir="ltr">');
    expect(response.body).toContain('<link rel="preload" href="/locales/en/common.json" as="fetch" crossorigin="anonymous" />');
    expect(response.body).toContain('<link rel="preload" href="/locales/en/frame.json" as="fetch" crossorigin="anonymous" />');
    expect(response.body).not.toContain('/locales/ar/');
    expect(response.body).toContain('href="/assets/inter-latin-wght-normal-AbC.woff2" as="font" type="font/woff2" crossorigin="anonymous"');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-language/);
  });

  it('in Arabic (from Accept-Language): right to left, the Arabic translations only (no English fallback: same keys), the Arabic font', async () => {
    const response = await page('/', { 'accept-language': 'ar-SY,ar;q=0.9' });
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(response.body).toContain('href="/locales/ar/common.json"');
    expect(response.body).not.toContain('/locales/en/');
    expect(response.body).toContain('href="/assets/noto-sans-arabic-core-400-XyZ.woff2" as="font"');
    expect(response.body).toContain('href="/assets/noto-sans-arabic-core-700-QrS.woff2" as="font"');
  });

  it('every route of the storefront gets it, and ?lng= wins over the browser', async () => {
    const response = await page('/shop?lng=ar', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect((await page('/index.html')).body).toContain('rel="preload"');
  });

  it('an API route that does not exist is still a JSON 404', async () => {
    const response = await page('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the stylesheet in the page (issue 18: the first paint waits for no other file)', () => {
  it('comes inside the page, and the page\'s Content-Security-Policy allows exactly that block', async () => {
    for (const url of ['/', '/shop?lng=ar', '/product/42', '/no-such-page']) {
      const response = await page(url);
      expect(response.body).toContain(`<style>${STYLES}</style>`);
      // Named once more, disabled (never fetched), so a lazy screen's loader does not add it again.
      expect(response.body.match(/<link rel="stylesheet"[^>]*>/g)).toEqual(['<link rel="stylesheet" crossorigin href="/assets/app-Sty1e.css" disabled />']);
      const styleSrc = String(response.headers['content-security-policy']).split(';').find((directive) => directive.trim().startsWith('style-src'));
      expect(styleSrc).toContain(sha256(STYLES));
      expect(styleSrc).not.toContain("'unsafe-inline'");
    }
  });

  it('stays a file in the offline shell (/index.html), which the service worker keeps with the file', async () => {
    const response = await page('/index.html');
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/app-Sty1e.css">');
    expect(response.body).not.toContain('<style>');
  });

  it('stays a file when it could end the block early or is too big to send with every page', () => {
    const other = mkdtempSync(join(tmpdir(), 'dukkan-index-css-'));
    try {
      mkdirSync(join(other, 'assets'));
      writeFileSync(join(other, 'index.html'), INDEX);
      writeFileSync(join(other, 'assets', 'app-Sty1e.css'), 'a::after{content:"</style><script>alert(1)</script>"}');
      expect(new IndexPage(other, undefined).render('en', '/')).toContain('<link rel="stylesheet" crossorigin href="/assets/app-Sty1e.css">');
      writeFileSync(join(other, 'assets', 'app-Sty1e.css'), `body{margin:0}${' '.repeat(200_000)}`);
      // A rebuild is read again by its time: make this one newer.
      writeFileSync(join(other, 'index.html'), `${INDEX}\n`);
      const big = new IndexPage(other, undefined);
      expect(big.render('en', '/')).not.toContain('<style>');
      expect(big.inlineStyleSources()).toEqual([]);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('is read again after a rebuild while the server runs, within a second, not looked for on every page', () => {
    const other = mkdtempSync(join(tmpdir(), 'dukkan-index-rebuild-'));
    try {
      writeFileSync(join(other, 'index.html'), INDEX);
      let now = 1_000;
      const index = new IndexPage(other, undefined, () => now);
      expect(index.render('en', '/')).not.toContain('rebuilt');
      writeFileSync(join(other, 'index.html'), INDEX.replace('</head>', '<meta name="x" content="rebuilt" /></head>'));
      utimesSync(join(other, 'index.html'), new Date(), new Date(Date.now() + 5_000));
      now += 500;
      expect(index.render('en', '/')).not.toContain('rebuilt');
      now += 500;
      expect(index.render('en', '/')).toContain('rebuilt');
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

const guess = (query: Record<string, string>, headers: Record<string, string>) => guessLanguage({ query, headers });

describe('guessLanguage (as the storefront detects it)', () => {
  it.each([
    [{ lng: 'ar' }, { 'accept-language': 'en' }, 'ar'],
    [{ lng: 'fr' }, { 'accept-language': 'ar' }, 'ar'],
    [{}, { cookie: 'a=1; i18next=ar', 'accept-language': 'en' }, 'ar'],
    [{}, { 'accept-language': 'fr-FR, ar;q=0.5' }, 'ar'],
    [{}, { 'accept-language': 'de' }, 'en'],
    [{}, {}, 'en'],
  ] as const)('%o %o → %s', (query, headers, expected) => {
    expect(guess({ ...query }, { ...headers })).toBe(expected);
  });
});

const preloads = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((match) => match[1]);

describe("index.html with the route's screen preloaded", () => {
  it("names the screen's chunks of the route asked for", async () => {
    expect(preloads((await page('/')).body)).toEqual(['/assets/home-screen-1.js', '/assets/card-2.js']);
    expect(preloads((await page('/shop?q=coffee')).body)).toEqual(['/assets/shop-screen-3.js', '/assets/card-2.js']);
    expect(preloads((await page('/product/42')).body)).toEqual(['/assets/product-screen-4.js']);
    // A variant of the address is sent to the page's own (issue 28).
    expect((await page('/product/42/')).headers.location).toBe('/product/42');
  });

  it('names nothing for a route it does not know, and never a file outside the assets', async () => {
    expect(preloads((await page('/product')).body)).toEqual([]);
    expect(preloads((await page('/no-such-page')).body)).toEqual([]);
    const evil = (await page('/evil')).body;
    expect(preloads(evil)).toEqual([]);
    expect(evil).not.toContain('elsewhere.example');
  });
});
