import type { Language } from './language';

// How a language version of a page is addressed (docs/adr/0032): the query's lng names it, so
// /product/12?lng=en and /product/12?lng=ar are the two language pages, each one stable URL a search
// engine can crawl, and /product/12 without it is the negotiated x-default (cookie, then the browser's
// languages). The storefront already reads ?lng= first (spec's detection order).

export const LANGUAGE_QUERY = 'lng';

/** The path of `pathname` in `language`: /product/12?lng=ar. */
export const languagePath = (pathname: string, language: Language): string => `${pathname}?${LANGUAGE_QUERY}=${language}`;

/** A text's first sentences that fit in `max` characters, cut at a word with an ellipsis when longer. */
export function firstLines(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,،.;:—-]+$/, '')}…`;
}

/**
 * An internal link's target on a page in `language` (issue 28): on an Arabic page it names the Arabic
 * version (`?lng=ar` added to its query), so a crawler following it, or a shopper sharing it, stays in
 * Arabic; on an English page it is left as it is (the English pages keep the addresses they had). A
 * target that names a language already, an external address and a bare fragment are left alone.
 * `target` is a path with its query (`/shop?page=2`), or a query alone (`?page=2`, relative to the page).
 */
export function linkInLanguage(target: string, language: Language): string {
  if (language !== 'ar') return target;
  if (!(target.startsWith('/') || target.startsWith('?')) || target.startsWith('//')) return target;
  const hashAt = target.indexOf('#');
  const beforeHash = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  if (query.has(LANGUAGE_QUERY)) return target;
  query.set(LANGUAGE_QUERY, language);
  return `${path}?${query.toString()}${hash}`;
}
