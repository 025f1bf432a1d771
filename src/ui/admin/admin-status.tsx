import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrderStatus } from '@/application/admin/admin-orders-gateway';
import type { AdminRefundStatus } from '@/application/admin/admin-refunds-gateway';

// An order's or a refund request's status as the shopper's pages word and colour it (the orders namespace's
// labels). Kept here rather than imported from the orders feature, so the console's chunks share nothing with
// the shopper's pages and the bundler has no reason to hoist order components into the shell.

type Tone = 'progress' | 'done' | 'stopped';
const ORDER_TONES: Readonly<Record<AdminOrderStatus, Tone>> = { placed: 'progress', confirmed: 'progress', shipped: 'progress', delivered: 'done', cancelled: 'stopped' };
const REFUND_TONES: Readonly<Record<AdminRefundStatus, Tone>> = { requested: 'progress', approved: 'progress', 'picked-up': 'progress', refunded: 'done', rejected: 'stopped' };

function StatusBadge({ tone, testId, children }: { tone: Tone; testId: string; children: ReactNode }) {
  return (
    <span className={`status-badge status-badge--${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}

export function AdminStatusBadge({ status }: { status: AdminOrderStatus }) {
  const { t } = useTranslation('orders');
  return <StatusBadge tone={ORDER_TONES[status]} testId="order-status">{t(`status.${status}`)}</StatusBadge>;
}

export function AdminRefundStatusBadge({ status }: { status: AdminRefundStatus }) {
  const { t } = useTranslation('orders');
  return <StatusBadge tone={REFUND_TONES[status]} testId="refund-status">{t(`refundStatus.${status}`)}</StatusBadge>;
}
