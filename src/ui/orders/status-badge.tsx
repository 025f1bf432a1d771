import { useTranslation } from 'react-i18next';
import { orderStatusLabel, orderStatusTone, type OrderStatus } from '@/domain/orders';
import { refundStatusLabel, refundStatusTone, type RefundStatus } from '@/domain/refunds';

// A status as a word with a colour; the word carries the meaning, the colour only repeats it.
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`status-badge status-badge--${orderStatusTone(status)}`} data-testid="order-status">
      {t(orderStatusLabel(status))}
    </span>
  );
}

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`status-badge status-badge--${refundStatusTone(status)}`} data-testid="refund-status">
      {t(refundStatusLabel(status))}
    </span>
  );
}
