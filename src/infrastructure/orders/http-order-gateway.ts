import * as Type from 'typebox';
import { RefusedError, ValidationError } from '../../application/shared/errors';
import type { CheckoutRequest, OrderGateway } from '../../application/orders/order-gateway';
import { CartEmpty, CheckoutFieldRefused, CheckoutStockShortage } from '../../application/orders/orders-errors';
import { isCheckoutField } from '../../domain/orders/checkout';
import type { Order, OrderSummary } from '../../domain/orders/order';
import { toMinor } from '../../domain/shared/money';
import { shownUnitsOfMajor } from '../../domain/catalogue';
import { parse } from '../shared/contract';
import type { HttpClient } from '../shared/http-client';
import {
  CheckoutErrorCode,
  OrderResponse,
  OrdersResponse,
  StockShortageItem,
  type OrderItemWire,
  type OrderSummaryWire,
  type OrderWire,
} from './orders-contract';

// The wire (US dollars as JSON numbers, checked against the contract) to domain orders (minor units).

const toItem = ({ productDetailId, titleEN, titleAR, ...item }: OrderItemWire): Order['items'][number] => ({
  ...item,
  variantId: productDetailId,
  title: { en: titleEN, ar: titleAR },
  unitPrice: toMinor(item.unitPrice),
  totalAmount: toMinor(item.totalAmount),
});

/** The stored cash total and rounding line, in whole shown units of the order's currency. */
const cashOf = (order: Pick<OrderWire, 'cashTotal' | 'cashRounding' | 'displayCurrency'>): Order['cash'] =>
  order.cashTotal === null || order.cashRounding === null
    ? null
    : { total: shownUnitsOfMajor(order.cashTotal, order.displayCurrency), rounding: shownUnitsOfMajor(order.cashRounding, order.displayCurrency) };

export function toOrder(order: OrderWire): Order {
  const { currency: _base, cashTotal: _total, cashRounding: _rounding, ...rest } = order;
  return {
    ...rest,
    items: order.items.map(toItem),
    totalAmount: toMinor(order.totalAmount),
    sellerDiscountAmount: toMinor(order.sellerDiscountAmount),
    taxAmount: toMinor(order.taxAmount),
    deliveryFee: toMinor(order.deliveryFee),
    totalAfterTaxation: toMinor(order.totalAfterTaxation),
    displayCurrency: { ...order.displayCurrency },
    cash: cashOf(order),
  };
}

const toSummary = (order: OrderSummaryWire): OrderSummary => ({
  id: order.id,
  status: order.status,
  createdAt: order.createdAt,
  itemCount: order.itemCount,
  totalAfterTaxation: toMinor(order.totalAfterTaxation),
  displayCurrency: { ...order.displayCurrency },
  cash: cashOf(order),
});

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
    let answer: unknown;
    try {
      answer = await this.http.post<unknown>('/orders/checkout', { ...request }, { auth: true, headers: { 'Idempotency-Key': idempotencyKey } });
    } catch (error) {
      throw checkoutRefusal(error);
    }
    return toOrder(parse(OrderResponse, answer).orderReturned);
  }

  async list(): Promise<OrderSummary[]> {
    const answer = await this.http.get<unknown>('/orders', { auth: true });
    return parse(OrdersResponse, answer).ordersReturned.map(toSummary);
  }

  async get(id: number): Promise<Order> {
    const answer = await this.http.get<unknown>(`/orders/${encodeURIComponent(String(id))}`, { auth: true });
    return toOrder(parse(OrderResponse, answer).orderReturned);
  }
}
