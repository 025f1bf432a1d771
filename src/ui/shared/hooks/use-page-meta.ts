import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetails } from '@/domain/catalogue';
import type { Currency } from '@/domain/country';

function setMetaDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (meta === null) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/** The store's own link-preview picture, for pages without one of their own (server/src/http/og-images). */
export const SITE_SHARE_IMAGE = '/og/site.png';

/** A step of the trail from the home page to a page: its name and its path in the page's language. */
export interface TrailStep {
  name: string;
  path: string;
}

/**
 * What a page is about, for the schema.org data the server writes into its head (ui/server/page-subject.ts
 * builds it; the browser never does, so none of that code is in its scripts).
 */
export type PageSubject =
  | { kind: 'product'; product: ProductDetails; currency: Currency | null; trail: readonly TrailStep[] }
  | { kind: 'trail'; trail: readonly TrailStep[] }
  | { kind: 'store'; name: string };

/** How a page looks when shared or found (issue 19): its preview picture, its kind and what it is about. */
export interface PageShare {
  /** A path of the server's raster link-preview pictures: /og/product/12.png. */
  image?: string;
  kind?: 'website' | 'product';
  subject?: PageSubject;
}

/** A page's title, description and share data, as the server render collects them. */
export interface PageMeta {
  title: string;
  description: string;
  image: string;
  kind: 'website' | 'product';
  subject: PageSubject | null;
}

export const EMPTY_PAGE_META: PageMeta = { title: '', description: '', image: SITE_SHARE_IMAGE, kind: 'website', subject: null };

/**
 * Where a server render collects the page's meta (effects do not run there): the deepest screen's
 * call comes last and wins. Null in the browser, which writes the title and description itself.
 */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

// The document title and meta description of a screen, in the active language. Keys are in the
// 'pages' namespace unless they name theirs ('errors:notFound.metaTitle'); values fill their
// placeholders (a product's title, a category's name).
export function usePageMeta(titleKey: string, descriptionKey: string, values: Record<string, string | number> = {}, share: PageShare = {}): void {
  const { t } = useTranslation(['pages', 'common']);
  const title = t(titleKey, values);
  const description = t(descriptionKey, values);
  const storeName = t('common:app.name');
  const fullTitle = title.includes(storeName) ? title : `${title} | ${storeName}`;
  useContext(PageMetaSink)?.({
    title: fullTitle,
    description,
    image: share.image ?? SITE_SHARE_IMAGE,
    kind: share.kind ?? 'website',
    subject: share.subject ?? null,
  });
  useEffect(() => {
    document.title = fullTitle;
    setMetaDescription(description);
  }, [fullTitle, description]);
}
