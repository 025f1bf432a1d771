import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CategoryStore } from '@/application/catalogue/category-store';
import type { ProductListEntry } from '@/application/catalogue/product-list-store';
import { scopedList } from '@/application/catalogue/catalogue-route-data';

import { useStore } from '@/ui/app/container-context';
import { ProductListView } from '@/ui/catalogue/product-list-view';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { NotFoundScreen } from '@/ui/app/not-found-screen';
import { inLanguage, languagePath } from '@/domain/shared';
import { href } from '@/application/frame/route-table';

// /categories/products/{id}: the products of a category and its sub-categories.
export const CategoryProductsScreen = observer(function CategoryProductsScreen() {
  const { t } = useTranslation(['catalogue', 'frame']);
  const lang = useLanguage();
  const categories = useStore(CategoryStore);
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <NotFoundScreen />;
  const known = categories.categories.find((category) => category.id === id);
  const name = (entry: ProductListEntry): string => {
    const category = entry.category ?? known;
    return category === undefined ? t('categories.title') : inLanguage(category.title, lang);
  };
  return (
    <ProductListView
      list={scopedList('category', id)}
      hide={['category']}
      notFoundTitle={t('categories.notFound')}
      heading={name}
      meta={{
        title: 'catalogue:categories.metaProductsTitle',
        description: 'catalogue:categories.metaProductsDescription',
        values: (entry) => ({ category: name(entry), products: t('paging.count', { count: entry.totalCount }) }),
        share: (entry) => ({
          image: `/og/category/${id}.png`,
          subject: {
            kind: 'trail',
            trail: [
              { name: t('frame:nav.home'), path: languagePath('/', lang) },
              { name: t('categories.title'), path: languagePath(href('categories'), lang) },
              { name: name(entry), path: languagePath(href('categoryProducts', { id }), lang) },
            ],
          },
        }),
      }}
    />
  );
});
