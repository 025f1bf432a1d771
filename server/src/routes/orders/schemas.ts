// Wire schemas of checkout and orders, and the currency records every money answer carries.
import { Type } from 'typebox';
import { ErrorBody } from '../../http/errors.js';
import { Body, Id, Text } from '../../http/schemas.js';

/** Every answer with money says it is in the base currency, so a client never guesses. */
export const BaseCurrency = Type.Object(
  {
    code: Type.Literal('USD'),
    excRate: Type.Literal(1),
  },
  { description: 'Amounts in this answer are US dollars (the base currency).' },
);

export const DisplayCurrency = Type.Object(
  {
    id: Type.Integer(),
    code: Type.String(),
    name: Type.String({ description: 'In the request language' }),
    excRate: Type.Number({ description: 'Units per 1 USD when the order was placed' }),
  },
  { description: "The shopper's display currency at the moment of the order" },
);

const Money = (description?: string) => Type.Number(description ? { description } : {});

export const OrderStatus = Type.Union(
  [Type.Literal('placed'), Type.Literal('shipped'), Type.Literal('delivered'), Type.Literal('cancelled')],
  { description: 'placed → shipped → delivered, or cancelled' },
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
  fullName: Text({ minLength: 2, maxLength: 100 }),
  city: Text({ minLength: 2, maxLength: 60 }),
  street: Text({ minLength: 2, maxLength: 200 }),
  details: Type.Optional(Text({ maxLength: 200 })),
  phone: Text({ minLength: 1, maxLength: 40, description: 'As typed; normalised with the country’s calling code (spec §5)' }),
  countryId: Id(),
  currencyId: Id('The display currency'),
  paymentMethod: Type.Literal('cash_on_delivery'),
  note: Type.Optional(Text({ maxLength: 500 })),
});

/** 409 INSUFFICIENT_STOCK at checkout (items) or on a cart change (field quantity, available). */
export const StockErrorBody = Type.Object(
  {
    ...ErrorBody.properties,
    available: Type.Optional(Type.Integer({ description: 'The stock left (cart add or update)' })),
    items: Type.Optional(
      Type.Array(
        Type.Object({ cartItemId: Type.Integer(), productDetailId: Type.Integer(), available: Type.Integer() }),
        { description: 'Checkout: every line that wants more than is left' },
      ),
    ),
  },
  { description: 'Conflict: INSUFFICIENT_STOCK (and the stock left), or another state conflict' },
);
