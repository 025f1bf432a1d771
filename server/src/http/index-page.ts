// The storefront's index.html, served with what its first paint needs announced up front: the
// translation files of the language the storefront is about to choose, and that language's main
// font, as <link rel="preload">; and <html lang dir> already right. Without this the browser learns
// of the translations only after the JavaScript has run (a waterfall on a slow connection).
// The language is guessed as the storefront detects it: ?lng=, the i18next cookie, Accept-Language.
// A guess that differs from local storage only wastes the preloads; the storefront still decides.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { readCookie } from '@/domain/shared/read-cookie';
import type { MatchedRoute } from './page-status.js';
import { languageLinks } from './page-head.js';

export type PageLanguage = 'en' | 'ar';

// The fonts of a language's first paint. Arabic pages need both weights: Noto Sans Arabic is shown only
// if it is there for the first paint (font-display: optional, styles/_fonts.scss).
const FONT_PREFIX: Record<PageLanguage, readonly string[]> = {
  en: ['inter-latin-wght-normal-'],
  ar: ['noto-sans-arabic-core-400-', 'noto-sans-arabic-core-700-'],
};

const parse = (value: string | undefined): PageLanguage | null => {
  const primary = value?.trim().toLowerCase().split(/[-_]/, 1)[0];
  return primary === 'ar' || primary === 'en' ? primary : null;
};

/** The language the address names (?lng=), or null: without one the page is the negotiated x-default. */
export function languageAsked(request: Pick<FastifyRequest, 'query'>): PageLanguage | null {
  const query = request.query as Record<string, unknown> | undefined;
  return (typeof query?.lng === 'string' ? parse(query.lng) : null) ?? null;
}

export function guessLanguage(request: Pick<FastifyRequest, 'query' | 'headers'>): PageLanguage {
  const fromQuery = languageAsked(request);
  if (fromQuery) return fromQuery;
  // A value that does not decode is ignored (issue 28).
  const fromCookie = parse(readCookie(request.headers.cookie, 'i18next'));
  if (fromCookie) return fromCookie;
  for (const tag of (request.headers['accept-language'] ?? '').split(',')) {
    const language = parse(tag.split(';', 1)[0]);
    if (language) return language;
  }
  return 'en';
}

/**
 * The largest app stylesheet sent inside each page rather than as a file of its own (bytes before
 * compression; the build's is about 58 kB, 10 kB in brotli): past that it costs every page more than
 * the request it saves.
 */
export const INLINE_STYLESHEET_MAX_BYTES = 100_000;

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)" ?\/?>/;

/** The Content-Security-Policy source that allows exactly this inline block: 'sha256-…'. */
export const cspHashSource = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The app's stylesheet, to be put inside the page, with its Content-Security-Policy source. */
interface InlineStylesheet {
  link: string;
  /**
   * The link again, disabled: a browser fetches no disabled stylesheet, and Vite's loader of a lazy
   * screen, which lists the app's stylesheet among its dependencies, finds it there and adds no second
   * copy of it (it looks for links to stylesheets, not for <style>).
   */
  marker: string;
  css: string;
  source: string;
}

function readInlineStylesheet(distDir: string, html: string): InlineStylesheet | null {
  const found = STYLESHEET_LINK.exec(html);
  const href = found?.[1];
  if (found === null || href === undefined) return null;
  const file = join(distDir, href);
  if (!existsSync(file) || statSync(file).size > INLINE_STYLESHEET_MAX_BYTES) return null;
  const css = readFileSync(file, 'utf8');
  // A stylesheet that could close the block (in a string or a comment) stays a file.
  if (/<\/style/i.test(css)) return null;
  return { link: found[0], marker: `<link rel="stylesheet" crossorigin href="${href}" disabled />`, css, source: cspHashSource(css) };
}

interface Template {
  html: string;
  stylesheet: InlineStylesheet | null;
  mtimeMs: number;
  fonts: Record<PageLanguage, string[]>;
  /** The translation files of each language (locales/<language>/*.json), read with the build. */
  namespaces: Record<PageLanguage, string[]>;
  /** Each route's screen chunks (dist/route-chunks.json, written by the build), as matchers. */
  routes: { path: string; signIn: boolean; shareable: boolean; pattern: RegExp; files: string[] }[];
}

