// An order as the shopper sees it: what was bought, at what price, where it goes, and how far it got.
// Amounts are Money (USD minor units, ADR 0003); displayCurrency is the currency and rate recorded when
// the order was placed, so an order reads the same whatever today's rate is (ADR 0008).
import type { Currency } from '../country';
import type { LocalisedText } from '../shared/localised-text';
import type { Money } from '../shared/money';
import type { CheckoutForm } from './checkout';

/** 'confirmed': an operator accepted the order and is preparing it (issue 29). */
export type OrderStatus = 'placed' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled';
export const ORDER_STATUSES: readonly OrderStatus[] = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'];

export type PaymentMethod = 'cash_on_delivery';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['cash_on_delivery'];

export interface OrderItem {
  orderItemId: number;
  productId: number;
  /** The product variant bought (the API's productDetailId). */
  variantId: number;
  title: LocalisedText;
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

/** An order line as it was bought: picture, colour, option and the unit price paid (two variants told apart), and how many. */
export type BoughtLine = Pick<OrderItem, 'title' | 'imageURL' | 'color' | 'variantValue' | 'unitPrice' | 'quantity'>;

/** An order carries what was typed at checkout (name, address, phone, note, payment), under the form's names. */
export interface Order extends CheckoutForm {
  id: number;
  status: OrderStatus;
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601; when an operator confirmed it (issue 29); null or absent until then. */
  confirmedAt?: string | null;
  /** ISO 8601; null until shipped. */
  shippedAt: string | null;
  deliveredAt: string | null;
  /** ISO 8601; null unless cancelled. */
  cancelledAt: string | null;
  countryId: number;
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
  /** What the shopper pays in cash, as the server stored it (issue 26): null on older orders. */
  cash: CashAmount | null;
}

/** Whole shown units of the order's display currency (src/domain/cart/shown-totals.ts). */
export interface CashAmount {
  total: number;
  /** total − the shown total: the rounding line. */
  rounding: number;
}

export interface OrderSummary {
  id: number;
  status: OrderStatus;
  createdAt: string;
  itemCount: number;
  totalAfterTaxation: Money;
  displayCurrency: Currency;
  cash: CashAmount | null;
}

/** The translation key of a status label (namespace 'orders'). */
export const orderStatusLabel = (status: OrderStatus): string => `status.${status}`;

/** How the status badge looks: under way, done, or stopped. */
export type StatusTone = 'progress' | 'done' | 'stopped';
const ORDER_TONES: Readonly<Record<OrderStatus, StatusTone>> = {
  placed: 'progress',
  confirmed: 'progress',
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
 * How an order's page, /orders/{id}, opens: the thank-you for an order just placed, else the order's status
 * and the day it got there (issue 15: an old order is not "placed" again when its page is opened).
 */
export type ConfirmationHeadline = { kind: 'thanks' } | { kind: 'status'; status: OrderStatus; at: string };

export function confirmationHeadline(
  order: Pick<Order, 'status' | 'createdAt' | 'confirmedAt' | 'shippedAt' | 'deliveredAt' | 'cancelledAt'>,
  nowMs: number,
): ConfirmationHeadline {
  if (order.status === 'placed' && nowMs - Date.parse(order.createdAt) <= JUST_PLACED_MS) return { kind: 'thanks' };
  const changedAt = { placed: order.createdAt, confirmed: order.confirmedAt ?? null, shipped: order.shippedAt, delivered: order.deliveredAt, cancelled: order.cancelledAt }[order.status];
  return { kind: 'status', status: order.status, at: changedAt ?? order.createdAt };
}

/** A step of an order's tracking: placed → (confirmed →) shipped → delivered, or where it stopped instead. */
export type OrderStepName = 'placed' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

export interface OrderStep {
  name: OrderStepName;
  /** When the order got there (ISO 8601); null while pending, or when it went past without a date recorded. */
  at: string | null;
  reached: boolean;
  /** The last step reached: where the order is now. */
  current: boolean;
}

const isFullyRefunded = (items: readonly Pick<OrderItem, 'quantity' | 'refundedQuantity'>[]): boolean =>
  items.length > 0 && items.every((item) => item.refundedQuantity >= item.quantity);

/**
 * The order's tracking timeline. A placed, shipped or delivered order shows the three steps, those
 * not reached yet pending; a cancelled order ends at its cancellation (after shipping if it had left);
 * a delivered order whose every unit was refunded ends with the refund (the wire records no date for it).
 * The operator's confirmation (issue 29) is a step of its own once the order was confirmed; orders
 * that never were (those from before the console) keep their three steps.
 */
export function orderTimeline(
  order: Pick<Order, 'status' | 'createdAt' | 'confirmedAt' | 'shippedAt' | 'deliveredAt' | 'cancelledAt'> & {
    items: readonly Pick<OrderItem, 'quantity' | 'refundedQuantity'>[];
  },
): OrderStep[] {
  const progress = { placed: 0, confirmed: 0, shipped: 1, delivered: 2, cancelled: 0 }[order.status];
  const confirmedAt = order.confirmedAt ?? null;
  const confirmed: Array<Omit<OrderStep, 'current'>> =
    order.status === 'confirmed' || confirmedAt !== null ? [{ name: 'confirmed', at: confirmedAt, reached: true }] : [];
  const journey: Array<Omit<OrderStep, 'current'>> = [
    { name: 'placed', at: order.createdAt, reached: true },
    ...confirmed,
    { name: 'shipped', at: order.shippedAt, reached: progress >= 1 || order.shippedAt !== null },
    { name: 'delivered', at: order.deliveredAt, reached: progress >= 2 },
  ];
  let steps = journey;
  if (order.status === 'cancelled') {
    steps = [...journey.filter((step) => step.reached), { name: 'cancelled', at: order.cancelledAt, reached: true }];
  } else if (order.status === 'delivered' && isFullyRefunded(order.items)) {
    steps = [...journey, { name: 'refunded', at: null, reached: true }];
  }
  const last = steps.findLastIndex((step) => step.reached);
  return steps.map((step, index) => ({ ...step, current: index === last }));
}
