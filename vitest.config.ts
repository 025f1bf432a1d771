import { availableParallelism } from 'node:os';
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
    // Every core runs test files (vitest's default leaves one to the main thread: a single worker on this
    // two-core machine, so the node projects ran one file after another). The browser suite keeps its
    // one file at a time (fileParallelism: false puts it in its own group, after these).
    maxWorkers: availableParallelism(),
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
          // Every test builds its own container and fakes, and src/application and src/infrastructure
          // keep no module-level state, so the files share one module graph per worker instead of
          // importing the app again for each file: about 4x faster (issue 17).
          isolate: false,
          pool: 'threads',
          setupFiles: ['tests/setup/reflect.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'ui',
          environment: 'happy-dom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          // As for the application project: each test renders the app over a fresh container. Hooks
          // that must run for every file live in setup files (tests/setup/testing-library.ts cleans
          // the DOM), since a support module is evaluated only once per worker.
          isolate: false,
          pool: 'threads',
          setupFiles: ['tests/setup/reflect.ts', 'tests/setup/testing-library.ts'],
        },
      },
      {
        // Contract suites' real-server runs: each port's shared suite (tests/contract/<feature>/) driven
        // through its Http adapter against the reference API on a real port. The same suites run against
        // the InMemory fakes in the application project, so a fake cannot drift from the server.
        resolve: { alias },
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          setupFiles: ['tests/setup/reflect.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: { name: 'tooling', environment: 'node', include: ['tests/lint/**/*.test.ts', 'tests/tooling/**/*.test.ts'], testTimeout: 20_000 },
      },
      {
        // The server imports the contract (src/infrastructure/*/…-contract.ts) and src/domain through '@/'.
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // A bound, not a budget: two files now run at once, and the heaviest (page-clients draws about
          // a hundred pages) took 8.7 s alone and passed 30 s with the browser suite running beside it.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Browser tests: playwright-core + Debian's Chromium against the real server the globalSetup
        // starts (fresh database, free port). One file at a time: the machine has two cores. Some start
        // the server in-process, and the server imports the contract and src/domain through '@/'.
        resolve: { alias },
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
