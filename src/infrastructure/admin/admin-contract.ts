// The operator console's contract (issue 29; docs/adr/0027-one-contract.md): the /api/admin requests
// and answers, read by the server's routes and by HttpAdminOrdersGateway. Money leaves as the database
// stores it (USD, exact decimal strings) with the display currency and rate recorded on the order:
// the console shows what the shopper saw and never recomputes an amount.
import * as Type from 'typebox';
import type { AdminRefund as ConsoleRefund } from '../../application/admin/admin-refunds-gateway';
import { toMinor } from '../../domain/shared/money';
import { Body, Id, INT_MAX, PageNo, PageSize, Text } from '../shared/shared-contract';

export const ADMIN_ORDER_STATUSES = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/** What an operator can do to an order; each moves it to one status. */
export const ORDER_ACTIONS = ['confirm', 'ship', 'deliver', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const AdminErrorCode = {
  /** 403: signed in, but not as an operator. */
  forbidden: 'FORBIDDEN',
  /** 409: the order is not at `version` any more; the body carries the current `order`. */
  orderChanged: 'ORDER_CHANGED',
  /** 409: this action does not apply to the order's status (e.g. shipping a cancelled order). */
  transitionNotAllowed: 'TRANSITION_NOT_ALLOWED',
  /** 409: the refund request is not at the `status` the operator saw; the body carries the current `refund`. */
  refundChanged: 'REFUND_CHANGED',
  /** 400: `from` is after `to`. */
  badDateRange: 'BAD_DATE_RANGE',
  /** 400 on field amount: an approved amount must be more than 0 and at most the amount requested. */
  refundAmount: 'REFUND_AMOUNT',
} as const;

/** A list's query: its own filters, then the page and the page size (20 unless asked, at most `maxPageSize`). */
export const PagedQuery = <P extends Record<string, Type.TSchema>>(filters: P, maxPageSize: number) =>
  Type.Object({ ...filters, page: Type.Optional(PageNo), pageSize: Type.Optional(PageSize(maxPageSize, 20)) }, { additionalProperties: false });

/** A list's page: its rows under the list's name, the page, its size and how many match. */
export const PagedResponse = <K extends string, R extends Type.TSchema>(name: K, row: R) =>
  Type.Object({ ...({ [name]: Type.Array(row) } as { [N in K]: Type.TArray<R> }), page: Type.Integer(), pageSize: Type.Integer(), total: Type.Integer() });

/** A 409 that carries the record as it is now: the error shape plus the record under its name. */
export const ConflictBody = <K extends string, R extends Type.TSchema>(name: K, record: R) =>
  Type.Object({ code: Type.String(), message: Type.String(), field: Type.Optional(Type.String()), ...({ [name]: record } as { [N in K]: R }) });

export const CARRIER_MAX = 80;
export const TRACKING_MAX = 80;
export const CANCEL_REASON_MAX = 500;
export const SEARCH_MAX = 100;
export const ADMIN_PAGE_MAX = 100;

const StatusSchema = Type.Union([Type.Literal('placed'), Type.Literal('confirmed'), Type.Literal('shipped'), Type.Literal('delivered'), Type.Literal('cancelled')]);
const Decimal = (description: string) => Type.String({ description });
const NullableDecimal = (description: string) => Type.Union([Type.String(), Type.Null()], { description });
const IsoDate = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', maxLength: 10, description: 'YYYY-MM-DD (UTC)' });

export const AdminOrdersQuery = PagedQuery(
  {
    status: Type.Optional(StatusSchema),
    country: Type.Optional(Id('Country id')),
    from: Type.Optional(IsoDate),
    to: Type.Optional(IsoDate),
    q: Type.Optional(Text({ maxLength: SEARCH_MAX, description: 'Order number, phone, e-mail or name' })),
  },
  ADMIN_PAGE_MAX,
);

export const AdminOrderRow = Type.Object({
  id: Type.Integer(),
  status: StatusSchema,
  createdAt: Type.String({ description: 'ISO 8601' }),
  fullName: Type.String(),
  email: Type.Union([Type.String(), Type.Null()], { description: 'null for an account made with a phone number only' }),
  phone: Type.String(),
  countryId: Type.Integer(),
  itemCount: Type.Integer(),
  totalAfterTaxation: Decimal('USD'),
  displayCurrencyCode: Type.String(),
  displayExcRate: Decimal('Units of the display currency per USD when the order was placed'),
  displayStep: NullableDecimal('The display step of the order (ADR 0042), major units; null on older orders'),
  cashStep: NullableDecimal('The cash step of the order (ADR 0042), major units; null on older orders'),
  cashTotal: NullableDecimal('What the shopper pays in cash, as stored on the order: display currency, major units (ADR 0042); null on older orders'),
  cashRounding: NullableDecimal('cashTotal − the shown total, display currency, major units: the rounding line; null on older orders'),
  version: Type.Integer(),
});

/**
 * The orders list counts its matches up to this many (docs/adr/0056): an exact count of 88,000 delivered
 * orders cost PostgreSQL more than the page itself, and no operator pages through a thousand orders.
 */
export const ADMIN_ORDER_COUNT_CAP = 1000;

export const AdminOrdersResponse = Type.Object({
  orders: Type.Array(AdminOrderRow),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer({ description: `The orders that match, counted up to ${ADMIN_ORDER_COUNT_CAP}` }),
  totalIsCapped: Type.Boolean({ description: `true when more than ${ADMIN_ORDER_COUNT_CAP} orders match: total is then ${ADMIN_ORDER_COUNT_CAP}` }),
});

export const AdminOrderLine = Type.Object({
  orderItemId: Type.Integer(),
  productId: Type.Integer(),
  variantId: Type.Integer(),
  titleEn: Type.String(),
  titleAr: Type.String(),
  color: Type.Union([Type.String(), Type.Null()]),
  variantValue: Type.Union([Type.String(), Type.Null()]),
  unitPrice: Decimal('USD, as paid'),
  quantity: Type.Integer(),
  totalAmount: Decimal('USD'),
});

// The order's fields an action changed, before and after. Spelled out (not a free record): the schema
// builders the shell already carries suffice, so the console's contract adds nothing to a shopper's first load.
const NullableText = Type.Union([Type.String(), Type.Null()]);
export const OrderEventState = Type.Object({
  status: Type.Optional(Type.String()),
  version: Type.Optional(Type.Integer()),
  carrier: Type.Optional(NullableText),
  trackingNumber: Type.Optional(NullableText),
  /** cancel: the reason the operator gave. */
  reason: Type.Optional(Type.String()),
  /** cancel: the units put back on each variant; refund with restock: the refund's units. */
  restocked: Type.Optional(Type.Array(Type.Object({ variantId: Type.Integer(), quantity: Type.Integer() }))),
  /** refund decisions: which refund request, and its amount (USD). */
  refundId: Type.Optional(Type.Integer()),
  amount: Type.Optional(Type.String()),
});

export const AdminOrderEvent = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  actorEmail: Type.String(),
  at: Type.String({ description: 'ISO 8601' }),
  before: OrderEventState,
  after: OrderEventState,
});

