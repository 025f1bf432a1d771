// The InMemory refunds and shoppers of the operator console (issue 29): the same rules as the server's
// /api/admin/refunds and /api/admin/shoppers (server/src/admin/admin-refunds.ts, admin-shoppers.ts).
// Tests arrange requests with `requested()` and shoppers with `registered()`; `restocked` says how many
// units each variant got back. The requests are kept as the server's records (AdminRefundRecord, USD
// decimal strings) and answered through the contract's adminRefundWire and adminRefundOf, as the server
// and HttpAdminRefundsGateway do.
import type { AdminOrderRow } from '../../application/admin/admin-orders-gateway';
import {
  decisionsFor,
  DecisionNotAllowedError,
  RefundAmountError,
  RefundChangedError,
  type AdminRefund,
  type AdminRefundsGateway,
  type AdminRefundsPage,
  type AdminRefundStatus,
  type AdminShopper,
  type AdminShopperFile,
  type AdminShoppersGateway,
  type DecisionDetails,
  type RefundDecision,
} from '../../application/admin/admin-refunds-gateway';
import { ValidationError } from '../../application/shared/errors';
import { adminRefundOf, adminRefundWire, type AdminRefundRecord } from './admin-contract';
import { pageOf, storedRow } from './in-memory-paging';
import { decimalText } from '../shared/shared-contract';

const TO: Readonly<Record<RefundDecision, AdminRefundStatus>> = { approve: 'approved', reject: 'rejected', refund: 'refunded' };

/** Minor units as the database's exact decimal text: 1250 → '12.50'. */
const maybe = (value: number | null): string | null => (value === null ? null : String(value));

/** A request arranged in the console's words, as the server would read it. */
const recordOf = ({ title, unitPrice, amount, breakdown, approvedAmount, displayCurrency, cashTotal, createdAt, ...refund }: AdminRefund): AdminRefundRecord => ({
  ...refund,
  titleEn: title.en,
  titleAr: title.ar,
  unitPrice: decimalText(unitPrice),
  amount: decimalText(amount),
  itemsAmount: breakdown === null ? null : decimalText(breakdown.items),
  sellerDiscountAmount: breakdown === null ? null : decimalText(breakdown.sellerDiscount),
  taxAmount: breakdown === null ? null : decimalText(breakdown.tax),
  deliveryAmount: breakdown === null ? null : decimalText(breakdown.delivery),
  approvedAmount: approvedAmount === null ? null : decimalText(approvedAmount),
  displayCurrencyCode: displayCurrency.code,
  displayExcRate: String(displayCurrency.excRate),
  displayStep: maybe(displayCurrency.displayStep),
  cashStep: maybe(displayCurrency.cashStep),
  cashTotal: maybe(cashTotal),
  createdAt: new Date(createdAt),
});

/** The request as the server answers it, read by the console: the contract's mappings both ways. */
const answered = (refund: AdminRefundRecord): AdminRefund => adminRefundOf(adminRefundWire(refund));

/** Newest first (the ids break a tie). */
const newestFirst = (a: AdminRefundRecord, b: AdminRefundRecord): number => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

export class InMemoryAdminRefundsGateway implements AdminRefundsGateway {
  readonly #refunds = new Map<number, AdminRefundRecord>();
  readonly restocked = new Map<number, number>();
  #nextId = 500;

