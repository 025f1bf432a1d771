// /admin/products: the store's products for the operator (issue 29, ADR 0055): search in either language,
// shown or hidden, newest first, paged, hidden ones marked. A lazily loaded route module.
import { adminHref } from '@/application/admin/admin-routes';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCatalogueStore } from '@/application/admin/admin-catalogue-store';
import { useStore } from '@/ui/app/container-context';
import { formatNumber } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { AdminListResults } from '../admin-list';
import { Link } from '@/ui/shared/navigation/links';
import { AdminFilterForm } from '../admin-parts';
import { AdminPageFrame } from '../admin-record-page';
import { AdminCatalogueNav } from '../catalogue-parts';
import '../admin.scss';
import '../admin-catalogue.scss';

type Shown = '' | 'shown' | 'hidden';

export const AdminProductsScreen = observer(function AdminProductsScreen() {
  usePageMeta('admin-catalogue:meta.products.title', 'admin-catalogue:meta.products.description');
  const store = useStore(AdminCatalogueStore);
  const { t } = useTranslation('admin-catalogue');
  const lang = useLanguage();
  const [q, setQ] = useState(store.list.query.q ?? '');
  const [shown, setShown] = useState<Shown>(store.list.query.hidden === undefined ? '' : store.list.query.hidden ? 'hidden' : 'shown');
  const hintId = useId();

  const submitted = () => void store.list.load({ ...(q.trim() === '' ? {} : { q: q.trim() }), ...(shown === '' ? {} : { hidden: shown === 'hidden' }) });
  const cleared = () => {
    setQ('');
    setShown('');
    void store.list.load({});
  };

  return (
    <AdminPageFrame nav={<AdminCatalogueNav />} title={t('list.title')}>
      <p>
        <Link className="button button--primary" to={adminHref('productNew')}>
          {t('nav.new')}
        </Link>
      </p>
      <AdminFilterForm label={t('list.filters')} className="admin-filters--products" apply={t('list.apply')} onApply={submitted} clear={{ label: t('list.clear'), onClear: cleared }}>
        <label>
          {t('list.search')}
          <input type="search" name="q" value={q} onChange={(event) => setQ(event.target.value)} maxLength={100} aria-describedby={hintId} autoComplete="off" />
          <small id={hintId}>{t('list.searchHint')}</small>
        </label>
        <label>
          {t('list.shown')}
          <select name="hidden" value={shown} onChange={(event) => setShown(event.target.value as Shown)}>
            <option value="">{t('list.any')}</option>
            <option value="shown">{t('list.onlyShown')}</option>
            <option value="hidden">{t('list.onlyHidden')}</option>
          </select>
        </label>
      </AdminFilterForm>

      <AdminListResults list={store.list} testId="admin-products" className="admin-products" words="admin-catalogue:list" pages="title">
        {(row) => (
          <li key={row.id} className={row.hidden ? 'admin-products__item admin-products__item--hidden' : 'admin-products__item'}>
            <Link to={adminHref('product', { id: row.id })}>
              {row.image === '' ? (
                <span className="admin-products__picture admin-products__picture--none">{t('list.noPicture')}</span>
              ) : (
                <img className="admin-products__picture" src={row.image} alt="" width={56} height={56} loading="lazy" />
              )}
              <span className="admin-products__name">
                <bdi>{lang === 'ar' ? row.title.ar : row.title.en}</bdi> <span className="admin-ltr" dir="ltr">#{row.id}</span>
              </span>
              <span className={row.hidden ? 'admin-badge admin-badge--hidden' : 'admin-badge'}>{t(row.hidden ? 'status.hidden' : 'status.shown')}</span>
              <span className="admin-products__meta">
                <span>{lang === 'ar' ? row.brandName.ar : row.brandName.en}</span>
                <span className="admin-ltr" dir="ltr">{row.serialNo}</span>
                <span>{t('list.variants', { count: formatNumber(row.variantCount, lang) })}</span>
                <span>{t('list.stock', { count: formatNumber(row.stock, lang) })}</span>
              </span>
            </Link>
          </li>
        )}
      </AdminListResults>
    </AdminPageFrame>
  );
});
