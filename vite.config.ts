import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import postcssRtlcss from 'postcss-rtlcss';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { EMERGENCY_FILES, emergencyPageHtml, readEmergencyTexts } from './tooling/emergency-page';
import { routeEntries } from './src/application/frame/route-table';
import { pageScripts, routeChunks, routeScreens, type Manifest } from './tooling/route-chunks';
import { emergencyContacts, storeContactVariables, type StoreContactVariable } from './tooling/store-contact';

const localesDir = fileURLToPath(new URL('./locales', import.meta.url));

// The translations live in the top-level locales/ folder (the reference server serves them from
// there too): served at /locales in development, copied to dist/locales by the build.
function locales(): Plugin {
  let outDir = 'dist';
  let building = false;
  return {
    name: 'dukkan-locales',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      building = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use('/locales', (req, res, next) => {
        const path = decodeURIComponent((req.url ?? '').split('?', 1)[0] ?? '');
        const file = normalize(join(localesDir, path));
        if (!file.startsWith(localesDir + sep) || !file.endsWith('.json') || !existsSync(file)) {
          next();
          return;
        }
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('cache-control', 'no-cache');
        res.end(readFileSync(file));
      });
    },
    closeBundle() {
      if (!building) return;
      const target = join(outDir, 'locales');
      cpSync(localesDir, target, { recursive: true });
      // Beside each copy, its brotli and gzip forms, as for the assets (precompressed(), below).
      for (const entry of readdirSync(target, { recursive: true, encoding: 'utf8' })) {
        if (!entry.endsWith('.json')) continue;
        const file = join(target, entry);
        const text = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
      }
    },
  };
}

// The standalone emergency page (tooling/emergency-page.ts): emergency.html in the build, and /emergency
// in development. It is made from the locale files, so it follows their texts, and carries the
// store's contact details the build is made with, for when the API is down too.
function emergencyPage(contact: Record<StoreContactVariable, string>): Plugin {
  const page = (language: 'en' | 'ar' = 'en') =>
    emergencyPageHtml(readEmergencyTexts(localesDir), emergencyContacts(contact), language);
  return {
    name: 'dukkan-emergency-page',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?', 1)[0];
        if (path !== '/emergency' && path !== '/emergency.html') {
          next();
          return;
        }
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('cache-control', 'no-cache');
        res.end(page(new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get('lng') === 'ar' ? 'ar' : 'en'));
      });
    },
    generateBundle() {
      // Each language's version drawn in the file (issue 28): it reads without JavaScript.
      this.emitFile({ type: 'asset', fileName: EMERGENCY_FILES.en, source: page('en') });
      this.emitFile({ type: 'asset', fileName: EMERGENCY_FILES.ar, source: page('ar') });
    },
  };
}

// dist/route-chunks.json: each route's screen chunks (tooling/route-chunks.ts), from the route table,
// the screens its route modules import (src/ui/app/route-modules.ts) and Vite's build manifest. The server names them in the page it sends for that route
// (<link rel="modulepreload">), so a phone fetches the screen beside the app's script instead of
// after it has run.
const MANIFEST = '.vite/manifest.json';
const ROUTE_MODULES_FILE = fileURLToPath(new URL('./src/ui/app/route-modules.ts', import.meta.url));

// The page's own chunk (the 'page' group below): what src/ui/app/draw-page.tsx imports statically, found
// once the module graph is built (buildEnd), before the chunks are made. Its lazily loaded parts (the
// toasts, the dialogs) keep their chunks.
const PAGE_MODULE = '/src/ui/app/draw-page.tsx';
const pageModules = new Set<string>();
// Of those, the views and the libraries only React's DOM side needs. Its domain modules and the
// react-i18next parts it reaches only through an index's re-exports (Trans) stay where the screens that
// use them put them: a group keeps every module it captures, the tree-shaking's unused ones too.
const PAGE_CHUNK_PLACES = /[\\/](src[\\/]ui|node_modules[\\/](react-dom|scheduler|react-router|react-router-dom|mobx-react-lite|cookie|set-cookie-parser))[\\/]/;

