// The refunds feature's contract (ADR 0008; docs/api.md "Refunds"; docs/adr/0027-one-contract.md):
// the request, the refund's wire shape, the codes a refund is refused with, and the one mapping per
// direction (ADR 0058): a stored refund to its answer (the server), the answer to the domain's Refund
// (HttpRefundGateway).
import { shownUnitsOfMajor } from '../../domain/catalogue';
import * as Type from 'typebox';
import { REFUND_NOTE_MAX, REFUND_PHOTO_BYTES_MAX, REFUND_PHOTOS_MAX, REFUND_REASONS, type Refund as DomainRefund } from '../../domain/refunds/refund';
import { toMinor } from '../../domain/shared/money';
import type { BoughtLineRecord } from '../orders';
import {
  BASE_CURRENCY,
  BaseCurrency,
  Body,
  decimalAmount,
  DisplayCurrency,
  displayCurrencyWire,
  ErrorBody,
  Id,
  INT_MAX,
  Text,
  type DisplayCurrencyRecord,
  type Language,
} from '../shared/shared-contract';

/** The API's reasons for refusing a refund request. */
export const RefundErrorCode = {
  /** 409: the order is not delivered yet. */
  notDelivered: 'NOT_DELIVERED',
  /** 409: the 14 days after delivery are over. */
  windowClosed: 'REFUND_WINDOW_CLOSED',
  /** 400 on field quantity: more than can still be refunded (the body says how many can). */
  quantity: 'REFUND_QUANTITY',
} as const;
/** Three photos of 1 MB as base64 (4/3) plus the rest of the body fit. */
export const REFUND_BODY_LIMIT = 5 * 1024 * 1024;

export const RefundReason = Type.Union(
  [
    Type.Literal('damaged'),
    Type.Literal('faulty'),
    Type.Literal('wrong-item'),
    Type.Literal('not-as-described'),
    Type.Literal('changed-mind'),
  ],
  { description: `Why the item goes back (ADR 0008): ${REFUND_REASONS.join(', ')}` },
);

