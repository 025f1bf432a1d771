import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import { CategoryStore } from '@/application/catalogue/category-store';
import { ProductListStore } from '@/application/catalogue/product-list-store';
import { SALES_LIST } from '@/application/catalogue/product-list-store';
import { groupDiscountedByCategory } from '@/domain/catalogue';
import { useStore } from '@/ui/app/container-context';
import { ProductList, ProductSkeletons } from '@/ui/catalogue/product-grid';
import { EmptyState, ErrorState } from '@/ui/catalogue/list-states';
import { useProductList } from '@/ui/catalogue/product-list-view';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { href } from '@/application/frame/route-table';
import { inLanguage } from '@/domain/shared';
import { PageHeading } from '@/ui/shared/page-heading';

// /sales: every discounted product, grouped by category (spec section 3), cheapest first in each.
export const SalesScreen = observer(function SalesScreen() {
  usePageMeta('catalogue:sales.metaTitle', 'catalogue:sales.metaDescription');
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const lists = useStore(ProductListStore);
  const categories = useStore(CategoryStore);
  const entry = useProductList(SALES_LIST);
  const groups = groupDiscountedByCategory(entry.items);
  const title = (id: number): string => {
    const category = categories.categories.find((item) => item.id === id);
    return category === undefined ? t('sales.title') : inLanguage(category.title, lang);
  };
  return (
    <section className="page catalogue-page" aria-labelledby="page-title">
      <PageHeading look="catalogue" title={t('sales.title')} intro={t('sales.intro')} />
      {entry.status === 'loading' && <ProductSkeletons count={8} />}
      {(entry.status === 'error' || entry.status === 'not-found') && <ErrorState onRetry={() => void lists.retried(SALES_LIST)} />}
      {(entry.status === 'empty' || (entry.status === 'ready' && groups.length === 0)) && (
        <EmptyState title={t('sales.empty')}>
          <Link className="button button--primary" to={href('shop')}>
            {t('states.backToShop')}
          </Link>
        </EmptyState>
      )}
      {groups.map((group) => (
        <section key={group.categoryId} className="sale-group" aria-labelledby={`sale-${group.categoryId}`}>
          <div className="section-head">
            <h2 id={`sale-${group.categoryId}`} className="section-head__title">
              {title(group.categoryId)}
            </h2>
            <Link className="section-head__more" to={`/categories/products/${group.categoryId}?onSale=true`}>
              {t('home.seeAllOf', { section: title(group.categoryId) })}
            </Link>
          </div>
          <ProductList items={group.items} />
        </section>
      ))}
    </section>
  );
});
