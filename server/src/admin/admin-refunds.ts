// The operator's refunds queue (issue 29): the requests, newest first (by status), and the decisions:
// approve (the amount the shopper was shown, ADR 0008), reject with a reason, mark refunded (optionally
// putting the returned units back in stock). Each decision carries the status the operator saw: the
// refund row is locked and a different status answers 409 REFUND_CHANGED with the request as it is now
// (docs/adr/0049). Recorded in the order's history, told to the shopper in both languages.
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { notifications, orderEvents, orderItems, orders, productDetails, refunds, users, type RefundStatus } from '../db/schema.js';
import { AppError, badRequest, notFound } from '../http/errors.js';
import type { Mailer } from '../plugins/mail.js';
import { AdminErrorCode, type AdminRefundsQueryWire, type AdminRefundWire, type RefundAction, type RefundActionBodyWire } from '@/infrastructure/admin/admin-contract';
import type { Operator } from './operator-guard.js';

export const REFUND_TRANSITIONS: Readonly<Record<RefundAction, { from: readonly RefundStatus[]; to: RefundStatus }>> = {
  approve: { from: ['requested'], to: 'approved' },
  reject: { from: ['requested'], to: 'rejected' },
  refund: { from: ['approved', 'picked-up'], to: 'refunded' },
};

const columns = {
  id: refunds.id,
  orderId: refunds.orderId,
  orderItemId: refunds.orderItemId,
  userId: refunds.userId,
  email: users.email,
  titleEn: orderItems.titleEn,
  titleAr: orderItems.titleAr,
  variantId: orderItems.productDetailId,
  quantity: refunds.quantity,
  reason: refunds.reason,
  note: refunds.note,
  status: refunds.status,
  amount: refunds.amount,
  displayCurrencyCode: orders.displayCurrencyCode,
  displayExcRate: orders.displayExcRate,
  createdAt: refunds.createdAt,
};

const query = (db: DbOrTx) =>
  db
    .select(columns)
    .from(refunds)
    .innerJoin(users, eq(users.id, refunds.userId))
    .innerJoin(orderItems, eq(orderItems.id, refunds.orderItemId))
    .innerJoin(orders, eq(orders.id, refunds.orderId));

