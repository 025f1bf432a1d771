import { useTranslation } from 'react-i18next';
import type { AdminOrderStatus } from '@/application/admin/admin-orders-gateway';

const TONES: Readonly<Record<AdminOrderStatus, string>> = { placed: 'progress', confirmed: 'progress', shipped: 'progress', delivered: 'done', cancelled: 'stopped' };

// The order's status as the shopper's pages word and colour it (the orders namespace's labels). Kept here
// rather than imported from the orders feature, so the console's chunks share nothing with the shopper's
// pages and the bundler has no reason to hoist order components into the shell.
export function AdminStatusBadge({ status }: { status: AdminOrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`status-badge status-badge--${TONES[status]}`} data-testid="order-status">
      {t(`status.${status}`)}
    </span>
  );
}
