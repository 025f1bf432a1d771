import { useTranslation } from 'react-i18next';
import { ProductListView, useListPage, useListQuery } from '@/ui/catalogue/product-list-view';

// /shop: every product, answering the search overlay (productName or serialNo), with filters,
// sort and pages, all in the URL.
export function ShopScreen() {
  const { t } = useTranslation('catalogue');
  const { page } = useListPage();
  const [{ query }] = useListQuery(page);
  const term = query.productName !== '' ? query.productName : query.serialNo;
  return (
    <ProductListView
      list={page}
      heading={() => t('shop.title')}
      meta={{
        title: term === '' ? 'catalogue:shop.metaTitle' : 'catalogue:shop.metaSearchTitle',
        description: 'catalogue:shop.metaDescription',
        values: () => ({ term }),
      }}
    />
  );
}
