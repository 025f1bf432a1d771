// Orders and their lines. Every read takes the user id, so someone else's order is not found.
// The header is inserted first with ON CONFLICT DO NOTHING on (user, idempotency key): a second
// checkout with the same key waits on the unique index and then finds the first order.
import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { currencies, orderItems, orders, refunds, type OrderStatus } from '../db/schema.js';
import type { OrderItemRecord, OrderRecord, OrderSummaryRecord } from '@/infrastructure/orders/orders-contract';
import type { DisplayCurrencyRecord } from '@/infrastructure/shared/shared-contract';

// The records the contract maps to the wire (src/infrastructure/orders/orders-contract.ts, ADR 0058).
export type { DisplayCurrencyRecord, OrderItemRecord, OrderRecord, OrderSummaryRecord };

/** A new order's header: the orders table's insert shape (the totals come after its lines). */
export type NewOrderHeader = typeof orders.$inferInsert;

/** An order line as checkout writes it: the order_items insert shape without its order. */
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

export interface OrderTotalsRecord {
  totalAmount: string;
  sellerDiscount: string;
  sellerDiscountAmount: string;
  taxRate: string;
  taxAmount: string;
  deliveryFee: string;
  totalAfterTaxation: string;
  itemCount: number;
  cashTotal?: string | null;
  cashRounding?: string | null;
}

/** An order line locked for a refund decision, with the order's state. */
export interface LockedOrderItem {
  item: OrderItemRecord;
  orderStatus: OrderStatus;
  deliveredAt: Date | null;
  /** The order's goods total and delivery fee (USD), for a refund's share of the fee (ADR 0008). */
  orderTotalAmount: string;
  orderDeliveryFee: string;
  /** The order's seller discount and tax (USD), for a refund's shares of them (issue 26). */
  orderSellerDiscountAmount: string;
  orderTaxAmount: string;
  /** The order's display currency and its steps, as the order keeps them: a refund is paid back in it (issue 26). */
  displayCurrency: DisplayCurrencyRecord;
}

export interface OrdersRepository {
  findIdByKey(userId: number, idempotencyKey: string): Promise<number | null>;
  /** The new order's id, or null when this user already has an order with this key. */
  insertHeader(header: NewOrderHeader): Promise<number | null>;
  addItems(orderId: number, items: NewOrderItem[]): Promise<void>;
  setTotals(orderId: number, totals: OrderTotalsRecord): Promise<void>;
  /** Newest first. */
  list(userId: number): Promise<OrderSummaryRecord[]>;
  find(userId: number, orderId: number): Promise<OrderRecord | null>;
  /** The line of one of the user's orders, locked FOR UPDATE (two refund requests for it queue up). */
  lockItem(userId: number, orderId: number, orderItemId: number): Promise<LockedOrderItem | null>;
  /** Development helper: moves any order along. False when there is no such order. */
  setStatus(orderId: number, status: OrderStatus, at: Date): Promise<boolean>;
  /** How many orders exist at all (the seed asks). */
  count(): Promise<number>;
}

const PENDING_REFUND = sql`('requested', 'approved', 'picked-up')`;

/** The currency an order was shown in, as frozen on the order (its names from the currencies row). Join currencies on orders.displayCurrencyId. */
export const orderDisplayCurrency = {
  id: orders.displayCurrencyId,
  code: orders.displayCurrencyCode,
  nameEn: currencies.nameEn,
  nameAr: currencies.nameAr,
  excRate: orders.displayExcRate,
  displayStep: orders.displayStep,
  cashStep: orders.cashStep,
};

const summaryColumns = {
  id: orders.id,
  status: orders.status,
  createdAt: orders.createdAt,
  itemCount: orders.itemCount,
  totalAfterTaxation: orders.totalAfterTaxation,
  cashTotal: orders.cashTotal,
  cashRounding: orders.cashRounding,
  displayCurrency: orderDisplayCurrency,
};

export class DrizzleOrdersRepository implements OrdersRepository {
  constructor(private readonly db: DbOrTx) {}

  async findIdByKey(userId: number, idempotencyKey: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
    return row?.id ?? null;
  }

  async insertHeader(header: NewOrderHeader): Promise<number | null> {
    const [row] = await this.db
      .insert(orders)
      .values(header)
      .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
      .returning({ id: orders.id });
    return row?.id ?? null;
  }

