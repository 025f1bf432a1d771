import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionLabel, OptionValue } from '@/ui/shared/format/option-value';
import { useLocation, useParams } from 'react-router-dom';
import { Link, useNavigate } from '@/ui/shared/navigation/links';
import { ProductDetailsStore } from '@/application/catalogue/product-details-store';
import { colourInStock, colours, discountPercent, payablePrice, valueInStock, valuesFor, type ProductDetails } from '@/domain/catalogue';
import { CountryStore } from '@/application/country';
import { useStore } from '@/ui/app/container-context';
import { ErrorState, LoadingNote, NotFoundState } from '@/ui/catalogue/list-states';
import { Price } from '@/ui/catalogue/price';
import { ProductList } from '@/ui/catalogue/product-grid';
import { formatNumber, formatShopPrice } from '@/ui/shared/format/format';
import { useHydrated } from '@/ui/shared/hooks/use-hydrated';
import { useShopperShown } from '@/ui/shared/hooks/use-shopper-shown';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { QuantityStepper } from '@/ui/shared/forms/quantity-stepper';
import { CartIcon, HeartIcon } from '@/ui/shared/icons/icon';
import { useCartOutcome } from '@/ui/cart';
import { NotFoundScreen } from '@/ui/app/not-found-screen';
import { Gallery } from './gallery';
import { href } from '@/application/frame/route-table';
import { FORM_PATHS, firstLines, inLanguage, languagePath } from '@/domain/shared';
import { PageForm } from '@/ui/shared/forms/page-form';
import { DeliveryNote } from './delivery-note';
import { HydrateLater } from '@/ui/shared/hydrate-later';

const FEW_LEFT = 5;
/** The add-to-cart form's id: the variant's choices above it belong to it (their `form` attribute). */
const ADD_TO_CART_FORM = 'add-to-cart';

