// The refunds feature's contract (ADR 0008; docs/api.md "Refunds"; docs/adr/0027-one-contract.md):
// the request, the refund's wire shape and the codes a refund is refused with.
import * as Type from 'typebox';
import { REFUND_NOTE_MAX, REFUND_PHOTO_BYTES_MAX, REFUND_PHOTOS_MAX, REFUND_REASONS } from '../../domain/refunds/refund';
import { BaseCurrency, Body, DisplayCurrency, ErrorBody, Id, INT_MAX, Text } from '../shared/shared-contract';

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
