// AdminRefundsGateway and AdminShoppersGateway over the reference API's /api/admin (issue 29, docs/adr/0054):
// the wire (USD decimal strings, checked against the contract) to the console's refunds and shoppers (minor units).
import * as Type from 'typebox';
import {
  DecisionNotAllowedError,
  RefundAmountError,
  RefundChangedError,
  type AdminRefund,
  type AdminRefundsGateway,
  type AdminRefundsPage,
  type AdminRefundStatus,
  type AdminShopperFile,
  type AdminShoppersGateway,
  type AdminShopper,
  type DecisionDetails,
  type RefundDecision,
} from '../../application/admin/admin-refunds-gateway';
import { RefusedError, ValidationError } from '../../application/shared/errors';
import { toMinor } from '../../domain/shared/money';
import { parse } from '../shared/contract';
import type { HttpClient } from '../shared/http-client';
import { searchPart } from './http-admin-query';
import {
  AdminErrorCode,
  AdminRefund as AdminRefundSchema,
  AdminRefundResponse,
  AdminRefundsResponse,
  AdminShopperResponse,
  AdminShoppersResponse,
  type AdminRefundWire,
  type AdminShopperWire,
} from './admin-contract';
import { toAdminRow } from './http-admin-orders-gateway';

const money = (decimal: string) => toMinor(Number(decimal));
const maybe = (decimal: string | null) => (decimal === null ? null : Number(decimal));

export const toAdminRefund = (refund: AdminRefundWire): AdminRefund => ({
  id: refund.id,
  orderId: refund.orderId,
  orderItemId: refund.orderItemId,
  userId: refund.userId,
  email: refund.email,
  fullName: refund.fullName,
  phone: refund.phone,
  title: { en: refund.titleEn, ar: refund.titleAr },
  variantId: refund.variantId,
  unitPrice: money(refund.unitPrice),
  quantity: refund.quantity,
  reason: refund.reason,
  note: refund.note,
  status: refund.status,
  amount: money(refund.amount),
  breakdown:
    refund.itemsAmount === null || refund.sellerDiscountAmount === null || refund.taxAmount === null || refund.deliveryAmount === null
      ? null
      : { items: money(refund.itemsAmount), sellerDiscount: money(refund.sellerDiscountAmount), tax: money(refund.taxAmount), delivery: money(refund.deliveryAmount) },
  approvedAmount: refund.approvedAmount === null ? null : money(refund.approvedAmount),
  rejectionReason: refund.rejectionReason,
  displayCurrency: { code: refund.displayCurrencyCode, excRate: Number(refund.displayExcRate), displayStep: maybe(refund.displayStep), cashStep: maybe(refund.cashStep) },
  cashTotal: maybe(refund.cashTotal),
  createdAt: refund.createdAt,
});

const toShopper = (shopper: AdminShopperWire): AdminShopper => ({ ...shopper });

/** Minor units as the API's decimal string: 1250 → '12.50'. */
const decimalOf = (minor: number): string => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

const ConflictBody = Type.Object({ refund: AdminRefundSchema });

export class HttpAdminRefundsGateway implements AdminRefundsGateway {
  constructor(private readonly http: HttpClient) {}

  async list(query: { status?: AdminRefundStatus; page?: number; pageSize?: number }): Promise<AdminRefundsPage> {
    const answer = parse(AdminRefundsResponse, await this.http.get<unknown>(`/admin/refunds${searchPart(query)}`, { auth: true }));
    return { refunds: answer.refunds.map(toAdminRefund), page: answer.page, pageSize: answer.pageSize, total: answer.total };
  }

  async get(id: number): Promise<AdminRefund> {
    return toAdminRefund(parse(AdminRefundResponse, await this.http.get<unknown>(`/admin/refunds/${id}`, { auth: true })).refund);
  }

  async decide(id: number, decision: RefundDecision, details: DecisionDetails): Promise<AdminRefund> {
    const body = {
      status: details.status,
      ...(details.amount === undefined ? {} : { amount: decimalOf(details.amount) }),
      ...(details.reason === undefined ? {} : { reason: details.reason }),
      ...(details.restock === undefined ? {} : { restock: details.restock }),
    };
    try {
      return toAdminRefund(parse(AdminRefundResponse, await this.http.post<unknown>(`/admin/refunds/${id}/${decision}`, body, { auth: true })).refund);
    } catch (error) {
      if (error instanceof RefusedError && error.status === 409) {
        const current = toAdminRefund(parse(ConflictBody, error.body, 'refund conflict').refund);
        if (error.code === AdminErrorCode.refundChanged) throw new RefundChangedError(current, error.message);
        if (error.code === AdminErrorCode.transitionNotAllowed) throw new DecisionNotAllowedError(current, error.message);
      }
      if (error instanceof ValidationError && error.code === AdminErrorCode.refundAmount) throw new RefundAmountError(error.message);
      throw error;
    }
  }
}

export class HttpAdminShoppersGateway implements AdminShoppersGateway {
  constructor(private readonly http: HttpClient) {}

  async search(query: { q: string; page?: number; pageSize?: number }): Promise<{ shoppers: AdminShopper[]; page: number; pageSize: number; total: number }> {
    const answer = parse(AdminShoppersResponse, await this.http.get<unknown>(`/admin/shoppers${searchPart(query)}`, { auth: true }));
    return { shoppers: answer.shoppers.map(toShopper), page: answer.page, pageSize: answer.pageSize, total: answer.total };
  }

  async get(id: number): Promise<AdminShopperFile> {
    const answer = parse(AdminShopperResponse, await this.http.get<unknown>(`/admin/shoppers/${id}`, { auth: true }));
    return { shopper: toShopper(answer.shopper), orders: answer.orders.map(toAdminRow), refunds: answer.refunds.map(toAdminRefund) };
  }
}