/** The build's dist/route-chunks.json (tooling/route-chunks.ts); none when it is missing or unreadable. */
function readRouteChunks(distDir: string): Template['routes'] {
  const listFile = join(distDir, 'route-chunks.json');
  if (!existsSync(listFile)) return [];
  try {
    const list = JSON.parse(readFileSync(listFile, 'utf8')) as { routes?: { path?: unknown; signIn?: unknown; shareable?: unknown; files?: unknown }[] };
    return (list.routes ?? []).flatMap((route) => {
      if (typeof route.path !== 'string' || !Array.isArray(route.files)) return [];
      const files = route.files.filter((entry): entry is string => typeof entry === 'string' && /^\/assets\/[\w.-]+\.js$/.test(entry));
      // '/product/:id' -> ^/product/([^/]+)/?$; a section '/admin/*' -> ^/admin(/.*?)?/?$ (its pages are its screen's)
      const section = route.path.endsWith('/*');
      const fixed = section ? route.path.slice(0, -2) : route.path;
      const source = fixed.split('/').map((part) => (part.startsWith(':') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
      const pattern = section ? `^${source}(/.*?)?/?$` : `^${source === '' ? '/' : source}/?$`;
      return [{ path: route.path, signIn: route.signIn === true, shareable: route.shareable === true, pattern: new RegExp(pattern, 'i'), files }];
    });
  } catch {
    return [];
  }
}

/** How often, at most, the build's index.html is looked at for a rebuild. */
const TEMPLATE_CHECK_MS = 1_000;

export class IndexPage {
  private template: Template | null = null;

  /** When the build's index.html was last looked at (its modification time). */
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly distDir: string,
    private readonly localesDir: string | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** Namespaces the storefront loads at start: every file of the language's folder. */
  private namespaces(language: PageLanguage): string[] {
    if (!this.localesDir) return [];
    const folder = join(this.localesDir, language);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .toSorted();
  }

  private load(): Template {
    // A page asks several times (its route, its styles, its template): the build is looked at once a
    // second at most, not on each (issue 27: the file system's calls were ~2% of a signed-in page's CPU).
    if (this.template !== null && this.now() - this.checkedAt < TEMPLATE_CHECK_MS) return this.template;
    this.checkedAt = this.now();
    const file = join(this.distDir, 'index.html');
    const mtimeMs = statSync(file).mtimeMs;
    // Re-read after a rebuild while the server runs.
    if (this.template?.mtimeMs === mtimeMs) return this.template;
    const assets = join(this.distDir, 'assets');
    const files = existsSync(assets) ? readdirSync(assets) : [];
    const font = (language: PageLanguage) =>
      FONT_PREFIX[language].flatMap((prefix) => {
        const name = files.find((candidate) => candidate.startsWith(prefix) && candidate.endsWith('.woff2'));
        return name === undefined ? [] : [`/assets/${name}`];
      });
    const html = readFileSync(file, 'utf8');
    this.template = {
      html,
      stylesheet: readInlineStylesheet(this.distDir, html),
      mtimeMs,
      fonts: { en: font('en'), ar: font('ar') },
      namespaces: { en: this.namespaces('en'), ar: this.namespaces('ar') },
      routes: readRouteChunks(this.distDir),
    };
    return this.template;
  }

  /**
   * The route of the build's route list that `pathname` is a page of, with its parameters' values;
   * null when none is; undefined when the build lists no routes (an older build: nothing can be told).
   */
  match(pathname: string): MatchedRoute | null | undefined {
    const { routes } = this.load();
    if (routes.length === 0) return undefined;
    for (const route of routes) {
      const found = route.pattern.exec(pathname);
      if (found !== null) return { path: route.path, signIn: route.signIn, shareable: route.shareable, params: found.slice(1).map((value) => value ?? '') };
    }
    return null;
  }

  /**
   * The page for `pathname` in `language`: its translations, font and screen chunks preloaded.
   * `noindex` keeps it out of search engines (a page behind sign-in, a 404); any other page, given the
   * store's public `origin`, names its canonical URL and its language versions.
   */
  /**
   * The Content-Security-Policy style sources the pages' inline stylesheet needs (its hash), none when
   * the stylesheet stays a file.
   */
  inlineStyleSources(): string[] {
    const { stylesheet } = this.load();
    return stylesheet === null ? [] : [stylesheet.source];
  }

  render(language: PageLanguage, pathname = '/', options: { noindex?: boolean; origin?: string; named?: boolean; linkStylesheet?: boolean } = {}): string {
    const { html: template, fonts, namespaces, routes, stylesheet } = this.load();
    // The app's stylesheet comes inside the page: its first paint waits for no other file (issue 18).
    // The offline shell (linkStylesheet) keeps the file, which the service worker keeps beside it.
    const html = stylesheet === null || options.linkStylesheet === true ? template : template.replace(stylesheet.link, () => `<style>${stylesheet.css}</style>${stylesheet.marker}`);
    const screen = routes.find((route) => route.pattern.test(pathname))?.files ?? [];
    const links = [
      ...(options.noindex === true ? ['<meta name="robots" content="noindex" />'] : []),
      // A page worth finding names its canonical URL and its other language (issue 19).
      ...(options.noindex !== true && options.origin !== undefined ? languageLinks({ origin: options.origin, pathname, language, named: options.named ?? true }) : []),
      // An Arabic page loads no English (FALLBACK_LANGUAGES: the files have the same keys).
      ...namespaces[language].map((ns) => `<link rel="preload" href="/locales/${language}/${ns}.json" as="fetch" crossorigin="anonymous" />`),
      ...fonts[language].map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="anonymous" />`),
      // The route's screen, fetched beside the app's script rather than after it has run.
      ...screen.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`),
    ];
    return html
      .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`)
      .replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
  }
}
