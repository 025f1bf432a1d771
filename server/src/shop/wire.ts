// Repository records to the wire: money from exact decimal strings to JSON numbers (two decimals),
// keys in the storefront's spelling, translated names in the request language.
import type { Static } from 'typebox';
import { pick, type Language } from '../http/language.js';
import type { CartLineRow } from '../repositories/cart-repository.js';
import type {
  DisplayCurrencyRecord,
  OrderItemRecord,
  OrderRecord,
  OrderSummaryRecord,
} from '../repositories/orders-repository.js';
import type { RefundRecord } from '../repositories/refunds-repository.js';
import type { Order, OrderItem, OrderSummary } from '@/infrastructure/orders/orders-contract';
import type { Refund } from '@/infrastructure/refunds/refunds-contract';
import { REFUND_WINDOW_DAYS } from '@/domain/refunds';
import { cartAnswer, type CartWire } from '@/infrastructure/cart/cart-contract';
import { centsOf, wireAmount } from './money.js';
import type { Pricing } from './pricing.js';

export const BASE_CURRENCY = { code: 'USD', excRate: 1 } as const;

const DAY_MS = 86_400_000;

export const refundableUntil = (deliveredAt: Date | null): Date | null =>
  deliveredAt === null ? null : new Date(deliveredAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);

/** The cart's answer: its rows in the contract's record shape, priced and mapped by the contract. */
export function cartWire(lines: CartLineRow[], pricing: Pricing): CartWire {
  const records = lines.map(({ titleEn, titleAr, images, price, discountPrice, ...line }) => ({
    ...line,
    titleEN: titleEn,
    titleAR: titleAr,
    imageURL: images[0] ?? '',
    price: centsOf(price),
    discount: discountPrice === null ? null : centsOf(discountPrice),
  }));
  return cartAnswer(records, pricing);
}

export const displayCurrencyWire = (currency: DisplayCurrencyRecord, language: Language) => ({
  id: currency.id,
  code: currency.code,
  name: pick(language, currency.nameEn, currency.nameAr),
  excRate: Number(currency.excRate),
  ...(currency.displayStep === null ? {} : { displayStep: Number(currency.displayStep) }),
  ...(currency.cashStep === null ? {} : { cashStep: Number(currency.cashStep) }),
});

const amount = (decimal: string): number => wireAmount(centsOf(decimal));

/** How many of a line may still be refunded at `now`: none outside the window or before delivery. */
export function refundableQuantity(item: OrderItemRecord, deliveredAt: Date | null, now: Date): number {
  const until = refundableUntil(deliveredAt);
  if (until === null || now.getTime() > until.getTime()) return 0;
  return Math.max(0, item.quantity - item.refundedQuantity - item.pendingRefundQuantity);
}

function orderItemWire(item: OrderItemRecord, deliveredAt: Date | null, now: Date): Static<typeof OrderItem> {
  return {
    orderItemId: item.id,
    productId: item.productId,
    productDetailId: item.productDetailId,
    titleEN: item.titleEn,
    titleAR: item.titleAr,
    imageURL: item.imageUrl,
    color: item.color,
    variantValue: item.variantValue,
    unitPrice: amount(item.unitPrice),
    quantity: item.quantity,
    totalAmount: amount(item.totalAmount),
    refundedQuantity: item.refundedQuantity,
    pendingRefundQuantity: item.pendingRefundQuantity,
    refundableQuantity: refundableQuantity(item, deliveredAt, now),
    refundableUntil: refundableUntil(deliveredAt)?.toISOString() ?? null,
  };
}

export function orderSummaryWire(order: OrderSummaryRecord, language: Language): Static<typeof OrderSummary> {
  return {
    id: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    itemCount: order.itemCount,
    totalAfterTaxation: amount(order.totalAfterTaxation),
    cashTotal: order.cashTotal === null ? null : Number(order.cashTotal),
    cashRounding: order.cashRounding === null ? null : Number(order.cashRounding),
    currency: BASE_CURRENCY,
    displayCurrency: displayCurrencyWire(order.displayCurrency, language),
  };
}

export function orderWire(order: OrderRecord, language: Language, now: Date): Static<typeof Order> {
  return {
    ...orderSummaryWire(order, language),
    confirmedAt: order.confirmedAt?.toISOString() ?? null,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    paymentMethod: order.paymentMethod,
    fullName: order.fullName,
    city: order.city,
    street: order.street,
    details: order.details,
    phone: order.phone,
    countryId: order.countryId,
    note: order.note,
    items: order.items.map((item) => orderItemWire(item, order.deliveredAt, now)),
    totalAmount: amount(order.totalAmount),
    sellerDiscount: order.sellerDiscount,
    sellerDiscountAmount: amount(order.sellerDiscountAmount),
    taxAmount: amount(order.taxAmount),
    deliveryFee: amount(order.deliveryFee),
  };
}

export function refundWire(refund: RefundRecord, language: Language): Static<typeof Refund> {
  return {
    id: refund.id,
    orderId: refund.orderId,
    orderItemId: refund.orderItemId,
    titleEN: refund.titleEn,
    titleAR: refund.titleAr,
    imageURL: refund.imageUrl,
    color: refund.color,
    variantValue: refund.variantValue,
    unitPrice: amount(refund.unitPrice),
    quantity: refund.quantity,
    reason: refund.reason,
    note: refund.note,
    photoCount: refund.photoCount,
    status: refund.status,
    amount: amount(refund.amount),
    breakdown:
      refund.itemsAmount === null || refund.sellerDiscountAmount === null || refund.taxAmount === null || refund.deliveryAmount === null
        ? null
        : {
            items: amount(refund.itemsAmount),
            sellerDiscount: amount(refund.sellerDiscountAmount),
            tax: amount(refund.taxAmount),
            delivery: amount(refund.deliveryAmount),
          },
    currency: BASE_CURRENCY,
    displayCurrency: displayCurrencyWire(refund.displayCurrency, language),
    createdAt: refund.createdAt.toISOString(),
  };
}
