// Serves the built storefront (dist/) with an SPA fallback, and the translations at
// /locales/{lng}/{ns}.json, from the API's own process.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface StaticSiteOptions {
  /** The Vite build output; the SPA fallback needs its index.html. */
  distDir?: string;
  /** Top-level locales/ folder. */
  localesDir?: string;
  /** Further folders, e.g. generated product images: { prefix: '/images/', root }. */
  mounts?: Array<{ prefix: string; root: string }>;
}

/** Answers the folder holding the SPA's index.html, or null when there is no built storefront. */
export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<string | null> {
  let decorated = false;
  const serve = async (root: string, prefix: string, extra: Record<string, unknown> = {}) => {
    await app.register(fastifyStatic, { root, prefix, decorateReply: !decorated, index: false, ...extra });
    decorated = true;
  };
  for (const mount of options.mounts ?? []) {
    if (existsSync(mount.root)) await serve(mount.root, mount.prefix, { maxAge: '1h' });
  }
  if (options.localesDir && existsSync(options.localesDir)) {
    await serve(options.localesDir, '/locales/', { maxAge: '5m' });
  }
  const spaRoot = options.distDir && existsSync(join(options.distDir, 'index.html')) ? options.distDir : null;
  if (spaRoot) {
    await serve(spaRoot, '/', {
      wildcard: true,
      // GET / is the home page: index.html, not a directory (which @fastify/static answers 403).
      index: ['index.html'],
      // @fastify/static 10 hands setHeaders the Fastify reply, not Node's ServerResponse.
      setHeaders: (reply: FastifyReply, path: string) => {
        // Vite fingerprints assets: cache them for good; index.html must always be revalidated.
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return spaRoot;
}
