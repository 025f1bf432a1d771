// An order as the shopper sees it: what was bought, at what price, where it goes, and how far it got.
// Amounts are Money (USD minor units, ADR 0003); displayCurrency is the currency and rate recorded when
// the order was placed, so an order reads the same whatever today's rate is (ADR 0008).
import type { Currency } from './currency';
import type { Money } from './money';

export type OrderStatus = 'placed' | 'shipped' | 'delivered' | 'cancelled';
export const ORDER_STATUSES: readonly OrderStatus[] = ['placed', 'shipped', 'delivered', 'cancelled'];

export type PaymentMethod = 'cash_on_delivery';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['cash_on_delivery'];

export interface OrderItem {
  orderItemId: number;
  productId: number;
  productDetailId: number;
  titleEN: string;
  titleAR: string;
  imageURL: string;
  color: string | null;
  variantValue: string | null;
  /** The unit price actually paid. */
  unitPrice: Money;
  quantity: number;
  totalAmount: Money;
  refundedQuantity: number;
  pendingRefundQuantity: number;
  /** quantity − refunded − pending while the refund window is open, else 0 (the server's answer). */
  refundableQuantity: number;
  /** ISO 8601; null until the order is delivered. */
  refundableUntil: string | null;
}

export interface Order {
  id: number;
  status: OrderStatus;
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601; null until shipped. */
  shippedAt: string | null;
  deliveredAt: string | null;
  /** ISO 8601; null unless cancelled. */
  cancelledAt: string | null;
  paymentMethod: PaymentMethod;
  fullName: string;
  city: string;
  street: string;
  details: string;
  phone: string;
  countryId: number;
  note: string;
  items: OrderItem[];
  totalAmount: Money;
  /** The seller discount percentage as text, '0' for a shopper (spec §3). */
  sellerDiscount: string;
  sellerDiscountAmount: Money;
  taxAmount: Money;
  /** The delivery fee charged, 0 when delivered free (docs/api.md "Totals"). */
  deliveryFee: Money;
  /** What is paid: totalAmount − sellerDiscountAmount + taxAmount + deliveryFee. */
  totalAfterTaxation: Money;
  itemCount: number;
  displayCurrency: Currency;
}

export interface OrderSummary {
  id: number;
  status: OrderStatus;
  createdAt: string;
  itemCount: number;
  totalAfterTaxation: Money;
  displayCurrency: Currency;
}

/** The translation key of a status label (namespace 'orders'). */
export const orderStatusLabel = (status: OrderStatus): string => `status.${status}`;

/** How the status badge looks: under way, done, or stopped. */
export type StatusTone = 'progress' | 'done' | 'stopped';
const ORDER_TONES: Readonly<Record<OrderStatus, StatusTone>> = {
  placed: 'progress',
  shipped: 'progress',
  delivered: 'done',
  cancelled: 'stopped',
};
export const orderStatusTone = (status: OrderStatus): StatusTone => ORDER_TONES[status];

export const isOrderStatus = (value: unknown): value is OrderStatus => ORDER_STATUSES.some((status) => status === value);

export const findOrderItem = (order: Order, orderItemId: number): OrderItem | undefined =>
  order.items.find((item) => item.orderItemId === orderItemId);

/** An order this recent, still placed, is the one the shopper has just placed (the thank-you page). */
export const JUST_PLACED_MS = 60 * 60 * 1000;

/**
 * How /order-confirmation/{id} opens: the thank-you for an order just placed, else the order's status
 * and the day it got there (issue 15: an old order is not "placed" again when its page is opened).
 */
export type ConfirmationHeadline = { kind: 'thanks' } | { kind: 'status'; status: OrderStatus; at: string };

export function confirmationHeadline(
  order: Pick<Order, 'status' | 'createdAt' | 'shippedAt' | 'deliveredAt' | 'cancelledAt'>,
  nowMs: number,
): ConfirmationHeadline {
  if (order.status === 'placed' && nowMs - Date.parse(order.createdAt) <= JUST_PLACED_MS) return { kind: 'thanks' };
  const changedAt = { placed: order.createdAt, shipped: order.shippedAt, delivered: order.deliveredAt, cancelled: order.cancelledAt }[order.status];
  return { kind: 'status', status: order.status, at: changedAt ?? order.createdAt };
}
