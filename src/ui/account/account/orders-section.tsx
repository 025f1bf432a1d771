import { observer } from 'mobx-react-lite';
import { displayPhone } from '@/domain/country';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/shared/navigation/links';
import { OrdersStore } from '@/application/orders';
import { useStore } from '@/ui/app/container-context';
import { formatDateTime, formatNumber, formatShopPrice, formatShown } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { orderSummaryLines, orderSummaryTotals } from '@/ui/orders';
import { OrderItemCard, useItemName } from '@/ui/orders';
import { OrderSummary } from '@/ui/orders';
import { OrderTimeline } from '@/ui/orders';
import { OrderStatusBadge, RefundStatusBadge } from '@/ui/orders';
import { href } from '@/application/frame/route-table';

const OrderList = observer(function OrderList() {
  const store = useStore(OrdersStore);
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  useEffect(() => {
    void store.listOpened();
  }, [store]);

  if (store.listStatus === 'failed') {
    return (
      <div className="form__error" role="alert">
        <p>{t('account.failed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void store.listOpened()}>
          {t('account.retry')}
        </button>
      </div>
    );
  }
  if (store.listStatus !== 'ready' && store.orders.length === 0) return <p role="status">{t('account.loading')}</p>;
  if (store.orders.length === 0) {
    return (
      <>
        <p className="empty-state">{t('account:account.ordersEmpty')}</p>
        <Link className="button button--ghost" to={href('shop')}>
          {t('account:account.startShopping')}
        </Link>
      </>
    );
  }
  return (
    <ul className="order-list" data-testid="order-list">
      {store.orders.map((order) => (
        <li key={order.id} className="order-list__item">
          <div className="order-list__head">
            <span className="order-list__number">{t('account.orderNumber', { id: formatNumber(order.id, lang) })}</span>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="order-list__meta">
            {t('account.placedOn', { date: formatDateTime(order.createdAt, lang) })}
            {' · '}
            {t('summary.itemCount', { count: formatNumber(order.itemCount, lang) })}
            {' · '}
            {order.cash === null ? formatShopPrice(order.totalAfterTaxation, order.displayCurrency, lang) : formatShown(order.cash.total, order.displayCurrency, lang)}
          </p>
          <Link to={`/account?order=${order.id}#orders`} className="order-list__link">
            {t('account.viewDetails', { id: formatNumber(order.id, lang) })}
          </Link>
        </li>
      ))}
    </ul>
  );
});

const OrderDetails = observer(function OrderDetails({ orderId }: { orderId: number }) {
  const store = useStore(OrdersStore);
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  useEffect(() => {
    void store.detailsOpened(orderId);
  }, [store, orderId]);

  const itemName = useItemName();
  const order = store.details?.id === orderId ? store.details : null;
  const back = (
    <Link to="/account#orders" className="order-details__back">
      {t('account.back')}
    </Link>
  );
  if (order === null) {
    return (
      <>
        {back}
        {store.detailsStatus === 'failed' ? (
          <p role="alert">{store.detailsFailure === 'not-found' ? t('account.notFound') : t('account.failed')}</p>
        ) : (
          <p role="status">{t('account.loading')}</p>
        )}
      </>
    );
  }
  return (
    <div className="order-details" data-testid="order-details">
      {back}
      <h3 className="order-details__title">
        {t('account.orderNumber', { id: formatNumber(order.id, lang) })} <OrderStatusBadge status={order.status} />
      </h3>
      <OrderTimeline order={order} />
      <dl className="order-facts">
        <div>
          <dt>{t('account.address')}</dt>
          <dd>
            <bdi>{[order.fullName, order.street, order.details, order.city].filter((part) => part !== '').join(lang === 'ar' ? '، ' : ', ')}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('account.phone')}</dt>
          <dd>
            <bdi dir="ltr">{displayPhone(`+${order.phone}`)}</bdi>
          </dd>
        </div>
      </dl>
      <h4 className="order-details__subtitle">{t('account.items')}</h4>
      <ul className="order-items">
        {order.items.map((item) => {
          const title = itemName(item);
          return (
            <li key={item.orderItemId} className="order-items__item" data-testid="order-item">
              <OrderItemCard item={item} currency={order.displayCurrency} quantity={item.quantity} />
              {store.refundsOf(item.orderItemId).map((refund) => (
                <span key={refund.id} className="order-items__refund">
                  {t('account.refundRequest', { id: formatNumber(refund.id, lang) })} 
                  <RefundStatusBadge status={refund.status} />
                </span>
              ))}
              {item.refundableUntil !== null && item.refundableQuantity > 0 && (
                <span className="order-items__until">{t('account.refundUntil', { date: formatDateTime(item.refundableUntil, lang) })}</span>
              )}
              <Link to={href('refund', { orderId: order.id, itemId: item.orderItemId })} aria-label={t('account.refundItemNamed', { title })}>
                {t('account.refundItem')}
              </Link>
            </li>
          );
        })}
      </ul>
      <OrderSummary headingId="details-summary-title" headingLevel={3} currency={order.displayCurrency} lines={orderSummaryLines(order)} totals={orderSummaryTotals(order)} cash={order.cash} />
    </div>
  );
});

// The account's orders: the list, or one order's details when the address says ?order={id}.
export const OrdersSection = observer(function OrdersSection() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const selected = Number(params.get('order'));
  return (
    <section className="account-card account-card--wide" aria-labelledby="orders-title" data-testid="orders" id="orders">
      <h2 id="orders-title" className="account-card__title">
        {t('account:account.ordersTitle')}
      </h2>
      {params.has('order') && Number.isInteger(selected) && selected > 0 ? <OrderDetails orderId={selected} /> : <OrderList />}
    </section>
  );
});
