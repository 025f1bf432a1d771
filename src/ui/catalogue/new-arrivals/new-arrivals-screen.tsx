import { useTranslation } from 'react-i18next';
import { LIST_PAGES } from '@/application/catalogue/catalogue-route-data';
import { ProductListView } from '@/ui/catalogue/product-list-view';

// /new: what arrived in the last 30 days, newest first unless the shopper sorts otherwise.
export function NewArrivalsScreen() {
  const { t } = useTranslation('catalogue');
  return (
    <ProductListView
      list={LIST_PAGES.newArrivals}
      heading={() => t('newArrivals.title')}
      intro={t('newArrivals.intro')}
      emptyTitle={t('newArrivals.empty')}
      meta={{ title: 'catalogue:newArrivals.metaTitle', description: 'catalogue:newArrivals.metaDescription' }}
    />
  );
}
