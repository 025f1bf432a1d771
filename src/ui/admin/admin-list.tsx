// A console list's results (issue 31): how many were found, the failure or the empty note, the rows and the
// pager, loaded on showing the page. The orders, refunds and products pages each draw their rows and word their
// counts; this draws the rest.
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminList } from '@/application/admin/admin-views';
import { formatNumber } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { AdminFailureNote } from './admin-failure';

interface Props<Row> {
  list: AdminList<unknown, Row>;
  /** The list's test id; its count's is this with '-count'. */
  testId: string;
  className: string;
  /**
   * Where the list's words are ('admin:refunds'): its `loading`, `count` (`countCapped` when the server
   * stopped counting) and `empty`, and the pager's name under `pages`.
   */
  words: string;
  pages: 'title' | 'pages';
  children: (row: Row) => ReactNode;
}

function AdminListResultsOf<Row>({ list, testId, className, words, pages, children }: Props<Row>) {
  const { t } = useTranslation(words.split(':')[0]);
  const lang = useLanguage();
  // On showing the page: the query and page it showed last (the first page at first).
  useEffect(() => {
    void list.reload();
  }, [list]);

  return (
    <>
      <p role="status" data-testid={`${testId}-count`}>
        {list.listing && !list.listedOnce
          ? t(`${words}.loading`)
          : list.listFailure === null
            ? t(`${words}.${list.totalIsCapped ? 'countCapped' : 'count'}`, { count: formatNumber(list.total, lang) })
            : ''}
      </p>
      {list.listFailure !== null ? (
        <AdminFailureNote failure={list.listFailure} retry={() => void list.reload()} />
      ) : list.listedOnce && list.rows.length === 0 ? (
        <p className="empty-state">{t(`${words}.empty`)}</p>
      ) : (
        <ul className={className} aria-busy={list.listing} data-testid={testId}>
          {list.rows.map(children)}
        </ul>
      )}
      {list.pageCount > 1 && <AdminPager list={list} label={t(`${words}.${pages}`)} />}
    </>
  );
}

export const AdminListResults = observer(AdminListResultsOf) as typeof AdminListResultsOf;

const AdminPager = observer(function AdminPager({ list, label }: { list: AdminList<unknown, unknown>; label: string }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="button button--ghost" disabled={list.page <= 1 || list.listing} onClick={() => void list.turn(-1)}>
        {t('list.previous')}
      </button>
      <span>{t('list.page', { page: formatNumber(list.page, lang), pages: formatNumber(list.pageCount, lang) })}</span>
      <button type="button" className="button button--ghost" disabled={list.page >= list.pageCount || list.listing} onClick={() => void list.turn(1)}>
        {t('list.next')}
      </button>
    </nav>
  );
});
