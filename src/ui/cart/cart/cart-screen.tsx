import { observer } from 'mobx-react-lite';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionValue } from '@/ui/shared/format/option-value';
import { Link } from '@/ui/shared/navigation/links';
import { CartStore } from '@/application/cart/cart-store';
import { CountryStore } from '@/application/country';
import { amountToFreeDelivery, hasDiscount, hasSellerDiscount, isOutOfStock, sellerDiscountAmount, sellerDiscountPercent, shownToFreeDelivery, unitPrice, type CartLine } from '@/domain/cart';
import { inLanguage } from '@/domain/shared';
import { useStore } from '@/ui/app/container-context';
import { EmptyState, LoadingNote } from '@/ui/catalogue';
import { formatNumber, formatShopPrice } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { QuantityStepper } from '@/ui/shared/forms/quantity-stepper';
import { useCartOutcome } from './use-cart-outcome';
import { useShownCart } from './shown-cart';
import { CashRoundingLine } from '@/ui/orders';
import { href } from '@/application/frame/route-table';
import { FORM_PATHS } from '@/domain/shared';
import { PageForm } from '@/ui/shared/forms/page-form';

const FEW_LEFT = 5;

function useMoney(): (amount: number) => string {
  const { currency } = useStore(CountryStore);
  const lang = useLanguage();
  return (amount) => formatShopPrice(amount, currency, lang);
}

// The lines a phone shows before any scrolling: their pictures are fetched at once, not when laid out.
const FIRST_SCREEN_LINES = 2;

const LineView = observer(function LineView({ line, onAnnounce, firstScreen }: { line: CartLine; onAnnounce: (text: string) => void; firstScreen: boolean }) {
  const store = useStore(CartStore);
  const { t } = useTranslation('cart', { keyPrefix: 'cart' });
  const { t: tc } = useTranslation('catalogue');
  const lang = useLanguage();
  const money = useMoney();
  const shownCart = useShownCart();
  const show = useCartOutcome();
  const title = inLanguage(line.title, lang);
  const busy = store.isBusy(line.cartItemId);
  const outOfStock = isOutOfStock(line);

  const changeQuantity = async (quantity: number) => {
    const outcome = await store.quantityChanged(line.cartItemId, quantity);
    const now = store.cart.lines.find((candidate) => candidate.cartItemId === line.cartItemId)?.quantity;
    if (now !== undefined) onAnnounce(t('quantity.announce', { title, quantity: formatNumber(now, lang) }));
    show(outcome);
  };

  return (
    <li className={outOfStock ? 'cart-line cart-line--out' : 'cart-line'} data-testid="cart-line" aria-busy={busy}>
      <span className="cart-line__media">{line.imageURL !== '' && (
          <img src={line.imageURL} alt="" width={96} height={96} loading={firstScreen ? 'eager' : 'lazy'} fetchPriority={firstScreen ? 'high' : 'auto'} decoding="async" />
        )}</span>
      <div className="cart-line__body">
        <h2 className="cart-line__title">{title}</h2>
        <dl className="cart-line__facts">
          {line.color !== null && (
            <div>
              <dt>{t('line.colour')}</dt>
              <dd>{tc(`colours.${line.color}`, { defaultValue: line.color })}</dd>
            </div>
          )}
          {line.variantValue !== null && (
            <div>
              <dt>{t('line.variant')}</dt>
              <dd>
                <OptionValue value={line.variantValue} />
              </dd>
            </div>
          )}
          <div>
            <dt>{t('line.unitPrice')}</dt>
            <dd className="price">
              <span className={hasDiscount(line) ? 'price__now price__now--sale' : 'price__now'}>{money(unitPrice(line))}</span>
              {hasDiscount(line) && (
                <>
                  {' '}
                  <del className="price__was">
                    <span className="visually-hidden">{t('line.was')} </span>
                    {money(line.price)}
                  </del>
                </>
              )}
            </dd>
          </div>
        </dl>
        <PageForm
          className="cart-line__form"
          action={FORM_PATHS.cartQuantity}
          fields={{ cartItemId: line.cartItemId, productDetailId: line.variantId }}
          onSubmit={(submitter) => {
            // The stepper's buttons and Enter in its field are handled as they happen; only Remove is left.
            if (submitter?.dataset.action === 'remove') void store.removed(line.cartItemId).then(show);
          }}
        >
          {/* Enter in the quantity field sends this (the form's first button), not the stepper's −. */}
          <button type="submit" hidden tabIndex={-1} />
          {outOfStock ? (
            <p className="stock stock--out">{t('line.soldOut')}</p>
          ) : (
            <>
              <QuantityStepper
                name="quantity"
                submits
                className="cart-line__stepper"
                label={t('quantity.label', { title })}
                labelHidden
                decreaseLabel={t('quantity.decrease', { title })}
                increaseLabel={t('quantity.increase', { title })}
                hint={t('quantity.max', { max: formatNumber(Math.max(1, Math.floor(line.stock)), lang) })}
                quantity={line.quantity}
                max={Math.max(1, Math.floor(line.stock))}
                onChange={(quantity) => void changeQuantity(quantity)}
              />
              {line.stock <= FEW_LEFT && <p className="stock stock--few">{t('line.fewLeft', { count: Math.floor(line.stock) })}</p>}
            </>
          )}
          <div className="cart-line__foot">
            <p className="cart-line__total">
              <span className="cart-line__total-label">{t('line.lineTotal')}</span> <strong data-testid="line-total">{shownCart.amount(shownCart.lineOf(line.cartItemId))}</strong>
            </p>
            <button type="submit" formAction={FORM_PATHS.cartRemove} data-action="remove" className="button button--ghost cart-line__remove" aria-label={t('line.removeLabel', { title })} disabled={busy}>
              {busy ? t('line.removing') : t('line.remove')}
            </button>
          </div>
        </PageForm>
      </div>
    </li>
  );
});

