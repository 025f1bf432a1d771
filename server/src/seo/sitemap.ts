// The sitemaps (issue 19, sitemaps.org protocol 0.9): an index at /sitemap.xml naming one file per kind
// of page, products split over products-1.xml … products-N.xml. Every page is listed in both
// languages, each language URL with the three alternates search engines read (hreflang en, ar and
// x-default, Google's "sitemap" method of declaring language versions). A language version is
// addressed by the query: /product/12?lng=en and /product/12?lng=ar; /product/12 alone is x-default,
// the page in the language the shopper's browser asks for.
import { LANGUAGES, languagePath, type Language } from '@/domain/shared';
import type { SitemapLimits } from '../config.js';
import { originOf } from './crawl-rules.js';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
const URLSET_CLOSE = '</urlset>\n';

/** A page of the store: its path from the root ('/product/12') and when it last changed, if known. */
export interface SitemapPage {
  path: string;
  lastmod?: Date;
}

/** One sitemap file: its name under /sitemaps/, its XML, how many <url> it holds and its newest lastmod. */
export interface SitemapFile {
  name: string;
  xml: string;
  urls: number;
  lastmod?: Date;
}

export interface SitemapSet {
  index: string;
  files: SitemapFile[];
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** W3C Datetime to the second, in UTC: 2025-03-15T10:00:00Z. */
export const w3cDate = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The language URL of a page: '/product/12' in Arabic is '<origin>/product/12?lng=ar'. */
export function languageUrl(origin: string, path: string, language: Language | 'x-default'): string {
  return `${origin}${language === 'x-default' ? path : languagePath(path, language)}`;
}

/** The page's <url> entries, one per language, each naming every language version and x-default. */
export function urlEntries(origin: string, page: SitemapPage): string[] {
  const alternates = [...LANGUAGES, 'x-default' as const]
    .map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(languageUrl(origin, page.path, language))}"/>`)
    .join('');
  const lastmod = page.lastmod === undefined ? '' : `<lastmod>${w3cDate(page.lastmod)}</lastmod>`;
  return LANGUAGES.map((language) => `<url><loc>${escapeXml(languageUrl(origin, page.path, language))}</loc>${lastmod}${alternates}</url>\n`);
}

const newest = (a: Date | undefined, b: Date | undefined): Date | undefined =>
  a === undefined ? b : b === undefined ? a : a.getTime() >= b.getTime() ? a : b;

/**
 * The pages as sitemap files of at most `limits.maxUrlsPerFile` <url> entries and `limits.maxBytesPerFile`
 * bytes (UTF-8, before compression) each. A page's language entries stay in one file. `name(n)` names
 * the n-th file (from 1). No pages, no file: an empty <urlset> is not valid.
 */
export function splitIntoFiles(origin: string, pages: readonly SitemapPage[], limits: SitemapLimits, name: (n: number) => string): SitemapFile[] {
  const frame = Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE);
  const files: SitemapFile[] = [];
  let entries: string[] = [];
  let bytes = frame;
  let lastmod: Date | undefined;
  const close = () => {
    if (entries.length === 0) return;
    files.push({ name: name(files.length + 1), xml: URLSET_OPEN + entries.join('') + URLSET_CLOSE, urls: entries.length, lastmod });
    entries = [];
    bytes = frame;
    lastmod = undefined;
  };
  for (const page of pages) {
    const own = urlEntries(origin, page);
    const size = own.reduce((sum, entry) => sum + Buffer.byteLength(entry), 0);
    if (entries.length > 0 && (entries.length + own.length > limits.maxUrlsPerFile || bytes + size > limits.maxBytesPerFile)) close();
    entries.push(...own);
    bytes += size;
    lastmod = newest(lastmod, page.lastmod);
  }
  close();
  return files;
}

/** The sitemap index naming each file at <origin>/sitemaps/<name>, with its newest lastmod. */
export function sitemapIndex(origin: string, files: readonly SitemapFile[]): string {
  const entries = files.map((file) => {
    const lastmod = file.lastmod === undefined ? '' : `<lastmod>${w3cDate(file.lastmod)}</lastmod>`;
    return `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${file.name}`)}</loc>${lastmod}</sitemap>\n`;
  });
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('')}</sitemapindex>\n`;
}

/** What the sitemaps list, by kind. */
export interface SitemapContent {
  products: SitemapPage[];
  categories: SitemapPage[];
  brands: SitemapPage[];
  pages: SitemapPage[];
}

/** 'categories.xml', then 'categories-2.xml' … should one file not hold them all. */
const single = (kind: string) => (n: number) => (n === 1 ? `${kind}.xml` : `${kind}-${n}.xml`);

/** The index and every file: products-N.xml, categories.xml, brands.xml and pages.xml. */
export function buildSitemaps(publicUrl: string, content: SitemapContent, limits: SitemapLimits): SitemapSet {
  const origin = originOf(publicUrl);
  const files = [
    ...splitIntoFiles(origin, content.products, limits, (n) => `products-${n}.xml`),
    ...splitIntoFiles(origin, content.categories, limits, single('categories')),
    ...splitIntoFiles(origin, content.brands, limits, single('brands')),
    ...splitIntoFiles(origin, content.pages, limits, single('pages')),
  ];
  return { index: sitemapIndex(origin, files), files };
}
