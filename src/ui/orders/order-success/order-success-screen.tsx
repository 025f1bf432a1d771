import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { TruckIcon } from '@/ui/shared/icons/icon';
import { href } from '@/application/frame/route-table';
import { observer } from 'mobx-react-lite';
import { useOnlyAfterPlacing } from './use-only-after-placing';
import { PageTitle } from '@/ui/shared/page-heading';

// /order-success: the last step of checkout, what happens next, and where to go from here.
export const OrderSuccessScreen = observer(function OrderSuccessScreen() {
  usePageMeta('orders:meta.success.title', 'orders:meta.success.description');
  const { t } = useTranslation('orders');
  const placed = useOnlyAfterPlacing();
  if (!placed) return null;
  return (
    <section className="page order-success" aria-labelledby="page-title">
      <TruckIcon size={48} aria-hidden="true" className="order-success__icon" />
      <PageTitle>{t('success.title')}</PageTitle>
      <p>{t('success.body')}</p>
      <div className="order-success__actions">
        <Link className="button button--primary" to="/account#orders">
          {t('success.viewOrders')}
        </Link>
        <Link className="button button--ghost" to={href('shop')}>
          {t('success.keepShopping')}
        </Link>
      </div>
    </section>
  );
});
