// AdminOrdersGateway over the reference API's /api/admin (issue 29): the wire (USD decimal strings,
// checked against the contract) to the console's orders (minor units).
import * as Type from 'typebox';
import {
  OrderChangedError,
  TransitionNotAllowedError,
  type ActionDetails,
  type AdminOrder,
  type AdminOrderRow,
  type AdminOrdersGateway,
  type AdminOrdersPage,
  type AdminOrdersQuery,
  type OrderAction,
} from '../../application/admin/admin-orders-gateway';
import { RefusedError } from '../../application/shared/errors';
import { shownUnitsOfMajor } from '../../domain/catalogue';
import { toMinor } from '../../domain/shared/money';
import { parse } from '../shared/contract';
import type { HttpClient } from '../shared/http-client';
import { searchPart } from './http-admin-query';
import { AdminErrorCode, AdminOrder as AdminOrderSchema, AdminOrderResponse, AdminOrdersResponse, type AdminOrderRowWire, type AdminOrderWire } from './admin-contract';

const money = (decimal: string) => toMinor(Number(decimal));

const maybe = (decimal: string | null): number | null => (decimal === null ? null : Number(decimal));

export const toAdminRow = (row: AdminOrderRowWire): AdminOrderRow => {
  const displayCurrency = { code: row.displayCurrencyCode, excRate: Number(row.displayExcRate), displayStep: maybe(row.displayStep), cashStep: maybe(row.cashStep) };
  // The cash total stored on the order, in whole shown units as the shopper's order page reads it.
  const shown = (major: string) => shownUnitsOfMajor(Number(major), { id: 0, name: displayCurrency.code, code: displayCurrency.code, excRate: displayCurrency.excRate });
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    countryId: row.countryId,
    itemCount: row.itemCount,
    totalAfterTaxation: money(row.totalAfterTaxation),
    displayCurrency,
    cash: row.cashTotal === null || row.cashRounding === null ? null : { total: shown(row.cashTotal), rounding: shown(row.cashRounding) },
    version: row.version,
  };
};

export const toAdminOrder = (order: AdminOrderWire): AdminOrder => ({
  ...toAdminRow(order),
  userId: order.userId,
  city: order.city,
  street: order.street,
  details: order.details,
  note: order.note,
  totalAmount: money(order.totalAmount),
  sellerDiscountAmount: money(order.sellerDiscountAmount),
  taxAmount: money(order.taxAmount),
  deliveryFee: money(order.deliveryFee),
  confirmedAt: order.confirmedAt,
  shippedAt: order.shippedAt,
  deliveredAt: order.deliveredAt,
  cancelledAt: order.cancelledAt,
  carrier: order.carrier,
  trackingNumber: order.trackingNumber,
  items: order.items.map((item) => ({
    orderItemId: item.orderItemId,
    variantId: item.variantId,
    title: { en: item.titleEn, ar: item.titleAr },
    color: item.color,
    variantValue: item.variantValue,
    unitPrice: money(item.unitPrice),
    quantity: item.quantity,
    totalAmount: money(item.totalAmount),
  })),
  history: order.history.map((event) => ({ ...event })),
});

const ConflictBody = Type.Object({ order: AdminOrderSchema });

export class HttpAdminOrdersGateway implements AdminOrdersGateway {
  constructor(private readonly http: HttpClient) {}

  async list(query: AdminOrdersQuery): Promise<AdminOrdersPage> {
    const answer = parse(AdminOrdersResponse, await this.http.get<unknown>(`/admin/orders${searchPart(query)}`, { auth: true }));
    return { orders: answer.orders.map(toAdminRow), page: answer.page, pageSize: answer.pageSize, total: answer.total, totalIsCapped: answer.totalIsCapped };
  }

  async get(id: number): Promise<AdminOrder> {
    return toAdminOrder(parse(AdminOrderResponse, await this.http.get<unknown>(`/admin/orders/${id}`, { auth: true })).order);
  }

  async act(id: number, action: OrderAction, details: ActionDetails): Promise<AdminOrder> {
    try {
      const answer = await this.http.post<unknown>(`/admin/orders/${id}/${action}`, { ...details }, { auth: true });
      return toAdminOrder(parse(AdminOrderResponse, answer).order);
    } catch (error) {
      if (error instanceof RefusedError && error.status === 409) {
        const current = toAdminOrder(parse(ConflictBody, error.body, 'order conflict').order);
        if (error.code === AdminErrorCode.orderChanged) throw new OrderChangedError(current, error.message);
        if (error.code === AdminErrorCode.transitionNotAllowed) throw new TransitionNotAllowedError(current, error.message);
      }
      throw error;
    }
  }
}
