// The orders feature's contract (docs/adr/0027-one-contract.md): checkout's request and the order's
// wire shape, read by the server's routes and by HttpOrderGateway, and the codes checkout refuses with.
import * as Type from 'typebox';
import { CITY_MAX, CITY_MIN, DETAILS_MAX, FULL_NAME_MAX, FULL_NAME_MIN, NOTE_MAX, STREET_MAX, STREET_MIN } from '../../domain/orders/checkout';
import { BaseCurrency, Body, DisplayCurrency, ErrorBody, Id, Text } from '../shared/shared-contract';

/** The API's reasons for refusing a checkout. */
export const CheckoutErrorCode = {
  /** 400: nothing in the cart to order. */
  cartEmpty: 'CART_EMPTY',
  /** 409: some lines want more than is left (the body lists them). */
  insufficientStock: 'INSUFFICIENT_STOCK',
} as const;

const Money = (description?: string) => Type.Number(description ? { description } : {});

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
    fullName: Type.String(),
    city: Type.String(),
    street: Type.String(),
    details: Type.String(),
    phone: Type.String({ description: 'Normalised digits (spec §5)' }),
    countryId: Type.Integer(),
    note: Type.String(),
    items: Type.Array(OrderItem),
    totalAmount: Money(),
    sellerDiscount: Type.String({ description: "Percentage as text: '0' (Shopper) or '10' (Seller)" }),
    sellerDiscountAmount: Money(),
    taxAmount: Money(),
    deliveryFee: Money('The delivery fee charged, 0 when the order was delivered free (docs/api.md "Totals")'),
    totalAfterTaxation: Money('What is paid: totalAmount − sellerDiscountAmount + taxAmount + deliveryFee'),
    itemCount: Type.Integer(),
    cashTotal: Type.Union([Type.Number(), Type.Null()], {
      description: 'What is paid in cash, in the display currency (major units): the shown total rounded to its cash step; null on orders placed before cash rounding',
    }),
    cashRounding: Type.Union([Type.Number(), Type.Null()], {
      description: 'cashTotal − the shown total, in the display currency (major units): the rounding line',
    }),
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
  cashTotal: Type.Union([Type.Number(), Type.Null()], {
    description: 'What is paid in cash, in the display currency (major units): the shown total rounded to its cash step; null on orders placed before cash rounding',
  }),
  cashRounding: Type.Union([Type.Number(), Type.Null()], {
    description: 'cashTotal − the shown total, in the display currency (major units): the rounding line',
  }),
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
  fullName: Text({ minLength: FULL_NAME_MIN, maxLength: FULL_NAME_MAX }),
  city: Text({ minLength: CITY_MIN, maxLength: CITY_MAX }),
  street: Text({ minLength: STREET_MIN, maxLength: STREET_MAX }),
  details: Type.Optional(Text({ maxLength: DETAILS_MAX })),
  phone: Text({ minLength: 1, maxLength: 40, description: 'As typed; normalised with the country’s calling code (spec §5)' }),
  countryId: Id(),
  currencyId: Id('The display currency'),
  paymentMethod: Type.Literal('cash_on_delivery'),
  note: Type.Optional(Text({ maxLength: NOTE_MAX })),
});

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
