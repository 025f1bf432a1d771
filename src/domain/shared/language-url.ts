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