export const AdminOrder = Type.Object({
  ...AdminOrderRow.properties,
  userId: Type.Integer(),
  city: Type.String(),
  street: Type.String(),
  details: Type.String(),
  note: Type.String(),
  paymentMethod: Type.String(),
  totalAmount: Decimal('Goods, USD'),
  sellerDiscount: Type.String(),
  sellerDiscountAmount: Decimal('USD'),
  taxRate: Decimal('A fraction'),
  taxAmount: Decimal('USD'),
  deliveryFee: Decimal('USD'),
  confirmedAt: Type.Union([Type.String({ description: 'ISO 8601' }), Type.Null()]),
  shippedAt: Type.Union([Type.String({ description: 'ISO 8601' }), Type.Null()]),
  deliveredAt: Type.Union([Type.String({ description: 'ISO 8601' }), Type.Null()]),
  cancelledAt: Type.Union([Type.String({ description: 'ISO 8601' }), Type.Null()]),
  carrier: Type.Union([Type.String(), Type.Null()]),
  trackingNumber: Type.Union([Type.String(), Type.Null()]),
  items: Type.Array(AdminOrderLine),
  history: Type.Array(AdminOrderEvent, { description: 'Operator actions, oldest first' }),
});

export const AdminOrderResponse = Type.Object({ order: AdminOrder });

