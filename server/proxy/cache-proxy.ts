// nginx in front of the instances, as docs/operations.md runs it: the configuration is
// server/proxy/nginx-cache.conf with its {{…}} places filled, nginx runs in the foreground as a child
// of this process, everything it writes (pid, logs, temporary files, the cache) in a folder of its own.
// Used by tests/e2e/cache-proxy.test.ts and bench/sections/proxy.ts (docs/adr/0052).
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX_TEMPLATE = fileURLToPath(new URL('./nginx-cache.conf', import.meta.url));

/** Debian's nginx (`apt-get install -y nginx`), or NGINX_PATH. */
export const nginxBinary = (): string => process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export const nginxAvailable = (): boolean => existsSync(nginxBinary());

export interface CacheProxyPlaces {
  runDir: string;
  cacheDir: string;
  /** e.g. 127.0.0.1:8080 */
  listen: string;
  /** host:port of each instance */
  upstreams: readonly string[];
}

/** The template with its places filled. */
export function nginxConfig(template: string, places: CacheProxyPlaces): string {
  const values: Record<string, string> = {
    RUN_DIR: places.runDir,
    CACHE_DIR: places.cacheDir,
    LISTEN: places.listen,
    UPSTREAMS: places.upstreams.map((upstream) => `server ${upstream} max_fails=1 fail_timeout=2s;`).join('\n        '),
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

export interface CacheProxy {
  /** e.g. http://127.0.0.1:41234 */
  base: string;
  runDir: string;
  /** The access log so far: one line per request, with `cache=` and `upstream=`. */
  accessLog(): string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const listening = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** nginx on 127.0.0.1:`port` in front of `upstreams`; answers once it accepts connections. */
export async function startCacheProxy(options: { port: number; upstreams: readonly string[] }): Promise<CacheProxy> {
  const runDir = mkdtempSync(join(tmpdir(), 'dukkan-proxy-'));
  // Run as root, nginx's workers are nobody: they must reach the folder (its cache and temporary files
  // are created and handed to them by nginx itself).
  chmodSync(runDir, 0o755);
  const cacheDir = join(runDir, 'cache');
  mkdirSync(cacheDir);
  const config = join(runDir, 'nginx.conf');
  writeFileSync(config, nginxConfig(readFileSync(NGINX_TEMPLATE, 'utf8'), { runDir, cacheDir, listen: `127.0.0.1:${options.port}`, upstreams: options.upstreams }));
  // Its own process group (nginx's master and its workers), so a hung nginx is killed whole.
  const child: ChildProcess = spawn(nginxBinary(), ['-p', runDir, '-c', config, '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  const killAll = () => {
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4_000)));
  const errorLog = () => (existsSync(join(runDir, 'error.log')) ? readFileSync(join(runDir, 'error.log'), 'utf8').slice(-4_000) : '');
  const deadline = Date.now() + 15_000;
  while (!(await listening(options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      killAll();
      rmSync(runDir, { recursive: true, force: true });
      throw new Error(`nginx did not start (${child.exitCode === null ? 'not listening after 15 s' : `exit ${child.exitCode}`}): ${errors}${errorLog()}`);
    }
    await sleep(50);
  }
  return {
    base: `http://127.0.0.1:${options.port}`,
    runDir,
    accessLog: () => (existsSync(join(runDir, 'access.log')) ? readFileSync(join(runDir, 'access.log'), 'utf8') : ''),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // SIGQUIT: nginx's graceful stop (requests under way finish); SIGKILL if it hangs.
        child.kill('SIGQUIT');
        const force = setTimeout(killAll, 5_000);
        await exited;
        clearTimeout(force);
      }
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}
