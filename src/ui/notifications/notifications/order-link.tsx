import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import { href } from '@/application/frame/route-table';
import { formatNumber } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';

// A notification about an order opens that order's own page (issue 26), not the top of the account page.
export function NotificationOrderLink({ orderId }: { orderId: number | null | undefined }) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  if (orderId === null || orderId === undefined) return null;
  return (
    <p className="notification__link">
      <Link to={href('order', { orderId })} data-testid="notification-order-link">
        {t('notifications.viewOrder', { id: formatNumber(orderId, lang) })}
      </Link>
    </p>
  );
}
