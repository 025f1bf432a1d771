// Reading the sitemaps as a crawler does (issue 19): the index, then every file it names, each parsed
// and checked against the protocol (sitemaps.org 0.9) on the way.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';
import { routeEntries } from '../../src/application/frame/route-table';
import type { TestApp } from './support/test-app.js';

/**
 * A built storefront as far as these tests need one: index.html, and the route list the build writes
 * (tooling/route-chunks.ts) from the route table. Answers its folder (a fresh one under the system's temp).
 */
export function builtSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dukkan-seo-'));
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html>\n<html lang="en" dir="ltr"><head><title>Dukkan</title></head><body><div id="root"></div></body></html>\n');
  const routes = routeEntries().map(([, route]) => ({ path: route.path, signIn: route.signIn, files: [] }));
  writeFileSync(join(dist, 'route-chunks.json'), JSON.stringify({ routes }));
  return dist;
}

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const PROTOCOL = { urls: 50_000, bytes: 50 * 1024 * 1024 };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

export interface Alternate {
  '@rel': string;
  '@hreflang': string;
  '@href': string;
}

export interface UrlEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link'?: Alternate[];
}

export interface SitemapFileRead {
  loc: string;
  path: string;
  lastmod?: string;
  bytes: number;
  urls: UrlEntry[];
}

/** W3C Datetime as the protocol takes it (a day, or a time with its zone). */
export const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** A well-formed document, parsed. */
export function parseXml(xml: string): Record<string, unknown> {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  return parser.parse(xml) as Record<string, unknown>;
}

async function get(t: TestApp, path: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: path });
  expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  return response.body;
}

/** The index and every file it names, each within the protocol's limits. */
export async function readSitemaps(t: TestApp, origin: string): Promise<{ index: string; files: SitemapFileRead[] }> {
  const index = await get(t, '/sitemap.xml');
  const parsed = parseXml(index) as { sitemapindex?: { '@xmlns': string; sitemap?: { loc: string; lastmod?: string }[] } };
  expect(parsed.sitemapindex?.['@xmlns']).toBe(SITEMAP_NS);
  const entries = parsed.sitemapindex?.sitemap ?? [];
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.length).toBeLessThanOrEqual(PROTOCOL.urls);
  expect(Buffer.byteLength(index)).toBeLessThanOrEqual(PROTOCOL.bytes);
  const files: SitemapFileRead[] = [];
  for (const entry of entries) {
    expect(entry.loc.startsWith(`${origin}/sitemaps/`)).toBe(true);
    if (entry.lastmod !== undefined) expect(entry.lastmod).toMatch(W3C_DATE);
    const path = entry.loc.slice(origin.length);
    const xml = await get(t, path);
    const doc = parseXml(xml) as { urlset?: { '@xmlns': string; '@xmlns:xhtml': string; url?: UrlEntry[] } };
    expect(doc.urlset?.['@xmlns']).toBe(SITEMAP_NS);
    expect(doc.urlset?.['@xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    const urls = doc.urlset?.url ?? [];
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.length).toBeLessThanOrEqual(PROTOCOL.urls);
    expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(PROTOCOL.bytes);
    for (const url of urls) {
      expect(url.loc.startsWith(`${origin}/`)).toBe(true);
      expect(url.loc.length).toBeLessThan(2048);
      if (url.lastmod !== undefined) expect(url.lastmod).toMatch(W3C_DATE);
    }
    files.push({ loc: entry.loc, path, ...(entry.lastmod === undefined ? {} : { lastmod: entry.lastmod }), bytes: Buffer.byteLength(xml), urls });
  }
  return { index, files };
}

/** Every <loc> of the files whose name starts with `kind`. */
export const locsOf = (files: readonly SitemapFileRead[], kind: string): string[] =>
  files.filter((file) => file.path.startsWith(`/sitemaps/${kind}`)).flatMap((file) => file.urls.map((url) => url.loc));

/** What a page's two entries must say: both language URLs, each naming en, ar and x-default. */
export function expectLanguageVersions(urls: readonly UrlEntry[], origin: string, path: string): void {
  const en = `${origin}${path}?lng=en`;
  const ar = `${origin}${path}?lng=ar`;
  const expected = [
    { '@rel': 'alternate', '@hreflang': 'en', '@href': en },
    { '@rel': 'alternate', '@hreflang': 'ar', '@href': ar },
    { '@rel': 'alternate', '@hreflang': 'x-default', '@href': `${origin}${path}` },
  ];
  for (const loc of [en, ar]) {
    const entry = urls.find((url) => url.loc === loc);
    expect({ loc, alternates: entry?.['xhtml:link'] }).toEqual({ loc, alternates: expected });
  }
}
