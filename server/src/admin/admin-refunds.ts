// The operator's refunds queue (issue 29): the requests, pending first and newest first, and the decisions:
// approve (the amount the shopper was shown, ADR 0008, or a lower one the operator sets, docs/adr/0054),
// reject with a reason, mark refunded (optionally putting the returned units back in stock, once: only the
// one transition to refunded does it). Each decision carries the status the operator saw: the refund row is
// locked and a different status answers 409 REFUND_CHANGED with the request as it is now (docs/adr/0049).
// Recorded in the order's history, told to the shopper in both languages.
import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { notifications, orderEvents, orderItems, orders, productDetails, refunds, users, type RefundStatus } from '../db/schema.js';
import { AppError, badRequest, notFound } from '../http/errors.js';
import { refundRequestColumns } from '../repositories/refunds-repository.js';
import { centsOf, decimalOf } from '../shop/money.js';
import { AdminErrorCode, adminRefundWire, type AdminRefundsQueryWire, type AdminRefundWire, type RefundAction, type RefundActionBodyWire } from '@/infrastructure/admin/admin-contract';
import { approvedCashOf } from '@/domain/cart/shown-totals';
import { shownAmount, shownUnitsOfMajor } from '@/domain/catalogue/price';
import type { Currency } from '@/domain/country';
import { oneFullStop } from '@/domain/shared/full-stop';
import type { Operator } from './operator-guard.js';
import { mailShopper, type MailDeps } from './admin-common.js';

export const REFUND_TRANSITIONS: Readonly<Record<RefundAction, { from: readonly RefundStatus[]; to: RefundStatus }>> = {
  approve: { from: ['requested'], to: 'approved' },
  reject: { from: ['requested'], to: 'rejected' },
  refund: { from: ['approved', 'picked-up'], to: 'refunded' },
};

/** The order's currency as recorded on it (code, rate and steps): what refundCurrencyOf reads. */
const orderCurrencyColumns = {
  displayCurrencyCode: orders.displayCurrencyCode,
  displayExcRate: orders.displayExcRate,
  displayStep: orders.displayStep,
  cashStep: orders.cashStep,
};

const columns = {
  id: refunds.id,
  orderId: refunds.orderId,
  orderItemId: refunds.orderItemId,
  userId: refunds.userId,
  email: users.email,
  fullName: orders.fullName,
  phone: orders.phone,
  titleEn: orderItems.titleEn,
  titleAr: orderItems.titleAr,
  variantId: orderItems.productDetailId,
  unitPrice: orderItems.unitPrice,
  ...refundRequestColumns,
  ...orderCurrencyColumns,
  cashTotal: refunds.cashTotal,
  createdAt: refunds.createdAt,
};

/** The order's currency as recorded on it (rate and steps), for the shown amounts of its refunds. */
const refundCurrencyOf = (order: { displayCurrencyCode: string; displayExcRate: string; displayStep: string | null; cashStep: string | null }): Currency => ({
  id: 0,
  name: order.displayCurrencyCode,
  code: order.displayCurrencyCode,
  excRate: Number(order.displayExcRate),
  ...(order.displayStep === null ? {} : { displayStep: Number(order.displayStep) }),
  ...(order.cashStep === null ? {} : { cashStep: Number(order.cashStep) }),
});

const query = (db: DbOrTx) =>
  db
    .select(columns)
    .from(refunds)
    .innerJoin(users, eq(users.id, refunds.userId))
    .innerJoin(orderItems, eq(orderItems.id, refunds.orderItemId))
    .innerJoin(orders, eq(orders.id, refunds.orderId));

/** Pending requests first (they wait for a decision), then newest first. */
const QUEUE_ORDER = [asc(sql`case when ${refunds.status} = 'requested' then 0 else 1 end`), desc(refunds.createdAt), desc(refunds.id)];

export async function listRefunds(db: DbOrTx, q: AdminRefundsQueryWire): Promise<{ refunds: AdminRefundWire[]; page: number; pageSize: number; total: number }> {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 20;
  const where: SQL | undefined = q.status ? eq(refunds.status, q.status) : undefined;
  const [rows, totals] = await Promise.all([
    query(db).where(where).orderBy(...QUEUE_ORDER).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(refunds).where(where),
  ]);
  return { refunds: rows.map(adminRefundWire), page, pageSize, total: Number(totals[0]?.n ?? 0) };
}

export async function findRefund(db: DbOrTx, id: number): Promise<AdminRefundWire | null> {
  const [row] = await query(db).where(eq(refunds.id, id));
  return row ? adminRefundWire(row) : null;
}

