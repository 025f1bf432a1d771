import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CategoryStore } from '@/application/stores/category-store';
import { ProductListStore } from '@/application/stores/product-list-store';
import type { ProductListInput } from '@/application/use-cases/list-products';
import { EMPTY_SHOP_QUERY, categoryTitle, groupDiscountedByCategory } from '@/domain';
import { useStore } from '@/ui/app/container-context';
import { ProductList, ProductSkeletons } from '@/ui/catalogue/product-grid';
import { EmptyState, ErrorState } from '@/ui/catalogue/list-states';
import { useProductList } from '@/ui/catalogue/product-list-view';
import { useLanguage } from '@/ui/hooks/use-language';
import { usePageMeta } from '@/ui/hooks/use-page-meta';

// The API's largest page: the discounted catalogue fits in it (a few dozen products in the seed).
const SALES: ProductListInput = { scope: { kind: 'all' }, query: { ...EMPTY_SHOP_QUERY, onSale: true, sort: 'price_asc' }, pageSize: 100 };

// /sales: every discounted product, grouped by category (spec section 3), cheapest first in each.
export const SalesScreen = observer(function SalesScreen() {
  usePageMeta('catalogue:sales.metaTitle', 'catalogue:sales.metaDescription');
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const lists = useStore(ProductListStore);
  const categories = useStore(CategoryStore);
  const entry = useProductList(SALES);
  const groups = groupDiscountedByCategory(entry.items);
  const title = (id: number): string => {
    const category = categories.categories.find((item) => item.id === id);
    return category === undefined ? t('sales.title') : categoryTitle(category, lang);
  };
  return (
    <section className="page catalogue-page" aria-labelledby="page-title">
      <div className="catalogue-page__head">
        <h1 id="page-title" className="page__title">
          {t('sales.title')}
        </h1>
        <p className="catalogue-page__intro">{t('sales.intro')}</p>
      </div>
      {entry.status === 'loading' && <ProductSkeletons count={8} />}
      {(entry.status === 'error' || entry.status === 'not-found') && <ErrorState onRetry={() => void lists.retried(SALES)} />}
      {(entry.status === 'empty' || (entry.status === 'ready' && groups.length === 0)) && (
        <EmptyState title={t('sales.empty')}>
          <Link className="button button--primary" to="/shop">
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
