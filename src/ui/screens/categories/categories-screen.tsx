import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CategoryStore } from '@/application/stores/category-store';
import { NO_CATEGORIES_MESSAGE } from '@/application/use-cases/load-categories';
import { categoryTitle, type Category } from '@/domain';
import { useStore } from '@/ui/app/container-context';
import { EmptyState, ErrorState, LoadingNote } from '@/ui/catalogue/list-states';
import { useLanguage } from '@/ui/hooks/use-language';
import { usePageMeta } from '@/ui/hooks/use-page-meta';

export function CategoryTile({ category, to }: { category: Category; to: string }) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  return (
    <Link to={to} className="category-tile">
      {category.image !== '' && <img src={category.image} alt="" loading="lazy" decoding="async" width={72} height={72} />}
      <span className="category-tile__text">
        <span className="category-tile__title">{categoryTitle(category, lang)}</span>
        <span className="category-tile__count">{t('categories.count', { count: category.productsCount })}</span>
      </span>
    </Link>
  );
}

/** The category list in its states: skeleton tiles, error with retry, empty, or the children. */
export const CategoryStates = observer(function CategoryStates({ children }: { children: () => React.ReactNode }) {
  const { t } = useTranslation('catalogue');
  const categories = useStore(CategoryStore);
  if (categories.status === 'idle' || categories.status === 'loading') {
    return (
      <>
        <LoadingNote />
        <ul className="category-tiles" aria-hidden="true">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index} className="category-tile category-tile--skeleton skeleton" />
          ))}
        </ul>
      </>
    );
  }
  if (categories.status === 'error') {
    return categories.errorMessage === NO_CATEGORIES_MESSAGE ? (
      <EmptyState title={t('states.empty')} />
    ) : (
      <ErrorState onRetry={() => void categories.retried()} />
    );
  }
  return <>{children()}</>;
});

// /categories: parent categories in the spec's order (sortOrder, missing last), each with its
// visible sub-categories and product counts; hidden ones never appear.
export const CategoriesScreen = observer(function CategoriesScreen() {
  usePageMeta('catalogue:categories.metaTitle', 'catalogue:categories.metaDescription');
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const categories = useStore(CategoryStore);
  return (
    <section className="page catalogue-page" aria-labelledby="page-title">
      <div className="catalogue-page__head">
        <h1 id="page-title" className="page__title">
          {t('categories.title')}
        </h1>
        <p className="catalogue-page__intro">{t('categories.intro')}</p>
      </div>
      <CategoryStates>
        {() => (
          <div className="category-sections">
            {categories.parents.map((parent) => (
              <section key={parent.id} className="category-section" aria-labelledby={`category-${parent.id}`}>
                <div className="section-head">
                  <h2 id={`category-${parent.id}`} className="section-head__title">
                    <Link to={`/categories/${parent.id}`}>{categoryTitle(parent, lang)}</Link>
                  </h2>
                  <Link className="section-head__more" to={`/categories/products/${parent.id}`}>
                    {t('categories.allProducts', { category: categoryTitle(parent, lang) })}
                  </Link>
                </div>
                <ul className="category-tiles">
                  {categories.childrenOf(parent.id).map((child) => (
                    <li key={child.id}>
                      <CategoryTile category={child} to={categories.childrenOf(child.id).length > 0 ? `/categories/${child.id}` : `/categories/products/${child.id}`} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </CategoryStates>
    </section>
  );
});