/** A shopper's requests, newest first (the console's shopper page). */
export async function refundsOfShopper(db: DbOrTx, userId: number, limit: number): Promise<AdminRefundWire[]> {
  const rows = await query(db).where(eq(refunds.userId, userId)).orderBy(desc(refunds.createdAt), desc(refunds.id)).limit(limit);
  return rows.map(adminRefundWire);
}

/**
 * A free-text reason inside a sentence of either language: wrapped in first-strong isolates (U+2068 … U+2069),
 * so an Arabic reason in the English sentence (or a Latin one in the Arabic) keeps its own direction and
 * the sentence's punctuation stays where it belongs (docs/adr/0054).
 */
export const isolated = (text: string): string => `\u2068${text}\u2069`;

/**
 * What is handed back in cash, as the shopper reads it: whole shown units of her order's currency
 * (approvedCashOf, src/domain/cart/shown-totals.ts), written as the storefront writes amounts.
 */
export function cashAmountText(units: number, currency: Currency, lang: 'en' | 'ar'): string {
  const { value, fractionDigits, code } = shownAmount(units, currency);
  const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  try {
    return new Intl.NumberFormat(lang === 'ar' ? 'ar-SY-u-nu-latn' : 'en-GB', { style: 'currency', currency: code, ...digits }).format(value);
  } catch {
    return `${code} ${value.toFixed(fractionDigits)}`;
  }
}

/** A message whose sentences may end with an amount ("… 4,730,000 ل.ل."): one full stop each (src/domain/shared/full-stop.ts). */
const withOneFullStop = <T extends { bodyEn: string; bodyAr: string }>(text: T): T => ({ ...text, bodyEn: oneFullStop(text.bodyEn), bodyAr: oneFullStop(text.bodyAr) });

interface Decided {
  id: number;
  orderId: number;
  /** What is paid back, as the shopper reads it, in English and Arabic. */
  paidBack: { en: string; ar: string };
  /** The approved amount is less than the amount requested. */
  partial: boolean;
}

function message(action: RefundAction, refund: Decided, reason: string | null) {
  return withOneFullStop(messageText(action, refund, reason));
}

function messageText(action: RefundAction, refund: Decided, reason: string | null) {
  switch (action) {
    case 'approve':
      return refund.partial
        ? {
            titleEn: `Refund request #${refund.id} approved`,
            titleAr: `تمت الموافقة على طلب الاسترداد رقم ${refund.id}`,
            bodyEn: `Your request for order #${refund.orderId} was approved for ${refund.paidBack.en}, less than you asked for. Our courier will call you to collect the item.`,
            bodyAr: `تمت الموافقة على طلبك الخاص بالطلب رقم ${refund.orderId} بمبلغ ${refund.paidBack.ar}، وهو أقل مما طلبت. سيتصل بك مندوبنا لاستلام المنتج.`,
          }
        : {
            titleEn: `Refund request #${refund.id} approved`,
            titleAr: `تمت الموافقة على طلب الاسترداد رقم ${refund.id}`,
            bodyEn: `Your request for order #${refund.orderId} was approved for ${refund.paidBack.en}. Our courier will call you to collect the item.`,
            bodyAr: `تمت الموافقة على طلبك الخاص بالطلب رقم ${refund.orderId} بمبلغ ${refund.paidBack.ar}. سيتصل بك مندوبنا لاستلام المنتج.`,
          };
    case 'reject':
      // The operator's words go to the shopper as written, in both languages' messages (docs/adr/0054).
      return {
        titleEn: `Refund request #${refund.id} declined`,
        titleAr: `رُفض طلب الاسترداد رقم ${refund.id}`,
        bodyEn: `Your request for order #${refund.orderId} was declined. Our team wrote: “${isolated(reason ?? '')}”`,
        bodyAr: `رُفض طلبك الخاص بالطلب رقم ${refund.orderId}. كتب فريقنا: «${isolated(reason ?? '')}»`,
      };
    case 'refund':
      return {
        titleEn: `Refund #${refund.id} paid`,
        titleAr: `تم دفع الاسترداد رقم ${refund.id}`,
        bodyEn: `${refund.paidBack.en} of your refund for order #${refund.orderId} has been returned to you.`,
        bodyAr: `أُعيد إليك مبلغ ${refund.paidBack.ar} من الاسترداد الخاص بالطلب رقم ${refund.orderId}.`,
      };
  }
}

type Outcome =
  | { kind: 'done'; email: string | null; text: ReturnType<typeof message> }
  | { kind: 'changed' }
  | { kind: 'not-allowed'; status: RefundStatus }
  | { kind: 'too-much'; requested: string }
  | { kind: 'missing' };

export class AdminRefundsService {
  constructor(private readonly deps: MailDeps & { db: Db; now: () => Date }) {}

