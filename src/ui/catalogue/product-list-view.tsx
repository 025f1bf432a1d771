import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useSearchParams } from 'react-router-dom';
import { Link, useNavigate } from '@/ui/shared/navigation/links';
import { ProductListStore, type ProductListEntry } from '@/application/catalogue/product-list-store';
import { listFromSearch, listSearch, type ListPage, type ProductListInput } from '@/application/catalogue/product-list-store';
import { EMPTY_SHOP_QUERY, activeFilterCount, type ShopQuery } from '@/domain/catalogue';
import { useStore } from '@/ui/app/container-context';
import { formatNumber } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta, type PageShare } from '@/ui/shared/hooks/use-page-meta';
import { NotFoundState } from './list-states';
import { Pager } from './pager';
import { ProductGrid } from './product-grid';
import { ShopFilters, SortSelect, useHandOver, type FilterField } from './shop-filters';
import { href, type RouteName } from '@/application/frame/route-table';
import type { PageHandle } from '@/ui/app/routes';
import { PageTitle } from '@/ui/shared/page-heading';

/** This list page's name and list, as its route module names them (`list` in src/ui/app/route-modules.ts). */
export function useListPage(): { name: RouteName; page: ListPage } {
  const list = useMatches().findLast((match) => (match.handle as PageHandle | undefined)?.list !== undefined)?.handle as PageHandle | undefined;
  if (list?.list === undefined) throw new Error('useListPage: the route is no list page (no `list` in its route module)');
  return list.list;
}

/** The list the URL names on this list page (as its route data read it), and a way to go to another query (a new history entry). */
export function useListQuery(list: ListPage): [ProductListInput, (next: ShopQuery) => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // A category's or a brand's page names its list afresh on each render: the same list is the same key.
  const key = JSON.stringify(list);
  const page = useMemo(() => JSON.parse(key) as ListPage, [key]);
  const input = useMemo(() => listFromSearch(page, params), [page, params]);
  // Outside a transition: a checkbox or a select shows its new state at once, not after the list.
  const go = useCallback((next: ShopQuery) => void navigate({ search: listSearch(page, next) }, { flushSync: true }), [navigate, page]);
  return [input, go];
}

/** The entry of a list, loaded when the screen shows it. */
export function useProductList(input: ProductListInput): ProductListEntry {
  const lists = useStore(ProductListStore);
  const key = JSON.stringify(input);
  useEffect(() => {
    void lists.listShown(JSON.parse(key) as ProductListInput);
  }, [lists, key]);
  return lists.entryFor(input);
}

// The shop, a category's or a brand's products, new arrivals: heading, search summary, filters,
// sort, the grid in its states, and the pager. Everything the shopper changes goes to the URL.
export const ProductListView = observer(function ProductListView({
  list,
  heading,
  intro,
  hide = [],
  emptyTitle,
  notFoundTitle,
  meta,
}: {
  /** Which list: the route module's `list` (useListPage), or a brand's or category's (scopedList). */
  list: ListPage;
  heading: (entry: ProductListEntry) => ReactNode;
  intro?: ReactNode;
  hide?: readonly FilterField[];
  emptyTitle?: string;
  /** A brand or category that does not exist (or is hidden). */
  notFoundTitle?: string;
  /** Document title and description keys, and their values from the list (a brand's name…). */
  meta: { title: string; description: string; values?: (entry: ProductListEntry) => Record<string, string>; share?: (entry: ProductListEntry) => PageShare };
}) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const lists = useStore(ProductListStore);
  // The list the route's data loaded (catalogue-route-data.ts): the same input, so the same entry.
  const [input, go] = useListQuery(list);
  const { query } = input;
  const entry = useProductList(input);
  // What was chosen in the drawn page before the app ran, its sort's and its filters', as one change.
  const handOver = useHandOver(query, go);
  usePageMeta(meta.title, meta.description, meta.values?.(entry) ?? {}, meta.share?.(entry));
  const searching = query.productName !== '' || query.serialNo !== '';
  const filtered = searching || activeFilterCount(query) > 0;
  const clear = () => go({ ...EMPTY_SHOP_QUERY, sort: query.sort });

  if (entry.status === 'not-found') {
    return (
      <section className="page catalogue-page" aria-labelledby="page-title">
        <NotFoundState title={notFoundTitle ?? t('states.empty')} body={t('categories.notFoundBody')} to={href('shop')} action={t('states.backToShop')} />
      </section>
    );
  }

  return (
    <section className="page catalogue-page" aria-labelledby="page-title">
      <div className="catalogue-page__head">
        <PageTitle>{heading(entry)}</PageTitle>
        {intro !== undefined && <p className="catalogue-page__intro">{intro}</p>}
        {searching && (
          <p className="search-summary" data-testid="search-summary">
            {query.productName !== '' ? (
              t('search.results', { term: query.productName })
            ) : (
              <>
                {t('search.serial')}: <bdi dir="ltr">{query.serialNo}</bdi>
              </>
            )}{' '}
            <Link className="search-summary__clear" to={listSearch(list, { ...query, productName: '', serialNo: '', pageNo: 1 })}>
              {t('search.clear')}
            </Link>
          </p>
        )}
      </div>
      <div className="catalogue-page__body">
        <aside className="catalogue-page__filters">
          <ShopFilters query={query} onChange={go} hide={hide} handOver={handOver} />
        </aside>
        <div className="catalogue-page__results">
          <div className="results-bar">
            <p className="results-bar__count" aria-live="polite">
              {entry.status === 'ready' ? t('paging.count', { count: entry.totalCount, formatted: formatNumber(entry.totalCount, lang) }) : ''}
            </p>
            <SortSelect query={query} onChange={go} handOver={handOver} />
          </div>
          <h2 className="visually-hidden">{t('paging.heading')}</h2>
          <ProductGrid
            entry={entry}
            onRetry={() => void lists.retried(input)}
            empty={{
              title: filtered ? t('states.emptySearch') : (emptyTitle ?? t('states.empty')),
              ...(filtered ? { body: t('states.emptySearchBody') } : {}),
              action: filtered ? (
                <button type="button" className="button button--primary" onClick={clear}>
                  {t('states.clearFilters')}
                </button>
              ) : (
                <Link className="button button--primary" to={href('shop')}>
                  {t('states.backToShop')}
                </Link>
              ),
            }}
          />
          {entry.status === 'ready' && <Pager list={list} query={query} totalCount={entry.totalCount} pageSize={entry.pageSize} />}
        </div>
      </div>
    </section>
  );
});
