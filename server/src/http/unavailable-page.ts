// The page a shopper gets while the database cannot be reached (issue 32): 503 with Retry-After, in the
// page's language, saying the store is briefly unavailable; never the API's JSON and never a 200 page of
// empty error states. Standalone (no script, no chunk of the app, one small inline style): it must work
// when nothing else does. It reloads itself after Retry-After, and it is never kept by any cache.
import { addVary } from './accepts-html.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from './errors.js';
import type { PageLanguage } from './index-page.js';
import { escapeHtml } from './page-head.js';

const LOCALES = fileURLToPath(new URL('../../../locales/', import.meta.url));

interface UnavailableTexts {
  metaTitle: string;
  title: string;
  body: string;
  retry: string;
}

const texts = new Map<PageLanguage, UnavailableTexts>();

/** locales/{lng}/errors.json's `unavailable`, read once per language. */
function textsOf(language: PageLanguage): UnavailableTexts {
  let found = texts.get(language);
  if (found === undefined) {
    const errors = JSON.parse(readFileSync(join(LOCALES, language, 'errors.json'), 'utf8')) as { unavailable: UnavailableTexts };
    found = errors.unavailable;
    texts.set(language, found);
  }
  return found;
}

/** The page's one style block (its hash is allowed by the page's Content-Security-Policy). */
const STYLE =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#fafafa;color:#1f1f1f}' +
  'main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}p{line-height:1.6}' +
  'a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:.5rem;background:#1f1f1f;color:#fff;text-decoration:none}';

/** The page, for `path` (the link tries the same page again). */
export function unavailablePage(language: PageLanguage, path: string): string {
  const t = textsOf(language);
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta http-equiv="refresh" content="${DATABASE_RETRY_AFTER_SECONDS * 2}" />
    <title>${escapeHtml(t.metaTitle)}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(t.title)}</h1>
      <p>${escapeHtml(t.body)}</p>
      <a href="${escapeHtml(path)}">${escapeHtml(t.retry)}</a>
    </main>
  </body>
</html>
`;
}

/** Answers the page (unavailablePage's): 503, Retry-After, no-store (a CDN or the browser must not keep it). */
export function sendUnavailablePage(reply: FastifyReply, html: string): FastifyReply {
  addVary(reply, 'accept-language', 'cookie');
  return reply
    .code(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
