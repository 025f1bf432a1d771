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
import type { Cart, CartItem } from '../routes/cart/schemas.js';
import type { Order, OrderItem, OrderSummary } from '../routes/orders/schemas.js';
import type { Refund } from '../routes/refunds/schemas.js';
import { priceFields } from '../routes/catalogue/wire.js';
import { centsOf, totalsOf, unitCents, wireAmount } from './money.js';
import type { Pricing } from './pricing.js';

export const BASE_CURRENCY = { code: 'USD', excRate: 1 } as const;

/** ADR 0008: a refund may be asked for within 14 days of delivery. */
export const REFUND_WINDOW_DAYS = 14;
const DAY_MS = 86_400_000;

export const refundableUntil = (deliveredAt: Date | null): Date | null =>
  deliveredAt === null ? null : new Date(deliveredAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);

export function cartWire(lines: CartLineRow[], pricing: Pricing): Static<typeof Cart> {
  const priced = lines.map((line) => ({ line, unitCents: unitCents(line.price, line.discountPrice) }));
  const totals = totalsOf(
    priced.map(({ line, unitCents: unit }) => ({ unitCents: unit, quantity: line.quantity })),
    pricing.sellerPercent,
    pricing.taxBasis,
    pricing.delivery,
  );
  const cartItems: Static<typeof CartItem>[] = priced.map(({ line, unitCents: unit }) => {
    const prices = priceFields(line);
    return {
      cartItemId: line.cartItemId,
      productDetailId: line.productDetailId,
      productId: line.productId,
      titleEN: line.titleEn,
      titleAR: line.titleAr,
      imageURL: line.images[0] ?? '',
      color: line.color,
      variantValue: line.variantValue,
      price: prices.price,
      discountPrice: prices.discountPrice,
      priceWithDiscount: prices.priceWithDiscount,
      quantity: line.quantity,
      totalAmount: wireAmount(unit * line.quantity),
      stock: line.stock,
    };
  });
  return {
    cartItems,
    totalAmount: wireAmount(totals.totalAmount),
    taxAmount: wireAmount(totals.taxAmount),
    deliveryFee: wireAmount(totals.deliveryFee),
    delivery: { fee: wireAmount(pricing.delivery.feeCents), freeFrom: wireAmount(pricing.delivery.freeFromCents) },
    totalAfterTaxation: wireAmount(totals.totalAfterTaxation),
    sellerDiscount: totals.sellerDiscount,
    sellerDiscountAmount: wireAmount(totals.sellerDiscountAmount),
    itemCount: totals.itemCount,
    currency: BASE_CURRENCY,
  };
}

export const displayCurrencyWire = (currency: DisplayCurrencyRecord, language: Language) => ({
  id: currency.id,
  code: currency.code,
  name: pick(language, currency.nameEn, currency.nameAr),
  excRate: Number(currency.excRate),
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
    currency: BASE_CURRENCY,
    displayCurrency: displayCurrencyWire(order.displayCurrency, language),
  };
}

export function orderWire(order: OrderRecord, language: Language, now: Date): Static<typeof Order> {
  return {
    ...orderSummaryWire(order, language),
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
    currency: BASE_CURRENCY,
    displayCurrency: displayCurrencyWire(refund.displayCurrency, language),
    createdAt: refund.createdAt.toISOString(),
  };
}
