import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ProductListEntry } from '@/application/catalogue/product-list-store';
import { scopedList } from '@/application/catalogue/catalogue-route-data';

import { ProductListView } from '@/ui/catalogue/product-list-view';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { NotFoundScreen } from '@/ui/app/not-found-screen';
import { inLanguage, languagePath } from '@/domain/shared';
import { href } from '@/application/frame/route-table';

// /brands/products/{id}: one brand's products, with the filters that make sense inside a brand.
export function BrandProductsScreen() {
  const { t } = useTranslation(['catalogue', 'frame']);
  const lang = useLanguage();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <NotFoundScreen />;
  const name = (entry: ProductListEntry): string => (entry.brand === null ? t('brands.title') : inLanguage(entry.brand.name, lang));
  return (
    <ProductListView
      list={scopedList('brand', id)}
      hide={['brand']}
      notFoundTitle={t('brands.notFound')}
      heading={name}
      meta={{
        title: 'catalogue:brands.metaBrandTitle',
        description: 'catalogue:brands.metaBrandDescription',
        values: (entry) => ({ brand: name(entry), products: t('paging.count', { count: entry.totalCount }) }),
        share: (entry) => ({
          image: `/og/brand/${id}.png`,
          subject: {
            kind: 'trail',
            trail: [
              { name: t('frame:nav.home'), path: languagePath('/', lang) },
              { name: t('brands.title'), path: languagePath(href('brands'), lang) },
              { name: name(entry), path: languagePath(href('brandProducts', { id }), lang) },
            ],
          },
        }),
      }}
    />
  );
}
