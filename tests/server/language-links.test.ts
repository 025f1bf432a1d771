// Issue 28: the links on a language version point to the same language's URLs. A crawler that starts
// at the Arabic home page and follows the server's HTML finds only Arabic pages (every internal link
// carries ?lng=ar, but the language switch, which names English); the English pages' links are as they
// were (no ?lng=, the negotiated address).
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/ui/server/entry-server';
import { builtSite } from './seo-support.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { SMALL_CATALOGUE } from './shop-fixtures.js';

let dist = '';
let t: TestApp;

beforeAll(async () => {
  dist = builtSite();
  t = await createTestApp({ seed: SMALL_CATALOGUE, staticSite: { distDir: dist, renderer: { render }, renderBudgetMs: 30_000 } });
}, 120_000);

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

interface Anchor {
  href: string;
  hreflang: string | null;
}

/** The <a href> of a page's drawn body (not its head's <link>s), entities decoded. */
function anchors(html: string): Anchor[] {
  const body = html.slice(html.indexOf('<div id="root">'));
  return [...body.matchAll(/<a\s[^>]*>/g)].map(([tag]) => ({
    href: (/\shref="([^"]*)"/.exec(tag)?.[1] ?? '').replaceAll('&amp;', '&'),
    hreflang: /\shreflang="([^"]*)"/i.exec(tag)?.[1] ?? null,
  }));
}

const internal = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

/** The route shape of a path (/product/12 → /product/:n), so the crawl visits each kind of page a few times, not every product. */
const shape = (path: string): string => path.replace(/\/\d+/g, '/:n');

async function crawl(start: string, pages: number): Promise<Map<string, Anchor[]>> {
  const seen = new Map<string, Anchor[]>();
  const perShape = new Map<string, number>();
  const queue = [start];
  while (queue.length > 0 && seen.size < pages) {
    const url = queue.shift() ?? '';
    if (seen.has(url)) continue;
    const kind = shape(new URL(url, 'http://x').pathname);
    if ((perShape.get(kind) ?? 0) >= 2) continue;
    perShape.set(kind, (perShape.get(kind) ?? 0) + 1);
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    if (response.statusCode !== 200) continue;
    const found = anchors(response.body);
    seen.set(url, found);
    for (const anchor of found) if (internal(anchor.href) && anchor.hreflang === null) queue.push(anchor.href);
  }
  return seen;
}

describe('links on the Arabic pages', () => {
  it('name the Arabic version, on every page a crawler reaches from the Arabic home page', async () => {
    const pages = await crawl('/?lng=ar', 16);
    expect(pages.size).toBeGreaterThanOrEqual(8);
    const kinds = new Set([...pages.keys()].map((url) => shape(new URL(url, 'http://x').pathname)));
    expect([...kinds]).toEqual(expect.arrayContaining(['/', '/shop', '/product/:n']));
    const english: string[] = [];
    let checked = 0;
    for (const [url, found] of pages) {
      for (const anchor of found) {
        if (!internal(anchor.href)) continue;
        checked += 1;
        const lng = new URL(anchor.href, 'http://x').searchParams.get('lng');
        // The language switch is the one link to the other language, and says so.
        if (anchor.hreflang === 'en' && lng === 'en') continue;
        if (lng !== 'ar') english.push(`${url} → ${anchor.href}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(english).toEqual([]);
  }, 120_000);

  it('on an English page are as they were: no ?lng= but the switch to Arabic', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/shop?lng=en', headers: { accept: 'text/html' } });
    const named = anchors(response.body).filter((anchor) => internal(anchor.href) && new URL(anchor.href, 'http://x').searchParams.has('lng'));
    expect(named.map((anchor) => anchor.hreflang)).toEqual(named.map(() => 'ar'));
    expect(named.length).toBeGreaterThanOrEqual(1);
  });
});
