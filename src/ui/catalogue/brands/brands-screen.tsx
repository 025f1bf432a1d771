import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { BrandTiles } from '../brand-tiles';

// /brands: every brand with products, A to Z, each leading to its products.

export function BrandsScreen() {
  usePageMeta('catalogue:brands.metaTitle', 'catalogue:brands.metaDescription');
  const { t } = useTranslation('catalogue');
  return (
    <section className="page catalogue-page" aria-labelledby="page-title">
      <div className="catalogue-page__head">
        <h1 id="page-title" className="page__title">
          {t('brands.title')}
        </h1>
        <p className="catalogue-page__intro">{t('brands.intro')}</p>
      </div>
      <BrandTiles />
    </section>
  );
}
