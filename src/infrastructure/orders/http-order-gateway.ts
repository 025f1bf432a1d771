import * as Type from 'typebox';
import { RefusedError, ValidationError } from '../../application/shared/errors';
import type { CheckoutRequest, OrderGateway } from '../../application/orders/order-gateway';
import { CartEmpty, CheckoutFieldRefused, CheckoutStockShortage } from '../../application/orders/orders-errors';
import { isCheckoutField } from '../../domain/orders/checkout';
import type { Order, OrderSummary } from '../../domain/orders/order';
import { parse } from '../shared/contract';
import type { HttpClient } from '../shared/http-client';
import { withRefusals } from '../shared/refusals';
import {
  CheckoutErrorCode,
  OrderResponse,
  OrdersResponse,
  orderOf,
  orderSummaryOf,
  StockShortageItem,
} from './orders-contract';

// The wire checked against the contract, mapped to domain orders by the contract's orderOf.

const StockShortageBody = Type.Object({ items: Type.Array(StockShortageItem) });

/** The API's refusals of a checkout, in the application's words; anything else is left as it was. */
function checkoutRefusal(error: unknown): unknown {
  if (error instanceof RefusedError && error.code === CheckoutErrorCode.insufficientStock) {
    const items = parse(StockShortageBody, error.body, 'stock refusal').items;
    return new CheckoutStockShortage(
      items.map(({ productDetailId, ...item }) => ({ ...item, variantId: productDetailId })),
      error.message,
    );
  }
  if (error instanceof ValidationError && error.code === CheckoutErrorCode.cartEmpty) return new CartEmpty(error.message);
  if (error instanceof ValidationError && isCheckoutField(error.field)) return new CheckoutFieldRefused(error.field, error.message);
  return error;
}

export class HttpOrderGateway implements OrderGateway {
  constructor(private readonly http: HttpClient) {}

  async checkout(request: CheckoutRequest, idempotencyKey: string): Promise<Order> {
    // The phone as read with the phone field's country, with its +: the server keeps it as it stands
    // (without it, the delivery country's calling code would be put before a number of another country).
    const body = { ...request, phone: `+${request.phone}` };
    const answer = await withRefusals(checkoutRefusal, () => this.http.post<unknown>('/orders/checkout', body, { auth: true, headers: { 'Idempotency-Key': idempotencyKey } }));
    return orderOf(parse(OrderResponse, answer).orderReturned);
  }

  async list(): Promise<OrderSummary[]> {
    const answer = await this.http.get<unknown>('/orders', { auth: true });
    return parse(OrdersResponse, answer).ordersReturned.map(orderSummaryOf);
  }

  async get(id: number): Promise<Order> {
    const answer = await this.http.get<unknown>(`/orders/${encodeURIComponent(String(id))}`, { auth: true });
    return orderOf(parse(OrderResponse, answer).orderReturned);
  }
}
