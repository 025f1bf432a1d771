// The orders feature's contract (docs/adr/0027-one-contract.md, 0058): checkout's request and the order's
// wire shape, the codes checkout refuses with, and the one mapping per direction: a stored order to its
// answer (the server) and the answer to the domain's Order (HttpOrderGateway). The text typed at checkout
// (CHECKOUT_TEXT) is declared by the domain once: the body, the answer and both mappings follow from it.
import * as Type from 'typebox';
import { shownUnitsOfMajor } from '../../domain/catalogue';
import { CHECKOUT_TEXT, type CheckoutForm, type CheckoutTextField } from '../../domain/orders/checkout';
import type { Order as DomainOrder, OrderStatus as DomainOrderStatus, OrderSummary as DomainOrderSummary } from '../../domain/orders/order';
import { REFUND_WINDOW_DAYS } from '../../domain/refunds';
import { toMinor } from '../../domain/shared/money';
import {
  BASE_CURRENCY,
  BaseCurrency,
  Body,
  DisplayCurrency,
  displayCurrencyWire,
  ErrorBody,
  Id,
  Text,
  type DisplayCurrencyRecord,
  type Language,
  decimalAmount,
} from '../shared/shared-contract';

/** The API's reasons for refusing a checkout. */
export const CheckoutErrorCode = {
  /** 400: nothing in the cart to order. */
  cartEmpty: 'CART_EMPTY',
  /** 409: some lines want more than is left (the body lists them). */
  insufficientStock: 'INSUFFICIENT_STOCK',
} as const;

const Money = (description?: string) => Type.Number(description ? { description } : {});

const TEXT_FIELDS = Object.keys(CHECKOUT_TEXT) as CheckoutTextField[];
type Rules = typeof CHECKOUT_TEXT;
/** The typed text as the checkout body takes it: a field the form requires is required, the others optional, both within its length. */
const checkoutTextBody = Object.fromEntries(
  TEXT_FIELDS.map((name) => {
    const { min, max } = CHECKOUT_TEXT[name];
    return [name, min > 0 ? Text({ minLength: min, maxLength: max }) : Type.Optional(Text({ maxLength: max }))];
  }),
) as { [K in CheckoutTextField]: Rules[K]['min'] extends 0 ? Type.TOptional<Type.TString> : Type.TString };
/** The typed text as an order answers it: every field, trimmed ('' when none was given). */
const checkoutTextAnswer = Object.fromEntries(TEXT_FIELDS.map((name) => [name, Type.String()])) as { [K in CheckoutTextField]: Type.TString };

export const OrderStatus = Type.Union(
  [Type.Literal('placed'), Type.Literal('confirmed'), Type.Literal('shipped'), Type.Literal('delivered'), Type.Literal('cancelled')],
  { description: 'placed → confirmed → shipped → delivered, or cancelled before shipping' },
);

export const OrderItem = Type.Object({
  orderItemId: Type.Integer(),
  productId: Type.Integer(),
  productDetailId: Type.Integer(),
  titleEN: Type.String(),
  titleAR: Type.String(),
  imageURL: Type.String(),
  color: Type.Union([Type.String(), Type.Null()]),
  variantValue: Type.Union([Type.String(), Type.Null()]),
  unitPrice: Money('The unit price actually paid, USD'),
  quantity: Type.Integer(),
  totalAmount: Money(),
  refundedQuantity: Type.Integer(),
  pendingRefundQuantity: Type.Integer({ description: 'In refund requests still under way (requested, approved, picked-up)' }),
  refundableQuantity: Type.Integer({ description: 'quantity − refunded − pending within the window, else 0' }),
  refundableUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'deliveredAt + 14 days; null until delivered',
  }),
});

const CashTotal = Type.Union([Type.Number(), Type.Null()], {
  description: 'What is paid in cash, in the display currency (major units): the shown total rounded to its cash step; null on orders placed before cash rounding',
});
const CashRounding = Type.Union([Type.Number(), Type.Null()], {
  description: 'cashTotal − the shown total, in the display currency (major units): the rounding line',
});

