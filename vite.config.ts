import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssRtlcss from 'postcss-rtlcss';
import { defineConfig, type Plugin } from 'vite';

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
      if (building) cpSync(localesDir, join(outDir, 'locales'), { recursive: true });
    },
  };
}

// The storefront build. Test projects live in vitest.config.ts.
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  plugins: [react(), locales()],
  css: {
    postcss: { plugins: [postcssRtlcss()] },
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/images'].map((path) => [path, { target: process.env.API_ORIGIN ?? 'http://localhost:3000', changeOrigin: true }]),
    ),
  },
  build: { target: 'es2022', sourcemap: true },
});
