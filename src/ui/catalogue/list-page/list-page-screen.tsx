import { useTranslation } from 'react-i18next';
import { ProductListView, useListPage } from '@/ui/catalogue/product-list-view';

/**
 * A list page its route module declares with `list` (new arrivals, …): the list in its states, with
 * filters, sort and pages, and its words under catalogue:<route>: title, metaTitle and metaDescription,
 * and, where the page has them, intro (under the heading) and empty (when the list has nothing).
 */
export function ListPageScreen() {
  const { t, i18n } = useTranslation('catalogue');
  const { name, page } = useListPage();
  const optional = (key: string): string | undefined => (i18n.exists(`catalogue:${name}.${key}`) ? t(`${name}.${key}`) : undefined);
  const intro = optional('intro');
  const emptyTitle = optional('empty');
  return (
    <ProductListView
      list={page}
      heading={() => t(`${name}.title`)}
      {...(intro === undefined ? {} : { intro })}
      {...(emptyTitle === undefined ? {} : { emptyTitle })}
      meta={{ title: `catalogue:${name}.metaTitle`, description: `catalogue:${name}.metaDescription` }}
    />
  );
}
