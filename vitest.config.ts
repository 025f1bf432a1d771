import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// One project per layer: domain and application never see a DOM; ui gets happy-dom.
export default defineConfig({
  test: {
    // Transformed modules persist in node_modules/.vitest (keyed by content, configuration and
    // dependencies; a reinstall clears them): a rerun skips the transform. Vitest 5 makes this the
    // default. It brings the domain suite under #10's 2 s (docs/adr/0015).
    experimental: { fsModuleCache: true },
    projects: [
      {
        resolve: { alias },
        // Pure functions share no state, so one module graph for all files is safe and much faster.
        test: { name: 'domain', environment: 'node', include: ['tests/domain/**/*.test.ts'], isolate: false, pool: 'threads' },
      },
      {
        resolve: { alias },
        test: {
          name: 'application',
          environment: 'node',
          include: ['tests/application/**/*.test.ts', 'tests/infrastructure/**/*.test.ts'],
          setupFiles: ['tests/setup/reflect.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'ui',
          environment: 'happy-dom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/reflect.ts', 'tests/setup/testing-library.ts'],
        },
      },
      {
        test: { name: 'tooling', environment: 'node', include: ['tests/lint/**/*.test.ts'], testTimeout: 20_000 },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Browser tests: playwright-core + Debian's Chromium against the real server the globalSetup
        // starts (fresh database, free port). One file at a time: the machine has two cores.
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
