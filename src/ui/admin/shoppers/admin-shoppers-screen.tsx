// /admin/shoppers: find a shopper by e-mail, phone or name (issue 29). The answer carries no password,
// session or token: the console has none to show.
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayPhone } from '@/domain/country';
import { adminHref } from '@/application/admin/admin-routes';
import { AdminShoppersStore } from '@/application/admin/admin-shoppers-store';
import { useStore } from '@/ui/app/container-context';
import { formatDate, formatNumber } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { AdminFailureNote } from '../admin-failure';
import { AdminFilterForm, AdminRow } from '../admin-parts';
import { AdminPageFrame } from '../admin-record-page';
import '../admin.scss';

export const AdminShoppersScreen = observer(function AdminShoppersScreen() {
  usePageMeta('admin:meta.shoppers.title', 'admin:meta.shoppers.description');
  const store = useStore(AdminShoppersStore);
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const [q, setQ] = useState(store.q);
  const fieldId = useId();

  return (
    <AdminPageFrame eyebrow={t('console')} title={t('shoppers.title')}>
      <AdminFilterForm label={t('shoppers.find')} className="admin-filters--search" apply={t('list.apply')} onApply={() => void store.search(q)}>
        <label htmlFor={fieldId}>
          {t('list.search')}
          <input id={fieldId} type="search" name="q" value={q} maxLength={100} autoComplete="off" aria-describedby={`${fieldId}-hint`} onChange={(event) => setQ(event.target.value)} />
          <small id={`${fieldId}-hint`}>{t('shoppers.searchHint')}</small>
        </label>
      </AdminFilterForm>
      <p role="status" data-testid="admin-shoppers-count">
        {store.searching ? t('shoppers.searching') : store.searched && store.searchFailure === null ? t('shoppers.count', { count: formatNumber(store.total, lang) }) : ''}
      </p>
      {store.searchFailure !== null ? (
        <AdminFailureNote failure={store.searchFailure} retry={() => void store.search(store.q)} />
      ) : store.searched && store.found.length === 0 ? (
        <p className="empty-state">{t('shoppers.empty')}</p>
      ) : (
        <ul className="admin-orders" data-testid="admin-shoppers">
          {store.found.map((shopper) => (
            <AdminRow
              key={shopper.id}
              to={adminHref('shopper', { id: shopper.id })}
              title={`${shopper.firstName} ${shopper.lastName}`}
              status={<span>{t(`shoppers.role.${shopper.role}`, { defaultValue: shopper.role })}</span>}
            >
              {shopper.email !== null && (
                <span className="admin-ltr" dir="ltr">
                  {shopper.email}
                </span>
              )}
              {shopper.phone !== null && (
                <span className="admin-ltr" dir="ltr">
                  {displayPhone(shopper.phone)}
                </span>
              )}
              <span>{t('shoppers.since', { date: formatDate(shopper.createdAt, lang) })}</span>
            </AdminRow>
          ))}
        </ul>
      )}
    </AdminPageFrame>
  );
});
