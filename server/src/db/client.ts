// Opens the database: PGlite (in memory or persisted in a data folder) by default, PostgreSQL
// through `pg` when a URL is given. Both are seen by the rest of the server as one `Db` type.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from '../config.js';
// Nothing heavy is imported here: each driver (and its migrator) is imported when it is used, so a start
// on PGlite never loads `pg` and one on PostgreSQL never loads PGlite, and PGlite starts opening its data
// folder before drizzle and the schema have loaded (issue 10: a start is mostly loading modules; ADR 0016).

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
  /**
   * Calls onNotify with each payload NOTIFYed on the channel, from any connection of any process.
   * On PostgreSQL one dedicated connection listens; when it is lost it reconnects and calls onNotify
   * with null (notifications may have been missed meanwhile). Answers a function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string | null) => void): Promise<() => Promise<void>>;
  /**
   * Runs work holding a database-wide advisory lock, so instances starting together on one
   * PostgreSQL database migrate and seed one after the other (PGlite is one process: no lock).
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** pg_advisory_lock's key for migrations and seeding: any constant of this application. */
export const STARTUP_LOCK_KEY = 0x64756b6b; // 'dukk'

export interface OpenDatabaseOptions {
  /** postgres://… — when set, PostgreSQL through `pg`; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory' (or undefined) keeps everything in memory. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /**
   * A direct (session) connection to the same database, for LISTEN and the start-up lock, when
   * databaseUrl goes through a pooler in transaction mode (PgBouncer), which supports neither.
   */
  directUrl?: string;
  /** How long a wait on PostgreSQL may last (DATABASE_*_TIMEOUT_MS); DEFAULT_DATABASE_TIMEOUTS otherwise. */
  timeouts?: DatabaseTimeouts;
}


export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.maxConnections ?? 10, options.directUrl ?? options.databaseUrl, options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS);
  }
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const inMemory = dataDir === undefined || dataDir === 'memory';
  const releaseLock = inMemory ? () => {} : lockDataDir(dataDir);
  const orm = Promise.all([import('drizzle-orm/pglite'), import('./schema.js')]);
  orm.catch(() => {}); // awaited below, once PGlite is open
  const opened = Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]).then(([{ PGlite }, { pg_trgm }, { unaccent }]) =>
    // Extensions must be passed at creation: PGlite cannot load them later.
    PGlite.create({ ...(inMemory ? {} : { dataDir }), extensions: { pg_trgm, unaccent } }),
  );
  const client = await opened.catch((error: unknown) => {
    releaseLock();
    throw error;
  });
  const [{ drizzle: drizzlePglite }, schema] = await orm.catch(async (error: unknown) => {
    await client.close().finally(releaseLock);
    throw error;
  });
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db,
    driver: 'pglite',
    location: inMemory ? 'PGlite (in memory)' : `PGlite (${dataDir})`,
    // PGlite delivers NOTIFY in-process: its one connection is every instance there is.
    listen: (channel, onNotify) => client.listen(channel, (payload) => onNotify(payload)),
    withStartupLock: (work) => work(),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is single-process: a second process on the same folder corrupts it. A pid file refuses
 * a second opener while the first is alive and is taken over when its owner has died.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new Error(`The data folder ${dataDir} is in use by process ${owner}: PGlite allows one process per folder.`, {
          cause: error,
        });
      }
      rmSync(lockFile, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}

/** Says once per lost connection what happened, without a stack: an outage is an event, not a bug. */
const connectionLost = (error: Error): void => console.warn(`[dukkan] a PostgreSQL connection was lost: ${error.message}`);

/**
 * The pool's connections (issue 32). Each has its own 'error' listener for its whole life: node-postgres
 * emits 'error' on a client whose connection ends (a restart, a failover, pg_terminate_backend), and the
 * pool listens only while the client is idle, so one lost while a request held it (every transaction)
 * was an unhandled 'error' event that ended the process. The request's own query fails at the same time
 * and is answered 503; the pool drops the client when it is released (it is no longer queryable).
 *
 * A statement the client gave up on (query_timeout: the server answered nothing, it is stalled) leaves
 * the connection mid-protocol: its answer, or the rest of its transaction, could still arrive later and
 * be taken for the next user's. So the connection is destroyed then and never reused: the server rolls
 * back whatever was under way when it sees it gone.
 */
