// The operator's orders (issue 29): the list with filters and search, one order's details with its
// history, and the transitions placed → confirmed → shipped → delivered, or cancelled before shipping.
//
// Concurrency (docs/adr/0049): a transition locks the order row (FOR UPDATE) and compares the version
// the operator saw with the stored one: a stale version is refused (409 ORDER_CHANGED with the order as
// it is now), so of two operators acting on what they both saw, the second never overwrites the first.
// A cancel returns the stock in the same transaction, locking the variants in id order as checkout
// does (ADR 0010), so a cancel racing checkouts of the same variant neither loses units nor oversells.
import { and, asc, count, desc, eq, gte, ilike, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client.js';
import { notifications, orderEvents, orderItems, orders, productDetails, users, type OrderStatus } from '../db/schema.js';
import { AppError, badRequest, notFound } from '../http/errors.js';
import {
  ADMIN_ORDER_COUNT_CAP,
  AdminErrorCode,
  type AdminOrderRowWire,
  type AdminOrdersQueryWire,
  type AdminOrderWire,
  type OrderAction,
  type OrderActionBodyWire,
} from '@/infrastructure/admin/admin-contract';
import { oneFullStop } from '@/domain/shared/full-stop';
import type { Operator } from './operator-guard.js';
import { historyEntry, mailShopper, type MailDeps, type ShopperMessage } from './admin-common.js';

/** Which statuses each action applies to, and where it takes the order. */
export const TRANSITIONS: Readonly<Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus }>> = {
  confirm: { from: ['placed'], to: 'confirmed' },
  ship: { from: ['confirmed'], to: 'shipped' },
  deliver: { from: ['shipped'], to: 'delivered' },
  cancel: { from: ['placed', 'confirmed'], to: 'cancelled' },
};

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);
const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const rowColumns = {
  id: orders.id,
  status: orders.status,
  createdAt: orders.createdAt,
  fullName: orders.fullName,
  email: users.email,
  phone: orders.phone,
  countryId: orders.countryId,
  itemCount: orders.itemCount,
  totalAfterTaxation: orders.totalAfterTaxation,
  displayCurrencyCode: orders.displayCurrencyCode,
  displayExcRate: orders.displayExcRate,
  displayStep: orders.displayStep,
  cashStep: orders.cashStep,
  cashTotal: orders.cashTotal,
  cashRounding: orders.cashRounding,
  version: orders.version,
};

/** The columns asked of the orders and their shoppers' accounts (every order has one): the console's reads of orders. */
const ordersWithShopper = <C extends SelectedFields>(db: DbOrTx, columns: C) => db.select(columns).from(orders).innerJoin(users, eq(users.id, orders.userId));

/**
 * Up to this many accounts whose e-mail matches are searched through orders' (user_id, created_at) index; a
 * term that matches more (two letters, "gmail") reads the accounts as a hashed subquery (docs/adr/0056).
 */
export const EMAIL_MATCHES_NAMED = 2000;

/**
 * The orders whose account's e-mail matches, as the list's and the count's alternative. The list names the
 * accounts' ids (PostgreSQL hashes the list and stops at the page); the count gives the same ids as an array
 * read at run time, which the planner takes for a short one and answers by a bitmap of the (user_id) index
 * (its estimate for a named list of a thousand ids chose to read all 100,000 orders instead, ten times
 * slower); both bounded by EMAIL_MATCHES_NAMED, past which the array's linear search would cost more than
 * reading every order once.
 */
async function emailAlternative(db: DbOrTx, pattern: string): Promise<{ list: SQL; count: SQL } | null> {
  const matching = await db.select({ id: users.id }).from(users).where(ilike(users.email, pattern)).limit(EMAIL_MATCHES_NAMED + 1);
  if (matching.length === 0) return null;
  if (matching.length > EMAIL_MATCHES_NAMED) {
    const broad = sql`${orders.userId} in (select ${users.id} from ${users} where ${users.email} ilike ${pattern})`;
    return { list: broad, count: broad };
  }
  return {
    list: inArray(orders.userId, matching.map((row) => row.id)),
    count: sql`${orders.userId} = any(array(select ${users.id} from ${users} where ${users.email} ilike ${pattern}))`,
  };
}

