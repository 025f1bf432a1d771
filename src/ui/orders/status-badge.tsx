import { useTranslation } from 'react-i18next';
import { orderStatusLabel, orderStatusTone, type OrderStatus } from '@/domain/orders';
import { refundStatusLabel, refundStatusTone, type RefundStatus } from '@/domain/refunds';

// A status as a word with a colour; the word carries the meaning, the colour only repeats it.
function StatusBadge({ tone, label, testId }: { tone: string; label: string; testId: string }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`status-badge status-badge--${tone}`} data-testid={testId}>
      {t(label)}
    </span>
  );
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge tone={orderStatusTone(status)} label={orderStatusLabel(status)} testId="order-status" />;
}

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  return <StatusBadge tone={refundStatusTone(status)} label={refundStatusLabel(status)} testId="refund-status" />;
}