export const OrderActionParams = Type.Object({
  id: Id('Order id'),
  action: Type.Union([Type.Literal('confirm'), Type.Literal('ship'), Type.Literal('deliver'), Type.Literal('cancel')]),
});

export const OrderActionBody = Body({
  version: Type.Integer({ minimum: 0, maximum: INT_MAX, description: 'The order version the operator saw' }),
  carrier: Type.Optional(Text({ maxLength: CARRIER_MAX, description: 'ship only' })),
  trackingNumber: Type.Optional(Text({ maxLength: TRACKING_MAX, description: 'ship only' })),
  reason: Type.Optional(Text({ maxLength: CANCEL_REASON_MAX, description: 'cancel only' })),
});

/** 409 ORDER_CHANGED / TRANSITION_NOT_ALLOWED: the error shape plus the order as it is now. */
export const OrderConflictBody = ConflictBody('order', AdminOrder);

export type AdminOrdersQueryWire = Type.Static<typeof AdminOrdersQuery>;
export type AdminOrderRowWire = Type.Static<typeof AdminOrderRow>;
export type AdminOrderWire = Type.Static<typeof AdminOrder>;
export type AdminOrderEventWire = Type.Static<typeof AdminOrderEvent>;
export type OrderActionBodyWire = Type.Static<typeof OrderActionBody>;

// --- Refunds queue (issue 29) ---------------------------------------------------------------------

export const REFUND_ACTIONS = ['approve', 'reject', 'refund'] as const;
export type RefundAction = (typeof REFUND_ACTIONS)[number];
export const REJECT_REASON_MAX = 500;

const RefundStatusSchema = Type.Union([Type.Literal('requested'), Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('picked-up'), Type.Literal('refunded')]);

export const AdminRefundsQuery = PagedQuery({ status: Type.Optional(RefundStatusSchema) }, ADMIN_PAGE_MAX);

export const AdminRefund = Type.Object({
  id: Type.Integer(),
  orderId: Type.Integer(),
  orderItemId: Type.Integer(),
  userId: Type.Integer(),
  email: Type.Union([Type.String(), Type.Null()]),
  fullName: Type.String({ description: 'The name on the order' }),
  phone: Type.String({ description: "The order's phone, normalised digits" }),
  titleEn: Type.String(),
  titleAr: Type.String(),
  variantId: Type.Integer(),
  unitPrice: Decimal('USD, as paid'),
  quantity: Type.Integer(),
  reason: Type.String(),
  note: Type.String(),
  status: RefundStatusSchema,
  amount: Decimal('USD, as the shopper was shown it (ADR 0008)'),
  itemsAmount: NullableDecimal('USD; the parts are null on requests made before they were kept (ADR 0043)'),
  sellerDiscountAmount: NullableDecimal('USD'),
  taxAmount: NullableDecimal('USD'),
  deliveryAmount: NullableDecimal('USD'),
  approvedAmount: NullableDecimal('USD, what the operator approved (the amount or less); null until approved'),
  rejectionReason: Type.Union([Type.String(), Type.Null()], { description: 'The reason the operator gave, as written' }),
  displayCurrencyCode: Type.String(),
  displayExcRate: Decimal('Units of the display currency per USD when the order was placed'),
  displayStep: NullableDecimal('The display step of the order (ADR 0042), major units; null on older orders'),
  cashStep: NullableDecimal('The cash step of the order (ADR 0042), major units; null on older orders'),
  cashTotal: NullableDecimal('What the request pays back in cash as the shopper was shown it, display currency, major units (ADR 0053); null on older requests'),
  createdAt: Type.String({ description: 'ISO 8601' }),
});

export const AdminRefundsResponse = PagedResponse('refunds', AdminRefund);

export const AdminRefundResponse = Type.Object({ refund: AdminRefund });

export const RefundActionParams = Type.Object({
  id: Id('Refund id'),
  action: Type.Union([Type.Literal('approve'), Type.Literal('reject'), Type.Literal('refund')]),
});

