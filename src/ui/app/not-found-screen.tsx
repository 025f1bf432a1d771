import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { href } from '@/application/frame/route-table';
import { PageTitle } from '@/ui/shared/page-heading';

export function NotFoundScreen() {
  usePageMeta('errors:notFound.metaTitle', 'errors:notFound.metaDescription');
  const { t } = useTranslation('errors');
  return (
    <section className="page status-page" aria-labelledby="page-title">
      <svg className="status-page__art" width="120" height="96" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
        <rect x="14" y="30" width="92" height="58" rx="10" fill="#fdf3e1" stroke="#0f5c4d" strokeWidth="3" />
        <path d="M8 32h104l-8-20H16Z" fill="#f2b84b" stroke="#0f5c4d" strokeWidth="3" strokeLinejoin="round" />
        <path d="M46 88V62a14 14 0 0 1 28 0v26" fill="none" stroke="#0f5c4d" strokeWidth="3" />
        <circle cx="60" cy="50" r="3" fill="#0f5c4d" />
      </svg>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <p className="status-page__body">{t('notFound.body')}</p>
      <Link className="button button--primary" to={href('home')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
