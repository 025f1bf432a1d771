import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { BrandTiles } from '../brand-tiles';
import { PageHeading } from '@/ui/shared/page-heading';

// /brands: every brand with products, A to Z, each leading to its products.

export function BrandsScreen() {
  usePageMeta('catalogue:brands.metaTitle', 'catalogue:brands.metaDescription');
  const { t } = useTranslation('catalogue');
  return (
    <section className="page catalogue-page" aria-labelledby="page-title">
      <PageHeading look="catalogue" title={t('brands.title')} intro={t('brands.intro')} />
      <BrandTiles />
    </section>
  );
}