export const Order = Type.Object(
  {
    id: Type.Integer(),
    status: OrderStatus,
    createdAt: Type.String({ format: 'date-time' }),
    confirmedAt: Type.Optional(
      Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When an operator confirmed it; null until then (issue 29)' }),
    ),
    shippedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When the order left; null until shipped' }),
    deliveredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    cancelledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'null unless cancelled' }),
    paymentMethod: Type.Literal('cash_on_delivery'),
    ...checkoutTextAnswer,
    phone: Type.String({ description: 'Normalised digits (spec §5)' }),
    countryId: Type.Integer(),
    items: Type.Array(OrderItem),
    totalAmount: Money(),
    sellerDiscount: Type.String({ description: "Percentage as text: '0' (Shopper) or '10' (Seller)" }),
    sellerDiscountAmount: Money(),
    taxAmount: Money(),
    deliveryFee: Money('The delivery fee charged, 0 when the order was delivered free (docs/api.md "Totals")'),
    totalAfterTaxation: Money('What is paid: totalAmount − sellerDiscountAmount + taxAmount + deliveryFee'),
    itemCount: Type.Integer(),
    cashTotal: CashTotal,
    cashRounding: CashRounding,
    currency: BaseCurrency,
    displayCurrency: DisplayCurrency,
  },
  { $id: 'Order', title: 'Order' },
);

export const OrderSummary = Type.Object({
  id: Type.Integer(),
  status: OrderStatus,
  createdAt: Type.String({ format: 'date-time' }),
  itemCount: Type.Integer(),
  totalAfterTaxation: Money(),
  cashTotal: CashTotal,
  cashRounding: CashRounding,
  currency: BaseCurrency,
  displayCurrency: DisplayCurrency,
});

export const OrderResponse = Type.Object({
  orderReturned: Order,
  replayed: Type.Optional(Type.Boolean({ description: 'true when the Idempotency-Key was seen before (200)' })),
});
export const OrdersResponse = Type.Object({ ordersReturned: Type.Array(OrderSummary) });

export const CheckoutHeaders = Type.Object({
  'idempotency-key': Text({
    minLength: 8,
    maxLength: 100,
    description: 'Made once per checkout attempt (a UUID); the same key again answers the same order',
  }),
});

export const CheckoutBody = Body({
  ...checkoutTextBody,
  phone: Text({ minLength: 1, maxLength: 40, description: 'As typed; normalised with the country’s calling code (spec §5)' }),
  countryId: Id(),
  currencyId: Id('The display currency'),
  paymentMethod: Type.Literal('cash_on_delivery'),
});
export type CheckoutBodyWire = Type.Static<typeof CheckoutBody>;

/** A line of a checkout refused for stock: what it wants is more than `available`. */
export const StockShortageItem = Type.Object({ cartItemId: Type.Integer(), productDetailId: Type.Integer(), available: Type.Integer() });

/** 409 INSUFFICIENT_STOCK at checkout (items) or on a cart change (field quantity, available). */
export const StockErrorBody = Type.Object(
  {
    ...ErrorBody.properties,
    available: Type.Optional(Type.Integer({ description: 'The stock left (cart add or update)' })),
    items: Type.Optional(
      Type.Array(
        StockShortageItem,
        { description: 'Checkout: every line that wants more than is left' },
      ),
    ),
  },
  { description: 'Conflict: INSUFFICIENT_STOCK (and the stock left), or another state conflict' },
);

/** The wire types the server builds and the client reads. */
export type OrderWire = Type.Static<typeof Order>;
export type OrderItemWire = Type.Static<typeof OrderItem>;
export type OrderSummaryWire = Type.Static<typeof OrderSummary>;

// ── The server's way out: a stored order to its answer ──────────────────────────────────────────────
// The records are what the server's repository reads (its row types come from the Drizzle tables):
// money as PostgreSQL's exact decimal strings, instants as Dates. The text typed at checkout is the
// domain's CheckoutForm, under the same names in the table, the wire and the domain.

export interface OrderSummaryRecord {
  id: number;
  status: DomainOrderStatus;
  createdAt: Date;
  itemCount: number;
  totalAfterTaxation: string;
  /** What is paid in cash in the display currency and its rounding line (major units); null before ADR 0042. */
  cashTotal: string | null;
  cashRounding: string | null;
  displayCurrency: DisplayCurrencyRecord;
}

export interface OrderItemRecord {
  id: number;
  orderId: number;
  productId: number;
  productDetailId: number;
  titleEn: string;
  titleAr: string;
  imageUrl: string;
  color: string | null;
  variantValue: string | null;
  unitPrice: string;
  quantity: number;
  totalAmount: string;
  /** Refunds with status 'refunded'. */
  refundedQuantity: number;
  /** Refunds still under way: requested, approved, picked-up. */
  pendingRefundQuantity: number;
}

