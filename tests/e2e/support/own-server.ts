// A server instance of a test's own, in this process: PGlite in memory, migrated and seeded, serving a
// storefront build the test chooses (a copy of dist/, or a build with other settings). For tests that
// stop the server mid-visit or need another build, without touching the suite's shared server and dist/.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../../../server/src/app.js';
import type { AppConfig } from '../../../server/src/config.js';
import { migrateDatabase, openDatabase, type Database } from '../../../server/src/db/client.js';
import { seedDatabase, type SeedOptions } from '../../../server/src/seed/index.js';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface OwnServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** Stops answering (the page keeps what it has: its service worker, its caches). */
  stop(): Promise<void>;
}

/** A copy of the suite's built storefront in a temporary folder (removed by the answer's cleanup). */
export function copyOfDist(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'dukkan-dist-copy-'));
  cpSync(join(ROOT, 'dist'), dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function startOwnServer(options: { distDir: string; config?: Partial<AppConfig>; seed?: SeedOptions; drawsPages?: boolean }): Promise<OwnServer> {
  const database: Database = await openDatabase({ dataDir: 'memory' });
  await migrateDatabase(database);
  await seedDatabase(database.db, options.seed ?? { catalogue: { products: 40, analyze: false } });
  const app: App = await buildApp({
    database,
    config: options.config ?? {},
    // drawsPages: the server's render too (dist-ssr/, built with dist/), with a budget a loaded machine meets.
    staticSite: { distDir: options.distDir, localesDir: join(ROOT, 'locales'), ...(options.drawsPages === true ? { ssrDir: join(ROOT, 'dist-ssr'), renderBudgetMs: 15_000 } : {}) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  let stopped = false;
  return {
    url,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await app.close();
      await database.close();
    },
  };
}

/**
 * A server of the describe block's own on a copy of dist/, started before its tests and stopped and
 * removed after them, for tests that stop it mid-visit. Call inside `describe`; the getter fails the test
 * when the start did.
 */
export function useStoppableServer(options: { drawsPages?: boolean } = {}): () => OwnServer {
  let dist: ReturnType<typeof copyOfDist> | undefined;
  let server: OwnServer | undefined;
  beforeAll(async () => {
    dist = copyOfDist();
    server = await startOwnServer({ distDir: dist.dir, ...options });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    dist?.remove();
  });
  return () => {
    if (server === undefined) throw new Error('no server');
    return server;
  };
}
