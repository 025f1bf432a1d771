import { observer } from 'mobx-react-lite';
import { keepTogether } from '@/ui/shared/format/keep-together';
import { displayPhone } from '@/domain/country';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '@/ui/shared/navigation/links';
import { CountryStore } from '@/application/country';
import { OrderPageStore } from '@/application/orders/order-page-store';
import { useStore } from '@/ui/app/container-context';
import { formatDateTime, formatNumber } from '@/ui/shared/format/format';
import { countryName } from '@/ui/shared/format/country-name';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { orderSummaryLines, orderSummaryTotals } from '@/ui/orders/order-lines';
import { OrderItemCard, useItemName } from '@/ui/orders/order-item-card';
import { OrderTimeline } from '@/ui/orders/order-timeline';
import { OrderSummary } from '@/ui/orders/order-summary';
import { OrderStatusBadge, RefundStatusBadge } from '@/ui/orders/status-badge';
import { Flag } from '@/ui/shared/icons/flag';
import { href } from '@/application/frame/route-table';
import { PageTitle } from '@/ui/shared/page-heading';

// /orders/{orderId}, an order's own address (issue 26): the order just placed, read back from the server, then
// "Continue"; an older order (from a notification, the account's list, another device) reads as its status and
// date, its tracking, its lines with their refund requests, and the way back to the account's orders.
export const OrderScreen = observer(function OrderScreen() {
  usePageMeta('orders:meta.confirmation.title', 'orders:meta.confirmation.description');
  const store = useStore(OrderPageStore);
  const itemName = useItemName();
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const orderId = Number(useParams().orderId);

  useEffect(() => {
    void store.opened(orderId);
  }, [store, orderId]);

  const order = store.order?.id === orderId ? store.order : null;
  // The thank-you only for the order just placed; an older one reads as its status and date (issue 15).
  const headline = order === null ? null : store.headline;
  const title =
    order === null || headline === null
      ? t('meta.confirmation.title')
      : headline.kind === 'thanks'
        ? t('confirmation.title')
        : t('confirmation.orderTitle', { id: formatNumber(order.id, lang) });
  // The country the order was placed for (kept on the order), not the shopper's country today.
  const orderCountry = useStore(CountryStore).countries.find((item) => item.id === order?.countryId);
  return (
    <section className="page confirmation-page" aria-labelledby="page-title">
      <PageTitle>{title}</PageTitle>
      {headline?.kind === 'status' && (
        <p className="confirmation__status" data-testid="order-status-line">
          {t(`confirmation.statusSince.${headline.status}`, { date: formatDateTime(headline.at, lang) })}
        </p>
      )}
      {order === null && store.status !== 'failed' && (
        <p className="empty-state" role="status">
          {t('confirmation.loading')}
        </p>
      )}
      {order === null && store.status === 'failed' && (
        <div className="form__error" role="alert">
          <p>{store.failure === 'not-found' ? t('confirmation.notFound') : t('confirmation.failed')}</p>
          {store.failure !== 'not-found' && (
            <button type="button" className="button button--ghost" onClick={() => void store.opened(orderId)}>
              {t('confirmation.retry')}
            </button>
          )}
        </div>
      )}
      {order !== null && (
        <div className="confirmation" data-testid="order-confirmation">
          <dl className="order-facts">
            <div>
              <dt>{t('confirmation.orderNumber')}</dt>
              <dd data-testid="order-number">
                <bdi dir="ltr">{`#${formatNumber(order.id, lang)}`}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('confirmation.status')}</dt>
              <dd>
                <OrderStatusBadge status={order.status} />
              </dd>
            </div>
            <div>
              <dt>{t('confirmation.placedOn')}</dt>
              <dd>{formatDateTime(order.createdAt, lang)}</dd>
            </div>
            <div>
              <dt>{t('confirmation.deliverTo')}</dt>
              <dd>
                <bdi>{[order.fullName, order.street, order.details, order.city].filter((part) => part !== '').join(lang === 'ar' ? '، ' : ', ')}</bdi>
              </dd>
            </div>
            {orderCountry !== undefined && (
              <div>
                <dt>{t('confirmation.country')}</dt>
                <dd className="order-facts__country" data-testid="order-country">
                  <Flag code={orderCountry.flag} />
                  {countryName(orderCountry.flag, orderCountry.name, lang)}
                </dd>
              </div>
            )}
            <div>
              <dt>{t('confirmation.phone')}</dt>
              <dd>
                <bdi dir="ltr">{keepTogether(displayPhone(`+${order.phone}`))}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('confirmation.payment')}</dt>
              <dd>{t('checkout.cashOnDelivery')}</dd>
            </div>
          </dl>
          <OrderTimeline order={order} />
          <section className="order-details" data-testid="order-details" aria-labelledby="order-items-title">
            <h2 id="order-items-title" className="order-details__subtitle">
              {t('account.items')}
            </h2>
            <ul className="order-items">
              {order.items.map((item) => (
                <li key={item.orderItemId} className="order-items__item" data-testid="order-item">
                  <OrderItemCard item={item} currency={order.displayCurrency} quantity={item.quantity} />
                  {store.refundsOf(item.orderItemId).map((refund) => (
                    <span key={refund.id} className="order-items__refund">
                      {/* Her request's page (its amount, the decision) stays reachable when no more can be asked. */}
                      <Link to={href('refund', { orderId: order.id, itemId: item.orderItemId })}>{t('account.refundRequest', { id: formatNumber(refund.id, lang) })}</Link>{' '}
                      <RefundStatusBadge status={refund.status} />
                    </span>
                  ))}
                  {item.refundableUntil !== null && item.refundableQuantity > 0 && (
                    <span className="order-items__until">{t('account.refundUntil', { date: formatDateTime(item.refundableUntil, lang) })}</span>
                  )}
                  {store.canRequestRefund(item.orderItemId) && (
                    <Link to={href('refund', { orderId: order.id, itemId: item.orderItemId })} aria-label={t('account.refundItemNamed', { title: itemName(item) })}>
                      {t('account.refundItem')}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </section>
          <OrderSummary headingId="summary-title" currency={order.displayCurrency} lines={orderSummaryLines(order)} totals={orderSummaryTotals(order)} cash={order.cash} />
          {headline?.kind === 'status' ? (
            <Link className="button button--primary button--block" to={`${href('account')}#orders`}>
              {t('confirmation.toOrders')}
            </Link>
          ) : (
            <Link className="button button--primary button--block" to={href('orderSuccess')}>
              {t('confirmation.continue')}
            </Link>
          )}
        </div>
      )}
    </section>
  );
});
