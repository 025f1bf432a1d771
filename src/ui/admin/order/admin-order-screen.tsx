// /admin/orders/:id: one order for the operator (issue 29): what was ordered and for how much (as the
// shopper saw it), where it goes, the actions its status allows, and the history of what operators did.
// Shipping and cancelling ask for their details in a native <dialog>.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '@/ui/shared/navigation/links';
import { actionsFor, type AdminOrder, type AdminOrderEvent, type OrderAction } from '@/application/admin/admin-orders-gateway';
import { toMinor } from '@/domain/shared';
import { AdminOrdersStore, type ActionNotice } from '@/application/admin/admin-orders-store';
import { adminHref } from '@/application/admin/admin-routes';
import { useStore } from '@/ui/app/container-context';
import { AdminStatusBadge } from '../admin-status';
import { formatDateTime, formatNumber, formatShopPrice, formatShown, formatShownSigned } from '@/ui/shared/format/format';
import { OptionLabel } from '@/ui/shared/format/option-value';
import { shownTotals } from '@/domain/cart';
import { toShownUnits } from '@/domain/catalogue';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { AdminAmount, orderCurrency, orderMoney } from '../admin-money';
import { USD } from '../refund-money';
import { AdminRecordPage } from '../admin-record-page';
import { AdminCard, AdminContactRows, AdminHistoryCard, AdminSubmitRow } from '../admin-parts';
import { AdminNoticeNote, type NoticeWords } from '../admin-notice';
import '../admin.scss';

export const AdminOrderScreen = observer(function AdminOrderScreen() {
  const id = Number(useParams().id);
  usePageMeta('admin:meta.order.title', 'admin:meta.order.description', { id });
  const store = useStore(AdminOrdersStore);
  const { t } = useTranslation(['admin', 'orders']);
  return (
    <AdminRecordPage record={store.detail} id={id} back={{ to: adminHref('orders'), label: t('admin:nav.backToList') }} title={t('admin:order.title', { id })} loading={t('admin:order.loading')}>
      {(order) => <OrderDetails order={order} />}
    </AdminRecordPage>
  );
});

