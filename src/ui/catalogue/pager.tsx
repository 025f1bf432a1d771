import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import { pageCount, withPage, type ShopQuery } from '@/domain/catalogue';
import { listSearch, type ListPage } from '@/application/catalogue/product-list-store';
import { formatNumber } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';

// Previous and next as links (each page is its own URL, so back and forward walk the pages).
export function Pager({ list, query, totalCount, pageSize }: { list: ListPage; query: ShopQuery; totalCount: number; pageSize: number }) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const pages = pageCount({ totalCount, pageSize });
  if (pages <= 1) return null;
  const page = Math.min(query.pageNo, pages);
  return (
    <nav className="pager" aria-label={t('paging.label')}>
      {page > 1 ? (
        <Link className="button button--ghost pager__step" to={listSearch(list, withPage(query, page - 1))} rel="prev">
          {t('paging.previous')}
        </Link>
      ) : (
        <span className="pager__step" />
      )}
      <p className="pager__status" aria-current="page">
        {t('paging.status', { page: formatNumber(page, lang), pages: formatNumber(pages, lang) })}
      </p>
      {page < pages ? (
        <Link className="button button--primary pager__step" to={listSearch(list, withPage(query, page + 1))} rel="next">
          {t('paging.next')}
        </Link>
      ) : (
        <span className="pager__step" />
      )}
    </nav>
  );
}

