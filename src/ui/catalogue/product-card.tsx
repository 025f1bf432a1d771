import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import { discountPercent, type ProductSummary } from '@/domain/catalogue';
import { formatNumber, formatPercentOff } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { Price } from './price';
import { href } from '@/application/frame/route-table';
import { inLanguage } from '@/domain/shared';

export const CARD_IMAGE_SIZE = 320;
// Two columns on phones, up to five on wide screens.
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 220px, (min-width: 768px) 25vw, 50vw';

// One product in every grid and rail: picture, discount badge, title, brand, price, stock.
// `priority`: one of the first cards in view, whose picture is likely the largest paint: fetched at
// once instead of lazily.
export function ProductCard({ product, priority = false }: { product: ProductSummary; priority?: boolean }) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const title = inLanguage(product.title, lang);
  const percent = discountPercent(product);
  return (
    <article className={product.inStock ? 'product-card' : 'product-card product-card--sold-out'} data-testid="product-card">
      <Link to={href('product', { id: product.id })} className="product-card__link">
        <span className="product-card__media">
          {product.image !== '' && (
            // Decorative: the title below names the link; an alt repeating it is read twice.
            <img
              src={product.image}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              {...(priority ? { fetchPriority: 'high' as const } : {})}
              decoding="async"
              width={CARD_IMAGE_SIZE} height={CARD_IMAGE_SIZE} sizes={CARD_IMAGE_SIZES} />
          )}
          {percent > 0 && (
            // A generic span takes no aria-label (issue 28): the short text is seen, the full one read.
            <span className="product-card__badge">
              <span aria-hidden="true">{formatPercentOff(percent, lang)}</span>
              <span className="visually-hidden">{t('card.offLabel', { percent: formatNumber(percent, lang) })}</span>
            </span>
          )}
        </span>
        <h3 className="product-card__title">{title}</h3>
      </Link>
      {product.brand !== null && <p className="product-card__brand">{inLanguage(product.brand.name, lang)}</p>}
      <Price item={product} />
      {!product.inStock && <p className="product-card__stock">{t('card.soldOut')}</p>}
    </article>
  );
}

/** A card's shape while its product loads: same size, so nothing moves when it arrives. */
export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card--skeleton" aria-hidden="true">
      <span className="product-card__media skeleton" />
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line skeleton--short" />
      <span className="skeleton skeleton--line skeleton--price" />
    </div>
  );
}