const OrderDetails = observer(function OrderDetails({ order }: { order: AdminOrder }) {
  const store = useStore(AdminOrdersStore);
  const { t } = useTranslation(['admin', 'orders', 'catalogue']);
  const lang = useLanguage();
  // What the shopper read (issue 26 tryout): each line its shown unit × quantity at the order's display step,
  // the totals summed as shown, and the cash total and rounding line the server stored on the order
  // (OrderSummary's rule, src/domain/cart/shown-totals.ts); an older order without them is shown as it was.
  const currency = orderCurrency(order.displayCurrency);
  const shown = shownTotals(order.items.map((item) => ({ unit: item.unitPrice, quantity: item.quantity })), order, currency);
  const toPay = order.cash ?? { total: shown.cashTotal, rounding: shown.cashRounding };
  const amount = (units: number) => <AdminAmount>{formatShown(units, currency, lang)}</AdminAmount>;
  // The catalogue's colour keyword in words of the page's language, as the shopper's pages say it.
  const colourName = (colour: string): string => t(`catalogue:colours.${colour}`, { defaultValue: colour });
  const [dialog, setDialog] = useState<'ship' | 'cancel' | null>(null);

  const clicked = (action: OrderAction) => {
    if (action === 'ship' || action === 'cancel') setDialog(action);
    else void store.act(action);
  };

  return (
    <div className="admin-order">
      <div className="admin-order__main" style={{ display: 'grid', gap: '1rem', minInlineSize: 0 }}>
        <AdminNoticeNote notice={store.detail.notice} ns="admin" words={ORDER_NOTICES} />
        <AdminCard titleId="admin-actions-title" title={t('admin:order.actions')}>
          <p>
            {t('admin:order.status')}: <AdminStatusBadge status={order.status} />
          </p>
          {actionsFor(order.status).length === 0 ? (
            <p>{t('admin:order.noActions')}</p>
          ) : (
            <div className="admin-actions">
              {actionsFor(order.status).map((action) => (
                <button
                  key={action}
                  type="button"
                  className={`button ${action === 'cancel' ? 'button--danger' : 'button--primary'}`}
                  disabled={store.detail.busy !== null}
                  aria-haspopup={action === 'ship' || action === 'cancel' ? 'dialog' : undefined}
                  onClick={() => clicked(action)}
                >
                  {store.detail.busy === action ? t('admin:action.working') : t(`admin:action.${action}`)}
                </button>
              ))}
            </div>
          )}
        </AdminCard>

        <AdminCard titleId="admin-lines-title" title={t('admin:order.lines')}>
          <ul className="admin-lines">
            {order.items.map((item, index) => (
              <li key={item.orderItemId} data-testid="admin-order-line">
                <strong>{lang === 'ar' ? item.title.ar : item.title.en}</strong>
                {item.color !== null && (
                  <span data-testid="admin-line-colour">
                    {t('orders:item.colour', { color: colourName(item.color) })}
                  </span>
                )}
                {item.variantValue !== null && (
                  <span>
                    <OptionLabel t={t} i18nKey="orders:item.option" value={item.variantValue} />
                  </span>
                )}
                <span>
                  {t('admin:order.quantity')}: {formatNumber(item.quantity, lang)} · {t('admin:order.unitPrice')}:{' '}
                  <span data-testid="admin-line-unit">{amount(toShownUnits(item.unitPrice, currency))}</span> · {t('admin:order.lineTotal')}:{' '}
                  <span data-testid="admin-line-total">{amount(shown.lines[index] ?? 0)}</span>
                </span>
              </li>
            ))}
          </ul>
          <dl>
            <dt>{t('admin:order.goods')}</dt>
            <dd data-testid="admin-order-goods">{amount(shown.subtotal)}</dd>
            {order.sellerDiscountAmount > 0 && (
              <>
                <dt>{t('admin:order.discount')}</dt>
                <dd data-testid="admin-order-discount">−{amount(shown.sellerDiscount)}</dd>
              </>
            )}
            <dt>{t('admin:order.tax')}</dt>
            <dd data-testid="admin-order-tax">{amount(shown.tax)}</dd>
            <dt>{t('admin:order.delivery')}</dt>
            <dd data-testid="admin-order-delivery">{order.deliveryFee === 0 ? t('admin:order.free') : amount(shown.delivery)}</dd>
            {toPay.rounding !== 0 && (
              <>
                <dt>{t('orders:summary.cashRounding')}</dt>
                <dd data-testid="admin-order-rounding">
                  <AdminAmount>
                    <bdi>{formatShownSigned(toPay.rounding, currency, lang)}</bdi>
                  </AdminAmount>
                </dd>
              </>
            )}
            <dt>{t('admin:order.grandTotal')}</dt>
            <dd>
              <strong data-testid="admin-order-total">{amount(toPay.total)}</strong>
            </dd>
            <dt>{t('admin:order.inBooks')}</dt>
            <dd>
              <AdminAmount>{formatShopPrice(order.totalAfterTaxation, USD, lang)}</AdminAmount>
            </dd>
          </dl>
        </AdminCard>

        <AdminHistoryCard title={t('admin:order.history')} empty={t('admin:order.noHistory')} events={order.history}>
          {(event) => (
            <li key={event.id}>
              {/* The e-mail and the date each in an isolate: in Arabic neither runs into the other or the words. */}
              <Trans t={t} i18nKey="admin:order.by" values={{ action: t(`admin:history.${event.action}`), who: event.actorEmail }} components={[<bdi key="who" dir="ltr" />]} /> ·{' '}
              <bdi>
                <time dateTime={event.at}>{formatDateTime(event.at, lang)}</time>
              </bdi>
              <EventChange event={event} order={order} />
            </li>
          )}
        </AdminHistoryCard>
      </div>

      <AdminCard titleId="admin-customer-title" title={t('admin:order.customer')}>
        <dl>
          <dt>{t('admin:order.placedOn')}</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, lang)}</time>
          </dd>
          <AdminContactRows userId={order.userId} fullName={order.fullName} email={order.email} phone={order.phone} />
          <dt>{t('admin:order.address')}</dt>
          <dd>{[order.street, order.details, order.city].filter((part) => part.trim() !== '').join('، ')}</dd>
          <dt>{t('admin:order.note')}</dt>
          <dd>{order.note.trim() === '' ? t('admin:order.noNote') : order.note}</dd>
          {(order.carrier !== null || order.trackingNumber !== null) && (
            <>
              <dt>{t('admin:order.carrier')}</dt>
              <dd>{order.carrier ?? t('admin:order.none')}</dd>
              <dt>{t('admin:order.tracking')}</dt>
              <dd className="admin-ltr" dir="ltr">{order.trackingNumber ?? t('admin:order.none')}</dd>
            </>
          )}
        </dl>
      </AdminCard>

      {dialog !== null && <ActionDialog kind={dialog} orderId={order.id} onClose={() => setDialog(null)} />}
    </div>
  );
});

