import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CategoryStore } from '@/application/stores/category-store';
import type { ProductListEntry } from '@/application/stores/product-list-store';
import { categoryTitle } from '@/domain';
import { useStore } from '@/ui/app/container-context';
import { ProductListView } from '@/ui/catalogue/product-list-view';
import { useLanguage } from '@/ui/hooks/use-language';
import { NotFoundScreen } from '@/ui/screens/not-found/not-found-screen';

// /categories/products/{id}: the products of a category and its sub-categories.
export const CategoryProductsScreen = observer(function CategoryProductsScreen() {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const categories = useStore(CategoryStore);
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <NotFoundScreen />;
  const known = categories.categories.find((category) => category.id === id);
  const name = (entry: ProductListEntry): string => {
    const category = entry.category ?? known;
    return category === undefined ? t('categories.title') : categoryTitle(category, lang);
  };
  return (
    <ProductListView
      scope={{ kind: 'category', id }}
      hide={['category']}
      notFoundTitle={t('categories.notFound')}
      heading={name}
      meta={{
        title: 'catalogue:categories.metaProductsTitle',
        description: 'catalogue:categories.metaProductsDescription',
        values: (entry) => ({ category: name(entry) }),
      }}
    />
  );
});