/** An order line's record as it was bought (USD decimal strings): what a refund of it keeps too. */
export type BoughtLineRecord = Pick<OrderItemRecord, 'titleEn' | 'titleAr' | 'imageUrl' | 'color' | 'variantValue' | 'unitPrice' | 'quantity'>;

export interface OrderRecord extends OrderSummaryRecord, CheckoutForm {
  countryId: number;
  totalAmount: string;
  sellerDiscount: string;
  sellerDiscountAmount: string;
  taxAmount: string;
  deliveryFee: string;
  /** Issue 29: when an operator confirmed it. */
  confirmedAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  items: OrderItemRecord[];
}

const DAY_MS = 86_400_000;
const amount = decimalAmount;

export const refundableUntil = (deliveredAt: Date | null): Date | null =>
  deliveredAt === null ? null : new Date(deliveredAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);

/** How many of a line may still be refunded at `now`: none outside the window or before delivery. */
export function refundableQuantity(item: Pick<OrderItemRecord, 'quantity' | 'refundedQuantity' | 'pendingRefundQuantity'>, deliveredAt: Date | null, now: Date): number {
  const until = refundableUntil(deliveredAt);
  if (until === null || now.getTime() > until.getTime()) return 0;
  return Math.max(0, item.quantity - item.refundedQuantity - item.pendingRefundQuantity);
}

function orderItemWire(item: OrderItemRecord, deliveredAt: Date | null, now: Date): OrderItemWire {
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

export function orderSummaryWire(order: OrderSummaryRecord, language: Language): OrderSummaryWire {
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

/** The text typed at checkout, as stored. */
const typedText = (order: CheckoutForm): Record<CheckoutTextField, string> =>
  Object.fromEntries(TEXT_FIELDS.map((name) => [name, order[name]])) as Record<CheckoutTextField, string>;

export function orderWire(order: OrderRecord, language: Language, now: Date): OrderWire {
  return {
    ...orderSummaryWire(order, language),
    ...typedText(order),
    confirmedAt: order.confirmedAt?.toISOString() ?? null,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    paymentMethod: order.paymentMethod,
    phone: order.phone,
    countryId: order.countryId,
    items: order.items.map((item) => orderItemWire(item, order.deliveredAt, now)),
    totalAmount: amount(order.totalAmount),
    sellerDiscount: order.sellerDiscount,
    sellerDiscountAmount: amount(order.sellerDiscountAmount),
    taxAmount: amount(order.taxAmount),
    deliveryFee: amount(order.deliveryFee),
  };
}

// ── The client's way in: the answer in the domain's words (dollars become cents here, once) ──────────

const itemOf = ({ productDetailId, titleEN, titleAR, ...item }: OrderItemWire): DomainOrder['items'][number] => ({
  ...item,
  variantId: productDetailId,
  title: { en: titleEN, ar: titleAR },
  unitPrice: toMinor(item.unitPrice),
  totalAmount: toMinor(item.totalAmount),
});

/** The stored cash total and rounding line, in whole shown units of the order's currency. */
const cashOf = (order: Pick<OrderWire, 'cashTotal' | 'cashRounding' | 'displayCurrency'>): DomainOrder['cash'] =>
  order.cashTotal === null || order.cashRounding === null
    ? null
    : { total: shownUnitsOfMajor(order.cashTotal, order.displayCurrency), rounding: shownUnitsOfMajor(order.cashRounding, order.displayCurrency) };

export function orderOf(order: OrderWire): DomainOrder {
  const { currency: _base, cashTotal: _total, cashRounding: _rounding, ...rest } = order;
  return {
    ...rest,
    items: order.items.map(itemOf),
    totalAmount: toMinor(order.totalAmount),
    sellerDiscountAmount: toMinor(order.sellerDiscountAmount),
    taxAmount: toMinor(order.taxAmount),
    deliveryFee: toMinor(order.deliveryFee),
    totalAfterTaxation: toMinor(order.totalAfterTaxation),
    displayCurrency: { ...order.displayCurrency },
    cash: cashOf(order),
  };
}

export const orderSummaryOf = (order: OrderSummaryWire): DomainOrderSummary => ({
  id: order.id,
  status: order.status,
  createdAt: order.createdAt,
  itemCount: order.itemCount,
  totalAfterTaxation: toMinor(order.totalAfterTaxation),
  displayCurrency: { ...order.displayCurrency },
  cash: cashOf(order),
});
