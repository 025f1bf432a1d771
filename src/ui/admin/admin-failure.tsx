import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import type { AdminFailure } from '@/application/admin/admin-orders-store';
import { href } from '@/application/frame/route-table';

/** Why the console cannot show what was asked, and what to do about it. */
export function AdminFailureNote({ failure, retry }: { failure: AdminFailure; retry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="form__error" role="alert">
      <p>{t(`failure.${failure}`)}</p>
      {failure === 'failed' && (
        <button type="button" className="button button--ghost" onClick={retry}>
          {t('failure.retry')}
        </button>
      )}
      {failure === 'not-signed-in' && <Link to={href('login')}>{t('failure.signIn')}</Link>}
    </div>
  );
}
