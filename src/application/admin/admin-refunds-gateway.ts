// The operator console's refunds and shoppers (issue 29, docs/adr/0054): the ports the console's stores
// use, served by HttpAdmin…Gateway (/api/admin) and, in tests, by the InMemory fakes. Money in minor units
// of USD, as stored, with the order's display currency, rate and steps (the shopper's view is drawn from them).
import type { Money } from '../../domain/shared/money';
import { refusalCarrying } from './admin-refusal';
import type { AdminOrderRow } from './admin-orders-gateway';

export type AdminRefundStatus = 'requested' | 'approved' | 'rejected' | 'picked-up' | 'refunded';
export const ADMIN_REFUND_STATUS_LIST: readonly AdminRefundStatus[] = ['requested', 'approved', 'rejected', 'picked-up', 'refunded'];
export type RefundDecision = 'approve' | 'reject' | 'refund';

/** The decisions that apply to a request in this status, in the order the console offers them. */
export function decisionsFor(status: AdminRefundStatus): RefundDecision[] {
  if (status === 'requested') return ['approve', 'reject'];
  if (status === 'approved' || status === 'picked-up') return ['refund'];
  return [];
}

/** The order's currency as the shopper saw it: code, rate and the display and cash steps of ADR 0042 (null on older orders). */
export interface RefundCurrency {
  code: string;
  excRate: number;
  displayStep: number | null;
  cashStep: number | null;
}

export interface AdminRefund {
  id: number;
  orderId: number;
  orderItemId: number;
  userId: number;
  email: string | null;
  fullName: string;
  phone: string;
  title: { en: string; ar: string };
  variantId: number;
  unitPrice: Money;
  quantity: number;
  reason: string;
  note: string;
  status: AdminRefundStatus;
  /** What the shopper asked for (and was shown), USD minor units. */
  amount: Money;
  /** The amount part by part (ADR 0043); null on requests made before the parts were kept. */
  breakdown: { items: Money; sellerDiscount: Money; tax: Money; delivery: Money } | null;
  /** What the operator approved; null until approved. */
  approvedAmount: Money | null;
  rejectionReason: string | null;
  displayCurrency: RefundCurrency;
  /** What the request pays back in cash as the shopper was shown it (display currency, major units, ADR 0053); null on older requests. */
  cashTotal: number | null;
  createdAt: string;
}

export interface AdminRefundsPage {
  refunds: AdminRefund[];
  page: number;
  pageSize: number;
  total: number;
}

export interface DecisionDetails {
  /** The status the operator saw. */
  status: AdminRefundStatus;
  /** approve: USD minor units, more than 0 and at most the amount asked; the amount asked when absent. */
  amount?: Money;
  /** reject: required. */
  reason?: string;
  /** refund: put the returned units back in stock. */
  restock?: boolean;
}

/** Another operator decided first: `current` is how it is now. */
export class RefundChangedError extends refusalCarrying<AdminRefund>('RefundChangedError', 'The refund request changed since you saw it.') {}

/** The decision does not apply to the request's status: `current` is how it is now. */
export class DecisionNotAllowedError extends refusalCarrying<AdminRefund>('DecisionNotAllowedError', 'This decision does not apply to the request now.') {}

/** The approved amount is 0 or more than the amount asked (the server checks it too). */
export class RefundAmountError extends Error {
  override readonly name = 'RefundAmountError';
}

/**
 * Throws NotLoggedInError / UnauthorizedError without a session, RefusedError (403) for a non-operator,
 * NotFoundError, RefundChangedError, DecisionNotAllowedError, RefundAmountError, ValidationError (field),
 * NetworkError, ServerError.
 */
export interface AdminRefundsGateway {
  /** Pending first, then newest first. */
  list(query: { status?: AdminRefundStatus; page?: number; pageSize?: number }): Promise<AdminRefundsPage>;
  get(id: number): Promise<AdminRefund>;
  decide(id: number, decision: RefundDecision, details: DecisionDetails): Promise<AdminRefund>;
}

export interface AdminShopper {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  role: string;
  countryId: number | null;
  createdAt: string;
}

export interface AdminShopperFile {
  shopper: AdminShopper;
  orders: AdminOrderRow[];
  refunds: AdminRefund[];
}

/** Same errors as AdminRefundsGateway's reads. Never answers a password, a session or a token. */
export interface AdminShoppersGateway {
  search(query: { q: string; page?: number; pageSize?: number }): Promise<{ shoppers: AdminShopper[]; page: number; pageSize: number; total: number }>;
  get(id: number): Promise<AdminShopperFile>;
}
