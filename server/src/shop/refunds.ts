// A refund request for one order line (docs/adr/0008-return-policy.md, docs/api.md "Refunds").
// The line is locked FOR UPDATE while the quantities are checked and the request written, so two
// requests sent at once can never ask for more than was bought.
import { RefundErrorCode } from '@/infrastructure/refunds/refunds-contract';
import { AppError, badRequest, notFound } from '../http/errors.js';
import type { RefundReason } from '../db/schema.js';
import type { UnitOfWork } from '../repositories/index.js';
import type { LockedOrderItem } from '../repositories/orders-repository.js';
import { refundBreakdown, type RefundBreakdown } from '@/domain/refunds';
import { shownRefund } from '@/domain/cart/shown-totals';
import { centsOf, decimalOf, decimalOfShown, orderCurrencyOf } from './money.js';
import { refundableQuantity, refundableUntil } from '@/infrastructure/orders/orders-contract';

/**
 * What a refund pays back, part by part (ADR 0008, issue 26), by the domain's one rule: the items, less their
 * share of the seller discount, plus the tax paid on them, plus, unless the shopper changed her mind, their
 * share of the delivery fee (each pro rata of the goods, rounded down).
 */
export function refundParts(
  locked: Pick<LockedOrderItem, 'item' | 'orderTotalAmount' | 'orderDeliveryFee' | 'orderSellerDiscountAmount' | 'orderTaxAmount'>,
  quantity: number,
  reason: RefundReason,
): RefundBreakdown {
  return refundBreakdown(
    {
      totalAmount: centsOf(locked.orderTotalAmount),
      sellerDiscountAmount: centsOf(locked.orderSellerDiscountAmount),
      taxAmount: centsOf(locked.orderTaxAmount),
      deliveryFee: centsOf(locked.orderDeliveryFee),
    },
    centsOf(locked.item.unitPrice),
    quantity,
    reason,
  );
}

/** What a refund pays back in all, in cents. */
export const refundCents = (...args: Parameters<typeof refundParts>): number => refundParts(...args).total;

export interface RefundInput {
  orderId: number;
  orderItemId: number;
  quantity: number;
  reason: RefundReason;
  note?: string | undefined;
  photos?: string[] | undefined;
}

export interface RefundPhoto {
  contentType: string;
  dataBase64: string;
}

const DATA_URL = /^data:(image\/(?:jpeg|png|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

/** The photos as stored; 400 naming `photos.N` for one that is not a picture or is too big. */
export function parsePhotos(photos: readonly string[], maxBytes: number): RefundPhoto[] {
  return photos.map((photo, index) => {
    const match = DATA_URL.exec(photo);
    const field = `photos.${index}`;
    if (!match?.[1] || !match[2]) throw badRequest('VALIDATION_FAILED', `body.${field} must be a JPEG, PNG or WebP data URL`, field);
    if (Buffer.from(match[2], 'base64').length > maxBytes) {
      throw badRequest('VALIDATION_FAILED', `body.${field} is larger than ${maxBytes / (1024 * 1024)} MB`, field);
    }
    return { contentType: match[1], dataBase64: match[2] };
  });
}

export async function requestRefund(
  deps: { unitOfWork: UnitOfWork; now: () => Date; maxPhotoBytes: number },
  userId: number,
  input: RefundInput,
): Promise<number> {
  const photos = parsePhotos(input.photos ?? [], deps.maxPhotoBytes);
  const note = (input.note ?? '').trim();
  const now = deps.now();
  return deps.unitOfWork(async (tx) => {
    const locked = await tx.orders.lockItem(userId, input.orderId, input.orderItemId);
    if (!locked) throw notFound('Order item');
    if (locked.orderStatus !== 'delivered' || locked.deliveredAt === null) {
      throw new AppError(409, RefundErrorCode.notDelivered, 'A refund can be asked for once the order is delivered.');
    }
    const until = refundableUntil(locked.deliveredAt);
    if (until !== null && now.getTime() > until.getTime()) {
      throw new AppError(409, RefundErrorCode.windowClosed, `Refunds close 14 days after delivery (${until.toISOString()}).`);
    }
    const available = refundableQuantity(locked.item, locked.deliveredAt, now);
    if (input.quantity > available) {
      throw new AppError(
        400,
        RefundErrorCode.quantity,
        available === 0
          ? 'Every unit of this line is already refunded or in a refund request.'
          : `At most ${available} of this line can be refunded.`,
        'quantity',
        {},
        { available },
      );
    }
    const parts = refundParts(locked, input.quantity, input.reason);
    // Paid back in cash in the order's currency, rounded to its cash step like the order (issue 26, ADR 0053).
    const display = orderCurrencyOf(locked.displayCurrency);
    const shown = shownRefund(parts, display);
    const id = await tx.refunds.create({
      userId,
      orderId: input.orderId,
      orderItemId: input.orderItemId,
      quantity: input.quantity,
      reason: input.reason,
      note,
      amount: decimalOf(parts.total),
      itemsAmount: decimalOf(parts.items),
      sellerDiscountAmount: decimalOf(parts.sellerDiscount),
      taxAmount: decimalOf(parts.tax),
      deliveryAmount: decimalOf(parts.delivery),
      cashTotal: decimalOfShown(shown.cashTotal, display),
      cashRounding: decimalOfShown(shown.cashRounding, display),
      photos,
      createdAt: now,
    });
    await tx.notifications.add({
      userId,
      orderId: input.orderId,
      // The request is named by its own number (issue 26), then the order it belongs to.
      titleEn: `Refund request #${id} for order #${input.orderId}`,
      titleAr: `تم تسجيل طلب الاسترداد رقم ${id} للطلب رقم ${input.orderId}`,
      bodyEn: 'We will answer within two working days. A courier will call you to arrange a free pickup.',
      bodyAr: 'سنرد عليك خلال يومَي عمل، وسيتصل بك مندوب لترتيب استلام المنتج مجاناً.',
      createdAt: now,
    });
    return id;
  });
}