function guardedClient(pg: typeof import('pg').default, timeouts: DatabaseTimeouts): new () => import('pg').Client {
  return class GuardedClient extends pg.Client {
    constructor(config?: import('pg').ClientConfig) {
      // The pool hands every client its own options; its connectionTimeoutMillis is the acquire timeout.
      super({ ...config, connectionTimeoutMillis: timeouts.connectMs });
      this.on('error', connectionLost);
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      const gaveUp = (error: unknown): void => {
        if (error instanceof Error && error.message === 'Query read timeout') this.connection.stream.destroy();
      };
      const guarded = (...args: unknown[]): unknown => {
        const callback = args.at(-1);
        if (typeof callback === 'function') {
          // The pool's own pool.query passes a callback.
          return query(...args.slice(0, -1), (error: unknown, result: unknown) => {
            gaveUp(error);
            (callback as (error: unknown, result: unknown) => void)(error, result);
          });
        }
        const result = query(...args);
        if (result instanceof Promise) {
          const text = (args[0] as { text?: unknown } | undefined)?.text ?? args[0];
          const opensTransaction = typeof text === 'string' && /^\s*begin\b/i.test(text);
          result.catch((error: unknown) => {
            gaveUp(error);
            // Drizzle's transaction sends BEGIN before its try/finally: when BEGIN fails (the
            // connection lost or silent) the client is never released, and the pool is one connection
            // short for good (a few such and every request waits out the acquire timeout). So it is
            // released here, with the error: the pool discards it.
            if (opensTransaction) this.releaseAfterFailedBegin(error);
          });
        }
        return result;
      };
      Object.assign(this, { query: guarded });
    }

    /** The pool's release, set on the client while it is checked out. */
    private releaseAfterFailedBegin(error: unknown): void {
      const { release } = this as unknown as { release?: (error?: Error) => void };
      release?.(error instanceof Error ? error : new Error(String(error)));
    }
  };
}

async function openPostgres(url: string, max: number, directUrl: string, timeouts: DatabaseTimeouts): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, schema] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('./schema.js'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max,
    Client: guardedClient(pg, timeouts),
    // Waiting for a connection, a free one or a new one being opened.
    connectionTimeoutMillis: timeouts.acquireMs,
    // The server cancels a statement past this (57014, the connection stays usable); the client gives up
    // a second later, for a server that answers nothing at all (stalled, or gone without a word).
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 1_000,
    // A database host that vanished without closing its sockets (a failover) is noticed by TCP.
    keepAlive: true,
  });
  // An idle connection's error is reported on the pool too; each client's own listener has said it.
  pool.on('error', () => {});
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
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    driver: 'postgres',
    location: `PostgreSQL (${parsed.host}${parsed.pathname})`,
    async listen(channel, onNotify) {
      const stop = await listenOnPostgres(pg, directUrl, channel, onNotify, timeouts.connectMs);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    async withStartupLock(work) {
      // A session lock on a direct connection of its own, held while the work runs on the pool.
      const connection = new pg.Client({ connectionString: directUrl, connectionTimeoutMillis: timeouts.connectMs, keepAlive: true });
      connection.on('error', connectionLost);
      await connection.connect();
      try {
        await connection.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await connection.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        await connection.end();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * One connection outside the pool LISTENs on the channel. When it drops (a restart, a failover),
 * it reconnects with a growing delay (up to 5 s) and reports null: whatever was announced meanwhile
 * is lost, so the listener must assume everything changed.
 */
async function listenOnPostgres(
  pg: typeof import('pg').default,
  url: string,
  channel: string,
  onNotify: (payload: string | null) => void,
  connectMs: number,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: import('pg').Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let delayMs = 100;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectMs, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delayMs = 100;
  };

  const reconnect = (lost: import('pg').Client): void => {
    if (stopped || client !== lost || retry !== undefined) return;
    client = null;
    lost.end().catch(() => {});
    const attempt = (): void => {
      retry = setTimeout(() => {
        connect().then(
          () => {
            retry = undefined;
            onNotify(null);
          },
          (error: unknown) => {
            console.warn(`[dukkan] LISTEN ${channel}: reconnecting (${error instanceof Error ? error.message : String(error)})`);
            delayMs = Math.min(delayMs * 2, 5_000);
            attempt();
          },
        );
      }, delayMs);
      retry.unref();
    };
    attempt();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

/** Applies server/drizzle/ with drizzle-orm's migrator (drizzle-kit migrate misbehaves on PGlite). */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // The migrators are typed per driver; the instance was created by the matching driver above.
  if (database.driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as Parameters<typeof migrate>[0], config);
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as Parameters<typeof migrate>[0], config);
  }
}

/** PGlite has no autovacuum: without fresh statistics the trigram index is ignored. */
export async function vacuumAnalyze(db: Db): Promise<void> {
  const { sql } = await import('drizzle-orm');
  await db.execute(sql`VACUUM ANALYZE`);
}
