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
import { parse } from '../shared/contract';
import type { HttpClient } from '../shared/http-client';
import { searchPart } from './http-admin-query';
import {
  adminRefundOf,
  AdminErrorCode,
  AdminRefund as AdminRefundSchema,
  AdminRefundResponse,
  AdminRefundsResponse,
  AdminShopperResponse,
  AdminShoppersResponse,
  type AdminShopperWire,
} from './admin-contract';
import { toAdminRow } from './http-admin-orders-gateway';

const toShopper = (shopper: AdminShopperWire): AdminShopper => ({ ...shopper });

/** Minor units as the API's decimal string: 1250 → '12.50'. */
const decimalOf = (minor: number): string => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

const ConflictBody = Type.Object({ refund: AdminRefundSchema });

export class HttpAdminRefundsGateway implements AdminRefundsGateway {
  constructor(private readonly http: HttpClient) {}

  async list(query: { status?: AdminRefundStatus; page?: number; pageSize?: number }): Promise<AdminRefundsPage> {
    const answer = parse(AdminRefundsResponse, await this.http.get<unknown>(`/admin/refunds${searchPart(query)}`, { auth: true }));
    return { refunds: answer.refunds.map(adminRefundOf), page: answer.page, pageSize: answer.pageSize, total: answer.total };
  }

  async get(id: number): Promise<AdminRefund> {
    return adminRefundOf(parse(AdminRefundResponse, await this.http.get<unknown>(`/admin/refunds/${id}`, { auth: true })).refund);
  }

  async decide(id: number, decision: RefundDecision, details: DecisionDetails): Promise<AdminRefund> {
    const body = {
      status: details.status,
      ...(details.amount === undefined ? {} : { amount: decimalOf(details.amount) }),
      ...(details.reason === undefined ? {} : { reason: details.reason }),
      ...(details.restock === undefined ? {} : { restock: details.restock }),
    };
    try {
      return adminRefundOf(parse(AdminRefundResponse, await this.http.post<unknown>(`/admin/refunds/${id}/${decision}`, body, { auth: true })).refund);
    } catch (error) {
      if (error instanceof RefusedError && error.status === 409) {
        const current = adminRefundOf(parse(ConflictBody, error.body, 'refund conflict').refund);
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
    return { shopper: toShopper(answer.shopper), orders: answer.orders.map(toAdminRow), refunds: answer.refunds.map(adminRefundOf) };
  }
}
