import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import { pageCount, shopQueryParams, withPage, type ShopQuery } from '@/domain/catalogue';
import { formatNumber } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';

const search = (query: ShopQuery): string => {
  const params = new URLSearchParams(shopQueryParams(query)).toString();
  return params === '' ? '' : `?${params}`;
};

// Previous and next as links (each page is its own URL, so back and forward walk the pages).
export function Pager({ query, totalCount, pageSize }: { query: ShopQuery; totalCount: number; pageSize: number }) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const pages = pageCount({ totalCount, pageSize });
  if (pages <= 1) return null;
  const page = Math.min(query.pageNo, pages);
  return (
    <nav className="pager" aria-label={t('paging.label')}>
      {page > 1 ? (
        <Link className="button button--ghost pager__step" to={search(withPage(query, page - 1))} rel="prev">
          {t('paging.previous')}
        </Link>
      ) : (
        <span className="pager__step" />
      )}
      <p className="pager__status" aria-current="page">
        {t('paging.status', { page: formatNumber(page, lang), pages: formatNumber(pages, lang) })}
      </p>
      {page < pages ? (
        <Link className="button button--primary pager__step" to={search(withPage(query, page + 1))} rel="next">
          {t('paging.next')}
        </Link>
      ) : (
        <span className="pager__step" />
      )}
    </nav>
  );
}

export const shopSearch = search;
