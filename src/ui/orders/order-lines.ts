import type { Order } from '@/domain/orders';
import type { SummaryLine, SummaryTotals } from './order-summary';

// An order as the summary shows it.
export const orderSummaryLines = (order: Order): SummaryLine[] =>
  order.items.map((item) => ({
    key: item.orderItemId,
    title: item.title,
    color: item.color,
    variantValue: item.variantValue,
    quantity: item.quantity,
    unit: item.unitPrice,
    total: item.totalAmount,
  }));

export const orderSummaryTotals = (order: Order): SummaryTotals => ({
  totalAmount: order.totalAmount,
  sellerDiscount: order.sellerDiscount,
  sellerDiscountAmount: order.sellerDiscountAmount,
  taxAmount: order.taxAmount,
  deliveryFee: order.deliveryFee,
  totalAfterTaxation: order.totalAfterTaxation,
});
