import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { CategoryStore } from '@/application/stores/category-store';
import { NO_CATEGORIES_MESSAGE } from '@/application/use-cases/load-categories';
import { ancestry, categoryTitle, reachableCategory, type Category } from '@/domain';
import { useStore } from '@/ui/app/container-context';
import { EmptyState } from '@/ui/catalogue/list-states';
import { useLanguage } from '@/ui/hooks/use-language';
import { usePageMeta } from '@/ui/hooks/use-page-meta';
import { CategoryStates, CategoryTile } from '@/ui/screens/categories/categories-screen';

function NotAvailable() {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <h1 id="page-title" className="page__title">
        {t('categories.notFound')}
      </h1>
      <EmptyState title={t('categories.notFoundBody')}>
        <Link className="button button--primary" to="/categories">
          {t('categories.allCategories')}
        </Link>
      </EmptyState>
    </>
  );
}

const CategoryDetails = observer(function CategoryDetails({ category }: { category: Category }) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const categories = useStore(CategoryStore);
  const name = categoryTitle(category, lang);
  const children = categories.childrenOf(category.id);
  const target = (child: Category) => (categories.childrenOf(child.id).length > 0 ? `/categories/${child.id}` : `/categories/products/${child.id}`);
  return (
    <>
      <nav aria-label={t('product.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to="/categories">{t('categories.allCategories')}</Link>
          </li>
          {ancestry(categories.categories, category.id)
            .slice(0, -1)
            .map((ancestor) => (
              <li key={ancestor.id}>
                <Link to={`/categories/${ancestor.id}`}>{categoryTitle(ancestor, lang)}</Link>
              </li>
            ))}
        </ol>
      </nav>
      <div className="catalogue-page__head">
        <h1 id="page-title" className="page__title">
          {name}
        </h1>
        <p className="catalogue-page__intro">{t('categories.count', { count: category.productsCount })}</p>
        <Link className="button button--primary" to={`/categories/products/${category.id}`}>
          {t('categories.allProducts', { category: name })}
        </Link>
      </div>
      {children.length > 0 && (
        <section aria-labelledby="subcategories">
          <h2 id="subcategories" className="section-head__title">
            {t('categories.subcategories', { category: name })}
          </h2>
          <ul className="category-tiles">
            {children.map((child) => (
              <li key={child.id}>
                <CategoryTile category={child} to={target(child)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
});

// /categories/{id}: one category, its sub-categories with product counts, and a way to all its
// products. A hidden category (or one under a hidden parent) is "not available".
export const CategoryScreen = observer(function CategoryScreen() {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const categories = useStore(CategoryStore);
  const id = Number(useParams().id);
  const category = reachableCategory(categories.categories, id);
  const name = category === undefined ? t('categories.title') : categoryTitle(category, lang);
  usePageMeta('catalogue:categories.metaCategoryTitle', 'catalogue:categories.metaCategoryDescription', { category: name });
  // No categories at all (the API's 404) means this one is not available either.
  const none = categories.status === 'error' && categories.errorMessage === NO_CATEGORIES_MESSAGE;
  return (
    <section className="page catalogue-page" aria-labelledby="page-title">
      {none ? (
        <NotAvailable />
      ) : (
        <>
          {categories.status !== 'ready' && (
            <h1 id="page-title" className="page__title">
              {t('categories.title')}
            </h1>
          )}
          <CategoryStates>{() => (category === undefined ? <NotAvailable /> : <CategoryDetails category={category} />)}</CategoryStates>
        </>
      )}
    </section>
  );
});
