// /admin/shoppers/:id: one shopper for the operator (issue 29): her account as the store knows it (never a
// password, a session or a token), her orders and her refund requests, each linking to its console page.
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { adminHref } from '@/application/admin/admin-routes';
import { AdminShoppersStore } from '@/application/admin/admin-shoppers-store';
import type { AdminShopperFile } from '@/application/admin/admin-refunds-gateway';
import { useStore } from '@/ui/app/container-context';
import { formatDate, formatDateTime, formatNumber, formatShown } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { orderToPay } from '../admin-money';
import { AdminRecordPage } from '../admin-record-page';
import { AdminCard, AdminListCard, AdminReachRows, AdminRefundRow, AdminRow } from '../admin-parts';
import { AdminStatusBadge } from '../admin-status';
import { refundCurrency, shownAmountOf } from '../refund-money';
import '../admin.scss';

export const AdminShopperScreen = observer(function AdminShopperScreen() {
  const id = Number(useParams().id);
  usePageMeta('admin:meta.shopper.title', 'admin:meta.shopper.description');
  const store = useStore(AdminShoppersStore);
  const { t } = useTranslation('admin');
  const file = store.file.shownAs(id);
  return (
    <AdminRecordPage
      record={store.file}
      id={id}
      back={{ to: adminHref('shoppers'), label: t('shoppers.back') }}
      title={file === null ? t('shoppers.one') : `${file.shopper.firstName} ${file.shopper.lastName}`}
      loading={t('shoppers.loading')}
    >
      {(shown) => <ShopperFile file={shown} />}
    </AdminRecordPage>
  );
});

/** Her orders or her refund requests, newest first: how many, then each linking to its page. */
function FileList<R>({ kind, items, children }: { kind: 'orders' | 'refunds'; items: R[]; children: (item: R) => ReactNode }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  return (
    <AdminListCard
      titleId={`admin-shopper-${kind}`}
      title={t(`shoppers.${kind}`, { count: items.length, n: formatNumber(items.length, lang) })}
      empty={t(kind === 'orders' ? 'shoppers.noOrders' : 'shoppers.noRefunds')}
      items={items}
      list={{ ordered: false, className: 'admin-orders', testId: `admin-shopper-${kind}` }}
    >
      {children}
    </AdminListCard>
  );
}

function ShopperFile({ file }: { file: AdminShopperFile }) {
  const { t } = useTranslation(['admin', 'orders']);
  const lang = useLanguage();
  const { shopper } = file;
  return (
    <div className="admin-order">
      <div className="admin-order__main">
        <FileList kind="orders" items={file.orders}>
          {(order) => (
            <AdminRow key={order.id} to={adminHref('order', { id: order.id })} title={t('admin:order.title', { id: order.id })} status={<AdminStatusBadge status={order.status} />}>
              <span>{formatDateTime(order.createdAt, lang)}</span>
              <span className="admin-amount">{orderToPay(order, lang)}</span>
            </AdminRow>
          )}
        </FileList>
        <FileList kind="refunds" items={file.refunds}>
          {(refund) => (
            <AdminRefundRow key={refund.id} refund={refund}>
              <span>{lang === 'ar' ? refund.title.ar : refund.title.en}</span>
              <span>{formatShown(shownAmountOf(refund.approvedAmount ?? refund.amount, refund).cash, refundCurrency(refund.displayCurrency), lang)}</span>
            </AdminRefundRow>
          )}
        </FileList>
      </div>
      <AdminCard titleId="admin-shopper-account" title={t('admin:shoppers.account')}>
        <dl data-testid="admin-shopper-account">
          <AdminReachRows email={shopper.email} phone={shopper.phone} />
          <dt>{t('admin:shoppers.roleLabel')}</dt>
          <dd>{t(`admin:shoppers.role.${shopper.role}`, { defaultValue: shopper.role })}</dd>
          <dt>{t('admin:shoppers.joined')}</dt>
          <dd>{formatDate(shopper.createdAt, lang)}</dd>
        </dl>
      </AdminCard>
    </div>
  );
}