const wire = (row: Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number]): AdminRefundWire => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listRefunds(db: DbOrTx, q: AdminRefundsQueryWire): Promise<{ refunds: AdminRefundWire[]; page: number; pageSize: number; total: number }> {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 20;
  const where: SQL | undefined = q.status ? eq(refunds.status, q.status) : undefined;
  const [rows, totals] = await Promise.all([
    query(db).where(where).orderBy(desc(refunds.createdAt), desc(refunds.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(refunds).where(where),
  ]);
  return { refunds: rows.map(wire), page, pageSize, total: Number(totals[0]?.n ?? 0) };
}

export async function findRefund(db: DbOrTx, id: number): Promise<AdminRefundWire | null> {
  const [row] = await query(db).where(eq(refunds.id, id));
  return row ? wire(row) : null;
}

function message(action: RefundAction, refund: { id: number; orderId: number; amount: string }, reason: string | null) {
  switch (action) {
    case 'approve':
      return {
        titleEn: `Refund request #${refund.id} approved`,
        titleAr: `تمت الموافقة على طلب الاسترداد رقم ${refund.id}`,
        bodyEn: `Your request for order #${refund.orderId} was approved. Our courier will call you to collect the item.`,
        bodyAr: `تمت الموافقة على طلبك الخاص بالطلب رقم ${refund.orderId}. سيتصل بك مندوبنا لاستلام المنتج.`,
      };
    case 'reject':
      return {
        titleEn: `Refund request #${refund.id} declined`,
        titleAr: `رُفض طلب الاسترداد رقم ${refund.id}`,
        bodyEn: `Your request for order #${refund.orderId} was declined. Reason: ${reason ?? ''}`,
        bodyAr: `رُفض طلبك الخاص بالطلب رقم ${refund.orderId}. السبب: ${reason ?? ''}`,
      };
    case 'refund':
      return {
        titleEn: `Refund #${refund.id} paid`,
        titleAr: `تم دفع الاسترداد رقم ${refund.id}`,
        bodyEn: `The amount of your refund for order #${refund.orderId} has been returned to you.`,
        bodyAr: `أُعيد إليك مبلغ الاسترداد الخاص بالطلب رقم ${refund.orderId}.`,
      };
  }
}

type Outcome = { kind: 'done'; email: string | null; text: ReturnType<typeof message> } | { kind: 'changed' } | { kind: 'not-allowed'; status: RefundStatus } | { kind: 'missing' };

export class AdminRefundsService {
  constructor(private readonly deps: { db: Db; mailer: Mailer; now: () => Date; log?: { warn: (obj: unknown, msg: string) => void } }) {}

  async act(operator: Operator, id: number, action: RefundAction, body: RefundActionBodyWire): Promise<AdminRefundWire> {
    const reason = body.reason?.trim() ?? null;
    if (action === 'reject' && !reason) throw badRequest('VALIDATION_FAILED', 'body.reason is required to reject a refund request', 'reason');
    if (action !== 'reject' && body.reason !== undefined) throw badRequest('VALIDATION_FAILED', 'body.reason is only for rejecting', 'reason');
    if (action !== 'refund' && body.restock !== undefined) throw badRequest('VALIDATION_FAILED', 'body.restock is only for marking refunded', 'restock');
    const rule = REFUND_TRANSITIONS[action];
    const now = this.deps.now();

    const outcome = await this.deps.db.transaction(async (tx): Promise<Outcome> => {
      const [row] = await tx
        .select({ id: refunds.id, status: refunds.status, orderId: refunds.orderId, userId: refunds.userId, quantity: refunds.quantity, amount: refunds.amount, variantId: orderItems.productDetailId, email: users.email })
        .from(refunds)
        .innerJoin(orderItems, eq(orderItems.id, refunds.orderItemId))
        .innerJoin(users, eq(users.id, refunds.userId))
        .where(eq(refunds.id, id))
        .for('update', { of: refunds });
      if (!row) return { kind: 'missing' };
      if (row.status !== body.status) return { kind: 'changed' };
      if (!rule.from.includes(row.status)) return { kind: 'not-allowed', status: row.status };
      await tx.update(refunds).set({ status: rule.to }).where(eq(refunds.id, id));
      const restocked = action === 'refund' && body.restock === true;
      if (restocked) {
        await tx.select({ id: productDetails.id }).from(productDetails).where(eq(productDetails.id, row.variantId)).for('update');
        await tx.update(productDetails).set({ stock: sql`${productDetails.stock} + ${row.quantity}` }).where(eq(productDetails.id, row.variantId));
      }
      await tx.insert(orderEvents).values({
        orderId: row.orderId,
        actorId: operator.id,
        actorEmail: operator.email,
        action: `refund-${action}`,
        before: { refundId: id, status: row.status },
        after: {
          refundId: id,
          status: rule.to,
          amount: row.amount,
          ...(reason ? { reason } : {}),
          ...(restocked ? { restocked: [{ variantId: row.variantId, quantity: row.quantity }] } : {}),
        },
        createdAt: now,
      });
      const text = message(action, row, reason);
      await tx.insert(notifications).values({ userId: row.userId, orderId: row.orderId, ...text, createdAt: now });
      return { kind: 'done', email: row.email, text };
    });

    const current = await findRefund(this.deps.db, id);
    if (outcome.kind === 'missing' || !current) throw notFound('Refund');
    if (outcome.kind === 'changed') {
      throw new AppError(409, AdminErrorCode.refundChanged, `Refund request #${id} changed since you saw it (now ${current.status}): look again before deciding.`, undefined, {}, { refund: current });
    }
    if (outcome.kind === 'not-allowed') {
      throw new AppError(409, AdminErrorCode.transitionNotAllowed, `A ${outcome.status} refund request cannot be moved by '${action}' (it applies to ${rule.from.join(' or ')}).`, undefined, {}, { refund: current });
    }
    if (outcome.email !== null) try {
      await this.deps.mailer.send({
        to: outcome.email,
        subject: `${outcome.text.titleEn} · ${outcome.text.titleAr}`,
        text: `${outcome.text.titleEn}\n${outcome.text.bodyEn}\n\n${outcome.text.titleAr}\n${outcome.text.bodyAr}\n`,
        kind: `refund-${action}`,
      });
    } catch (error) {
      this.deps.log?.warn({ err: error }, 'refund decision mail failed');
    }
    return current;
  }
}

