// /admin/refunds: the refund requests (issue 29): pending first, then newest first; a status filter; paged.
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_REFUND_STATUS_LIST } from '@/application/admin/admin-refunds-gateway';
import { AdminRefundsStore } from '@/application/admin/admin-refunds-store';
import { useStore } from '@/ui/app/container-context';
import { formatDateTime, formatShown } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { AdminListResults } from '../admin-list';
import { AdminRefundRow, AdminStatusSelect } from '../admin-parts';
import { AdminPageFrame } from '../admin-record-page';
import { refundCurrency, shownAmountOf } from '../refund-money';
import '../admin.scss';

export const AdminRefundsScreen = observer(function AdminRefundsScreen() {
  usePageMeta('admin:meta.refunds.title', 'admin:meta.refunds.description');
  const store = useStore(AdminRefundsStore);
  const { t } = useTranslation(['admin', 'orders']);
  const lang = useLanguage();
  const statusId = useId();

  return (
    <AdminPageFrame eyebrow={t('admin:console')} title={t('admin:refunds.title')}>
      <p>{t('admin:refunds.intro')}</p>
      <div className="admin-filters admin-filters--one">
        <label htmlFor={statusId}>
          {t('admin:list.status')}
          <AdminStatusSelect
            id={statusId}
            statuses={ADMIN_REFUND_STATUS_LIST}
            words="refundStatus"
            value={store.list.query}
            onChange={(event) => void store.list.load(ADMIN_REFUND_STATUS_LIST.find((status) => status === event.target.value) ?? '')}
          />
        </label>
      </div>
      <AdminListResults list={store.list} testId="admin-refunds" className="admin-orders" words="admin:refunds" pages="pages">
        {(refund) => {
          const asked = shownAmountOf(refund.approvedAmount ?? refund.amount, refund);
          return (
            <AdminRefundRow key={refund.id} refund={refund}>
              <span>{lang === 'ar' ? refund.title.ar : refund.title.en}</span>
              <span>{refund.fullName}</span>
              <span>{formatDateTime(refund.createdAt, lang)}</span>
              <span>{formatShown(asked.cash, refundCurrency(refund.displayCurrency), lang)}</span>
            </AdminRefundRow>
          );
        }}
      </AdminListResults>
    </AdminPageFrame>
  );
});
