// A refund request for one order line (docs/adr/0008-return-policy.md, docs/api.md "Refunds").
// The line is locked FOR UPDATE while the quantities are checked and the request written, so two
// requests sent at once can never ask for more than was bought.
import { RefundErrorCode } from '@/infrastructure/refunds/refunds-contract';
import { AppError, badRequest, notFound } from '../http/errors.js';
import type { RefundReason } from '../db/schema.js';
import type { UnitOfWork } from '../repositories/index.js';
import type { LockedOrderItem } from '../repositories/orders-repository.js';
import { centsOf, decimalOf, deliveryShareCents } from './money.js';
import { refundableQuantity, refundableUntil } from './wire.js';

/**
 * What a refund pays back (ADR 0008): the unit price paid × quantity, plus, unless the shopper changed
 * their mind, the lines' share of the order's delivery fee (pro rata of the goods, rounded down).
 */
export function refundCents(locked: Pick<LockedOrderItem, 'item' | 'orderTotalAmount' | 'orderDeliveryFee'>, quantity: number, reason: RefundReason): number {
  const paid = centsOf(locked.item.unitPrice) * quantity;
  if (reason === 'changed-mind') return paid;
  return paid + deliveryShareCents(paid, centsOf(locked.orderTotalAmount), centsOf(locked.orderDeliveryFee));
}

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
    const id = await tx.refunds.create({
      userId,
      orderId: input.orderId,
      orderItemId: input.orderItemId,
      quantity: input.quantity,
      reason: input.reason,
      note,
      amount: decimalOf(refundCents(locked, input.quantity, input.reason)),
      photos,
      createdAt: now,
    });
    await tx.notifications.add({
      userId,
      titleEn: `Refund requested for order #${input.orderId}`,
      titleAr: `تم تسجيل طلب استرداد للطلب رقم ${input.orderId}`,
      bodyEn: 'We will answer within two working days. A courier will call you to arrange a free pickup.',
      bodyAr: 'سنرد عليك خلال يومَي عمل، وسيتصل بك مندوب لترتيب استلام المنتج مجاناً.',
      createdAt: now,
    });
    return id;
  });
}
