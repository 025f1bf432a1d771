import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ProductDetailsStore } from '@/application/stores/product-details-store';
import {
  brandName,
  categoryTitle,
  colourInStock,
  colours,
  discountPercent,
  productDescription,
  productTitle,
  valueInStock,
  valuesFor,
  type ProductDetails,
} from '@/domain';
import { useStore } from '@/ui/app/container-context';
import { EmptyState, ErrorState, LoadingNote } from '@/ui/catalogue/list-states';
import { Price } from '@/ui/catalogue/price';
import { ProductList } from '@/ui/catalogue/product-grid';
import { formatNumber } from '@/ui/format/format';
import { useLanguage } from '@/ui/hooks/use-language';
import { usePageMeta } from '@/ui/hooks/use-page-meta';
import { CartIcon, HeartIcon } from '@/ui/icons/icon';
import { useCartOutcome } from '@/ui/screens/cart/use-cart-outcome';
import { NotFoundScreen } from '@/ui/screens/not-found/not-found-screen';
import { Gallery } from './gallery';

const FEW_LEFT = 5;

function ProductMeta({ product }: { product: ProductDetails | null }) {
  const lang = useLanguage();
  const title = product === null ? '' : productTitle(product, lang);
  const description = product === null ? '' : productDescription(product, lang);
  usePageMeta(
    product === null ? 'catalogue:product.metaFallbackTitle' : 'catalogue:product.metaTitle',
    product === null ? 'catalogue:product.metaFallbackDescription' : 'catalogue:product.metaDescription',
    { title, description },
  );
  return null;
}

function DetailsSkeleton() {
  return (
    <div className="product-page__layout" aria-hidden="true">
      <div className="gallery">
        <div className="gallery__viewport skeleton skeleton--square" />
      </div>
      <div className="product-page__info">
        <span className="skeleton skeleton--line skeleton--title" />
        <span className="skeleton skeleton--line skeleton--short" />
        <span className="skeleton skeleton--line skeleton--price" />
        <span className="skeleton skeleton--block" />
      </div>
    </div>
  );
}

