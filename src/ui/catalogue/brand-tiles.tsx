// Brand tiles: the brands page lists them all, the home page a few.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import { BrandStore } from '@/application/catalogue/brand-store';
import { type Brand } from '@/domain/catalogue';
import { useStore } from '@/ui/app/container-context';
import { EmptyState, ErrorState, LoadingNote } from '@/ui/catalogue/list-states';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { href } from '@/application/frame/route-table';
import { inLanguage } from '@/domain/shared';

export function BrandTile({ brand }: { brand: Brand }) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const name = inLanguage(brand.name, lang);
  return (
    <Link to={href('brandProducts', { id: brand.id })} className="brand-tile">
      {brand.logo !== '' && <img src={brand.logo} alt="" loading="lazy" decoding="async" width={120} height={60} />}
      <span className="brand-tile__name">{name}</span>
      <span className="brand-tile__count">{t('categories.count', { count: brand.productsCount })}</span>
    </Link>
  );
}

export const BrandTiles = observer(function BrandTiles({ limit }: { limit?: number }) {
  const brands = useStore(BrandStore);
  useEffect(() => void brands.load(), [brands]);
  if (brands.status === 'loading') {
    return (
      <>
        <LoadingNote />
        <ul className="brand-grid" aria-hidden="true">
          {Array.from({ length: limit ?? 12 }, (_, index) => (
            <li key={index} className="brand-tile brand-tile--skeleton skeleton" />
          ))}
        </ul>
      </>
    );
  }
  if (brands.status === 'error') return <ErrorState onRetry={() => void brands.retried()} />;
  if (brands.status === 'empty') return <EmptyStateBrands />;
  return (
    <ul className="brand-grid">
      {brands.brands.slice(0, limit).map((brand) => (
        <li key={brand.id}>
          <BrandTile brand={brand} />
        </li>
      ))}
    </ul>
  );
});

export function EmptyStateBrands() {
  const { t } = useTranslation('catalogue');
  return <EmptyState title={t('states.empty')} />;
}