const usdAmount = (value: unknown): number | null => (typeof value === 'string' && /^\d+(\.\d{1,2})?$/.test(value) ? toMinor(Number(value)) : null);

/** What an action changed, before → after: a refund request's link and amount, a reason, the units put back in stock. */
function EventChange({ event, order }: { event: AdminOrderEvent; order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const { before, after } = event;
  const refundId = typeof after.refundId === 'number' ? after.refundId : null;
  const was = usdAmount(before.amount);
  const now = usdAmount(after.amount);
  const restocked = Array.isArray(after.restocked) ? after.restocked.reduce((sum: number, line: unknown) => sum + (typeof line === 'object' && line !== null && 'quantity' in line && typeof line.quantity === 'number' ? line.quantity : 0), 0) : 0;
  return (
    <>
      {refundId !== null && (
        <div>
          <Link to={adminHref('refund', { id: refundId })}>{t('refund.title', { id: refundId })}</Link>
          {now !== null && (
            <>
              {' · '}
              {was === null || was === now ? (
                <AdminAmount>{orderMoney(now, order.displayCurrency, lang)}</AdminAmount>
              ) : (
                <Trans
                  t={t}
                  i18nKey="order.amountChange"
                  values={{ before: orderMoney(was, order.displayCurrency, lang), after: orderMoney(now, order.displayCurrency, lang) }}
                  components={[<AdminAmount key="before" />, <AdminAmount key="after" />]}
                />
              )}
            </>
          )}
        </div>
      )}
      {typeof after.reason === 'string' && <div dir="auto">{t('order.reasonWas', { reason: after.reason })}</div>}
      {restocked > 0 && <div>{t('order.restocked', { count: restocked, units: formatNumber(restocked, lang) })}</div>}
    </>
  );
}

const ORDER_NOTICES: NoticeWords<ActionNotice> = {
  done: (notice, t) => t(`notice.done.${notice.action}`),
  changed: 'notice.changed',
  'not-allowed': 'notice.notAllowed',
  invalid: 'notice.invalid',
  failed: 'notice.failed',
};

/** Shipping (carrier, tracking number) or cancelling (a reason), in a native modal dialog. */
const ActionDialog = observer(function ActionDialog({ kind, orderId, onClose }: { kind: 'ship' | 'cancel'; orderId: number; onClose: () => void }) {
  const store = useStore(AdminOrdersStore);
  const { t } = useTranslation('admin');
  const ref = useRef<HTMLDialogElement>(null);
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [reason, setReason] = useState('');

  useEffect(() => {
    const dialog = ref.current;
    if (dialog !== null && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const submitted = async (event: FormEvent) => {
    event.preventDefault();
    const details =
      kind === 'ship'
        ? { ...(carrier.trim() === '' ? {} : { carrier: carrier.trim() }), ...(tracking.trim() === '' ? {} : { trackingNumber: tracking.trim() }) }
        : reason.trim() === ''
          ? {}
          : { reason: reason.trim() };
    await store.act(kind, details);
    onClose();
  };

  return (
    <dialog ref={ref} className="admin-dialog" aria-labelledby="admin-dialog-title" onClose={onClose}>
      <form onSubmit={(event) => void submitted(event)}>
        <h2 id="admin-dialog-title">{t(kind === 'ship' ? 'action.shipTitle' : 'action.cancelTitle', { id: orderId })}</h2>
        {kind === 'ship' ? (
          <>
            <label>
              {t('order.carrier')}
              <input name="carrier" value={carrier} maxLength={80} onChange={(event) => setCarrier(event.target.value)} autoComplete="off" />
            </label>
            <label>
              {t('order.tracking')}
              <input name="trackingNumber" dir="ltr" value={tracking} maxLength={80} onChange={(event) => setTracking(event.target.value)} autoComplete="off" />
            </label>
          </>
        ) : (
          <>
            <p>{t('action.cancelExplain')}</p>
            <label>
              {t('action.reason')}
              <textarea name="reason" value={reason} maxLength={500} rows={3} onChange={(event) => setReason(event.target.value)} />
            </label>
          </>
        )}
        <AdminSubmitRow record={store.detail} change={kind} label={t(kind === 'ship' ? 'action.submitShip' : 'action.submitCancel')} working={t('action.working')} danger={kind === 'cancel'}>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('action.close')}
          </button>
        </AdminSubmitRow>
      </form>
    </dialog>
  );
});
