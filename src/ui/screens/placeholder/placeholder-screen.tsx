import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageMeta } from '@/ui/hooks/use-page-meta';

// A screen that a later issue fills: its real title, one honest sentence saying what it will
// hold, and a way back to shopping. Title and description come from the 'pages' namespace.
export function PlaceholderScreen({ page, children }: { page: string; children?: ReactNode }) {
  usePageMeta(`${page}.title`, `${page}.description`);
  const { t } = useTranslation(['pages', 'common']);
  return (
    <section className="page placeholder" aria-labelledby="page-title">
      <p className="placeholder__eyebrow">{t('comingSoon')}</p>
      <h1 id="page-title" className="page__title">
        {t(`${page}.title`)}
      </h1>
      <p className="placeholder__body">{t(`${page}.soon`)}</p>
      {children}
      <Link className="button button--primary" to="/">
        {t('common:actions.goHome')}
      </Link>
    </section>
  );
}
