// A PostgreSQL cluster of a test's own (issue 32): initdb into a temporary folder, started on a free port
// of its own, so a test may stop it, restart it or freeze it without touching the machine's service on
// 5432 or another test's database. As root, initdb and postgres refuse to run: they then run as the
// `postgres` user (runuser), which owns the folder.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian puts PostgreSQL 15's programs (PG_BIN overrides). */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export const clusterAvailable = (): boolean => existsSync(join(PG_BIN, 'initdb')) && existsSync(join(PG_BIN, 'pg_ctl'));

/** A port nobody listens on now, on loopback. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

export interface ThrowawayCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly adminUrl: string;
  readonly port: number;
  urlOf(database: string): string;
  /** pg_ctl stop -m fast|immediate (then start() to bring it back). */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP (or SIGCONT) the postmaster and every process it started: a stalled database host. */
  freeze(): void;
  thaw(): void;
  /** Stops it (immediately) and deletes its folder. */
  destroy(): Promise<void>;
}

export async function createThrowawayCluster(): Promise<ThrowawayCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'dukkan-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const as = async (program: string, args: string[]): Promise<void> => {
    const path = join(PG_BIN, program);
    await (asRoot ? run('runuser', ['-u', 'postgres', '--', path, ...args]) : run(path, args));
  };
  const port = await freePort();
  await as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  // Its socket in its own folder, TCP on loopback only, and no fsync: it is thrown away after the test.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=60`;
  const start = () => as('pg_ctl', ['start', '-D', data, '-w', '-t', '30', '-l', join(dir, 'log'), '-o', options]);
  await start();
  const postmasterPid = (): number => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  /** The postmaster and its children (backends, checkpointer, walwriter…), read from /proc. */
  const processes = (): number[] => {
    const root = postmasterPid();
    const children = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === root;
        } catch {
          return false; // ended meanwhile
        }
      })
      .map(Number);
    return [root, ...children];
  };
  const signal = (name: NodeJS.Signals) => {
    for (const pid of processes()) {
      try {
        process.kill(pid, name);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error; // ended meanwhile
      }
    }
  };
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let destroyed = false;
  return {
    adminUrl: urlOf('postgres'),
    port,
    urlOf,
    stop: (mode) => as('pg_ctl', ['stop', '-D', data, '-m', mode, '-w', '-t', '30']),
    start,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      try {
        if (existsSync(join(data, 'postmaster.pid'))) {
          signal('SIGCONT');
          await as('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '30']);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
