// Refund requests (ADR 0008) and their evidence photos. Reads take the user id, so someone else's
// refund is not found.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { currencies, orderItems, orders, refundPhotos, refunds, type RefundReason } from '../db/schema.js';
import type { RefundRecord } from '@/infrastructure/refunds/refunds-contract';
import { orderDisplayCurrency } from './orders-repository.js';

// The record the contract maps to the wire (src/infrastructure/refunds/refunds-contract.ts, ADR 0058).
export type { RefundRecord };

/**
 * A refund request as the shopper made it and as it was decided: how many, why, the amount part by part
 * (ADR 0008), the status, the approved amount and a rejection's reason. The shopper's reads here and the
 * operator's queue (admin/admin-refunds.ts) select them alike.
 */
export const refundRequestColumns = {
  quantity: refunds.quantity,
  reason: refunds.reason,
  note: refunds.note,
  status: refunds.status,
  amount: refunds.amount,
  itemsAmount: refunds.itemsAmount,
  sellerDiscountAmount: refunds.sellerDiscountAmount,
  taxAmount: refunds.taxAmount,
  deliveryAmount: refunds.deliveryAmount,
  approvedAmount: refunds.approvedAmount,
  rejectionReason: refunds.rejectionReason,
};

export interface NewRefund {
  userId: number;
  orderId: number;
  orderItemId: number;
  quantity: number;
  reason: RefundReason;
  note: string;
  amount: string;
  itemsAmount: string;
  sellerDiscountAmount: string;
  taxAmount: string;
  deliveryAmount: string;
  cashTotal: string;
  cashRounding: string;
  photos: { contentType: string; dataBase64: string }[];
  createdAt?: Date;
}

export interface RefundsRepository {
  /** The new refund's id. */
  create(refund: NewRefund): Promise<number>;
  /** Newest first. */
  list(userId: number): Promise<RefundRecord[]>;
  find(userId: number, refundId: number): Promise<RefundRecord | null>;
}

export class DrizzleRefundsRepository implements RefundsRepository {
  constructor(private readonly db: DbOrTx) {}

  async create({ photos, ...refund }: NewRefund): Promise<number> {
    const [row] = await this.db.insert(refunds).values(refund).returning({ id: refunds.id });
    if (!row) throw new Error('insert into refunds returned no row');
    if (photos.length > 0) await this.db.insert(refundPhotos).values(photos.map((photo) => ({ ...photo, refundId: row.id })));
    return row.id;
  }

  list(userId: number): Promise<RefundRecord[]> {
    return this.records(eq(refunds.userId, userId));
  }

  async find(userId: number, refundId: number): Promise<RefundRecord | null> {
    const [row] = await this.records(and(eq(refunds.userId, userId), eq(refunds.id, refundId)));
    return row ?? null;
  }

  private async records(where: ReturnType<typeof and>): Promise<RefundRecord[]> {
    const rows = await this.db
      .select({
        id: refunds.id,
        orderId: refunds.orderId,
        orderItemId: refunds.orderItemId,
        titleEn: orderItems.titleEn,
        titleAr: orderItems.titleAr,
        imageUrl: orderItems.imageUrl,
        color: orderItems.color,
        variantValue: orderItems.variantValue,
        unitPrice: orderItems.unitPrice,
        ...refundRequestColumns,
        cashTotal: refunds.cashTotal,
        cashRounding: refunds.cashRounding,
        createdAt: refunds.createdAt,
        displayCurrency: orderDisplayCurrency,
      })
      .from(refunds)
      .innerJoin(orderItems, eq(orderItems.id, refunds.orderItemId))
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(currencies, eq(currencies.id, orders.displayCurrencyId))
      .where(where)
      .orderBy(desc(refunds.createdAt), desc(refunds.id));
    if (rows.length === 0) return [];
    const photoCounts = await this.db
      .select({ refundId: refundPhotos.refundId, n: count() })
      .from(refundPhotos)
      .where(
        inArray(
          refundPhotos.refundId,
          rows.map((row) => row.id),
        ),
      )
      .groupBy(refundPhotos.refundId);
    const byRefund = new Map(photoCounts.map((row) => [row.refundId, Number(row.n)]));
    return rows.map((row) => ({ ...row, photoCount: byRefund.get(row.id) ?? 0 }));
  }
}
