// What search engines may crawl and what pages.xml lists (issue 19), read from the storefront's route
// table as the build writes it (dist/route-chunks.json, tooling/route-chunks.ts; the same list the
// page statuses come from, http/page-status.ts), so a new page is placed by its own entry:
// - robots.txt disallows every page behind sign-in (`signIn: true`), the API, and the public pages a
//   guest reaches only from an e-mail or a form (named below by path; tests/server/seo-robots.test.ts
//   checks each is still a route of the table);
// - pages.xml lists every other public page without a parameter, less the few that are not content.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A route of the build's list: its path as React Router writes it, and whether it needs a signed-in shopper. */
export interface RouteInfo {
  path: string;
  signIn: boolean;
}

/** The routes of the build's dist/route-chunks.json; none when there is no build or no such file. */
export function readRouteList(distDir: string | undefined): RouteInfo[] {
  if (distDir === undefined) return [];
  const file = join(distDir, 'route-chunks.json');
  if (!existsSync(file)) return [];
  try {
    const list = JSON.parse(readFileSync(file, 'utf8')) as { routes?: { path?: unknown; signIn?: unknown }[] };
    return (list.routes ?? []).flatMap((route) => (typeof route.path === 'string' && route.path.startsWith('/') ? [{ path: route.path, signIn: route.signIn === true }] : []));
  } catch {
    return [];
  }
}

/** Public pages reached from an e-mail, a form or a failure: never worth a search result. */
export const TRANSACTIONAL_PAGES: readonly string[] = ['/data-deletion', '/reset-password', '/verify-email', '/forget-password', '/emergency', '/sentry-test'];

/** Public pages that may be crawled but are not content of their own: the forms' first pages and duplicates. */
export const UNLISTED_PAGES: readonly string[] = ['/login', '/signup', '/login/phone', '/signup/phone', '/home-desktop', '/terms-conditions'];

/**
 * Query forms of public pages that only bounce a shopper back where they came from: /login?next=/cart
 * is the login page again for every page behind sign-in. The plain /login stays crawlable.
 */
const BOUNCES: readonly string[] = ['/login?next=', '/signup?next=', '/login/phone?next=', '/signup/phone?next='];

/** Not pages of the route table: the API. (/orders, which issue 19 lists, is an order's page behind sign-in: issue 26.) */
const OUTSIDE_THE_TABLE: readonly string[] = ['/api/'];

/** The fixed part of a route's path: '/refund/:orderId/:itemId' → '/refund'. */
const prefixOf = (path: string): string => {
  const fixed = path.replace(/\/\*$/, '').split('/:', 1)[0] ?? path;
  return fixed === '' ? '/' : fixed;
};

/** Every path prefix robots.txt disallows, in a stable order. */
export function disallowedPaths(routes: readonly RouteInfo[]): string[] {
  const signedIn = routes.filter((route) => route.signIn).map((route) => prefixOf(route.path));
  return [...new Set([...OUTSIDE_THE_TABLE, ...signedIn, ...TRANSACTIONAL_PAGES, ...BOUNCES])];
}

/** The public content pages pages.xml lists: no parameter, not behind sign-in, not transactional. */
export function contentPages(routes: readonly RouteInfo[]): string[] {
  const skipped = new Set([...TRANSACTIONAL_PAGES, ...UNLISTED_PAGES]);
  const pages = routes.filter((route) => !route.signIn && !route.path.includes(':') && !route.path.endsWith('/*') && !skipped.has(route.path)).map((route) => route.path);
  // Without the build's list (the API alone, an older build) the home page is still a page.
  return pages.length === 0 ? ['/'] : pages;
}

/** The public origin without a trailing slash: 'https://dukkan.example'. */
export const originOf = (publicUrl: string): string => publicUrl.replace(/\/+$/, '');

/** robots.txt: everything allowed but the pages above, and where the sitemap is. */
export function robotsTxt(publicUrl: string, routes: readonly RouteInfo[]): string {
  return [
    '# Dukkan: the catalogue and the content pages are open to every crawler; pages behind sign-in,',
    '# the API and one-time pages (links from e-mails, forms) are not. See docs/seo.md.',
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths(routes).map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${originOf(publicUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}
