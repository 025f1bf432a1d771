// Serves the built storefront (dist/) with an SPA fallback, the standalone emergency page, and the
// translations at /locales/{lng}/{ns}.json, from the API's own process.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from '../http/accepts-html.js';
import { AppError, databaseUnavailable } from '../http/errors.js';
import { cspHashSource, guessLanguage, IndexPage, languageAsked } from '../http/index-page.js';
import { compressPage, pageEncoding, type PageEncoding } from '../http/page-compression.js';
import { DEFAULT_PAGE_CACHE_TIMES, pageCaching, type PageFacts } from '../http/page-caching.js';
import { canonicalPath, movedPagePath, pageStatus, type CatalogueLookup } from '../http/page-status.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { sendUnavailablePage, unavailablePage } from '../http/unavailable-page.js';
import { assemblePage, inProcessFetch, loadPageRenderer, pageHints, RenderedPages, renderWithinBudget, shopperSession, type PageRenderer } from '../http/server-render.js';
import { clearSessionCookie, keepSignedInHint, whileDrawing } from './auth.js';

export interface StaticSiteOptions {
  /** The Vite build output; the SPA fallback needs its index.html. */
  distDir?: string;
  /** Top-level locales/ folder. */
  localesDir?: string;
  /**
   * The server's render of the pages (dist-ssr/, built by `npm run build` with dist/): a guest's page
   * then arrives drawn (issue 18). Without it, or when it fails, the browser draws every page.
   */
  ssrDir?: string;
  /** The render itself, given (tests render from the sources); over ssrDir. */
  renderer?: PageRenderer;
  /** The render's budget in milliseconds (RENDER_BUDGET_MS). */
  renderBudgetMs?: number;
  /** Further folders, e.g. generated product images: { prefix: '/images/', root }. */
  mounts?: Array<{ prefix: string; root: string }>;
}

/** The standalone page the build writes (tooling/emergency-page.ts); /emergency answers with it. */
export const EMERGENCY_FILE = 'emergency.html';
/** Its Arabic version (tooling/emergency-page.ts's EMERGENCY_FILES), for /emergency?lng=ar. */
export const EMERGENCY_FILE_AR = 'emergency-ar.html';

/** 'sha256-…' sources of each inline <script> and <style> block of a page. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const hashes = (tag: 'script' | 'style') =>
    [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(
      (match) => cspHashSource(match[1] ?? ''),
    );
  return { scripts: hashes('script'), styles: hashes('style') };
}

/**
 * The Content-Security-Policy the security plugin set, its script-src and style-src widened by these
 * sources. Without a policy, nothing to widen.
 */
function widenPolicy(reply: FastifyReply, sources: { scripts: readonly string[]; styles: readonly string[] }): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  const widened = policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/, 1)[0];
      const added = name === 'script-src' ? sources.scripts : name === 'style-src' ? sources.styles : [];
      return added.length === 0 ? directive.trim() : `${directive.trim()} ${added.join(' ')}`;
    })
    .join('; ');
  reply.header('content-security-policy', widened);
}

/** fetch that notes whether any answer was the API's 503 DATABASE_UNAVAILABLE (the render's data failed). */
function watchUnavailable(fetch: typeof globalThis.fetch): { fetch: typeof globalThis.fetch; unavailable: () => boolean } {
  let seen = false;
  return {
    fetch: async (input, init) => {
      const answer = await fetch(input, init);
      if (answer.status === 503) seen = true;
      return answer;
    },
    unavailable: () => seen,
  };
}

/** The policy widened for exactly the inline blocks of the emergency page (its whole point is to need no other file). */
function allowInlineBlocks(reply: FastifyReply, html: string): void {
  widenPolicy(reply, inlineHashes(html));
}

/**
 * Sends the storefront's index.html with the first paint's preloads (http/index-page.ts), with the
 * status the path deserves (http/page-status.ts): 404 for no route or an id the catalogue does not list.
 */
export type SendIndex = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** An HTML page as it goes on the wire: compressed as the browser accepts (http/page-compression.ts). */
function finishPage(html: string, encoding: PageEncoding | null): Buffer | string {
  return encoding === null ? html : compressPage(html, encoding);
}

function sendFinished(reply: FastifyReply, body: Buffer | string, encoding: PageEncoding | null): FastifyReply {
  addVary(reply, 'accept-encoding');
  reply.type('text/html; charset=utf-8');
  if (encoding !== null) reply.header('content-encoding', encoding);
  return reply.send(body);
}

function sendPage(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const encoding = pageEncoding(request.headers['accept-encoding']);
  return sendFinished(reply, finishPage(html, encoding), encoding);
}

/**
 * Answers how to send the SPA's index.html, or null when there is no built storefront. `catalogue`
 * tells which product, category and brand pages exist; without it they all answer 200.
 */