/** The filters of the list and of its count: the same orders, each in the shape its plan needs. */
async function filtersOf(db: DbOrTx, query: AdminOrdersQueryWire): Promise<{ list: SQL | undefined; count: SQL | undefined }> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.country) where.push(eq(orders.countryId, query.country));
  if (query.from && query.to && query.from > query.to) throw badRequest(AdminErrorCode.badDateRange, 'querystring.from must not be after querystring.to', 'from');
  if (query.from) where.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lt(orders.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)));
  const q = query.q?.trim() ?? '';
  if (q === '') return { list: and(...where), count: and(...where) };
  // Each alternative is one index's (docs/adr/0056): the name and the phone by their trigram indexes, the
  // order number by the key, the e-mail by the matching accounts' ids; PostgreSQL ORs their bitmaps
  // instead of joining every order to its account and filtering 100,000 rows.
  const pattern = `%${likeEscape(q)}%`;
  const alternatives: SQL[] = [ilike(orders.fullName, pattern)];
  const digits = q.replace(/[\s+()-]/g, '').replace(/^#/, '');
  if (/^\d+$/.test(digits)) {
    if (digits.length <= 9) alternatives.push(eq(orders.id, Number(digits)));
    if (digits.length >= 4) alternatives.push(like(orders.phone, `%${digits}%`));
  }
  const byEmail = await emailAlternative(db, pattern);
  return {
    list: and(...where, or(...alternatives, ...(byEmail ? [byEmail.list] : []))),
    count: and(...where, or(...alternatives, ...(byEmail ? [byEmail.count] : []))),
  };
}

export async function listOrders(
  db: DbOrTx,
  query: AdminOrdersQueryWire,
  countCap = ADMIN_ORDER_COUNT_CAP,
): Promise<{ orders: AdminOrderRowWire[]; page: number; pageSize: number; total: number; totalIsCapped: boolean }> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const where = await filtersOf(db, query);
  const [rows, totals] = await Promise.all([
    ordersWithShopper(db, rowColumns)
      .where(where.list)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    // Every order has its account (user_id is not null and references users), and no filter reads users
    // but the e-mail's own subquery: the count needs no join. It stops one past the cap (docs/adr/0056).
    db.select({ n: count() }).from(db.select({ one: sql`1` }).from(orders).where(where.count).limit(countCap + 1).as('matching')),
  ]);
  const counted = Number(totals[0]?.n ?? 0);
  return {
    orders: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    page,
    pageSize,
    total: Math.min(counted, countCap),
    totalIsCapped: counted > countCap,
  };
}

