import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link, Navigate } from '@/ui/shared/navigation/links';
import { OrdersStore } from '@/application/orders';
import { useStore } from '@/ui/app/container-context';
import { formatDateTime, formatNumber, formatShopPrice, formatShown } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { OrderStatusBadge } from '@/ui/orders';
import { routeId } from '@/application/frame/route-data';
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
          <Link to={href('order', { orderId: order.id })} className="order-list__link">
            {t('account.viewDetails', { id: formatNumber(order.id, lang) })}
          </Link>
        </li>
      ))}
    </ul>
  );
});

// The account's orders; each opens its own page (/orders/{id}, issue 26). The address an order had before,
// /account?order={id}, is sent there (by the server on a page load, here on a navigation inside the app).
export const OrdersSection = observer(function OrdersSection() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const selected = routeId(params.get('order') ?? '');
  if (selected !== null) return <Navigate to={href('order', { orderId: selected })} replace />;
  return (
    <section className="account-card account-card--wide" aria-labelledby="orders-title" data-testid="orders" id="orders">
      <h2 id="orders-title" className="account-card__title">
        {t('account:account.ordersTitle')}
      </h2>
      <OrderList />
    </section>
  );
});
