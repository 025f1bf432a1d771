import { useTranslation } from 'react-i18next';
import { LIST_PAGES } from '@/application/catalogue/catalogue-route-data';
import { ProductListView, useListQuery } from '@/ui/catalogue/product-list-view';

// /shop: every product, answering the search overlay (productName or serialNo), with filters,
// sort and pages, all in the URL.
export function ShopScreen() {
  const { t } = useTranslation('catalogue');
  const [{ query }] = useListQuery(LIST_PAGES.shop);
  const term = query.productName !== '' ? query.productName : query.serialNo;
  return (
    <ProductListView
      list={LIST_PAGES.shop}
      heading={() => t('shop.title')}
      meta={{
        title: term === '' ? 'catalogue:shop.metaTitle' : 'catalogue:shop.metaSearchTitle',
        description: 'catalogue:shop.metaDescription',
        values: () => ({ term }),
      }}
    />
  );
}
