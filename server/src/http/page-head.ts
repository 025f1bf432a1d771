// What a page's head tells search engines and link previews (issue 19, docs/seo.md): its canonical
// URL and its language versions (hreflang), its Open Graph and Twitter card, and its schema.org data.
// Language versions are addressed by ?lng= (docs/adr/0032).
import { languagePath } from '@/domain/shared/language-url';
import { jsonForScript } from '@/domain/shared/script-json';
import type { PageLanguage } from './index-page.js';

export interface PageAddress {
  /** The store's public origin (PUBLIC_URL), without a trailing slash. */
  origin: string;
  pathname: string;
  language: PageLanguage;
  /** The address named its language (?lng=); without it the page is the negotiated x-default. */
  named: boolean;
}

export interface PageShareHead {
  title: string;
  description: string;
  share: { image: string; kind: 'website' | 'product'; structuredData: readonly object[] };
}

const OG_LOCALE: Record<PageLanguage, string> = { en: 'en_US', ar: 'ar_AR' };

/** Text for an HTML element or a double-quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const absolute = (origin: string, path: string): string => new URL(path, `${origin.replace(/\/+$/, '')}/`).href;

/**
 * The page's own URL: its language version's (/product/12?lng=ar), or, asked without a language, the
 * negotiated x-default's (/product/12) — a page names itself, never another language's version.
 */
export const canonicalUrl = (address: PageAddress): string =>
  absolute(address.origin, address.named ? languagePath(address.pathname, address.language) : address.pathname);

/** <link rel=canonical> and the hreflang set: English, Arabic and x-default (the negotiated address). */
export function languageLinks(address: PageAddress): string[] {
  const version = (language: PageLanguage) => absolute(address.origin, languagePath(address.pathname, language));
  return [
    `<link rel="canonical" href="${escapeHtml(canonicalUrl(address))}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(version('en'))}" />`,
    `<link rel="alternate" hreflang="ar" href="${escapeHtml(version('ar'))}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(address.origin, address.pathname))}" />`,
  ];
}


const meta = (key: 'property' | 'name', name: string, content: string): string => `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;

/** The Open Graph and Twitter card of a drawn page, and its schema.org data. */
export function shareTags(address: PageAddress, page: PageShareHead): string[] {
  const image = absolute(address.origin, page.share.image);
  const other: PageLanguage = address.language === 'ar' ? 'en' : 'ar';
  return [
    meta('property', 'og:type', page.share.kind),
    meta('property', 'og:site_name', address.language === 'ar' ? 'دكّان' : 'Dukkan'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', canonicalUrl(address)),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', page.title),
    meta('property', 'og:locale', OG_LOCALE[address.language]),
    meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    ...page.share.structuredData.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
}