  /** Arranges a request (or one in any state) and answers it. */
  requested(change: Partial<AdminRefund> = {}): AdminRefund {
    this.#nextId += 1;
    const refund: AdminRefund = {
      id: this.#nextId,
      orderId: 1001,
      orderItemId: 10010,
      userId: 1,
      email: 'shopper@dukkan.test',
      fullName: 'Lina Haddad',
      phone: '963944123456',
      title: { en: 'Kettle', ar: 'غلاية' },
      variantId: 1,
      unitPrice: 2000,
      quantity: 1,
      reason: 'damaged',
      note: '',
      status: 'requested',
      amount: 2300,
      breakdown: { items: 2000, sellerDiscount: 0, tax: 100, delivery: 200 },
      approvedAmount: null,
      rejectionReason: null,
      displayCurrency: { code: 'SYP', excRate: 13000, displayStep: 100, cashStep: 1000 },
      // 260,000 + 13,000 + 26,000 SYP as shown: already a multiple of the 1,000 cash step.
      cashTotal: 299_000,
      createdAt: new Date(Date.UTC(2026, 0, 1) + this.#nextId * 1000).toISOString(),
      ...change,
    };
    this.#refunds.set(refund.id, recordOf(refund));
    return this.#answered(refund.id);
  }

  /** Every request of one shopper, newest first. */
  of(userId: number): AdminRefund[] {
    return [...this.#refunds.values()].filter((refund) => refund.userId === userId).toSorted(newestFirst).map(answered);
  }

  async list(query: { status?: AdminRefundStatus; page?: number; pageSize?: number }): Promise<AdminRefundsPage> {
    const matches = [...this.#refunds.values()]
      .filter((refund) => query.status === undefined || refund.status === query.status)
      .toSorted((a, b) => Number(b.status === 'requested') - Number(a.status === 'requested') || newestFirst(a, b));
    const { rows, ...paging } = pageOf(matches, query);
    return { refunds: rows.map(answered), ...paging };
  }

  async get(id: number): Promise<AdminRefund> {
    return this.#answered(id);
  }

  async decide(id: number, decision: RefundDecision, details: DecisionDetails): Promise<AdminRefund> {
    const row = storedRow(this.#refunds, id, 'Refund');
    const refund = answered(row);
    const reason = details.reason?.trim() ?? '';
    if (decision === 'reject' && reason === '') throw new ValidationError('reason is required', 'reason', 'VALIDATION_FAILED');
    if (decision !== 'reject' && details.reason !== undefined) throw new ValidationError('only for rejecting', 'reason', 'VALIDATION_FAILED');
    if (decision !== 'refund' && details.restock !== undefined) throw new ValidationError('only for marking refunded', 'restock', 'VALIDATION_FAILED');
    if (decision !== 'approve' && details.amount !== undefined) throw new ValidationError('only for approving', 'amount', 'VALIDATION_FAILED');
    if (details.amount !== undefined && details.amount <= 0) throw new RefundAmountError('amount must be more than 0');
    if (refund.status !== details.status) throw new RefundChangedError(refund);
    if (!decisionsFor(refund.status).includes(decision)) throw new DecisionNotAllowedError(refund);
    if (details.amount !== undefined && details.amount > refund.amount) throw new RefundAmountError('amount must be at most the amount requested');
    row.status = TO[decision];
    if (decision === 'approve') row.approvedAmount = details.amount === undefined ? row.amount : decimalText(details.amount);
    if (decision === 'reject') row.rejectionReason = reason;
    if (decision === 'refund' && details.restock === true) this.restocked.set(row.variantId, (this.restocked.get(row.variantId) ?? 0) + row.quantity);
    return answered(row);
  }

  #answered(id: number): AdminRefund {
    return answered(storedRow(this.#refunds, id, 'Refund'));
  }

  /** Another operator's decision, as it would reach the server first. */
  async decideAsSomeoneElse(id: number, decision: RefundDecision, details: Omit<DecisionDetails, 'status'> = {}): Promise<void> {
    const refund = await this.get(id);
    await this.decide(id, decision, { ...details, status: refund.status });
  }
}

export class InMemoryAdminShoppersGateway implements AdminShoppersGateway {
  readonly #shoppers = new Map<number, { shopper: AdminShopper; orders: AdminOrderRow[] }>();

  constructor(private readonly refunds: InMemoryAdminRefundsGateway = new InMemoryAdminRefundsGateway()) {}

  /** Arranges an account with its orders. */
  registered(shopper: AdminShopper, orders: AdminOrderRow[] = []): void {
    this.#shoppers.set(shopper.id, { shopper: structuredClone(shopper), orders: structuredClone(orders) });
  }

  async search(query: { q: string; page?: number; pageSize?: number }): Promise<{ shoppers: AdminShopper[]; page: number; pageSize: number; total: number }> {
    const q = query.q.trim().toLowerCase();
    if (q === '') throw new ValidationError('q must not be blank', 'q', 'VALIDATION_FAILED');
    const digits = q.replace(/[\s+()-]/g, '');
    const matches = [...this.#shoppers.values()]
      .map((entry) => entry.shopper)
      .filter(
        (shopper) =>
          (shopper.email ?? '').toLowerCase().includes(q) ||
          `${shopper.firstName} ${shopper.lastName}`.toLowerCase().includes(q) ||
          `${shopper.lastName} ${shopper.firstName}`.toLowerCase().includes(q) ||
          (/^\d{4,}$/.test(digits) && (shopper.phone ?? '').replace(/\D/g, '').includes(digits)),
      )
      .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    const { rows, ...paging } = pageOf(matches, query);
    return { shoppers: rows.map((shopper) => structuredClone(shopper)), ...paging };
  }

  async get(id: number): Promise<AdminShopperFile> {
    const entry = storedRow(this.#shoppers, id, 'Shopper');
    return { shopper: structuredClone(entry.shopper), orders: structuredClone(entry.orders), refunds: this.refunds.of(id) };
  }
}