const Summary = observer(function Summary() {
  const store = useStore(CartStore);
  const { t } = useTranslation('cart', { keyPrefix: 'cart' });
  const lang = useLanguage();
  const { shown, amount } = useShownCart();
  const { currency } = useStore(CountryStore);
  const { cart } = store;
  const [confirming, setConfirming] = useState(false);
  const show = useCartOutcome();
  const blocked = cart.lines.some(isOutOfStock);
  // What she must add, as she reads it: the shown threshold less the shown goods (src/domain/cart/shown-totals.ts).
  const toFree = amountToFreeDelivery(cart) > 0 ? shownToFreeDelivery({ freeFrom: cart.delivery.freeFrom, goods: cart.totalAmount - sellerDiscountAmount(cart) }, shown, currency) : 0;
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {t('summary.title')}
      </h2>
      <dl className="cart-summary__rows" aria-live="polite" aria-atomic="true" data-testid="cart-totals">
        <div>
          <dt>{t('summary.items', { count: cart.itemCount })}</dt>
          <dd />
        </div>
        <div>
          <dt>{t('summary.total')}</dt>
          <dd data-testid="total-amount">{amount(shown.subtotal)}</dd>
        </div>
        {hasSellerDiscount(cart) && (
          <div>
            <dt>{t('summary.sellerDiscount', { percent: formatNumber(sellerDiscountPercent(cart.sellerDiscount), lang) })}</dt>
            <dd data-testid="seller-discount">−{amount(shown.sellerDiscount)}</dd>
          </div>
        )}
        <div>
          <dt>{t('summary.tax')}</dt>
          <dd data-testid="tax-amount">{amount(shown.tax)}</dd>
        </div>
        <div>
          <dt>{t('summary.delivery')}</dt>
          <dd data-testid="delivery-fee">{cart.deliveryFee === 0 ? t('summary.deliveryFree') : amount(shown.delivery)}</dd>
        </div>
        <CashRoundingLine rounding={shown.cashRounding} currency={currency} label={t('summary.cashRounding')} />
        <div className="cart-summary__grand">
          <dt>{t('summary.totalAfterTax')}</dt>
          <dd data-testid="total-after-tax">{amount(shown.cashTotal)}</dd>
        </div>
      </dl>
      {toFree > 0 && (
        <p className="cart-summary__note" data-testid="to-free-delivery">
          {t('summary.toFreeDelivery', { amount: amount(toFree) })}
        </p>
      )}
      {blocked ? (
        <p className="stock stock--out">{t('line.soldOut')}</p>
      ) : (
        <Link className="button button--accent cart-summary__checkout" to={href('checkout')}>
          {t('summary.checkout')}
        </Link>
      )}
      {confirming ? (
        <div className="cart-summary__confirm" role="group" aria-labelledby="cart-empty-question">
          <p id="cart-empty-question">{t('summary.emptyConfirm')}</p>
          <div className="cart-summary__confirm-actions">
            <button
              type="button"
              className="button button--danger"
              onClick={() =>
                void store.emptied().then((outcome) => {
                  setConfirming(false);
                  show(outcome);
                })
              }
            >
              {t('summary.emptyYes')}
            </button>
            <button type="button" className="button button--ghost" autoFocus onClick={() => setConfirming(false)}>
              {t('summary.emptyNo')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="button button--ghost cart-summary__empty" onClick={() => setConfirming(true)}>
          {t('summary.empty')}
        </button>
      )}
    </section>
  );
});

