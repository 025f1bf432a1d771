import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssRtlcss from 'postcss-rtlcss';
import { defineConfig } from 'vite';

// The storefront build. Test projects live in vitest.config.ts.
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  plugins: [react()],
  css: {
    postcss: { plugins: [postcssRtlcss()] },
  },
  server: {
    proxy: { '/api': { target: process.env.API_ORIGIN ?? 'http://localhost:3000', changeOrigin: true } },
  },
  build: { target: 'es2022', sourcemap: true },
});
