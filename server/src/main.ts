// `npm start`: builds the storefront when needed, applies migrations, seeds an empty database and
// serves the storefront, the translations and the API from one process on PORT (default 3000).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadServerEnv, newJwtSecret, publicUrlWarning, readLegacyJwtSecret } from './config.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// DIST_DIR serves another build (the benchmark's own, say) and never triggers a build.
const DIST = process.env.DIST_DIR ?? join(ROOT, 'dist');
// The server's render of the pages sits beside its build: dist-ssr/, or <DIST_DIR>-ssr for another build.
const SSR_DIR = process.env.SSR_DIR ?? (process.env.DIST_DIR === undefined ? join(ROOT, 'dist-ssr') : `${process.env.DIST_DIR}-ssr`);

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Runs `vite build` when dist/ is missing or older than the storefront's sources. */
function buildStorefrontIfNeeded(): void {
  // `npm run dev` serves the storefront through Vite instead.
  if (process.env.SKIP_BUILD === '1' || process.env.DIST_DIR || process.argv.includes('--no-build')) return;
  if (!existsSync(join(ROOT, 'index.html'))) {
    console.info('[dukkan] no index.html at the top level yet: serving the API only.');
    return;
  }
  const built =
    existsSync(join(DIST, 'index.html')) && existsSync(join(ROOT, 'dist-ssr', 'entry-server.js'))
      ? Math.min(statSync(join(DIST, 'index.html')).mtimeMs, statSync(join(ROOT, 'dist-ssr', 'entry-server.js')).mtimeMs)
      : 0;
  const sources = Math.max(
    newestMtime(join(ROOT, 'src')),
    newestMtime(join(ROOT, 'index.html')),
    newestMtime(join(ROOT, 'vite.config.ts')),
    newestMtime(join(ROOT, 'public')),
    // The build copies the translations (served from dist/locales) and makes the emergency page from them.
    newestMtime(join(ROOT, 'locales')),
    newestMtime(join(ROOT, 'tooling')),
  );
  if (built >= sources) return;
  console.info('[dukkan] building the storefront (vite build, and its server render)…');
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[dukkan] the storefront build failed: serving the API only.');
    return;
  }
  const ssr = spawnSync(process.execPath, [vite, 'build', '--ssr', 'src/ui/server/entry-server.tsx'], { cwd: ROOT, stdio: 'inherit' });
  if (ssr.status !== 0) console.error('[dukkan] the server render build failed: the browser draws every page.');
}

async function main(): Promise<void> {
  const env = loadServerEnv(process.env, join(ROOT, 'server', '.data'));
  // Outside development a PUBLIC_URL left at localhost sends every absolute link to this machine (issue 28).
  const publicUrlNote = publicUrlWarning(process.env, env.app.publicUrl);
  if (publicUrlNote !== null) console.warn(publicUrlNote);
  buildStorefrontIfNeeded();

  // Most of a start is loading modules (hundreds of files through tsx) and opening the database (PGlite
  // compiles its WebAssembly and starts PostgreSQL): both run at once, the app's modules loading while
  // the database opens, migrates and is checked for seeding (issue 10, ADR 0016).
  const { migrateDatabase, openDatabase } = await import('./db/client.js');
  // One process per data folder: PGlite must never be opened twice (see docs/adr/0002).
  const opening = openDatabase(
    env.databaseUrl
      ? {
          databaseUrl: env.databaseUrl,
          maxConnections: env.poolSize,
          timeouts: env.databaseTimeouts,
          ...(env.databaseDirectUrl ? { directUrl: env.databaseDirectUrl } : {}),
        }
      : { dataDir: join(env.dataDir, 'pglite') },
  );
  // Asked for after the database's modules, so they load first and the database opens meanwhile.
  const seeding = import('./seed/index.js');
  const appModules = Promise.all([import('./app.js'), import('./plugins/mail.js'), import('./seed/demo-content.js')]);
  // Both are awaited below; a failure to open the database must be the error reported.
  seeding.catch(() => {});
  appModules.catch(() => {});
  const database = await opening;
  // Instances starting together on one new PostgreSQL database take turns (an advisory lock): the
  // first migrates and seeds, the others find it done (ADR 0021).
  const { seeded, jwtSecret } = await database.withStartupLock(async () => {
    await migrateDatabase(database);
    const { seedDatabase } = await seeding;
    const report = await seedDatabase(database.db);
    // Without JWT_SECRET the signing key is kept in the database, so every instance shares it; a key
    // an older server wrote in the data folder is adopted, so its sessions survive the upgrade.
    const { sharedSecret } = await import('./db/server-secrets.js');
    const secret =
      env.jwtSecret ??
      new TextEncoder().encode(await sharedSecret(database.db, 'jwt', () => readLegacyJwtSecret(env.dataDir) ?? newJwtSecret()));
    return { seeded: report, jwtSecret: secret };
  });

  const [{ buildApp }, { SmtpMailer }, { DEMO_ACCOUNTS }] = await appModules;
  const app = await buildApp({
    database,
    config: { ...env.app, jwtSecret },
    logger: { level: env.logLevel },
    ...(env.smtpUrl ? { mailer: await SmtpMailer.create(env.smtpUrl, env.mailFrom) } : {}),
    // The server's render of the pages is built with dist/ (npm run build); without it the browser draws every page.
    staticSite: { distDir: DIST, localesDir: join(ROOT, 'locales'), ssrDir: SSR_DIR, ...(env.renderBudgetMs === undefined ? {} : { renderBudgetMs: env.renderBudgetMs }) },
  });

  // SIGTERM (a rolling deploy, a scale-down): /api/ready answers 503 at once; after
  // SHUTDOWN_DELAY_SECONDS (time for the load balancer to notice) the server stops accepting,
  // finishes the requests under way, closes the pool and exits. An order is committed or not at all.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.deps.lifecycle.draining = true;
    app.log.info(`${signal}: draining for ${env.shutdownDelaySeconds} s, then closing`);
    if (env.shutdownDelaySeconds > 0) await new Promise((resolve) => setTimeout(resolve, env.shutdownDelaySeconds * 1000));
    try {
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: env.port, host: env.host });
  } catch (error) {
    await app.close();
    await database.close();
    throw error;
  }
  const url = `http://localhost:${env.port}`;
  const lines = [
    '',
    `  Dukkan is running at ${url}`,
    `  API:        ${url}/api   (OpenAPI: ${url}/api/openapi.json, docs: ${url}/api/docs)`,
    `  Database:   ${database.location}${seeded.reference || seeded.accounts || seeded.catalogue ? ' (seeded now)' : ''}`,
    `  Mail:       ${env.smtpUrl ? 'SMTP' : 'outbox (mails are printed in this log)'}${env.app.exposeOutbox ? ', GET /api/dev/outbox exposed' : ''}`,
    `  Phone codes: SMS ${env.app.phoneDelivery.sms ? 'by HTTP gateway' : 'to the outbox'}, WhatsApp ${env.app.phoneDelivery.whatsApp ? 'by Cloud API' : 'to the outbox'}`,
    '  Demo accounts:',
    ...DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(24)} ${a.password.padEnd(11)} ${a.role.padEnd(8)} ${a.purpose}`),
    '',
  ];
  console.info(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error('[dukkan] failed to start:', error);
  process.exit(1);
});
