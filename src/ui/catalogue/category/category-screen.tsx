import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '@/ui/shared/navigation/links';
import { CategoryStore } from '@/application/catalogue/category-store';
import { NO_CATEGORIES_MESSAGE } from '@/application/catalogue/category-store';
import { ancestry, reachableCategory, type Category } from '@/domain/catalogue';
import { useStore } from '@/ui/app/container-context';
import { NotFoundState } from '@/ui/catalogue/list-states';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { CategoryStates, CategoryTile } from '@/ui/catalogue/category-tiles';
import { href } from '@/application/frame/route-table';
import { inLanguage, languagePath } from '@/domain/shared';
import { PageTitle } from '@/ui/shared/page-heading';

function NotAvailable() {
  const { t } = useTranslation('catalogue');
  return <NotFoundState title={t('categories.notFound')} body={t('categories.notFoundBody')} to={href('categories')} action={t('categories.allCategories')} />;
}

const CategoryDetails = observer(function CategoryDetails({ category }: { category: Category }) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const categories = useStore(CategoryStore);
  const name = inLanguage(category.title, lang);
  const children = categories.childrenOf(category.id);
  const target = (child: Category) => (categories.childrenOf(child.id).length > 0 ? href('category', { id: child.id }) : href('categoryProducts', { id: child.id }));
  return (
    <>
      <nav aria-label={t('product.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to={href('categories')}>{t('categories.allCategories')}</Link>
          </li>
          {ancestry(categories.categories, category.id)
            .slice(0, -1)
            .map((ancestor) => (
              <li key={ancestor.id}>
                <Link to={href('category', { id: ancestor.id })}>{inLanguage(ancestor.title, lang)}</Link>
              </li>
            ))}
        </ol>
      </nav>
      <div className="catalogue-page__head">
        <PageTitle>{name}</PageTitle>
        <p className="catalogue-page__intro">{t('categories.count', { count: category.productsCount })}</p>
        <Link className="button button--primary" to={href('categoryProducts', { id: category.id })}>
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
  const { t } = useTranslation(['catalogue', 'frame']);
  const lang = useLanguage();
  const categories = useStore(CategoryStore);
  const id = Number(useParams().id);
  const category = reachableCategory(categories.categories, id);
  const name = category === undefined ? t('categories.title') : inLanguage(category.title, lang);
  usePageMeta(
    'catalogue:categories.metaCategoryTitle',
    'catalogue:categories.metaCategoryDescription',
    { category: name, products: t('paging.count', { count: category?.productsCount ?? 0 }) },
    category === undefined
      ? {}
      : {
          image: `/og/category/${category.id}.png`,
          subject: {
            kind: 'trail',
            trail: [
              { name: t('frame:nav.home'), path: languagePath('/', lang) },
              { name: t('categories.title'), path: languagePath(href('categories'), lang) },
              { name, path: languagePath(href('category', { id: category.id }), lang) },
            ],
          },
        },
  );
  // No categories at all (the API's 404) means this one is not available either.
  const none = categories.status === 'error' && categories.errorMessage === NO_CATEGORIES_MESSAGE;
  return (
    <section className="page catalogue-page" aria-labelledby="page-title">
      {none ? (
        <NotAvailable />
      ) : (
        <>
          {categories.status !== 'ready' && (
            <PageTitle>{t('categories.title')}</PageTitle>
          )}
          <CategoryStates>{() => (category === undefined ? <NotAvailable /> : <CategoryDetails category={category} />)}</CategoryStates>
        </>
      )}
    </section>
  );
});
