import { observer } from 'mobx-react-lite';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import { CartStore } from '@/application/cart';
import { FavouritesStore } from '@/application/favourites/favourites-store';
import { type ProductSummary } from '@/domain/catalogue';
import { useStore } from '@/ui/app/container-context';
import { EmptyState, LoadingNote } from '@/ui/catalogue';
import { ProductCard } from '@/ui/catalogue';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { CartIcon, HeartIcon } from '@/ui/shared/icons/icon';
import { useCartOutcome } from '@/ui/cart';
import { href } from '@/application/frame/route-table';
import { inLanguage } from '@/domain/shared';

const Favourite = observer(function Favourite({ product }: { product: ProductSummary }) {
  const favourites = useStore(FavouritesStore);
  const cart = useStore(CartStore);
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  const show = useCartOutcome();
  const title = inLanguage(product.title, lang);
  const adding = cart.adding === product.variantId;
  return (
    <li className="favourite-item" data-testid="favourite">
      <ProductCard product={product} />
      <div className="favourite-item__actions">
        <button
          type="button"
          className="button button--accent favourite-item__cart"
          aria-label={product.inStock ? t('favourites.addToCartLabel', { title }) : undefined}
          disabled={!product.inStock || adding}
          onClick={() => void cart.added(product.variantId, 1, 1).then(show)}
        >
          <CartIcon size={18} />
          {product.inStock ? t('favourites.addToCart') : t('favourites.soldOut')}
        </button>
        <button
          type="button"
          className="icon-button favourite favourite--on"
          aria-label={t('favourites.removeLabel', { title })}
          disabled={favourites.isBusy(product.id)}
          onClick={() => void favourites.removed(product.id).then(show)}
        >
          <HeartIcon />
        </button>
      </div>
    </li>
  );
});

// /favourites (spec §2, §3, §8): the saved products as the catalogue's cards, each with remove and add to cart.
export const FavouritesScreen = observer(function FavouritesScreen() {
  const store = useStore(FavouritesStore);
  const { t } = useTranslation('cart');
  const show = useCartOutcome();
  usePageMeta('cart:favourites.metaTitle', 'cart:favourites.metaDescription');

  // Once per visit: the toast follows the language and location of the moment, without loading again.
  const loaded = useEffectEvent(show);
  useEffect(() => {
    void store.load().then(loaded);
  }, [store]);

  const { products, status } = store;
  return (
    <div className="page favourites-page" aria-busy={status === 'loading'}>
      <h1 className="page__title">{t('favourites.title')}</h1>
      {status === 'failed' && (
        <div className="list-state list-state--error" role="alert">
          <p className="list-state__title">{t('favourites.error.title')}</p>
          <p className="list-state__body">{t('favourites.error.body')}</p>
          <button type="button" className="button button--primary" onClick={() => void store.load().then(show)}>
            {t('favourites.error.retry')}
          </button>
        </div>
      )}
      {status === 'loading' && products.length === 0 ? (
        <LoadingNote />
      ) : products.length === 0 ? (
        status === 'loaded' && (
          <EmptyState title={t('favourites.empty.title')} body={t('favourites.empty.body')}>
            <Link className="button button--primary" to={href('shop')}>
              {t('favourites.empty.action')}
            </Link>
          </EmptyState>
        )
      ) : (
        <ul className="product-grid favourites-grid">
          {products.map((product) => (
            <Favourite key={product.id} product={product} />
          ))}
        </ul>
      )}
    </div>
  );
});
