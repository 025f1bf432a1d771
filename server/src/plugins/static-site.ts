// Serves the built storefront (dist/) with an SPA fallback, the standalone emergency page, and the
// translations at /locales/{lng}/{ns}.json, from the API's own process.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { guessLanguage, IndexPage } from '../http/index-page.js';

export interface StaticSiteOptions {
  /** The Vite build output; the SPA fallback needs its index.html. */
  distDir?: string;
  /** Top-level locales/ folder. */
  localesDir?: string;
  /** Further folders, e.g. generated product images: { prefix: '/images/', root }. */
  mounts?: Array<{ prefix: string; root: string }>;
}

/** The standalone page the build writes (tooling/emergency-page.ts); /emergency answers with it. */
export const EMERGENCY_FILE = 'emergency.html';

/** 'sha256-…' sources of each inline <script> and <style> block of a page. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const hashes = (tag: 'script' | 'style') =>
    [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(
      (match) => `'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`,
    );
  return { scripts: hashes('script'), styles: hashes('style') };
}

/**
 * The Content-Security-Policy the security plugin set, widened for exactly the inline blocks of the
 * emergency page (its whole point is to need no other file). Without a policy, nothing to widen.
 */
function allowInlineBlocks(reply: FastifyReply, html: string): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  const { scripts, styles } = inlineHashes(html);
  const widened = policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/, 1)[0];
      if (name === 'script-src') return `${directive.trim()} ${scripts.join(' ')}`;
      if (name === 'style-src') return `${directive.trim()} ${styles.join(' ')}`;
      return directive.trim();
    })
    .join('; ');
  reply.header('content-security-policy', widened);
}

/** Sends the storefront's index.html with the first paint's preloads (http/index-page.ts). */
export type SendIndex = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/** Answers how to send the SPA's index.html, or null when there is no built storefront. */
export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<SendIndex | null> {
  let decorated = false;
  const serve = async (root: string, prefix: string, extra: Record<string, unknown> = {}) => {
    await app.register(fastifyStatic, { root, prefix, decorateReply: !decorated, index: false, ...extra });
    decorated = true;
  };
  for (const mount of options.mounts ?? []) {
    if (existsSync(mount.root)) await serve(mount.root, mount.prefix, { maxAge: '1h' });
  }
  const spaRoot = options.distDir && existsSync(join(options.distDir, 'index.html')) ? options.distDir : null;
  // The build's copy of the translations comes with brotli and gzip forms (vite.config.ts); without a
  // build, the source folder is served as it is.
  const builtLocales = spaRoot === null ? null : join(spaRoot, 'locales');
  if (builtLocales !== null && existsSync(builtLocales)) {
    await serve(builtLocales, '/locales/', { maxAge: '5m', preCompressed: true });
  } else if (options.localesDir && existsSync(options.localesDir)) {
    await serve(options.localesDir, '/locales/', { maxAge: '5m' });
  }
  if (!spaRoot) return null;
  const indexPage = new IndexPage(spaRoot, options.localesDir);
  const sendIndex: SendIndex = (request, reply) =>
    reply.header('cache-control', 'no-cache').header('vary', 'accept-language, cookie').type('text/html; charset=utf-8').send(indexPage.render(guessLanguage(request), request.url.split('?', 1)[0]));
  // The home page (and /index.html) get the preloads too; every other route goes through the SPA fallback.
  app.get('/', async (request, reply) => sendIndex(request, reply));
  app.get('/index.html', async (request, reply) => sendIndex(request, reply));
  {
    const emergencyFile = join(spaRoot, EMERGENCY_FILE);
    await serve(spaRoot, '/', {
      wildcard: true,
      // GET / and /index.html are answered above, with the first paint's preloads.
      index: false,
      // The build writes .br and .gz beside each text asset: sent to a browser that accepts them.
      preCompressed: true,
      // @fastify/static 10 hands setHeaders the Fastify reply, not Node's ServerResponse.
      setHeaders: (reply: FastifyReply, path: string) => {
        // Vite fingerprints assets: cache them for good. Everything else (index.html, the service
        // worker sw.js, the web app manifest, the emergency page) must always be revalidated, so a
        // deploy reaches the shopper at the next visit.
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (path.replace(/\.(br|gz)$/, '').endsWith(EMERGENCY_FILE) && existsSync(emergencyFile)) allowInlineBlocks(reply, readFileSync(emergencyFile, 'utf8'));
      },
    });
    // The emergency page under its route (spec section 2), standalone: no chunk of the app.
    if (existsSync(emergencyFile)) {
      app.get('/emergency', async (_request, reply) => {
        // Read per request: a rebuild while the server runs is served at once.
        const html = readFileSync(emergencyFile, 'utf8');
        allowInlineBlocks(reply, html);
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
      });
    }
  }
  return sendIndex;
}
