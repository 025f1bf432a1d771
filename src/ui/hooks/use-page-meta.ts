import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

function setMetaDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (meta === null) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

// The document title and meta description of a screen, in the active language. Keys are in the
// 'pages' namespace unless they name theirs ('errors:notFound.metaTitle'); values fill their
// placeholders (a product's title, a category's name).
export function usePageMeta(titleKey: string, descriptionKey: string, values: Record<string, string | number> = {}): void {
  const { t } = useTranslation(['pages', 'common']);
  const title = t(titleKey, values);
  const description = t(descriptionKey, values);
  const storeName = t('common:app.name');
  useEffect(() => {
    document.title = title.includes(storeName) ? title : `${title} | ${storeName}`;
    setMetaDescription(description);
  }, [title, description, storeName]);
}
