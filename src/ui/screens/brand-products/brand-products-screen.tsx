import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ProductListEntry } from '@/application/stores/product-list-store';
import { brandName } from '@/domain';
import { ProductListView } from '@/ui/catalogue/product-list-view';
import { useLanguage } from '@/ui/hooks/use-language';
import { NotFoundScreen } from '@/ui/screens/not-found/not-found-screen';

// /brands/products/{id}: one brand's products, with the filters that make sense inside a brand.
export function BrandProductsScreen() {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <NotFoundScreen />;
  const name = (entry: ProductListEntry): string => (entry.brand === null ? t('brands.title') : brandName(entry.brand, lang));
  return (
    <ProductListView
      scope={{ kind: 'brand', id }}
      hide={['brand']}
      notFoundTitle={t('brands.notFound')}
      heading={name}
      meta={{ title: 'catalogue:brands.metaBrandTitle', description: 'catalogue:brands.metaBrandDescription', values: (entry) => ({ brand: name(entry) }) }}
    />
  );
}
