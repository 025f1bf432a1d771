// The storefront's pages drawn on the server (issue 18, docs/adr/0031). The render itself is the
// storefront's own code (src/ui/server/entry-server.tsx), built by `npm run build` into dist-ssr/ and
// loaded from there; this module decides when to use it, gives it the API in-process, puts what it
// drew into index.html, and falls back to the page without it (the browser draws it, as before) when
// there is no such build, when it throws, or when it takes longer than its budget.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readCookie } from '@/domain/shared/read-cookie';
import type { PageLanguage } from './index-page.js';
import { SESSION_COOKIE } from '@/infrastructure/account/account-contract';
import { AppError } from './errors.js';
import { escapeHtml, shareTags, type PageAddress, type PageShareHead } from './page-head.js';

/** What the render needs to know (the shape of src/ui/server/entry-server.tsx's RenderRequest). */
export interface RenderRequest {
  url: string;
  /** The store's public origin (PUBLIC_URL). */
  origin: string;
  language: PageLanguage;
  countryLocationId: number | null;
  fetch: typeof globalThis.fetch;
  /** Aborted past the budget: the render stops (a build older than this server ignores it). */
  signal?: AbortSignal;
  /**
   * The signed-in shopper's access token, from the request's `dukkan-session` cookie (shopperSession):
   * the render's in-process API calls carry it, so the page is hers. Absent: a guest's page.
   */
  sessionToken?: string;
}

/** What it answers (entry-server.tsx's RenderedPage). */
export interface RenderedPage {
  status: number;
  location?: string;
  html: string;
  title: string;
  description: string;
  share: PageShareHead['share'];
  stateScript: string;
  /** True when the page was drawn for the signed-in shopper of `sessionToken` (a build older than this server answers none). */
  signedIn?: boolean;
}

export interface PageRenderer {
  render(request: RenderRequest): Promise<RenderedPage>;
}

/** The budget of one render; past it the shopper gets the page the browser draws. */
export const RENDER_BUDGET_MS = 1_500;

/** The built render (dist-ssr/entry-server.js beside dist/), or null when there is none. */
export async function loadPageRenderer(ssrDir: string, log: Pick<Console, 'error'> = console): Promise<PageRenderer | null> {
  const entry = join(ssrDir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  try {
    const module = (await import(pathToFileURL(entry).href)) as Partial<PageRenderer>;
    return typeof module.render === 'function' ? { render: module.render } : null;
  } catch (error) {
    // A render that cannot even load must not keep the store from starting: the browser draws every page.
    log.error('[dukkan] the server render did not load; the browser draws every page:', error);
    return null;
  }
}

/**
 * fetch over Fastify's inject: the render's calls to /api reach the routes in this process, with no
 * socket and no second trip through the network stack (docs/adr/0031).
 */
export function inProcessFetch(app: FastifyInstance, language: PageLanguage): typeof globalThis.fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request?.url ?? String(input));
    const headers = Object.fromEntries(new Headers(init?.headers ?? request?.headers).entries());
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const body = init?.body ?? null;
    const answer = await app.inject({
      method: method as 'GET',
      url: url.pathname + url.search,
      headers: { 'accept-language': language, ...headers },
      ...(typeof body === 'string' ? { payload: body } : {}),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || method === 'HEAD';
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
  };
}

/** A cookie's value; one that does not decode is ignored (issue 28). */
const cookie = (request: FastifyRequest, name: string): string | undefined => readCookie(request.headers.cookie, name);

/**
 * What the browser told us in its cookies (src/ui/app/server-hints.ts). Not its width: one page fits
 * every width, the phone's and the desktop's frames told apart by CSS (docs/adr/0037).
 */
export function pageHints(request: FastifyRequest): { countryLocationId: number | null } {
  return { countryLocationId: hintedCountry(request.headers.cookie) };
}

const asCountry = (value: string | undefined): 1 | 2 | null => (value === '1' ? 1 : value === '2' ? 2 : null);

/**
 * The country the browser's cookies name (1 Syria, 2 Lebanon), null when none. A guest's own choice
 * (`dukkan-guest-country`, docs/adr/0050) wins over `dukkan-country`, which the running storefront keeps
 * writing from what it last knew: a page still open as the choice is made can write its old country after
 * the choice's answer. A signed-in shopper's country is her profile's, which `dukkan-country` carries.
 */
export function hintedCountry(cookies: string | undefined): 1 | 2 | null {
  const chosen = readCookie(cookies, SESSION_COOKIE) === undefined ? asCountry(readCookie(cookies, 'dukkan-guest-country')) : null;
  return chosen ?? asCountry(readCookie(cookies, 'dukkan-country'));
}


/**
 * The shopper a page is drawn for (docs/adr/0038): the token of the request's session cookie once the
 * API's own check accepts it (signature, expiry, token version: `app.authenticate`), 'revoked' when a
 * cookie is there and refused, or beside the hint '0' of her own sign-out (`browserSession`, which the check
 * uses): the page is then a guest's and the cookie is cleared. null for a guest.
 */
export async function shopperSession(app: FastifyInstance, request: FastifyRequest): Promise<{ token: string } | 'revoked' | null> {
  if (cookie(request, SESSION_COOKIE) === undefined || typeof (app as Partial<FastifyInstance>).authenticate !== 'function') return null;
  try {
    // A page is asked with the cookie; a bearer header on a page request is not the browser's session.
    await app.authenticate(request);
    return request.auth?.via === 'cookie' ? { token: request.auth.token } : null;
  } catch (error) {
    // Refused (401): a guest now. Anything else (the database away) is not the shopper's doing: it goes on.
    if (error instanceof AppError && error.statusCode === 401) return 'revoked';
    throw error;
  }
}

