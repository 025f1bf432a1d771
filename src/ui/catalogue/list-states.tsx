import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import { PageTitle } from '@/ui/shared/page-heading';

// What a catalogue screen shows when loading failed (with a retry) or when there is nothing to show.

export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="list-state list-state--error" role="alert">
      <p className="list-state__title">{t('states.errorTitle')}</p>
      <p className="list-state__body">{t('states.errorBody')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('states.retry')}
      </button>
    </div>
  );
}

export function EmptyState({ title, body, children }: { title: string; body?: string; children?: ReactNode }) {
  return (
    <div className="list-state" role="status">
      <p className="list-state__title">{title}</p>
      {body !== undefined && <p className="list-state__body">{body}</p>}
      {children}
    </div>
  );
}

/** A catalogue page whose category, brand or product does not exist: the page's title, why, and the way on. */
export function NotFoundState({ title, body, to, action }: { title: string; body: string; to: string; action: string }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <EmptyState title={body}>
        <Link className="button button--primary" to={to}>
          {action}
        </Link>
      </EmptyState>
    </>
  );
}

/** A polite "loading" for screen readers while skeletons hold the place on screen. */
export function LoadingNote() {
  const { t } = useTranslation('catalogue');
  return (
    <p className="visually-hidden" role="status">
      {t('states.loading')}
    </p>
  );
}