  async act(operator: Operator, id: number, action: RefundAction, body: RefundActionBodyWire): Promise<AdminRefundWire> {
    const reason = body.reason?.trim() ?? null;
    if (action === 'reject' && !reason) throw badRequest('VALIDATION_FAILED', 'body.reason is required to reject a refund request', 'reason');
    if (action !== 'reject' && body.reason !== undefined) throw badRequest('VALIDATION_FAILED', 'body.reason is only for rejecting', 'reason');
    if (action !== 'refund' && body.restock !== undefined) throw badRequest('VALIDATION_FAILED', 'body.restock is only for marking refunded', 'restock');
    if (action !== 'approve' && body.amount !== undefined) throw badRequest('VALIDATION_FAILED', 'body.amount is only for approving', 'amount');
    const askedCents = body.amount === undefined ? null : centsOf(body.amount);
    if (askedCents !== null && askedCents <= 0) throw badRequest(AdminErrorCode.refundAmount, 'body.amount must be more than 0', 'amount');
    const rule = REFUND_TRANSITIONS[action];
    const now = this.deps.now();

    const outcome = await this.deps.db.transaction(async (tx): Promise<Outcome> => {
      const [row] = await tx
        .select({
          id: refunds.id,
          status: refunds.status,
          orderId: refunds.orderId,
          userId: refunds.userId,
          quantity: refunds.quantity,
          amount: refunds.amount,
          approvedAmount: refunds.approvedAmount,
          cashTotal: refunds.cashTotal,
          variantId: orderItems.productDetailId,
          email: users.email,
          ...orderCurrencyColumns,
        })
        .from(refunds)
        .innerJoin(orderItems, eq(orderItems.id, refunds.orderItemId))
        .innerJoin(users, eq(users.id, refunds.userId))
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(eq(refunds.id, id))
        .for('update', { of: refunds });
      if (!row) return { kind: 'missing' };
      if (row.status !== body.status) return { kind: 'changed' };
      if (!rule.from.includes(row.status)) return { kind: 'not-allowed', status: row.status };
      const requestedCents = centsOf(row.amount);
      if (askedCents !== null && askedCents > requestedCents) return { kind: 'too-much', requested: row.amount };
      const approvedCents = action === 'approve' ? (askedCents ?? requestedCents) : row.approvedAmount === null ? requestedCents : centsOf(row.approvedAmount);
      await tx
        .update(refunds)
        .set({
          status: rule.to,
          ...(action === 'approve' ? { approvedAmount: decimalOf(approvedCents) } : {}),
          ...(action === 'reject' ? { rejectionReason: reason } : {}),
        })
        .where(eq(refunds.id, id));
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
        before: { refundId: id, status: row.status, amount: row.approvedAmount ?? row.amount },
        after: {
          refundId: id,
          status: rule.to,
          amount: action === 'reject' ? row.amount : decimalOf(approvedCents),
          ...(reason ? { reason } : {}),
          ...(restocked ? { restocked: [{ variantId: row.variantId, quantity: row.quantity }] } : {}),
        },
        createdAt: now,
      });
      // Handed back in cash like the order was paid: rounded to the order's cash step, the whole amount asked
      // as the cash total the request stored (issue 26 tryout); the approved USD amount stays exact.
      const currency = refundCurrencyOf(row);
      const cash = approvedCashOf(approvedCents, requestedCents, row.cashTotal === null ? null : shownUnitsOfMajor(Number(row.cashTotal), currency), currency);
      const paidBack = { en: cashAmountText(cash, currency, 'en'), ar: cashAmountText(cash, currency, 'ar') };
      const text = message(action, { id: row.id, orderId: row.orderId, paidBack, partial: approvedCents < requestedCents }, reason);
      await tx.insert(notifications).values({ userId: row.userId, orderId: row.orderId, ...text, createdAt: now });
      return { kind: 'done', email: row.email, text };
    });

    const current = await findRefund(this.deps.db, id);
    if (outcome.kind === 'missing' || !current) throw notFound('Refund');
    if (outcome.kind === 'changed') {
      throw new AppError(409, AdminErrorCode.refundChanged, `Refund request #${id} changed since you saw it (now ${current.status}): look again before deciding.`, undefined, {}, { refund: current });
    }
    if (outcome.kind === 'too-much') {
      throw badRequest(AdminErrorCode.refundAmount, `body.amount must be at most the amount requested (${outcome.requested})`, 'amount');
    }
    if (outcome.kind === 'not-allowed') {
      throw new AppError(409, AdminErrorCode.transitionNotAllowed, `A ${outcome.status} refund request cannot be moved by '${action}' (it applies to ${rule.from.join(' or ')}).`, undefined, {}, { refund: current });
    }
    await mailShopper(this.deps, outcome.email, outcome.text, `refund-${action}`, 'refund decision mail failed');
    return current;
  }
}