/** The render put into index.html: #root filled, the state after it, the page's title and description. */
export function assemblePage(template: string, page: RenderedPage, address?: PageAddress): string {
  // The scripts are renamed in the template, before the render and its state go in: the regular
  // expressions then scan neither (issue 27: over the whole drawn page they were ~5% of a signed-in page's CPU).
  let html = afterPaint(template);
  // A build older than this server answers no share data (it is the built artefact's shape, not checked): no card then.
  // Right after the title, before the inline stylesheet: a link-preview fetcher may read only the first kilobytes (issue 28).
  if (address !== undefined && page.title !== '' && typeof page.share === 'object') {
    const tags = shareTags(address, page).join('\n    ');
    html = html.includes('</title>') ? html.replace('</title>', () => `</title>\n    ${tags}`) : html.replace('</head>', () => `  ${tags}\n  </head>`);
  }
  if (page.title !== '') html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  if (page.description !== '') {
    html = html.replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(page.description)}" />`);
  }
  // The render and its state go in last, once: each edit above would otherwise copy them again (issue 27:
  // over the whole drawn page those copies were ~3 ms of a signed-in page's 50).
  return html.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.stateScript}`);
}

/**
 * The page is on screen without its scripts, which only make it interactive: they are asked for after
 * the first paint, so on a slow line the styles, fonts and pictures that paint it do not share the line
 * with them. The app's module scripts and the route's module preloads are renamed to what only
 * public/after-paint.js reads; the browser fetches none of them before. That script (shipped minified:
 * it is part of the first load) adds them back once the browser reports the first contentful paint (two
 * frames later without paint timing), or after three seconds for a tab opened in the background.
 */
export function afterPaint(html: string): string {
  let named = false;
  const page = html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src: string) => {
      named = true;
      return `<script type="after-paint" src="${src}"></script>`;
    })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)" ?\/?>/g, (_, href: string) => `<link rel="after-paint-modulepreload" href="${href}" />`)
    // Its translations are in its state; the others load after it hydrated.
    .replace(/\s*<link rel="preload" href="\/locales\/[^"]+" as="fetch" crossorigin="anonymous" \/>/g, '');
  return named ? page.replace('</head>', () => '  <script src="/after-paint.js" defer></script>\n  </head>') : html;
}

/** The render, or null past the budget; the render is then told to stop (its signal aborts). */
export async function renderWithinBudget(renderer: PageRenderer, request: RenderRequest, budgetMs = RENDER_BUDGET_MS): Promise<RenderedPage | null> {
  const budget = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      resolve(null);
      budget.abort(new Error(`server render over its ${budgetMs} ms budget`));
    }, budgetMs);
  });
  const drawing = renderer.render({ ...request, signal: budget.signal });
  // Its rejection after the budget (aborted) is nobody's to see.
  drawing.catch(() => undefined);
  try {
    return await Promise.race([drawing, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Rendered guest pages by URL, language and country, kept for a few seconds (the product lists'
 * CATALOGUE_LIST_CACHE_SECONDS) and dropped with every cache when the catalogue changes (ADR 0021): a
 * burst of guests on the same page costs one render, however many arrive at once (`render` shares the
 * one under way), and each answer's finished body (the page assembled and compressed as a browser asked
 * for it) is kept with its page. At most `max` pages, the oldest dropped first.
 */
export class RenderedPages {
  private readonly pages = new Map<string, { page: RenderedPage; expires: number; bodies: Map<string, Buffer | string> }>();
  private readonly underway = new Map<string, Promise<RenderedPage | null>>();
  /** Counts clears: a render that started before the catalogue changed is not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly max = 500,
    private readonly now: () => number = Date.now,
  ) {}

  static key(request: Omit<RenderRequest, 'fetch'>): string {
    return JSON.stringify([request.url, request.language, request.countryLocationId]);
  }

  get(key: string): RenderedPage | undefined {
    const kept = this.pages.get(key);
    if (kept === undefined) return undefined;
    if (kept.expires <= this.now()) {
      this.pages.delete(key);
      return undefined;
    }
    return kept.page;
  }

  /** The kept page, else the render under way for the same key, else a new one (kept when it comes). */
  render(key: string, draw: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
    const kept = this.get(key);
    if (kept !== undefined) return Promise.resolve(kept);
    let underway = this.underway.get(key);
    if (underway === undefined) {
      const generation = this.generation;
      const drawing = draw()
        .then((page) => {
          if (page !== null && generation === this.generation) this.set(key, page);
          return page;
        })
        .finally(() => {
          if (this.underway.get(key) === drawing) this.underway.delete(key);
        });
      underway = drawing;
      this.underway.set(key, drawing);
    }
    return underway;
  }

  /** A finished body of a kept page (`variant`: how it was assembled and encoded). */
  body(key: string, variant: string): Buffer | string | undefined {
    return this.get(key) === undefined ? undefined : this.pages.get(key)?.bodies.get(variant);
  }

  keepBody(key: string, variant: string, body: Buffer | string): void {
    this.pages.get(key)?.bodies.set(variant, body);
  }

  set(key: string, page: RenderedPage): void {
    if (this.ttlMs <= 0) return;
    this.pages.delete(key);
    this.pages.set(key, { page, expires: this.now() + this.ttlMs, bodies: new Map() });
    while (this.pages.size > this.max) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }

  clear(): void {
    this.pages.clear();
    // A render under way drew the old catalogue: it answers the requests that wait for it, is not kept,
    // and a request from now on starts a new one.
    this.generation += 1;
    this.underway.clear();
  }
}