const Choices = observer(function Choices() {
  const { t } = useTranslation('catalogue');
  const store = useStore(ProductDetailsStore);
  const ids = useId();
  const { product, variant } = store;
  if (product === null || variant === null) return null;
  const colourList = colours(product.variants);
  const values = valuesFor(product.variants, variant.color);
  const colourName = (colour: string) => t(`colours.${colour}`, { defaultValue: colour });
  return (
    <>
      {colourList.length > 0 && (
        <fieldset className="choice">
          <legend className="choice__legend">{variant.color === null ? t('product.colour') : t('product.colourChosen', { colour: colourName(variant.color) })}</legend>
          <div className="choice__options">
            {colourList.map((colour) => (
              <label key={colour} className={colourInStock(product.variants, colour) ? 'swatch' : 'swatch swatch--out'}>
                <input type="radio" name={`${ids}-colour`} value={colour} checked={variant.color === colour} onChange={() => store.colourChosen(colour)} />
                <span className="swatch__dot" style={{ backgroundColor: colour }} aria-hidden="true" />
                <span className="swatch__name">
                  {colourName(colour)}
                  {!colourInStock(product.variants, colour) && <span className="visually-hidden">{` (${t('product.unavailable')})`}</span>}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {values.length > 0 && (
        <fieldset className="choice">
          <legend className="choice__legend">{variant.variantValue === null ? t('product.option') : t('product.optionChosen', { value: variant.variantValue })}</legend>
          <div className="choice__options">
            {values.map((value) => (
              <label key={value} className={valueInStock(product.variants, variant.color, value) ? 'chip' : 'chip chip--out'}>
                <input type="radio" name={`${ids}-value`} value={value} checked={variant.variantValue === value} onChange={() => store.valueChosen(value)} />
                <span>
                  <bdi>{value}</bdi>
                  {!valueInStock(product.variants, variant.color, value) && <span className="visually-hidden">{` (${t('product.unavailable')})`}</span>}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
});

const Purchase = observer(function Purchase() {
  const { t } = useTranslation(['catalogue', 'cart']);
  const lang = useLanguage();
  const store = useStore(ProductDetailsStore);
  const navigate = useNavigate();
  const show = useCartOutcome();
  const quantityId = useId();
  const { stock, quantity, inCart } = store;
  // A guest goes to log in (and comes back, as the frame does); a signed-in shopper hears how it went.
  const act = async (pending: ReturnType<typeof store.favouriteClicked>) => {
    const outcome = await pending;
    if (outcome.kind === 'login') void navigate(outcome.path);
    else show(outcome);
  };
  return (
    <div className="purchase">
      <p className={stock === 0 ? 'stock stock--out' : stock <= FEW_LEFT ? 'stock stock--few' : 'stock'} data-testid="stock">
        {stock === 0 ? t('product.soldOut') : stock <= FEW_LEFT ? t('product.fewLeft', { count: stock }) : t('product.inStock')}
      </p>
      {stock > 0 && (
        <div className="stepper">
          <label htmlFor={quantityId} className="stepper__label">
            {t('product.quantity')}
          </label>
          <div className="stepper__controls">
            <button type="button" className="stepper__button" aria-label={t('product.decrease')} disabled={quantity <= 1} onClick={() => store.quantityChanged(quantity - 1)}>
              −
            </button>
            <input
              id={quantityId}
              className="stepper__input"
              type="number"
              inputMode="numeric"
              min={1}
              max={stock}
              value={quantity}
              onChange={(event) => store.quantityChanged(event.target.valueAsNumber)}
              aria-describedby={`${quantityId}-max`}
            />
            <button type="button" className="stepper__button" aria-label={t('product.increase')} disabled={quantity >= stock} onClick={() => store.quantityChanged(quantity + 1)}>
              +
            </button>
          </div>
          <p id={`${quantityId}-max`} className="stepper__hint">
            {t('product.maxQuantity', { count: stock, formatted: formatNumber(stock, lang) })}
          </p>
        </div>
      )}
      <div className="purchase__actions">
        <button
          type="button"
          className="button button--accent purchase__cart"
          disabled={stock === 0 || store.adding}
          aria-describedby={store.isGuest ? undefined : 'in-cart'}
          onClick={() => void act(store.addToCartClicked())}
        >
          <CartIcon />
          {store.adding ? t('cart:product.adding') : t('product.addToCart')}
        </button>
        <button
          type="button"
          className={store.isFavourite ? 'icon-button favourite favourite--on' : 'icon-button favourite'}
          aria-pressed={store.isFavourite}
          aria-label={store.isFavourite ? t('product.removeFavourite') : t('product.addFavourite')}
          onClick={() => void act(store.favouriteClicked())}
        >
          <HeartIcon />
        </button>
      </div>
      {!store.isGuest && (
        <p id="in-cart" className="purchase__in-cart" role="status">
          {t('cart:product.inCart', { count: inCart })}
          {inCart > 0 && (
            <>
              {' '}
              <Link to="/cart">{t('cart:product.viewCart')}</Link>
            </>
          )}
        </p>
      )}
    </div>
  );
});

// /product/{id}: gallery, title and description in the active language, price in the selected
// currency, variant choice with its own stock and price, quantity, favourite, related products.
export const ProductScreen = observer(function ProductScreen() {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const store = useStore(ProductDetailsStore);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id >= 1;
  useEffect(() => {
    if (valid) void store.opened(id);
  }, [store, id, valid]);
  if (!valid) return <NotFoundScreen />;

  const current = store.productId === id ? store : null;
  const product = current?.status === 'ready' ? current.product : null;
  const variant = product === null ? null : store.variant;

  return (
    <article className="page product-page" aria-labelledby="page-title" aria-busy={product === null && current?.status !== 'error'}>
      <ProductMeta product={product} />
      {product === null || variant === null ? (
        current?.status === 'not-found' ? (
          <>
            <h1 id="page-title" className="page__title">
              {t('product.notFound')}
            </h1>
            <EmptyState title={t('product.notFoundBody')}>
              <Link className="button button--primary" to="/shop">
                {t('states.backToShop')}
              </Link>
            </EmptyState>
          </>
        ) : current?.status === 'error' ? (
          <>
            <h1 id="page-title" className="visually-hidden">
              {t('product.metaFallbackTitle')}
            </h1>
            <ErrorState onRetry={() => void store.retried()} />
          </>
        ) : (
          <>
            <h1 id="page-title" className="visually-hidden">
              {t('product.metaFallbackTitle')}
            </h1>
            <LoadingNote />
            <DetailsSkeleton />
          </>
        )
      ) : (
        <>
          <nav aria-label={t('product.breadcrumb')} className="breadcrumb">
            <ol>
              <li>
                <Link to="/categories">{t('categories.allCategories')}</Link>
              </li>
              <li>
                <Link to={`/categories/products/${product.category.id}`}>{categoryTitle(product.category, lang)}</Link>
              </li>
            </ol>
          </nav>
          <div className="product-page__layout">
            <Gallery
              key={variant.productDetailId}
              images={product.images.length > 0 ? product.images : [product.image]}
              title={productTitle(product, lang)}
              start={Math.max(0, product.images.indexOf(variant.images[0] ?? product.image))}
            />
            <div className="product-page__info">
              {product.brand !== null && (
                <Link className="product-page__brand" to={`/brands/products/${product.brand.id}`}>
                  {brandName(product.brand, lang)}
                </Link>
              )}
              <h1 id="page-title" className="product-page__title">
                {productTitle(product, lang)}
              </h1>
              <div className="product-page__price" data-testid="product-price">
                <Price item={variant} large />
                {discountPercent(variant) > 0 && <p className="product-page__save">{t('product.youSave', { percent: formatNumber(discountPercent(variant), lang) })}</p>}
              </div>
              <Choices />
              <Purchase />
              <section className="product-page__description" aria-labelledby="description">
                <h2 id="description">{t('product.description')}</h2>
                <p>{productDescription(product, lang)}</p>
                <p className="product-page__serial">
                  {t('product.serial')}: <bdi dir="ltr">{product.serialNo}</bdi>
                </p>
              </section>
            </div>
          </div>
          {product.relatedProducts.length > 0 && (
            <section className="home-section product-page__related" aria-labelledby="related">
              <h2 id="related" className="section-head__title">
                {t('product.related')}
              </h2>
              <ProductList items={product.relatedProducts} rail />
            </section>
          )}
        </>
      )}
    </article>
  );
});