/** One shopper's orders, newest first (the console's shopper page). */
export async function listOrdersOfShopper(db: DbOrTx, userId: number, limit: number): Promise<AdminOrderRowWire[]> {
  const rows = await ordersWithShopper(db, rowColumns)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function findOrder(db: DbOrTx, orderId: number): Promise<AdminOrderWire | null> {
  const [header] = await ordersWithShopper(db, {
    ...rowColumns,
    userId: orders.userId,
    city: orders.city,
    street: orders.street,
    details: orders.details,
    note: orders.note,
    paymentMethod: orders.paymentMethod,
    totalAmount: orders.totalAmount,
    sellerDiscount: orders.sellerDiscount,
    sellerDiscountAmount: orders.sellerDiscountAmount,
    taxRate: orders.taxRate,
    taxAmount: orders.taxAmount,
    deliveryFee: orders.deliveryFee,
    confirmedAt: orders.confirmedAt,
    shippedAt: orders.shippedAt,
    deliveredAt: orders.deliveredAt,
    cancelledAt: orders.cancelledAt,
    carrier: orders.carrier,
    trackingNumber: orders.trackingNumber,
  }).where(eq(orders.id, orderId));
  if (!header) return null;
  const [items, events] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  return {
    ...header,
    createdAt: header.createdAt.toISOString(),
    confirmedAt: iso(header.confirmedAt),
    shippedAt: iso(header.shippedAt),
    deliveredAt: iso(header.deliveredAt),
    cancelledAt: iso(header.cancelledAt),
    items: items.map((item) => ({
      orderItemId: item.id,
      productId: item.productId,
      variantId: item.productDetailId,
      titleEn: item.titleEn,
      titleAr: item.titleAr,
      color: item.color,
      variantValue: item.variantValue,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      totalAmount: item.totalAmount,
    })),
    history: events.map(historyEntry),
  };
}

/** What the shopper is told, in both languages (her notifications page shows hers). */
export function shopperMessage(action: OrderAction, orderId: number, extra: { carrier?: string | null; trackingNumber?: string | null; reason?: string | null }): ShopperMessage {
  // A carrier written "Aramex Ltd." before the sentence's full stop: one dot (src/domain/shared/full-stop.ts).
  const text = messageText(action, orderId, extra);
  return { ...text, bodyEn: oneFullStop(text.bodyEn), bodyAr: oneFullStop(text.bodyAr) };
}

function messageText(action: OrderAction, orderId: number, extra: { carrier?: string | null; trackingNumber?: string | null; reason?: string | null }): ShopperMessage {
  switch (action) {
    case 'confirm':
      return {
        titleEn: `Order #${orderId} confirmed`,
        titleAr: `تم تأكيد طلبك رقم ${orderId}`,
        bodyEn: 'We are preparing it for shipping.',
        bodyAr: 'نقوم الآن بتجهيزه للشحن.',
      };
    case 'ship': {
      const carrierEn = extra.carrier ? ` Carrier: ${extra.carrier}.` : '';
      const carrierAr = extra.carrier ? ` شركة الشحن: ${extra.carrier}.` : '';
      const trackingEn = extra.trackingNumber ? ` Tracking number: ${extra.trackingNumber}.` : '';
      const trackingAr = extra.trackingNumber ? ` رقم التتبع: ${extra.trackingNumber}.` : '';
      return {
        titleEn: `Order #${orderId} has shipped`,
        titleAr: `تم شحن طلبك رقم ${orderId}`,
        bodyEn: `Our courier will call you before delivery.${carrierEn}${trackingEn}`,
        bodyAr: `سيتصل بك مندوب التوصيل قبل وصوله.${carrierAr}${trackingAr}`,
      };
    }
    case 'deliver':
      return {
        titleEn: `Order #${orderId} delivered`,
        titleAr: `تم توصيل طلبك رقم ${orderId}`,
        bodyEn: 'Thank you for shopping with Dukkan. If something is wrong, you can ask for a refund from the order’s page.',
        bodyAr: 'شكراً لتسوّقك من دكّان. إن كان في الطلب ما لا يرضيك، يمكنك طلب استرداد من صفحة الطلب.',
      };
    case 'cancel':
      return {
        titleEn: `Order #${orderId} cancelled`,
        titleAr: `أُلغي طلبك رقم ${orderId}`,
        bodyEn: `Your order was cancelled and you owe nothing.${extra.reason ? ` Reason: ${extra.reason}` : ''}`,
        bodyAr: `أُلغي طلبك ولا يترتب عليك أي مبلغ.${extra.reason ? ` السبب: ${extra.reason}` : ''}`,
      };
  }
}

const snapshot = (row: { status: string; version: number; carrier: string | null; trackingNumber: string | null }) => ({
  status: row.status,
  version: row.version,
  carrier: row.carrier,
  trackingNumber: row.trackingNumber,
});

type Outcome = { kind: 'done'; email: string | null; message: ShopperMessage } | { kind: 'changed' } | { kind: 'not-allowed'; status: OrderStatus } | { kind: 'missing' };

/** Thrown with the order as it is now: the console shows it instead of what the operator saw. */
const conflict = (code: string, message: string, order: AdminOrderWire): AppError => new AppError(409, code, message, undefined, {}, { order });

export class AdminOrdersService {
  constructor(private readonly deps: MailDeps & { db: Db; now: () => Date }) {}

  async act(operator: Operator, orderId: number, action: OrderAction, body: OrderActionBodyWire): Promise<AdminOrderWire> {
    if (action !== 'ship') {
      for (const field of ['carrier', 'trackingNumber'] as const) {
        if (body[field] !== undefined) throw badRequest('VALIDATION_FAILED', `body.${field} is only for shipping`, field);
      }
    }
    if (action !== 'cancel' && body.reason !== undefined) throw badRequest('VALIDATION_FAILED', 'body.reason is only for cancelling', 'reason');
    const carrier = body.carrier?.trim() || null;
    const trackingNumber = body.trackingNumber?.trim() || null;
    const reason = body.reason?.trim() || null;
    const rule = TRANSITIONS[action];
    const now = this.deps.now();

    const outcome = await this.deps.db.transaction(async (tx): Promise<Outcome> => {
      const [row] = await ordersWithShopper(tx, { status: orders.status, version: orders.version, carrier: orders.carrier, trackingNumber: orders.trackingNumber, userId: orders.userId, email: users.email })
        .where(eq(orders.id, orderId))
        .for('update', { of: orders });
      if (!row) return { kind: 'missing' };
      if (row.version !== body.version) return { kind: 'changed' };
      if (!rule.from.includes(row.status)) return { kind: 'not-allowed', status: row.status };

      const stamp =
        action === 'confirm'
          ? { confirmedAt: now }
          : action === 'ship'
            ? { shippedAt: now, carrier, trackingNumber }
            : action === 'deliver'
              ? { deliveredAt: now }
              : { cancelledAt: now };
      const [updated] = await tx
        .update(orders)
        .set({ status: rule.to, version: sql`${orders.version} + 1`, ...stamp })
        .where(eq(orders.id, orderId))
        .returning({ status: orders.status, version: orders.version, carrier: orders.carrier, trackingNumber: orders.trackingNumber });
      if (!updated) return { kind: 'missing' };

      let restocked: { variantId: number; quantity: number }[] = [];
      if (action === 'cancel') restocked = await returnStock(tx, orderId);

      await tx.insert(orderEvents).values({
        orderId,
        actorId: operator.id,
        actorEmail: operator.email,
        action,
        before: snapshot(row),
        after: { ...snapshot(updated), ...(reason ? { reason } : {}), ...(restocked.length > 0 ? { restocked } : {}) },
        createdAt: now,
      });
      const message = shopperMessage(action, orderId, { carrier, trackingNumber, reason });
      await tx.insert(notifications).values({ userId: row.userId, orderId, ...message, createdAt: now });
      return { kind: 'done', email: row.email, message };
    });

    const current = await findOrder(this.deps.db, orderId);
    if (outcome.kind === 'missing' || !current) throw notFound('Order');
    if (outcome.kind === 'changed') {
      throw conflict(AdminErrorCode.orderChanged, `Order #${orderId} changed since you saw it (now version ${current.version}, ${current.status}): look again before acting.`, current);
    }
    if (outcome.kind === 'not-allowed') {
      throw conflict(AdminErrorCode.transitionNotAllowed, `A ${outcome.status} order cannot be moved by '${action}' (it applies to ${rule.from.join(' or ')}).`, current);
    }
    // The mail goes after the commit: a mail failure never undoes the transition (the notification is there).
    await mailShopper(this.deps, outcome.email, outcome.message, `order-${action}`, 'order transition mail failed');
    return current;
  }
}

/** The cancelled order's units go back on their variants' shelves, variants locked in id order. */
async function returnStock(tx: DbOrTx, orderId: number): Promise<{ variantId: number; quantity: number }[]> {
  const lines = await tx.select({ variantId: orderItems.productDetailId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId));
  const byVariant = new Map<number, number>();
  for (const line of lines) byVariant.set(line.variantId, (byVariant.get(line.variantId) ?? 0) + line.quantity);
  const ids = [...byVariant.keys()].toSorted((a, b) => a - b);
  if (ids.length === 0) return [];
  await tx.select({ id: productDetails.id }).from(productDetails).where(inArray(productDetails.id, ids)).orderBy(asc(productDetails.id)).for('update');
  for (const id of ids) {
    await tx
      .update(productDetails)
      .set({ stock: sql`${productDetails.stock} + ${byVariant.get(id) ?? 0}` })
      .where(eq(productDetails.id, id));
  }
  return ids.map((variantId) => ({ variantId, quantity: byVariant.get(variantId) ?? 0 }));
}
