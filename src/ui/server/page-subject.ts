// A page's schema.org data, from what its screen said it is about (usePageMeta's subject), built only in
// the server's render: the builders (src/domain/catalogue/structured-data.ts) are in no browser script.
import { breadcrumbStructuredData, productStructuredData, storeStructuredData } from '@/domain/catalogue';
import { languagePath, type Language } from '@/domain/shared';
import type { PageMeta } from '@/ui/shared/hooks/use-page-meta';

/** The store's logo for its Organization (the web app's largest icon). */
const STORE_LOGO = '/icons/icon-512.png';

export function structuredDataOf(meta: PageMeta, page: { origin: string; pathname: string; language: Language }): readonly object[] {
  const { subject } = meta;
  if (subject === null) return [];
  switch (subject.kind) {
    case 'store':
      return storeStructuredData({ origin: page.origin, language: page.language, name: subject.name, logo: STORE_LOGO });
    case 'trail':
      return [breadcrumbStructuredData(page.origin, subject.trail)];
    case 'product':
      return [
        productStructuredData(subject.product, {
          origin: page.origin,
          url: new URL(languagePath(page.pathname, page.language), `${page.origin}/`).href,
          language: page.language,
          currency: subject.currency,
          image: meta.image,
        }),
        breadcrumbStructuredData(page.origin, subject.trail),
      ];
  }
}
