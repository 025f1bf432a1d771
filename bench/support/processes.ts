// Child processes for the benchmark: the storefront's server on a free port with its own data folder,
// a static file server for the floor app, and timing helpers. Loopback only.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('bench: no free port'))));
    });
  });
}

/** Polls url until it answers 2xx; answers the milliseconds it took from `since`. */
export async function waitForOk(url: string, since: number, timeoutMs: number, child?: ChildProcess): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`bench: process exited with ${child.exitCode} before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return Date.now() - since;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`bench: ${url} did not answer within ${timeoutMs / 1000} s`);
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 8_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface StorefrontServer {
  baseUrl: string;
  dataDir: string;
  /** Milliseconds from spawn to the first 200 of /api/countries. */
  startedInMs: number;
  child: ChildProcess;
}

/** The reference server over the built dist/ (never rebuilds), on PGlite in dataDir (fresh unless given). */
export async function startStorefront(options: { dataDir?: string; cwd?: string; env?: Record<string, string> } = {}): Promise<StorefrontServer> {
  const cwd = options.cwd ?? ROOT;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'dukkan-bench-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts', '--no-build'], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const startedInMs = await waitForOk(`${baseUrl}/api/countries`, started, 180_000, child);
  return { baseUrl, dataDir, startedInMs, child };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/**
 * A static server for a built folder, with the SPA fallback to index.html. Text is sent compressed to
 * a client that accepts it, as the storefront's server sends its precompressed files, so Lighthouse
 * compares like with like.
 */
export async function serveFolder(folder: string): Promise<{ baseUrl: string; server: Server }> {
  const server = createHttpServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?', 1)[0] ?? '/');
    let file = normalize(join(folder, path));
    if (!file.startsWith(folder + sep) || !existsSync(file) || statSync(file).isDirectory()) file = join(folder, 'index.html');
    const type = TYPES[extname(file)];
    response.setHeader('content-type', type ?? 'application/octet-stream');
    const body = readFileSync(file);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (type !== undefined && /\b(br|gzip)\b/.test(accepts)) {
      // As the store's precompressed assets: brotli at its best, else gzip at its best.
      const brotli = /\bbr\b/.test(accepts);
      response.setHeader('content-encoding', brotli ? 'br' : 'gzip');
      response.setHeader('vary', 'accept-encoding');
      response.end(brotli ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 }));
      return;
    }
    response.end(body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${port}`, server };
}

export function median(values: readonly number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Runs a command to completion; answers its wall time in ms (throws on a non-zero exit). */
export function timeCommand(command: string, args: string[], options: { cwd?: string; env?: Record<string, string>; timeoutMs: number }): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: options.cwd ?? ROOT, env: { ...process.env, ...options.env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2_000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(Date.now() - started);
      else reject(new Error(`bench: ${command} ${args.join(' ')} exited with ${String(code)}\n${stderr}`));
    });
  });
}
