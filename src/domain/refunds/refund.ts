// A refund request for one order line, under the return policy (docs/adr/0008-return-policy.md):
// within 14 days of delivery, 1 … bought − refunded − pending, a reason, an optional note and up to
// three photos. The server checks the same rules with the same codes.
import type { Currency } from '../country';
import type { Money } from '../shared/money';
import type { BoughtLine, CashAmount, Order, OrderItem, StatusTone } from '../orders';
import { err, ok, type Result } from '../shared/result';
import { latinDigits } from '../shared/digits';

export const REFUND_REASONS = ['damaged', 'faulty', 'wrong-item', 'not-as-described', 'changed-mind'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export type RefundStatus = 'requested' | 'approved' | 'rejected' | 'picked-up' | 'refunded';
export const REFUND_STATUSES: readonly RefundStatus[] = ['requested', 'approved', 'rejected', 'picked-up', 'refunded'];

export const REFUND_NOTE_MAX = 500;
export const REFUND_PHOTOS_MAX = 3;
export const REFUND_PHOTO_BYTES_MAX = 1024 * 1024;
export const REFUND_PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
/** Days after delivery a request is accepted (ADR 0008); the server sends the exact end as refundableUntil. */
export const REFUND_WINDOW_DAYS = 14;

/** A refund of some of a line as it was bought. */
export interface Refund extends BoughtLine {
  id: number;
  orderId: number;
  orderItemId: number;
  reason: RefundReason;
  note: string;
  photoCount: number;
  status: RefundStatus;
  /** What is paid back in all, USD minor units; shown in displayCurrency. */
  amount: Money;
  /** The amount part by part; null for requests made before it was kept (issue 26). */
  breakdown: Omit<RefundBreakdown, 'total'> | null;
  /** What the store approved to pay back, USD minor units: the amount or less; null until approved (issue 29). */
  approvedAmount: Money | null;
  /** Why the store declined, as its operator wrote it; null otherwise. */
  rejectionReason: string | null;
  /** What is paid back in cash, as the server stored it (issue 26, ADR 0042): null on requests made before. */
  cash: CashAmount | null;
  displayCurrency: Currency;
  createdAt: string;
}

/** A photo the shopper picked: its type and size (to check), and its content as a data URL (to send). */
export interface RefundPhoto {
  name: string;
  type: string;
  /** Bytes. */
  size: number;
  dataUrl: string;
}

export interface RefundDraft {
  quantity: string;
  reason: RefundReason | '';
  note: string;
  photos: readonly RefundPhoto[];
}

export interface RefundRequest {
  orderId: number;
  orderItemId: number;
  quantity: number;
  reason: RefundReason;
  note: string;
  photos: string[];
}

export type RefundField = 'quantity' | 'reason' | 'note' | 'photos';
export const REFUND_FIELDS: readonly RefundField[] = ['quantity', 'reason', 'note', 'photos'];

export type RefundFieldProblem =
  | 'required'
  | 'invalidQuantity'
  | 'tooMany'
  | 'tooFew'
  | 'tooLong'
  | 'tooManyPhotos'
  | 'photoType'
  | 'photoTooLarge'
  | 'rejected';
export type RefundErrors = Partial<Record<RefundField, RefundFieldProblem>>;

export const emptyRefundDraft = (): RefundDraft => ({ quantity: '1', reason: '', note: '', photos: [] });

export const isRefundReason = (value: unknown): value is RefundReason => REFUND_REASONS.some((reason) => reason === value);
export const isRefundStatus = (value: unknown): value is RefundStatus => REFUND_STATUSES.some((status) => status === value);
export const isRefundField = (name: string | null): name is RefundField => REFUND_FIELDS.some((field) => field === name);

// ── Eligibility ─────────────────────────────────────────────────────────────────────────────────────

export type NotRefundableReason = 'not-delivered' | 'window-closed' | 'nothing-left';
export type RefundEligibility = { refundable: true; maxQuantity: number } | { refundable: false; why: NotRefundableReason };

/**
 * Whether this line can be refunded now (nowMs from a Clock) and how many units: an order not delivered
 * yet cannot; after refundableUntil the window is closed; with everything refunded or requested,
 * nothing is left.
 */
export function refundEligibility(order: Pick<Order, 'status' | 'deliveredAt'>, item: OrderItem, nowMs: number): RefundEligibility {
  if (order.status !== 'delivered' || order.deliveredAt === null) return { refundable: false, why: 'not-delivered' };
  const until = item.refundableUntil === null ? Number.NaN : Date.parse(item.refundableUntil);
  if (Number.isNaN(until) || nowMs > until) return { refundable: false, why: 'window-closed' };
  const left = Math.min(item.refundableQuantity, item.quantity - item.refundedQuantity - item.pendingRefundQuantity);
  if (left < 1) return { refundable: false, why: 'nothing-left' };
  return { refundable: true, maxQuantity: left };
}

// ── The form ────────────────────────────────────────────────────────────────────────────────────────

/** The quantity as typed, in Latin, Arabic-Indic or Persian digits (src/domain/shared/digits.ts). */
const typedQuantity = (text: string): string => latinDigits(text.trim());

function quantityProblem(text: string, max: number): RefundFieldProblem | null {
  const trimmed = typedQuantity(text);
  if (trimmed === '') return 'required';
  if (!/^\d+$/.test(trimmed)) return 'invalidQuantity';
  const quantity = Number(trimmed);
  if (quantity < 1) return 'tooFew';
  if (quantity > max) return 'tooMany';
  return null;
}

/** What a refund pays back, part by part (issue 26): USD minor units. */
export interface RefundBreakdown {
  /** The unit price paid × quantity. */
  items: Money;
  /** The items' share of the order's seller discount (taken off: it was not paid). */
  sellerDiscount: Money;
  /** The tax paid on these items: their share of the order's tax. */
  tax: Money;
  /** Their share of the delivery fee; 0 when the shopper changed her mind (ADR 0008). */
  delivery: Money;
  /** items − sellerDiscount + tax + delivery. */
  total: Money;
}

type RefundOrder = Pick<Order, 'totalAmount' | 'sellerDiscountAmount' | 'taxAmount' | 'deliveryFee'>;

/** `whole` × part / goods, rounded down: the shares of every line never add up to more than the whole. */
const shareOf = (whole: Money, part: Money, goods: Money): Money => (goods <= 0 || whole <= 0 ? 0 : Math.floor((whole * Math.min(part, goods)) / goods));

/**
 * What a refund of `quantity` units at `unitPrice` pays back (ADR 0008, issue 26; the server's rule): the items,
 * less their share of the seller discount, plus the tax paid on them, plus, for a reason other than "changed my
 * mind" (or none chosen yet), their share of the delivery fee. Each share is pro rata of the goods, rounded down.
 */
export function refundBreakdown(order: RefundOrder, unitPrice: Money, quantity: number, reason: RefundReason | ''): RefundBreakdown {
  const items = unitPrice * quantity;
  const sellerDiscount = shareOf(order.sellerDiscountAmount, items, order.totalAmount);
  const tax = shareOf(order.taxAmount, items, order.totalAmount);
  const delivery = reason === '' || reason === 'changed-mind' ? 0 : shareOf(order.deliveryFee, items, order.totalAmount);
  return { items, sellerDiscount, tax, delivery, total: items - sellerDiscount + tax + delivery };
}

/** The breakdown of a refund of `quantityText` units of the line; null until the quantity is valid. */
export function refundBreakdownOf(
  order: RefundOrder,
  item: Pick<OrderItem, 'unitPrice'>,
  quantityText: string,
  maxQuantity: number,
  reason: RefundReason | '',
): RefundBreakdown | null {
  if (quantityProblem(quantityText, maxQuantity) !== null) return null;
  return refundBreakdown(order, item.unitPrice, Number(typedQuantity(quantityText)), reason);
}

/** What a refund of `quantityText` units of the line pays back in all; null until the quantity is valid. */
export function refundAmountOf(
  order: RefundOrder,
  item: Pick<OrderItem, 'unitPrice'>,
  quantityText: string,
  maxQuantity: number,
  reason: RefundReason | '',
): Money | null {
  return refundBreakdownOf(order, item, quantityText, maxQuantity, reason)?.total ?? null;
}

export function photoProblem(photos: readonly Pick<RefundPhoto, 'type' | 'size'>[]): RefundFieldProblem | null {
  if (photos.length > REFUND_PHOTOS_MAX) return 'tooManyPhotos';
  if (photos.some((photo) => !REFUND_PHOTO_TYPES.includes(photo.type))) return 'photoType';
  if (photos.some((photo) => photo.size > REFUND_PHOTO_BYTES_MAX)) return 'photoTooLarge';
  return null;
}

/** Checks a draft against the line's refundable quantity; answers the request, or one problem per field. */
export function validateRefund(
  draft: RefundDraft,
  target: { orderId: number; orderItemId: number; maxQuantity: number },
): Result<RefundRequest, RefundErrors> {
  const errors: RefundErrors = {};
  const quantity = quantityProblem(draft.quantity, target.maxQuantity);
  if (quantity !== null) errors.quantity = quantity;
  if (draft.reason === '') errors.reason = 'required';
  const note = draft.note.trim();
  if ([...note].length > REFUND_NOTE_MAX) errors.note = 'tooLong';
  const photos = photoProblem(draft.photos);
  if (photos !== null) errors.photos = photos;
  if (Object.keys(errors).length > 0 || draft.reason === '') return err(errors);
  return ok({
    orderId: target.orderId,
    orderItemId: target.orderItemId,
    quantity: Number(typedQuantity(draft.quantity)),
    reason: draft.reason,
    note,
    photos: draft.photos.map((photo) => photo.dataUrl),
  });
}

export function firstInvalidRefundField(errors: RefundErrors): RefundField | null {
  return REFUND_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}

/** The form asks for photos when the reason is 'damaged' (ADR 0008); they stay optional. */
export const photosSuggested = (reason: RefundReason | ''): boolean => reason === 'damaged';

export const refundStatusLabel = (status: RefundStatus): string => `refundStatus.${status}`;
const REFUND_TONES: Readonly<Record<RefundStatus, StatusTone>> = {
  requested: 'progress',
  approved: 'progress',
  'picked-up': 'progress',
  refunded: 'done',
  rejected: 'stopped',
};
export const refundStatusTone = (status: RefundStatus): StatusTone => REFUND_TONES[status];
