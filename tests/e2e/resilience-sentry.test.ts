// Error reporting end to end (issue 9): the storefront built with a Sentry DSN that points at a local
// receiver this test starts, served by a server instance of its own (its CSP lets the page reach the
// receiver through CSP_CONNECT_SRC's setting). /sentry-test throws; the event must arrive with its
// release, environment and route. And without a DSN (the suite's own build) Sentry is never downloaded.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, useBrowser, type Lng } from './support/browser';
import { exactly } from './support/frame';
import { text } from './support/locales';
import { ROOT, startOwnServer, type OwnServer } from './support/own-server';

const RELEASE = 'dukkan@e2e-sentry-1';
const ENVIRONMENT = 'e2e';

interface SentryEvent {
  release?: string;
  environment?: string;
  tags?: Record<string, string>;
  user?: Record<string, unknown>;
  request?: { url?: string };
  exception?: { values?: { type?: string; value?: string }[] };
}

const events: SentryEvent[] = [];
let receiver: Server;
let receiverOrigin = '';
let distDir = '';
let server: OwnServer | undefined;
let siteUrl = '';

// A Sentry envelope: a header line, then item header and payload lines; events are items of type 'event'.
function eventsOf(envelope: string): SentryEvent[] {
  const lines = envelope.split('\n').filter((line) => line.trim() !== '');
  const found: SentryEvent[] = [];
  for (let i = 1; i < lines.length - 1; i += 2) {
    const header = JSON.parse(lines[i] ?? '{}') as { type?: string };
    if (header.type === 'event') found.push(JSON.parse(lines[i + 1] ?? '{}') as SentryEvent);
  }
  return found;
}

function startReceiver(): Promise<void> {
  receiver = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') {
      response.end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url?.includes('/envelope/')) {
        try {
          events.push(...eventsOf(Buffer.concat(chunks).toString('utf8')));
        } catch {
          // a replay or other binary item: not what this test looks for
        }
      }
      response.setHeader('content-type', 'application/json');
      response.end('{}');
    });
  });
  return new Promise((resolve) =>
    receiver.listen(0, '127.0.0.1', () => {
      receiverOrigin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

beforeAll(async () => {
  await startReceiver();
  distDir = mkdtempSync(join(tmpdir(), 'dukkan-sentry-dist-'));
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      // A production build: vitest's NODE_ENV=test would give React's development bundle.
      NODE_ENV: 'production',
      VITE_SENTRY_DSN: `${receiverOrigin.replace('://', '://publickey@')}/1`,
      VITE_RELEASE: RELEASE,
      VITE_SENTRY_ENVIRONMENT: ENVIRONMENT,
    },
  });
  if (build.status !== 0) throw new Error(`vite build with a DSN failed:\n${build.stdout}\n${build.stderr}`);
  // The server's Content-Security-Policy must let the page post to the receiver.
  server = await startOwnServer({ distDir, config: { cspConnectSrc: [receiverOrigin] }, seed: { catalogue: false } });
  siteUrl = server.url;
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

const { open } = useBrowser();

describe('Sentry', () => {
  it('keeps the SDK out of the first load: its own chunk, not preloaded by index.html', () => {
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    const sentryChunks = readdirSync(join(distDir, 'assets')).filter((name) => name.startsWith('sentry-client-') && name.endsWith('.js'));
    expect(sentryChunks).toHaveLength(1);
    expect(html).not.toContain('sentry');
    // Every script index.html loads (the entry and the chunk of what the first screen needs).
    const initial = [...html.matchAll(/src="\/assets\/([^"]+\.js)"/g)].map((match) => match[1] ?? '');
    expect(initial.length).toBeGreaterThan(0);
    for (const script of initial) expect(readFileSync(join(distDir, 'assets', script), 'utf8')).not.toContain('sentry_key');
  });

  it.each(LANGUAGES)('receives the /sentry-test error with its release, environment and route (%s)', async (lng: Lng) => {
    const before = events.length;
    const page = await open({
      baseUrl: siteUrl,
      path: '/sentry-test',
      lng,
      waitFor: async (p) => p.getByRole('heading', { level: 1, name: exactly(text(lng, 'errors:crash.title')) }).waitFor(),
    });
    const deadline = Date.now() + 30_000;
    let event: SentryEvent | undefined;
    while (Date.now() < deadline && event === undefined) {
      event = events.slice(before).find((candidate) => candidate.exception?.values?.some((value) => value.value?.includes('Sentry test error')));
      if (event === undefined) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(event, 'no Sentry event arrived at the receiver').toBeDefined();
    expect(event?.release).toBe(RELEASE);
    expect(event?.environment).toBe(ENVIRONMENT);
    expect(event?.tags?.route).toBe('/sentry-test');
    expect(event?.request?.url).toContain('/sentry-test');
    expect(JSON.stringify(event?.user ?? {})).not.toContain('@');
    await page.close();
  });
});

describe('without a DSN', () => {
  it('never downloads the Sentry chunk', async () => {
    const requested: string[] = [];
    const page = await open({ path: '/sentry-test', waitFor: async (p) => p.getByRole('heading', { level: 1 }).first().waitFor() });
    page.on('request', (request) => requested.push(request.url()));
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(requested.filter((url) => url.includes('sentry-client'))).toEqual([]);
    expect(requested.length).toBeGreaterThan(0);
  });
});
