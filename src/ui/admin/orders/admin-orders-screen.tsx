// /admin: the operator's orders (issue 29): search and filters, newest first, paged. A lazily loaded
// route module (with its styles): nothing of it reaches a shopper's first load.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import { ADMIN_ORDER_STATUS_LIST, type AdminOrdersQuery, type AdminOrderStatus } from '@/application/admin/admin-orders-gateway';
import { AdminOrdersStore } from '@/application/admin/admin-orders-store';
import { CountryStore } from '@/application/country';
import { href } from '@/application/frame/route-table';
import { useStore } from '@/ui/app/container-context';
import { AdminStatusBadge } from '../admin-status';
import { formatDateTime, formatNumber } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { orderMoney } from '../admin-money';
import { AdminFailureNote } from '../admin-failure';
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

  useEffect(() => {
    void store.search(store.query, store.page);
  }, [store]);

  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void store.search(queryOf(filters));
  };
  const cleared = () => {
    setFilters(EMPTY);
    void store.search({});
  };
  const set = (key: keyof Filters) => (event: { target: { value: string } }) => setFilters({ ...filters, [key]: event.target.value });

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <p className="admin-page__eyebrow">{t('admin:console')}</p>
      <h1 id="page-title" className="page__title">
        {t('admin:list.title')}
      </h1>
      <form className="admin-filters" role="search" aria-label={t('admin:list.filters')} onSubmit={submitted}>
        <label>
          {t('admin:list.search')}
          <input type="search" name="q" value={filters.q} onChange={set('q')} maxLength={100} aria-describedby={hintId} autoComplete="off" />
          <small id={hintId}>{t('admin:list.searchHint')}</small>
        </label>
        <label>
          {t('admin:list.status')}
          <select name="status" value={filters.status} onChange={set('status')}>
            <option value="">{t('admin:list.anyStatus')}</option>
            {ADMIN_ORDER_STATUS_LIST.map((status) => (
              <option key={status} value={status}>
                {t(`orders:status.${status}`)}
              </option>
            ))}
          </select>
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
        <div className="admin-filters__buttons">
          <button type="submit" className="button button--primary">
            {t('admin:list.apply')}
          </button>
          <button type="button" className="button button--ghost" onClick={cleared}>
            {t('admin:list.clear')}
          </button>
        </div>
      </form>

      <p role="status" data-testid="admin-orders-count">
        {store.listing && !store.listedOnce ? t('admin:list.loading') : store.listFailure === null ? t('admin:list.count', { count: formatNumber(store.total, lang) }) : ''}
      </p>
      {store.listFailure !== null ? (
        <AdminFailureNote failure={store.listFailure} retry={() => void store.search(store.query, store.page)} />
      ) : store.listedOnce && store.rows.length === 0 ? (
        <p className="empty-state">{t('admin:list.empty')}</p>
      ) : (
        <ul className="admin-orders" aria-busy={store.listing} data-testid="admin-orders">
          {store.rows.map((row) => (
            <li key={row.id} className="admin-orders__item">
              <Link to={href('adminOrder', { id: row.id })}>
                <span className="admin-orders__number">#{row.id}</span>
                <AdminStatusBadge status={row.status} />
                <span className="admin-orders__meta">
                  <span>{row.fullName}</span>
                  <span className="admin-ltr" dir="ltr">{row.phone}</span>
                  <span>{formatDateTime(row.createdAt, lang)}</span>
                  <span>{orderMoney(row.totalAfterTaxation, row.displayCurrency, lang)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {store.pageCount > 1 && (
        <nav className="admin-pager" aria-label={t('admin:list.title')}>
          <button type="button" className="button button--ghost" disabled={store.page <= 1 || store.listing} onClick={() => void store.search(store.query, store.page - 1)}>
            {t('admin:list.previous')}
          </button>
          <span>{t('admin:list.page', { page: formatNumber(store.page, lang), pages: formatNumber(store.pageCount, lang) })}</span>
          <button
            type="button"
            className="button button--ghost"
            disabled={store.page >= store.pageCount || store.listing}
            onClick={() => void store.search(store.query, store.page + 1)}
          >
            {t('admin:list.next')}
          </button>
        </nav>
      )}
    </section>
  );
});
