// /admin: the operator's orders (issue 29): search and filters, newest first, paged. A lazily loaded
// route module (with its styles): nothing of it reaches a shopper's first load.
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayPhone } from '@/domain/country';
import { ADMIN_ORDER_STATUS_LIST, type AdminOrdersQuery, type AdminOrderStatus } from '@/application/admin/admin-orders-gateway';
import { AdminOrdersStore } from '@/application/admin/admin-orders-store';
import { CountryStore } from '@/application/country';
import { adminHref } from '@/application/admin/admin-routes';
import { useStore } from '@/ui/app/container-context';
import { AdminStatusBadge } from '../admin-status';
import { formatDateTime } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { orderToPay } from '../admin-money';
import { AdminListResults } from '../admin-list';
import { AdminFilterForm, AdminRow, AdminStatusSelect } from '../admin-parts';
import { AdminPageFrame } from '../admin-record-page';
import '../admin.scss';

interface Filters {
  q: string;
  status: '' | AdminOrderStatus;
  country: string;
  from: string;
  to: string;
}

const EMPTY: Filters = { q: '', status: '', country: '', from: '', to: '' };

const queryOf = (filters: Filters): AdminOrdersQuery => ({
  ...(filters.q.trim() === '' ? {} : { q: filters.q.trim() }),
  ...(filters.status === '' ? {} : { status: filters.status }),
  ...(filters.country === '' ? {} : { country: Number(filters.country) }),
  ...(filters.from === '' ? {} : { from: filters.from }),
  ...(filters.to === '' ? {} : { to: filters.to }),
});

export const AdminOrdersScreen = observer(function AdminOrdersScreen() {
  usePageMeta('admin:meta.orders.title', 'admin:meta.orders.description');
  const store = useStore(AdminOrdersStore);
  const countries = useStore(CountryStore);
  const { t } = useTranslation(['admin', 'orders']);
  const lang = useLanguage();
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const hintId = useId();

  const cleared = () => {
    setFilters(EMPTY);
    void store.list.load({});
  };
  const set = (key: keyof Filters) => (event: { target: { value: string } }) => setFilters({ ...filters, [key]: event.target.value });

  return (
    <AdminPageFrame eyebrow={t('admin:console')} title={t('admin:list.title')}>
      <AdminFilterForm
        label={t('admin:list.filters')}
        apply={t('admin:list.apply')}
        onApply={() => void store.list.load(queryOf(filters))}
        clear={{ label: t('admin:list.clear'), onClear: cleared }}
      >
        <label>
          {t('admin:list.search')}
          <input type="search" name="q" value={filters.q} onChange={set('q')} maxLength={100} aria-describedby={hintId} autoComplete="off" />
          <small id={hintId}>{t('admin:list.searchHint')}</small>
        </label>
        <label>
          {t('admin:list.status')}
          <AdminStatusSelect statuses={ADMIN_ORDER_STATUS_LIST} words="status" value={filters.status} onChange={set('status')} />
        </label>
        <label>
          {t('admin:list.country')}
          <select name="country" value={filters.country} onChange={set('country')}>
            <option value="">{t('admin:list.anyCountry')}</option>
            {countries.countries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('admin:list.from')}
          <input type="date" name="from" value={filters.from} onChange={set('from')} />
        </label>
        <label>
          {t('admin:list.to')}
          <input type="date" name="to" value={filters.to} onChange={set('to')} />
        </label>
      </AdminFilterForm>

      <AdminListResults list={store.list} testId="admin-orders" className="admin-orders" words="admin:list" pages="title">
        {(row) => (
          <AdminRow key={row.id} to={adminHref('order', { id: row.id })} title={`#${row.id}`} status={<AdminStatusBadge status={row.status} />}>
            <span>{row.fullName}</span>
            <span className="admin-ltr" dir="ltr">{displayPhone(row.phone)}</span>
            <span>{formatDateTime(row.createdAt, lang)}</span>
            <span className="admin-amount">{orderToPay(row, lang)}</span>
          </AdminRow>
        )}
      </AdminListResults>
    </AdminPageFrame>
  );
});