export const RefundStatus = Type.Union([
  Type.Literal('requested'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
  Type.Literal('picked-up'),
  Type.Literal('refunded'),
]);

/** A data URL of a JPEG, PNG or WebP picture; at most 1 MB once decoded (checked after parsing). */
export const PhotoDataUrl = Type.String({
  pattern: '^data:image/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$',
  maxLength: Math.ceil((REFUND_PHOTO_BYTES_MAX * 4) / 3) + 64,
});

export const RefundBody = Body({
  orderId: Id(),
  orderItemId: Id(),
  quantity: Type.Integer({ minimum: 1, maximum: INT_MAX }),
  reason: RefundReason,
  note: Type.Optional(Text({ maxLength: REFUND_NOTE_MAX })),
  photos: Type.Optional(Type.Array(PhotoDataUrl, { maxItems: REFUND_PHOTOS_MAX })),
});

export const Refund = Type.Object(
  {
    id: Type.Integer(),
    orderId: Type.Integer(),
    orderItemId: Type.Integer(),
    titleEN: Type.String(),
    titleAR: Type.String(),
    imageURL: Type.String({ description: "The line's picture as it was bought" }),
    color: Type.Union([Type.String(), Type.Null()]),
    variantValue: Type.Union([Type.String(), Type.Null()], { description: 'The option (size) of the line' }),
    unitPrice: Type.Number({ description: 'The unit price paid, USD' }),
    quantity: Type.Integer(),
    reason: RefundReason,
    note: Type.String(),
    photoCount: Type.Integer(),
    status: RefundStatus,
    amount: Type.Number({ description: 'What is paid back in all, USD: items − sellerDiscount + tax + delivery' }),
    breakdown: Type.Union(
      [
        Type.Object({
          items: Type.Number({ description: 'Paid unit price × quantity, USD' }),
          sellerDiscount: Type.Number({ description: "The items' share of the order's seller discount, USD (not paid, so not refunded)" }),
          tax: Type.Number({ description: 'The tax paid on the items: their share of the order tax, USD' }),
          delivery: Type.Number({ description: "Their share of the delivery fee, USD; 0 when the reason is 'changed-mind'" }),
        }),
        Type.Null(),
      ],
      { description: 'The amount part by part (issue 26); null for requests made before it was kept' },
    ),
    approvedAmount: Type.Union([Type.Number(), Type.Null()], { description: 'USD, what the store approved to pay back (the amount or less); null until approved' }),
    rejectionReason: Type.Union([Type.String(), Type.Null()], { description: "The store's reason for declining, as its operator wrote it" }),
    cashTotal: Type.Union([Type.Number(), Type.Null()], {
      description:
        "What is paid back in cash, in the order's display currency (major units): the shown parts' sum rounded to the order's cash step; null on requests made before cash rounding",
    }),
    cashRounding: Type.Union([Type.Number(), Type.Null()], {
      description: 'cashTotal − the sum of the shown parts, in the display currency (major units): the rounding line',
    }),
    currency: BaseCurrency,
    displayCurrency: DisplayCurrency,
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Refund', title: 'Refund' },
);

export const RefundResponse = Type.Object({ refundReturned: Refund });
export const RefundsResponse = Type.Object({ refundsReturned: Type.Array(Refund) });

/** 400 REFUND_QUANTITY carries how many may still be refunded. */
export const RefundErrorBody = Type.Object(
  { ...ErrorBody.properties, available: Type.Optional(Type.Integer()) },
  { description: 'Bad request: validation failed, or REFUND_QUANTITY (with available)' },
);

export type RefundWire = Type.Static<typeof Refund>;

/** A refund as the server's repository reads it: money as exact decimal strings (USD), instants as Dates. */
export interface RefundRecord extends BoughtLineRecord {
  id: number;
  orderId: number;
  orderItemId: number;
  reason: RefundWire['reason'];
  note: string;
  photoCount: number;
  status: RefundWire['status'];
  /** What is paid back in all. */
  amount: string;
  /** The amount part by part (issue 26); null on requests made before it was kept. */
  itemsAmount: string | null;
  sellerDiscountAmount: string | null;
  taxAmount: string | null;
  deliveryAmount: string | null;
  /** What the operator approved (the amount or less); null until approved (issue 29). */
  approvedAmount: string | null;
  /** The operator's reason for declining, as written; null otherwise. */
  rejectionReason: string | null;
  /** Paid back in cash, in the display currency (major units), and its rounding line; null on requests made before. */
  cashTotal: string | null;
  cashRounding: string | null;
  createdAt: Date;
  /** The order's display currency and its rate at the time of the order. */
  displayCurrency: DisplayCurrencyRecord;
}

export function refundWire(refund: RefundRecord, language: Language): RefundWire {
  return {
    id: refund.id,
    orderId: refund.orderId,
    orderItemId: refund.orderItemId,
    titleEN: refund.titleEn,
    titleAR: refund.titleAr,
    imageURL: refund.imageUrl,
    color: refund.color,
    variantValue: refund.variantValue,
    unitPrice: decimalAmount(refund.unitPrice),
    quantity: refund.quantity,
    reason: refund.reason,
    note: refund.note,
    photoCount: refund.photoCount,
    status: refund.status,
    amount: decimalAmount(refund.amount),
    breakdown:
      refund.itemsAmount === null || refund.sellerDiscountAmount === null || refund.taxAmount === null || refund.deliveryAmount === null
        ? null
        : {
            items: decimalAmount(refund.itemsAmount),
            sellerDiscount: decimalAmount(refund.sellerDiscountAmount),
            tax: decimalAmount(refund.taxAmount),
            delivery: decimalAmount(refund.deliveryAmount),
          },
    approvedAmount: refund.approvedAmount === null ? null : decimalAmount(refund.approvedAmount),
    rejectionReason: refund.rejectionReason,
    cashTotal: refund.cashTotal === null ? null : Number(refund.cashTotal),
    cashRounding: refund.cashRounding === null ? null : Number(refund.cashRounding),
    currency: BASE_CURRENCY,
    displayCurrency: displayCurrencyWire(refund.displayCurrency, language),
    createdAt: refund.createdAt.toISOString(),
  };
}

/** The answer in the domain's words: dollars become cents here, once. */
export const refundOf = (refund: RefundWire): DomainRefund => ({
  id: refund.id,
  orderId: refund.orderId,
  orderItemId: refund.orderItemId,
  title: { en: refund.titleEN, ar: refund.titleAR },
  imageURL: refund.imageURL,
  color: refund.color,
  variantValue: refund.variantValue,
  unitPrice: toMinor(refund.unitPrice),
  quantity: refund.quantity,
  reason: refund.reason,
  note: refund.note,
  photoCount: refund.photoCount,
  status: refund.status,
  amount: toMinor(refund.amount),
  breakdown:
    refund.breakdown === null
      ? null
      : {
          items: toMinor(refund.breakdown.items),
          sellerDiscount: toMinor(refund.breakdown.sellerDiscount),
          tax: toMinor(refund.breakdown.tax),
          delivery: toMinor(refund.breakdown.delivery),
        },
  approvedAmount: refund.approvedAmount === null ? null : toMinor(refund.approvedAmount),
  rejectionReason: refund.rejectionReason,
  cash:
    refund.cashTotal === null || refund.cashRounding === null
      ? null
      : { total: shownUnitsOfMajor(refund.cashTotal, refund.displayCurrency), rounding: shownUnitsOfMajor(refund.cashRounding, refund.displayCurrency) },
  displayCurrency: { ...refund.displayCurrency },
  createdAt: refund.createdAt,
});