// The page's title and description from its data (name, brand, price in the shopper's currency,
// availability), its link-preview picture, and what search engines read: the Product and its trail.
const ProductMeta = observer(function ProductMeta({ product }: { product: ProductDetails | null }) {
  const lang = useLanguage();
  const { t } = useTranslation(['catalogue', 'frame']);
  const { currency } = useStore(CountryStore);
  const { pathname } = useLocation();
  const title = product === null ? '' : inLanguage(product.title, lang);
  const image = product === null ? undefined : `/og/product/${product.id}.png`;
  usePageMeta(
    product === null ? 'catalogue:product.metaFallbackTitle' : 'catalogue:product.metaTitle',
    product === null ? 'catalogue:product.metaFallbackDescription' : product.brand === null ? 'catalogue:product.metaDescriptionNoBrand' : 'catalogue:product.metaDescription',
    product === null
      ? {}
      : {
          title,
          // The model number: products that share a name get a title and description of their own (issue 28).
          model: product.serialNo,
          brand: product.brand === null ? '' : inLanguage(product.brand.name, lang),
          price: formatShopPrice(payablePrice(product), currency, lang),
          availability: t(product.variants.some((variant) => variant.stock > 0) ? 'product.metaInStock' : 'product.metaOutOfStock'),
          description: firstLines(inLanguage(product.description, lang), 110),
        },
    product === null || image === undefined
      ? {}
      : {
          image,
          kind: 'product',
          subject: {
            kind: 'product',
            product,
            currency,
            trail: [
              { name: t('frame:nav.home'), path: languagePath('/', lang) },
              { name: inLanguage(product.category.title, lang), path: languagePath(href('categoryProducts', { id: product.category.id }), lang) },
              { name: title, path: languagePath(pathname, lang) },
            ],
          },
        },
  );
  return null;
});

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
                <input type="radio" form={ADD_TO_CART_FORM} name="color" value={colour} checked={variant.color === colour} onChange={() => store.colourChosen(colour)} />
                <span className="swatch__dot" ref={(dot) => dot?.style.setProperty('background-color', colour)} aria-hidden="true" />
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
          <legend className="choice__legend">
            {variant.variantValue === null ? (
              t('product.option')
            ) : (
              // The value in its own left-to-right run: 55" keeps its inch mark on the right in Arabic too (issue 26).
              <OptionLabel t={t} i18nKey="product.optionChosen" value={variant.variantValue} />
            )}
          </legend>
          <div className="choice__options">
            {values.map((value) => (
              <label key={value} className={valueInStock(product.variants, variant.color, value) ? 'chip' : 'chip chip--out'}>
                <input type="radio" form={ADD_TO_CART_FORM} name="variantValue" value={value} checked={variant.variantValue === value} onChange={() => store.valueChosen(value)} />
                <span>
                  <OptionValue value={value} />
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
  const { stock, quantity } = store;
  // The signed-in shopper's favourite and cart line are in the server's page (docs/adr/0038); a guest's
  // hearts kept on this device fill in once the page is taken over (use-shopper-shown.ts).
  const shown = useShopperShown();
  const isGuest = !shown || store.isGuest;
  const isFavourite = shown && store.isFavourite;
  const inCart = shown ? store.inCart : 0;
  // A guest's pending add, made at sign-in, may be under way before the page is taken over.
  const adding = useHydrated() && store.adding;
  // A guest goes to log in (and comes back, as the frame does); a signed-in shopper hears how it went.
  const act = async (pending: ReturnType<typeof store.favouriteClicked>) => {
    const outcome = await pending;
    if (outcome.kind === 'login') void navigate(outcome.path);
    else show(outcome);
  };
  const variantId = store.variant?.variantId;
  return (
    <PageForm
      id={ADD_TO_CART_FORM}
      className="purchase"
      action={FORM_PATHS.cartAdd}
      fields={{ productId: store.productId ?? '', ...(variantId === undefined ? {} : { productDetailId: variantId }) }}
      onSubmit={(submitter) => {
        // Enter in the quantity field only takes the quantity, as it did before the form (the stepper commits it).
        if (submitter?.dataset.action === 'favourite') void act(store.favouriteClicked());
        else if (submitter?.dataset.action === 'add') void act(store.addToCartClicked());
      }}
    >
      {/* Enter in the quantity field sends this (the form's first button): with scripts off it adds, as a form does. */}
      <button type="submit" hidden tabIndex={-1} />
      <p className={stock === 0 ? 'stock stock--out' : stock <= FEW_LEFT ? 'stock stock--few' : 'stock'} data-testid="stock">
        {stock === 0 ? t('product.soldOut') : stock <= FEW_LEFT ? t('product.fewLeft', { count: stock }) : t('product.inStock')}
      </p>
      {stock > 0 && (
        <QuantityStepper
          label={t('product.quantity')}
          decreaseLabel={t('product.decrease')}
          increaseLabel={t('product.increase')}
          hint={t('product.maxQuantity', { count: stock, formatted: formatNumber(stock, lang) })}
          name="quantity"
          quantity={quantity}
          max={stock}
          onChange={(wanted) => store.quantityChanged(wanted)}
        />
      )}
      <div className="purchase__actions">
        <button type="submit" data-action="add" className="button button--accent purchase__cart" disabled={stock === 0 || adding} aria-describedby={isGuest ? undefined : 'in-cart'}>
          <CartIcon />
          {adding ? t('cart:product.adding') : t('product.addToCart')}
        </button>
        <button
          type="submit"
          formAction={FORM_PATHS.favourite}
          name="favourite"
          value={isFavourite ? '0' : '1'}
          data-action="favourite"
          className={isFavourite ? 'icon-button favourite favourite--on' : 'icon-button favourite'}
          aria-pressed={isFavourite}
          aria-label={isFavourite ? t('product.removeFavourite') : t('product.addFavourite')}
        >
          <HeartIcon />
        </button>
      </div>
      {!isGuest && (
        <p id="in-cart" className="purchase__in-cart" role="status">
          {t('cart:product.inCart', { count: inCart })}
          {inCart > 0 && (
            <>
              {' '}
              <Link to={href('cart')}>{t('cart:product.viewCart')}</Link>
            </>
          )}
        </p>
      )}
      <DeliveryNote />
    </PageForm>
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
          <NotFoundState title={t('product.notFound')} body={t('product.notFoundBody')} to={href('shop')} action={t('states.backToShop')} />
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
                <Link to={href('categories')}>{t('categories.allCategories')}</Link>
              </li>
              <li>
                <Link to={href('categoryProducts', { id: product.category.id })}>{inLanguage(product.category.title, lang)}</Link>
              </li>
            </ol>
          </nav>
          <div className="product-page__layout">
            <Gallery
              key={variant.variantId}
              images={product.images.length > 0 ? product.images : [product.image]}
              title={inLanguage(product.title, lang)}
              start={Math.max(0, product.images.indexOf(variant.images[0] ?? product.image))}
            />
            <div className="product-page__info">
              {product.brand !== null && (
                <Link className="product-page__brand" to={href('brandProducts', { id: product.brand.id })}>
                  {inLanguage(product.brand.name, lang)}
                </Link>
              )}
              <h1 id="page-title" className="product-page__title">
                {inLanguage(product.title, lang)}
              </h1>
              <div className="product-page__price" data-testid="product-price">
                <Price item={variant} large />
                {discountPercent(variant) > 0 && <p className="product-page__save">{t('product.youSave', { percent: formatNumber(discountPercent(variant), lang) })}</p>}
              </div>
              <Choices />
              <Purchase />
              <section className="product-page__description" aria-labelledby="description">
                <h2 id="description">{t('product.description')}</h2>
                <p>{inLanguage(product.description, lang)}</p>
                <p className="product-page__serial">
                  {t('product.serial')}: <bdi dir="ltr">{product.serialNo}</bdi>
                </p>
              </section>
            </div>
          </div>
          {product.relatedProducts.length > 0 && (
            <HydrateLater>
              <section className="home-section product-page__related" aria-labelledby="related">
                <h2 id="related" className="section-head__title">
                  {t('product.related')}
                </h2>
                <ProductList items={product.relatedProducts} rail />
              </section>
            </HydrateLater>
          )}
        </>
      )}
    </article>
  );
});