function pageChunkModules(): Plugin {
  return {
    name: 'dukkan-page-chunk',
    apply: 'build',
    buildEnd() {
      pageModules.clear();
      const entry = [...this.getModuleIds()].find((id) => id.replaceAll('\\', '/').endsWith(PAGE_MODULE));
      const visit = (id: string) => {
        if (pageModules.has(id)) return;
        pageModules.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      if (entry !== undefined) visit(entry);
    },
  };
}

function routeChunkList(): Plugin {
  return {
    name: 'dukkan-route-chunks',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const manifest = bundle[MANIFEST];
        const page = bundle['index.html'];
        if (manifest?.type !== 'asset') return this.error(`${MANIFEST} is missing: build.manifest must be on`);
        if (page?.type !== 'asset') return this.error('index.html is missing from the bundle');
        const list = routeChunks(
          routeScreens(routeEntries(), readFileSync(ROUTE_MODULES_FILE, 'utf8')),
          JSON.parse(manifest.source.toString()) as Manifest,
          pageScripts(page.source.toString()),
          // main.tsx's own chunk for every page: React, the router, the frame (issue 27).
          ['src/ui/app/draw-page'],
        );
        this.emitFile({ type: 'asset', fileName: 'route-chunks.json', source: JSON.stringify(list) });
      },
    },
  };
}

// The service worker (vite-plugin-pwa + Workbox generateSW), docs/adr/0011. It precaches the shell,
// every chunk, the emergency page and the translations; the app registers it itself
// (src/infrastructure/app/background-services.ts), production builds only.
function serviceWorker() {
  return VitePWA({
    injectRegister: false,
    registerType: 'prompt',
    manifest: {
      name: 'Dukkan — دكّان',
      short_name: 'Dukkan',
      description: 'Shop online in Syria and Lebanon, in Arabic and English. تسوّق عبر الإنترنت في سوريا ولبنان.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#0f5c4d',
      background_color: '#fdf8ef',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      // The Arabic name for launchers that read translated members (W3C manifest localisation).
      ...({ name_localized: { ar: 'دكّان' }, short_name_localized: { ar: 'دكّان' } } as Record<string, unknown>),
    },
    includeAssets: ['icons/apple-touch-icon.png'],
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}', 'locales/**/*.json'],
      // The Sentry chunk is not worth a phone's data up front (it loads after the first paint, when configured).
      globIgnores: ['**/sentry-client-*.js'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      // A page is asked of the network, so it arrives drawn by the server (issue 18, ADR 0031), as
      // without a service worker; with no network or no server, the precached shell draws it from the
      // caches below. '/' is not answered from the precache either (no directory index).
      directoryIndex: null,
      navigateFallback: null,
      // /emergency?lng=ar (the page's own language link) is the precached emergency.html too (Workbox
      // matches /emergency to it, but only without query parameters it does not ignore): with the
      // server down, that page and its contact details are what the shopper needs.
      ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^lng$/],
      cleanupOutdatedCaches: true,
      importScripts: ['/sw-pages.js'],
      clientsClaim: true,
      // A new worker waits until the page tells it to take over (it does at once, without a reload).
      skipWaiting: false,
      runtimeCaching: [
        // Pages (navigations): the server's, else the shell. The emergency page is its own document
        // (precached as emergency.html); the API and the server's own files are never answered with the shell.
        // Each page it served is kept ('pages', also filled with the page first opened by its address:
        // public/sw-pages.js), so every page the shopper has seen opens offline as it was drawn (issue 28);
        // online, the network's page always wins. A no-store page (signed in) is never kept.
        {
          urlPattern: ({ request, url, sameOrigin }) =>
            sameOrigin && request.mode === 'navigate' && !/^\/(emergency|api\/|images\/|locales\/)/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pages',
            // The pages vary on Accept, Accept-Language and Cookie; the address (with its ?lng=) is the page.
            matchOptions: { ignoreVary: true },
            expiration: { maxEntries: 60 },
            cacheableResponse: { statuses: [200] },
            plugins: [
              {
                cacheWillUpdate: async ({ response }) => (/no-store/i.test(response.headers.get('cache-control') ?? '') ? null : response),
              },
            ],
            precacheFallback: { fallbackURL: '/index.html' },
          },
        },
        // Catalogue reads the shopper may browse offline (NetworkFirst: prices are fresh whenever the
        // network answers within 4 s). Anything signed-in (cart, favourites, orders, checkout, refunds,
        // auth, users, notifications) matches neither rule, so it is never cached. Workbox copies these
        // functions into sw.js as text: they must not use anything from this file.
        {
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin &&
            request.method === 'GET' &&
            !request.headers.has('authorization') &&
            /^\/api\/(products|categories|brands|countries|currencies|contactInfo)(\/|$)/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'dukkan-catalogue',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'dukkan-images',
            expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
    devOptions: { enabled: false },
  });
}

