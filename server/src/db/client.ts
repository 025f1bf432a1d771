// Opens the database: PGlite (in memory or persisted in a data folder) by default, PostgreSQL
// through `pg` when a URL is given. Both are seen by the rest of the server as one `Db` type.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The database as every repository sees it, whichever driver answers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept `Db | Tx` so use cases can compose them. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema>;
export type DbOrTx = Db | Tx;

export type DriverName = 'pglite' | 'postgres';

export interface Database {
  readonly db: Db;
  readonly driver: DriverName;
  /** Where the data lives, for the start-up banner (never includes a password). */
  readonly location: string;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… — when set, PostgreSQL through `pg`; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory' (or undefined) keeps everything in memory. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.maxConnections ?? 10);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const inMemory = dataDir === undefined || dataDir === 'memory';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // Extensions must be passed at creation: PGlite cannot load them later.
  const client = await PGlite.create({
    ...(inMemory ? {} : { dataDir }),
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db,
    driver: 'pglite',
    location: inMemory ? 'PGlite (in memory)' : `PGlite (${dataDir})`,
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // Arabic text and trigrams need a UTF-8 database; refuse anything else loudly.
  const { rows } = await pool.query<{ server_encoding: string }>('show server_encoding');
  const encoding = rows[0]?.server_encoding;
  if (encoding !== 'UTF8') {
    await pool.end();
    throw new Error(`The PostgreSQL database must use UTF8 encoding (it uses ${String(encoding)}).`);
  }
  const db = drizzlePg({ client: pool, schema });
  let closed = false;
  const parsed = new URL(url);
  return {
    db,
    driver: 'postgres',
    location: `PostgreSQL (${parsed.host}${parsed.pathname})`,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Applies server/drizzle/ with drizzle-orm's migrator (drizzle-kit migrate misbehaves on PGlite). */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // The migrators are typed per driver; the instance was created by the matching driver above.
  if (database.driver === 'pglite') await migratePglite(database.db as Parameters<typeof migratePglite>[0], config);
  else await migratePg(database.db as Parameters<typeof migratePg>[0], config);
}

/** PGlite has no autovacuum: without fresh statistics the trigram index is ignored. */
export async function vacuumAnalyze(db: Db): Promise<void> {
  await db.execute(sql`VACUUM ANALYZE`);
}