// Emptying failed on the server: the lines are gone from this screen but not from the saved cart.
// The button that was pressed has gone with them, so the note takes the focus (and comes into view).
function HeldOnServerNote({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('cart', { keyPrefix: 'cart.heldOnServer' });
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => {
    note.current?.focus();
  }, []);
  return (
    <div ref={note} className="list-state list-state--error" role="alert" tabIndex={-1}>
      <p className="list-state__title">{t('title')}</p>
      <p className="list-state__body">{t('body')}</p>
      <button type="button" className="button button--primary" onClick={onReload}>
        {t('reload')}
      </button>
    </div>
  );
}

// /cart (spec §2, §3, §4): the lines with a quantity stepper bounded by stock, the totals in the
// selected currency, remove, empty, and the way on to checkout.
export const CartScreen = observer(function CartScreen() {
  const store = useStore(CartStore);
  const { t } = useTranslation('cart');
  const show = useCartOutcome();
  const [announcement, setAnnouncement] = useState('');
  usePageMeta('cart:cart.metaTitle', 'cart:cart.metaDescription');

  // Once per visit: the toast follows the language and location of the moment, without loading again.
  const loaded = useEffectEvent(show);
  useEffect(() => {
    void store.load().then(loaded);
  }, [store]);

  const { cart, status } = store;
  const firstLoad = status === 'loading' && !cart.fromServer && cart.lines.length === 0;

  return (
    <div className="page cart-page" aria-busy={status === 'loading'}>
      <h1 className="page__title">{t('cart.title')}</h1>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {status === 'failed' && (
        <div className="list-state list-state--error" role="alert">
          <p className="list-state__title">{t('cart.error.title')}</p>
          <p className="list-state__body">{t('cart.error.body')}</p>
          <button type="button" className="button button--primary" onClick={() => void store.load().then(show)}>
            {t('cart.error.retry')}
          </button>
        </div>
      )}
      {store.heldOnServer && cart.lines.length === 0 && status !== 'loading' && <HeldOnServerNote onReload={() => void store.load().then(show)} />}
      {firstLoad ? (
        <LoadingNote />
      ) : cart.lines.length === 0 ? (
        status !== 'failed' &&
        !store.heldOnServer && (
          <EmptyState title={t('cart.empty.title')} body={t('cart.empty.body')}>
            <Link className="button button--primary" to={href('shop')}>
              {t('cart.empty.action')}
            </Link>
          </EmptyState>
        )
      ) : (
        <div className="cart-page__layout">
          <ul className="cart-lines" aria-label={t('cart.lines')}>
            {cart.lines.map((line, at) => (
              <LineView key={line.cartItemId} line={line} onAnnounce={setAnnouncement} firstScreen={at < FIRST_SCREEN_LINES} />
            ))}
          </ul>
          <Summary />
        </div>
      )}
    </div>
  );
});
