import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import { CategoryStore } from '@/application/catalogue/category-store';
import { useStore } from '@/ui/app/container-context';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { href } from '@/application/frame/route-table';
import { inLanguage } from '@/domain/shared';
import { CategoryTile, CategoryStates } from '../category-tiles';
import { PageHeading } from '@/ui/shared/page-heading';

/** The category list in its states: skeleton tiles, error with retry, empty, or the children. */

// /categories: parent categories in the spec's order (sortOrder, missing last), each with its

// visible sub-categories and product counts; hidden ones never appear.

export const CategoriesScreen = observer(function CategoriesScreen() {
  usePageMeta('catalogue:categories.metaTitle', 'catalogue:categories.metaDescription');
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const categories = useStore(CategoryStore);
  return (
    <section className="page catalogue-page" aria-labelledby="page-title">
      <PageHeading look="catalogue" title={t('categories.title')} intro={t('categories.intro')} />
      <CategoryStates>
        {() => (
          <div className="category-sections">
            {categories.parents.map((parent) => (
              <section key={parent.id} className="category-section" aria-labelledby={`category-${parent.id}`}>
                <div className="section-head">
                  <h2 id={`category-${parent.id}`} className="section-head__title">
                    <Link to={href('category', { id: parent.id })}>{inLanguage(parent.title, lang)}</Link>
                  </h2>
                  <Link className="section-head__more" to={href('categoryProducts', { id: parent.id })}>
                    {t('categories.allProducts', { category: inLanguage(parent.title, lang) })}
                  </Link>
                </div>
                <ul className="category-tiles">
                  {categories.childrenOf(parent.id).map((child) => (
                    <li key={child.id}>
                      <CategoryTile category={child} to={categories.childrenOf(child.id).length > 0 ? href('category', { id: child.id }) : href('categoryProducts', { id: child.id })} />
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