  async addItems(orderId: number, items: NewOrderItem[]): Promise<void> {
    if (items.length === 0) return;
    await this.db.insert(orderItems).values(items.map((item) => ({ ...item, orderId })));
  }

  async setTotals(orderId: number, totals: OrderTotalsRecord): Promise<void> {
    await this.db.update(orders).set(totals).where(eq(orders.id, orderId));
  }

  list(userId: number): Promise<OrderSummaryRecord[]> {
    return this.db
      .select(summaryColumns)
      .from(orders)
      .innerJoin(currencies, eq(currencies.id, orders.displayCurrencyId))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id));
  }

  async find(userId: number, orderId: number): Promise<OrderRecord | null> {
    const [header] = await this.db
      // Every column of the order (a new one reaches the contract's mapping without a change here).
      .select({ ...getTableColumns(orders), ...summaryColumns })
      .from(orders)
      .innerJoin(currencies, eq(currencies.id, orders.displayCurrencyId))
      .where(and(eq(orders.userId, userId), eq(orders.id, orderId)));
    if (!header) return null;
    const items = await this.itemsWithRefunds(eq(orderItems.orderId, orderId));
    return { ...header, items };
  }

  async lockItem(userId: number, orderId: number, orderItemId: number): Promise<LockedOrderItem | null> {
    const [row] = await this.db
      .select({
        id: orderItems.id,
        orderStatus: orders.status,
        deliveredAt: orders.deliveredAt,
        orderTotalAmount: orders.totalAmount,
        orderDeliveryFee: orders.deliveryFee,
        orderSellerDiscountAmount: orders.sellerDiscountAmount,
        orderTaxAmount: orders.taxAmount,
        displayCurrency: orderDisplayCurrency,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(currencies, eq(currencies.id, orders.displayCurrencyId))
      .where(and(eq(orders.userId, userId), eq(orders.id, orderId), eq(orderItems.id, orderItemId)))
      .for('update', { of: orderItems });
    if (!row) return null;
    const [item] = await this.itemsWithRefunds(eq(orderItems.id, orderItemId));
    if (!item) return null;
    return {
      item,
      orderStatus: row.orderStatus,
      deliveredAt: row.deliveredAt,
      orderTotalAmount: row.orderTotalAmount,
      orderDeliveryFee: row.orderDeliveryFee,
      orderSellerDiscountAmount: row.orderSellerDiscountAmount,
      orderTaxAmount: row.orderTaxAmount,
      displayCurrency: row.displayCurrency,
    };
  }

  async setStatus(orderId: number, status: OrderStatus, at: Date): Promise<boolean> {
    const stamp =
      status === 'shipped' ? { shippedAt: at } : status === 'delivered' ? { deliveredAt: at } : status === 'cancelled' ? { cancelledAt: at } : {};
    const rows = await this.db
      .update(orders)
      .set({ status, ...stamp })
      .where(eq(orders.id, orderId))
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    return Number(row?.n ?? 0);
  }

  private async itemsWithRefunds(where: ReturnType<typeof eq>): Promise<OrderItemRecord[]> {
    const items = await this.db.select().from(orderItems).where(where).orderBy(asc(orderItems.id));
    if (items.length === 0) return [];
    const sums = await this.db
      .select({
        orderItemId: refunds.orderItemId,
        refunded: sql<number>`coalesce(sum(${refunds.quantity}) filter (where ${refunds.status} = 'refunded'), 0)::int`,
        pending: sql<number>`coalesce(sum(${refunds.quantity}) filter (where ${refunds.status} in ${PENDING_REFUND}), 0)::int`,
      })
      .from(refunds)
      .where(
        inArray(
          refunds.orderItemId,
          items.map((item) => item.id),
        ),
      )
      .groupBy(refunds.orderItemId);
    const byItem = new Map(sums.map((row) => [row.orderItemId, row]));
    return items.map((item) => ({
      id: item.id,
      orderId: item.orderId,
      productId: item.productId,
      productDetailId: item.productDetailId,
      titleEn: item.titleEn,
      titleAr: item.titleAr,
      imageUrl: item.imageUrl,
      color: item.color,
      variantValue: item.variantValue,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      totalAmount: item.totalAmount,
      refundedQuantity: Number(byItem.get(item.id)?.refunded ?? 0),
      pendingRefundQuantity: Number(byItem.get(item.id)?.pending ?? 0),
    }));
  }
}