export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions, catalogue?: CatalogueLookup): Promise<SendIndex | null> {
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
  const renderer = options.renderer ?? (options.ssrDir === undefined ? null : await loadPageRenderer(options.ssrDir));
  // A bare Fastify instance (a test of the static files alone) has no dependencies: nothing is kept then.
  const deps = (app as Partial<Pick<FastifyInstance, 'deps'>>).deps;
  const rendered = new RenderedPages((deps?.config.catalogueListCacheSeconds ?? 0) * 1000);
  const unregister = deps?.invalidation.register(() => rendered.clear());
  app.addHook('onClose', async () => {
    unregister?.();
  });
  if (renderer !== null) {
    // The first render after a start loads the routes' chunks and warms the code and the database: on a
    // busy machine it went past its budget, and the first shopper after each deploy got the page the
    // browser draws. The home page is drawn once per language as the server starts listening, kept by nobody.
    const closing = new AbortController();
    app.addHook('onClose', async () => closing.abort());
    app.addHook('onListen', async () => {
      for (const language of ['en', 'ar'] as const) {
        const warm = { url: 'http://storefront.internal/', origin: deps?.config.publicUrl ?? 'http://localhost', language, countryLocationId: null, fetch: inProcessFetch(app, language), signal: closing.signal };
        void renderer.render(warm).catch((error: unknown) => {
          if (!closing.signal.aborted) app.log.warn({ err: error }, 'warming the server render failed');
        });
      }
    });
  }
  const sendIndex: SendIndex = async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    // /index.html is the app's shell, as the service worker precaches it for offline visits: never
    // drawn for one shopper, never a 404.
    if (pathname === '/index.html') {
      return sendPage(request, reply.header('cache-control', 'no-cache'), indexPage.render(guessLanguage(request), '/', { linkStylesheet: true }));
    }
    widenPolicy(reply, { scripts: [], styles: indexPage.inlineStyleSources() });
    // An order's old addresses (issue 26) are sent, for good, to its own page.
    const moved = movedPagePath(request.url);
    if (moved !== null) return reply.code(301).header('cache-control', 'public, max-age=86400').redirect(moved, 301);
    const match = indexPage.match(pathname);
    // One address per page (issue 28): a variant (/shop/, /SHOP, /Product/282) is sent, once and for
    // good, to the page's own spelling, with its query.
    if (match) {
      const canonical = canonicalPath(match);
      if (canonical !== pathname) {
        const query = request.url.slice(pathname.length);
        return reply.code(301).header('cache-control', 'public, max-age=86400').redirect(`${canonical}${query}`, 301);
      }
    }
    // Issue 32: the database away is a 503 page in the shopper's language, never the API's JSON (the
    // catalogue lookup below, or a render whose data could not be read) and never a 200 error page.
    const unavailable = () => {
      const page = unavailablePage(guessLanguage(request), request.url);
      allowInlineBlocks(reply, page);
      return sendUnavailablePage(reply, page);
    };
    let status: Awaited<ReturnType<typeof pageStatus>>;
    try {
      status = await pageStatus(match, catalogue);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      request.log.warn({ url: request.url }, 'database unavailable: answered the 503 page');
      return unavailable();
    }
    const noindex = status === 404 || match?.signIn === true;
    const language = guessLanguage(request);
    const hints = pageHints(request);
    // The shopper of the session cookie gets her own page (docs/adr/0038); a refused cookie is cleared.
    let shopper: Awaited<ReturnType<typeof shopperSession>>;
    try {
      shopper = await shopperSession(app, request);
    } catch (error) {
      if (!isDatabaseUnavailable(error) && !(error instanceof AppError && error.code === 'DATABASE_UNAVAILABLE')) throw error;
      return unavailable();
    }
    if (shopper === 'revoked') clearSessionCookie(request, reply);
    else if (shopper !== null) keepSignedInHint(request, reply);
    const sessionToken = shopper === null || shopper === 'revoked' ? undefined : shopper.token;
    // ?lng= names a language version; without it the page is the negotiated x-default (docs/adr/0032).
    const named = languageAsked(request) !== null;
    // What caches may do with the answer, decided in one place (http/page-caching.ts, docs/adr/0052):
    // told once the answer is known to be the server's drawn page or not.
    const facts: Omit<PageFacts, 'drawn'> = { sessionCookie: shopper !== null, route: match, status, languageInUrl: named };
    const cacheHeaders = (drawn: boolean): FastifyReply => {
      const caching = pageCaching({ ...facts, drawn }, deps?.config.pageCache ?? DEFAULT_PAGE_CACHE_TIMES);
      addVary(reply, ...caching.vary);
      return reply.header('cache-control', caching.cacheControl);
    };
    // A page behind sign-in asked without a session the server accepts (no cookie, a signed-out hint, a
    // refused cookie): to the login page, which brings the shopper back after. Drawing it as a skeleton
    // left a browser without scripts, a crawler or a link preview on "Loading" for good, titled in English.
    // A browser still holding an earlier storefront's token (docs/adr/0035) is signed in there by its
    // script and sent on to \`next\`: one hop, once.
    if (match?.signIn === true && sessionToken === undefined) {
      // In the language the address named: /cart?lng=ar is the Arabic login page, whatever the browser prefers.
      const asked = languageAsked(request);
      const login = new URLSearchParams({ next: request.url, ...(asked === null ? {} : { lng: asked }) });
      return cacheHeaders(false).code(302).redirect(`/login?${login.toString()}`);
    }
    const origin = deps?.config.publicUrl;
    let html = indexPage.render(language, pathname, { noindex, named, ...(origin === undefined ? {} : { origin }) });
    // Every route the build knows (or its 404) is drawn here: a guest's page, kept a few seconds for
    // the next guest (and by a shared cache in front, for a shareable route), or the signed-in shopper's
    // own, never kept by anyone (docs/adr/0038).
    reply.code(status);
    if (renderer !== null && match !== undefined && request.method === 'GET') {
      try {
        const asked = { url: `http://storefront.internal${request.url}`, origin: origin ?? 'http://localhost', language, countryLocationId: hints.countryLocationId };
        const address = origin === undefined ? undefined : { origin, pathname, language, named };
        if (sessionToken !== undefined) {
          const watched = watchUnavailable(inProcessFetch(app, language));
          const page = await whileDrawing(sessionToken, () => renderWithinBudget(renderer, { ...asked, sessionToken, fetch: watched.fetch }, options.renderBudgetMs));
          if (watched.unavailable()) throw databaseUnavailable();
          if (page !== null) return sendPage(request, cacheHeaders(true), assemblePage(html, page, address));
          request.log.warn({ url: request.url }, 'server render over budget: the browser draws the page');
          return sendPage(request, cacheHeaders(false), html);
        }
        const key = RenderedPages.key(asked);
        // A page kept a few seconds is sent as it was finished for the same kind of request: no work.
        const encoding = pageEncoding(request.headers['accept-encoding']);
        const variant = JSON.stringify([named, noindex, encoding]);
        const finished = rendered.body(key, variant);
        if (finished !== undefined) return sendFinished(cacheHeaders(true), finished, encoding);
        // A render that met the database away (an API call of its answered 503) is not a page: it is
        // never kept, and the shopper gets the 503 page (issue 32).
        const page = await rendered.render(key, async () => {
          const watched = watchUnavailable(inProcessFetch(app, language));
          const drawn = await renderWithinBudget(renderer, { ...asked, fetch: watched.fetch }, options.renderBudgetMs);
          if (watched.unavailable()) throw databaseUnavailable();
          return drawn;
        });
        if (page === null) request.log.warn({ url: request.url }, 'server render over budget: the browser draws the page');
        else {
          const body = finishPage(assemblePage(html, page, address), encoding);
          rendered.keepBody(key, variant, body);
          return sendFinished(cacheHeaders(true), body, encoding);
        }
      } catch (error) {
        if (isDatabaseUnavailable(error) || (error instanceof AppError && error.code === 'DATABASE_UNAVAILABLE')) {
          request.log.warn({ url: request.url }, 'database unavailable: answered the 503 page');
          return unavailable();
        }
        request.log.error({ err: error, url: request.url }, 'server render failed: the browser draws the page');
      }
    }
    return sendPage(request, cacheHeaders(false), html);
  };
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
        for (const name of [EMERGENCY_FILE, EMERGENCY_FILE_AR]) {
          const file = join(spaRoot, name);
          if (path.replace(/\.(br|gz)$/, '').endsWith(`/${name}`) && existsSync(file)) allowInlineBlocks(reply, readFileSync(file, 'utf8'));
        }
      },
    });
    // The emergency page under its route (spec section 2), standalone: no chunk of the app. ?lng=ar is
    // its Arabic version, drawn in Arabic by the build, so it reads without JavaScript (issue 28).
    if (existsSync(emergencyFile)) {
      app.get('/emergency', async (request, reply) => {
        const arabic = join(spaRoot, EMERGENCY_FILE_AR);
        const file = languageAsked(request) === 'ar' && existsSync(arabic) ? arabic : emergencyFile;
        // Read per request: a rebuild while the server runs is served at once.
        const html = readFileSync(file, 'utf8');
        allowInlineBlocks(reply, html);
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
      });
    }
  }
  return sendIndex;
}
