// /admin/orders/:id: one order for the operator (issue 29): what was ordered and for how much (as the
// shopper saw it), where it goes, the actions its status allows, and the history of what operators did.
// Shipping and cancelling ask for their details in a native <dialog>.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '@/ui/shared/navigation/links';
import { actionsFor, type AdminOrder, type OrderAction } from '@/application/admin/admin-orders-gateway';
import { AdminOrdersStore, type ActionNotice } from '@/application/admin/admin-orders-store';
import { href } from '@/application/frame/route-table';
import { useStore } from '@/ui/app/container-context';
import { AdminStatusBadge } from '../admin-status';
import { formatDateTime, formatNumber } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { orderMoney } from '../admin-money';
import { AdminFailureNote } from '../admin-failure';
import '../admin.scss';

export const AdminOrderScreen = observer(function AdminOrderScreen() {
  const id = Number(useParams().id);
  usePageMeta('admin:meta.order.title', 'admin:meta.order.description', { id });
  const store = useStore(AdminOrdersStore);
  const { t } = useTranslation(['admin', 'orders']);

  useEffect(() => {
    if (Number.isInteger(id) && id > 0) void store.open(id);
  }, [store, id]);

  const order = store.order?.id === id ? store.order : null;
  return (
    <section className="admin-page" aria-labelledby="page-title">
      <p className="admin-page__eyebrow">
        <Link to={href('adminOrders')}>{t('admin:nav.backToList')}</Link>
      </p>
      <h1 id="page-title" className="page__title">
        {t('admin:order.title', { id })}
      </h1>
      {store.orderFailure !== null ? (
        <AdminFailureNote failure={store.orderFailure} retry={() => void store.open(id)} />
      ) : order === null ? (
        <p role="status">{t('admin:order.loading')}</p>
      ) : (
        <OrderDetails order={order} />
      )}
    </section>
  );
});

const OrderDetails = observer(function OrderDetails({ order }: { order: AdminOrder }) {
  const store = useStore(AdminOrdersStore);
  const { t } = useTranslation(['admin', 'orders']);
  const lang = useLanguage();
  const money = (amount: number) => orderMoney(amount, order.displayCurrency, lang);
  const [dialog, setDialog] = useState<'ship' | 'cancel' | null>(null);

  const clicked = (action: OrderAction) => {
    if (action === 'ship' || action === 'cancel') setDialog(action);
    else void store.act(action);
  };

  return (
    <div className="admin-order">
      <div className="admin-order__main" style={{ display: 'grid', gap: '1rem', minInlineSize: 0 }}>
        <Notice notice={store.notice} />
        <section className="admin-card" aria-labelledby="admin-actions-title">
          <h2 id="admin-actions-title">{t('admin:order.actions')}</h2>
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
                  disabled={store.acting !== null}
                  aria-haspopup={action === 'ship' || action === 'cancel' ? 'dialog' : undefined}
                  onClick={() => clicked(action)}
                >
                  {store.acting === action ? t('admin:action.working') : t(`admin:action.${action}`)}
                </button>
              ))}
            </div>
          )}
        </section>

        <section className="admin-card" aria-labelledby="admin-lines-title">
          <h2 id="admin-lines-title">{t('admin:order.lines')}</h2>
          <ul className="admin-lines">
            {order.items.map((item) => (
              <li key={item.orderItemId}>
                <strong>{lang === 'ar' ? item.title.ar : item.title.en}</strong>
                {(item.color !== null || item.variantValue !== null) && (
                  <span>
                    {t('admin:order.variant')}: {[item.color, item.variantValue].filter(Boolean).join(' · ')}
                  </span>
                )}
                <span>
                  {t('admin:order.quantity')}: {formatNumber(item.quantity, lang)} · {t('admin:order.unitPrice')}: {money(item.unitPrice)} · {t('admin:order.lineTotal')}:{' '}
                  {money(item.totalAmount)}
                </span>
              </li>
            ))}
          </ul>
          <dl>
            <dt>{t('admin:order.goods')}</dt>
            <dd>{money(order.totalAmount)}</dd>
            {order.sellerDiscountAmount > 0 && (
              <>
                <dt>{t('admin:order.discount')}</dt>
                <dd>−{money(order.sellerDiscountAmount)}</dd>
              </>
            )}
            <dt>{t('admin:order.tax')}</dt>
            <dd>{money(order.taxAmount)}</dd>
            <dt>{t('admin:order.delivery')}</dt>
            <dd>{order.deliveryFee === 0 ? t('admin:order.free') : money(order.deliveryFee)}</dd>
            <dt>{t('admin:order.grandTotal')}</dt>
            <dd>
              <strong data-testid="admin-order-total">{money(order.totalAfterTaxation)}</strong>
            </dd>
          </dl>
        </section>

        <section className="admin-card" aria-labelledby="admin-history-title">
          <h2 id="admin-history-title">{t('admin:order.history')}</h2>
          {order.history.length === 0 ? (
            <p>{t('admin:order.noHistory')}</p>
          ) : (
            <ol className="admin-history" data-testid="admin-history">
              {order.history.map((event) => (
                <li key={event.id}>
                  {t('admin:order.by', { action: t(`admin:history.${event.action}`), who: event.actorEmail })} · <time dateTime={event.at}>{formatDateTime(event.at, lang)}</time>
                  {typeof event.after.reason === 'string' && <div>{t('admin:order.reasonWas', { reason: event.after.reason })}</div>}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>

      <section className="admin-card" aria-labelledby="admin-customer-title">
        <h2 id="admin-customer-title">{t('admin:order.customer')}</h2>
        <dl>
          <dt>{t('admin:order.placedOn')}</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, lang)}</time>
          </dd>
          <dt>{t('admin:order.customer')}</dt>
          <dd>{order.fullName}</dd>
          <dt>{t('admin:order.email')}</dt>
          <dd className="admin-ltr" dir="ltr">{order.email}</dd>
          <dt>{t('admin:order.phone')}</dt>
          <dd>
            <a className="admin-ltr" dir="ltr" href={`tel:+${order.phone}`}>
              +{order.phone}
            </a>
          </dd>
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
      </section>

      {dialog !== null && <ActionDialog kind={dialog} orderId={order.id} onClose={() => setDialog(null)} />}
    </div>
  );
});

function Notice({ notice }: { notice: ActionNotice | null }) {
  const { t } = useTranslation('admin');
  if (notice === null) return <p role="status" className="visually-hidden" />;
  const text =
    notice.kind === 'done'
      ? t(`notice.done.${notice.action}`)
      : notice.kind === 'changed'
        ? t('notice.changed')
        : notice.kind === 'not-allowed'
          ? t('notice.notAllowed')
          : notice.kind === 'invalid'
            ? t('notice.invalid')
            : t('notice.failed');
  return (
    <p className={notice.kind === 'done' ? 'admin-notice' : 'admin-notice form__error'} role={notice.kind === 'done' ? 'status' : 'alert'} data-testid="admin-notice">
      {text}
    </p>
  );
}

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
        <div className="admin-actions">
          <button type="submit" className={`button ${kind === 'cancel' ? 'button--danger' : 'button--primary'}`} disabled={store.acting !== null}>
            {store.acting === kind ? t('action.working') : t(kind === 'ship' ? 'action.submitShip' : 'action.submitCancel')}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('action.close')}
          </button>
        </div>
      </form>
    </dialog>
  );
});
