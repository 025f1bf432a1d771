// Orders and their lines. Every read takes the user id, so someone else's order is not found.
// The header is inserted first with ON CONFLICT DO NOTHING on (user, idempotency key): a second
// checkout with the same key waits on the unique index and then finds the first order.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { currencies, orderItems, orders, refunds, type OrderStatus, type PaymentMethod } from '../db/schema.js';

export interface DisplayCurrencyRecord {
  id: number;
  code: string;
  nameEn: string;
  nameAr: string;
  /** Units per USD when the order was placed. */
  excRate: string;
  /** Its display and cash steps then (major units); null on orders placed before they existed (ADR 0042). */
  displayStep: string | null;
  cashStep: string | null;
}

export interface OrderSummaryRecord {
  id: number;
  status: OrderStatus;
  createdAt: Date;
  itemCount: number;
  totalAfterTaxation: string;
  /** What is paid in cash in the display currency and its rounding line (major units); null before ADR 0042. */
  cashTotal: string | null;
  cashRounding: string | null;
  displayCurrency: DisplayCurrencyRecord;
}

export interface OrderItemRecord {
  id: number;
  orderId: number;
  productId: number;
  productDetailId: number;
  titleEn: string;
  titleAr: string;
  imageUrl: string;
  color: string | null;
  variantValue: string | null;
  unitPrice: string;
  quantity: number;
  totalAmount: string;
  /** Refunds with status 'refunded'. */
  refundedQuantity: number;
  /** Refunds still under way: requested, approved, picked-up. */
  pendingRefundQuantity: number;
}

/** Who placed an order, where it goes and how it is paid: the same in a new order and a stored one. */
export interface OrderDelivery {
  userId: number;
  paymentMethod: PaymentMethod;
  fullName: string;
  city: string;
  street: string;
  details: string;
  phone: string;
  countryId: number;
  note: string;
}

export interface OrderRecord extends OrderSummaryRecord, OrderDelivery {
  totalAmount: string;
  sellerDiscount: string;
  sellerDiscountAmount: string;
  taxAmount: string;
  deliveryFee: string;
  /** Issue 29: when an operator confirmed it. */
  confirmedAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  items: OrderItemRecord[];
}

export interface NewOrderHeader extends OrderDelivery {
  idempotencyKey: string;
  displayCurrencyId: number;
  displayCurrencyCode: string;
  displayExcRate: string;
  displayStep?: string | null;
  cashStep?: string | null;
  status?: OrderStatus;
  createdAt?: Date;
  deliveredAt?: Date | null;
}

/** An order line as checkout writes it: the record without its ids and refund counts. */
export type NewOrderItem = Omit<OrderItemRecord, 'id' | 'orderId' | 'refundedQuantity' | 'pendingRefundQuantity'>;

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

const summaryColumns = {
  id: orders.id,
  status: orders.status,
  createdAt: orders.createdAt,
  itemCount: orders.itemCount,
  totalAfterTaxation: orders.totalAfterTaxation,
  cashTotal: orders.cashTotal,
  cashRounding: orders.cashRounding,
  displayCurrency: {
    id: orders.displayCurrencyId,
    code: orders.displayCurrencyCode,
    nameEn: currencies.nameEn,
    nameAr: currencies.nameAr,
    excRate: orders.displayExcRate,
    displayStep: orders.displayStep,
    cashStep: orders.cashStep,
  },
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
      .select({
        ...summaryColumns,
        userId: orders.userId,
        paymentMethod: orders.paymentMethod,
        fullName: orders.fullName,
        city: orders.city,
        street: orders.street,
        details: orders.details,
        phone: orders.phone,
        countryId: orders.countryId,
        note: orders.note,
        totalAmount: orders.totalAmount,
        sellerDiscount: orders.sellerDiscount,
        sellerDiscountAmount: orders.sellerDiscountAmount,
        taxAmount: orders.taxAmount,
        deliveryFee: orders.deliveryFee,
        confirmedAt: orders.confirmedAt,
        shippedAt: orders.shippedAt,
        deliveredAt: orders.deliveredAt,
        cancelledAt: orders.cancelledAt,
      })
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
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
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