export const REFUND_AMOUNT_PATTERN = '^\\d{1,10}(\\.\\d{1,2})?$';

export const RefundActionBody = Body({
  status: RefundStatusSchema,
  amount: Type.Optional(
    Type.String({ pattern: REFUND_AMOUNT_PATTERN, maxLength: 13, description: 'approve only: USD, more than 0 and at most the amount requested; the amount requested when left out' }),
  ),
  reason: Type.Optional(Text({ maxLength: REJECT_REASON_MAX, notBlank: true, description: 'reject only, required there' })),
  restock: Type.Optional(Type.Boolean({ description: 'refund only: put the returned units back in stock' })),
});

export const RefundConflictBody = ConflictBody('refund', AdminRefund);

export type AdminRefundWire = Type.Static<typeof AdminRefund>;

/**
 * A refund request as the server's query reads it (the refund, its line, its order and its shopper's
 * e-mail): the answer's own spelling, money as exact decimal strings (USD), the instant as a Date.
 */
export type AdminRefundRecord = Omit<AdminRefundWire, 'createdAt'> & { createdAt: Date };

/** A stored request to its answer (the server's routes and the fake): the console reads the database's decimals as they are. */
export const adminRefundWire = (refund: AdminRefundRecord): AdminRefundWire => ({ ...refund, createdAt: refund.createdAt.toISOString() });

const minorOf = (decimal: string) => toMinor(Number(decimal));
const numberOf = (decimal: string | null) => (decimal === null ? null : Number(decimal));

/** A refund request as the console reads it (HttpAdminRefundsGateway and the fake): USD decimals become minor units here, once. */
export const adminRefundOf = (refund: AdminRefundWire): ConsoleRefund => ({
  id: refund.id,
  orderId: refund.orderId,
  orderItemId: refund.orderItemId,
  userId: refund.userId,
  email: refund.email,
  fullName: refund.fullName,
  phone: refund.phone,
  title: { en: refund.titleEn, ar: refund.titleAr },
  variantId: refund.variantId,
  unitPrice: minorOf(refund.unitPrice),
  quantity: refund.quantity,
  reason: refund.reason,
  note: refund.note,
  status: refund.status,
  amount: minorOf(refund.amount),
  breakdown:
    refund.itemsAmount === null || refund.sellerDiscountAmount === null || refund.taxAmount === null || refund.deliveryAmount === null
      ? null
      : { items: minorOf(refund.itemsAmount), sellerDiscount: minorOf(refund.sellerDiscountAmount), tax: minorOf(refund.taxAmount), delivery: minorOf(refund.deliveryAmount) },
  approvedAmount: refund.approvedAmount === null ? null : minorOf(refund.approvedAmount),
  rejectionReason: refund.rejectionReason,
  displayCurrency: { code: refund.displayCurrencyCode, excRate: Number(refund.displayExcRate), displayStep: numberOf(refund.displayStep), cashStep: numberOf(refund.cashStep) },
  cashTotal: numberOf(refund.cashTotal),
  createdAt: refund.createdAt,
});
export type AdminRefundsQueryWire = Type.Static<typeof AdminRefundsQuery>;
export type RefundActionBodyWire = Type.Static<typeof RefundActionBody>;

// --- Shoppers (issue 29): who bought what; never a password, a session or a token ------------------

export const AdminShoppersQuery = PagedQuery({ q: Text({ maxLength: SEARCH_MAX, notBlank: true, description: 'E-mail, phone or name' }) }, ADMIN_PAGE_MAX);

export const AdminShopper = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()], { description: 'Normalised digits' }),
  role: Type.String(),
  countryId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String({ description: 'ISO 8601' }),
});

export const AdminShoppersResponse = PagedResponse('shoppers', AdminShopper);

export const AdminShopperResponse = Type.Object({
  shopper: AdminShopper,
  orders: Type.Array(AdminOrderRow, { description: 'Newest first, at most 100' }),
  refunds: Type.Array(AdminRefund, { description: 'Newest first, at most 100' }),
});

export type AdminShoppersQueryWire = Type.Static<typeof AdminShoppersQuery>;
export type AdminShopperWire = Type.Static<typeof AdminShopper>;