// Every text asset of the build also as .br and .gz (vite-plugin-compression2), so the server sends
// them compressed without compressing per request (@fastify/static's preCompressed): on a slow phone
// line the first load is about a quarter of its size (issue 10).
function precompressed() {
  return compression({
    include: /\.(js|mjs|css|html|svg|json|webmanifest)$/,
    algorithms: ['brotliCompress', 'gzip'],
    threshold: 1024,
    logLevel: 'silent',
  });
}

// Right-to-left rules (postcss-rtlcss) for our own stylesheets only. A package's CSS is left as it
// comes: sonner's already serves both directions, and flipping it again put its centring transform
// under [dir="ltr"] / [dir="rtl"], which outranked sonner's own phone rule (transform: none) and left
// every toast half off a phone's screen.
export function rtlForOwnStyles(): ReturnType<typeof postcssRtlcss> {
  const rtl = postcssRtlcss();
  return {
    postcssPlugin: 'dukkan-rtlcss-own-styles',
    Once(root, helpers) {
      if ((root.source?.input.file ?? '').split(/[\\/]/).includes('node_modules')) return undefined;
      return rtl.Once?.(root, helpers);
    },
  };
}

// The storefront build. Test projects live in vitest.config.ts. The store's contact details
// (tooling/store-contact.ts) reach the app as import.meta.env.VITE_CONTACT_*, the seed's when unset.
// `vite build --ssr` (npm run build's second step) builds the server's render of the pages
// (src/ui/server/entry-server.tsx, issue 18) into dist-ssr/, beside dist/ and never inside it (dist/ is
// served). Its dependencies are bundled into it, so a build anywhere (the benchmark's, in a temporary
// folder) runs without a node_modules beside it; it needs none of the browser build's plugins.
export const SSR_ENTRY = 'src/ui/server/entry-server.tsx';
export const SSR_OUT_DIR = 'dist-ssr';

export default defineConfig(({ mode, isSsrBuild }) => {
  const contact = storeContactVariables({ ...loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_CONTACT_'), ...process.env });
  const define = Object.fromEntries(Object.entries(contact).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)]));
  const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
  if (isSsrBuild === true) {
    return {
      // React and its renderer choose their production or development build from process.env.NODE_ENV at
      // run time, which the server does not set: the render ran React's development build (its checks,
      // component stacks and console.createTask), 3–4× slower. The build decides it, as the browser's does.
      define: { ...define, 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') },
      resolve: { alias },
      plugins: [react()],
      publicDir: false,
      ssr: { noExternal: true },
      build: { ssr: SSR_ENTRY, outDir: process.env.SSR_OUT_DIR ?? SSR_OUT_DIR, emptyOutDir: true, target: 'node20', sourcemap: true },
    };
  }
  return {
    define,
    resolve: { alias },
    plugins: [react(), locales(), emergencyPage(contact), pageChunkModules(), routeChunkList(), serviceWorker(), precompressed()],
    css: {
      postcss: { plugins: [rtlForOwnStyles()] },
    },
    server: {
      proxy: Object.fromEntries(
        ['/api', '/images'].map((path) => [path, { target: process.env.API_ORIGIN ?? 'http://localhost:3000', changeOrigin: true }]),
      ),
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      // .vite/manifest.json: which chunk each module went to, for the route preloads (routeChunkList).
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // What the entry loads before the first paint's scripts run: one chunk.
              { name: 'app', tags: ['$initial'], priority: 2 },
              // What main.tsx imports for every page once the container is up (src/ui/app/draw-page.tsx and
              // its static imports): React's DOM renderer, the router, the frame, one chunk of its own
              // rather than the ~20 shared ones the automatic split made of it (each its own request).
              { name: 'page', test: (id: string) => pageModules.has(id) && PAGE_CHUNK_PLACES.test(id), priority: 1 },
            ],
          },
        },
      },
    },
  };
});
