import { useTranslation } from 'react-i18next';
import { ProductListView, useShopQuery } from '@/ui/catalogue/product-list-view';

// /shop: every product, answering the search overlay (productName or serialNo), with filters,
// sort and pages, all in the URL.
export function ShopScreen() {
  const { t } = useTranslation('catalogue');
  const [query] = useShopQuery();
  const term = query.productName !== '' ? query.productName : query.serialNo;
  return (
    <ProductListView
      scope={{ kind: 'all' }}
      heading={() => t('shop.title')}
      meta={{
        title: term === '' ? 'catalogue:shop.metaTitle' : 'catalogue:shop.metaSearchTitle',
        description: 'catalogue:shop.metaDescription',
        values: () => ({ term }),
      }}
    />
  );
}
