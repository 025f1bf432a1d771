import { RefusedError, ServerError, StockShortageError } from '../../application/errors';
import type { CheckoutRequest, OrderGateway } from '../../application/ports/order-gateway';
import type { Currency } from '../../domain/currency';
import { toMinor } from '../../domain/money';
import { isOrderStatus, type Order, type OrderItem, type OrderSummary } from '../../domain/order';
import type { HttpClient } from './http-client';
import {
  arrayAt,
  isWireObject,
  numberAt,
  objectAt,
  objects,
  optionalNumberAt,
  optionalStringAt,
  stringAt,
  type WireObject,
} from './wire';

// Maps the wire (US dollars as JSON numbers) to domain orders (minor units), nothing else.

const money = (value: WireObject, key: string): number => toMinor(numberAt(value, key));

export function toDisplayCurrency(value: WireObject): Currency {
  const currency = objectAt(value, 'displayCurrency');
  return {
    id: numberAt(currency, 'id'),
    code: stringAt(currency, 'code'),
    name: optionalStringAt(currency, 'name') ?? stringAt(currency, 'code'),
    excRate: numberAt(currency, 'excRate'),
  };
}

function status(value: WireObject): Order['status'] {
  const found = value.status;
  if (!isOrderStatus(found)) throw new ServerError('Unexpected answer: unknown order status.');
  return found;
}

function toItem(value: WireObject): OrderItem {
  return {
    orderItemId: numberAt(value, 'orderItemId'),
    productId: numberAt(value, 'productId'),
    productDetailId: numberAt(value, 'productDetailId'),
    titleEN: stringAt(value, 'titleEN'),
    titleAR: stringAt(value, 'titleAR'),
    imageURL: optionalStringAt(value, 'imageURL') ?? '',
    color: optionalStringAt(value, 'color'),
    variantValue: optionalStringAt(value, 'variantValue'),
    unitPrice: money(value, 'unitPrice'),
    quantity: numberAt(value, 'quantity'),
    totalAmount: money(value, 'totalAmount'),
    refundedQuantity: numberAt(value, 'refundedQuantity'),
    pendingRefundQuantity: numberAt(value, 'pendingRefundQuantity'),
    refundableQuantity: numberAt(value, 'refundableQuantity'),
    refundableUntil: optionalStringAt(value, 'refundableUntil'),
  };
}

export function toOrder(value: unknown): Order {
  if (!isWireObject(value)) throw new ServerError('Unexpected answer: the order is not an object.');
  return {
    id: numberAt(value, 'id'),
    status: status(value),
    createdAt: stringAt(value, 'createdAt'),
    shippedAt: optionalStringAt(value, 'shippedAt'),
    deliveredAt: optionalStringAt(value, 'deliveredAt'),
    cancelledAt: optionalStringAt(value, 'cancelledAt'),
    paymentMethod: 'cash_on_delivery',
    fullName: stringAt(value, 'fullName'),
    city: stringAt(value, 'city'),
    street: stringAt(value, 'street'),
    details: optionalStringAt(value, 'details') ?? '',
    phone: stringAt(value, 'phone'),
    countryId: numberAt(value, 'countryId'),
    note: optionalStringAt(value, 'note') ?? '',
    items: objects(arrayAt(value, 'items'), 'items').map(toItem),
    totalAmount: money(value, 'totalAmount'),
    sellerDiscount: optionalStringAt(value, 'sellerDiscount') ?? '0',
    sellerDiscountAmount: toMinor(optionalNumberAt(value, 'sellerDiscountAmount') ?? 0),
    taxAmount: money(value, 'taxAmount'),
    deliveryFee: toMinor(optionalNumberAt(value, 'deliveryFee') ?? 0),
    totalAfterTaxation: money(value, 'totalAfterTaxation'),
    itemCount: numberAt(value, 'itemCount'),
    displayCurrency: toDisplayCurrency(value),
  };
}

function toSummary(value: WireObject): OrderSummary {
  return {
    id: numberAt(value, 'id'),
    status: status(value),
    createdAt: stringAt(value, 'createdAt'),
    itemCount: numberAt(value, 'itemCount'),
    totalAfterTaxation: money(value, 'totalAfterTaxation'),
    displayCurrency: toDisplayCurrency(value),
  };
}

/** 409 INSUFFICIENT_STOCK with its items becomes a StockShortageError; anything else is left as it was. */
function stockShortage(error: unknown): unknown {
  if (!(error instanceof RefusedError) || error.code !== 'INSUFFICIENT_STOCK' || !isWireObject(error.body)) return error;
  const items = Array.isArray(error.body.items) ? objects(error.body.items, 'items') : [];
  return new StockShortageError(
    items.map((item) => ({
      cartItemId: numberAt(item, 'cartItemId'),
      productDetailId: numberAt(item, 'productDetailId'),
      available: numberAt(item, 'available'),
    })),
    error.message,
  );
}

export class HttpOrderGateway implements OrderGateway {
  constructor(private readonly http: HttpClient) {}

  async checkout(request: CheckoutRequest, idempotencyKey: string): Promise<Order> {
    try {
      const answer = await this.http.post<unknown>('/orders/checkout', { ...request }, { auth: true, headers: { 'Idempotency-Key': idempotencyKey } });
      return toOrder(objectAt(answer, 'orderReturned'));
    } catch (error) {
      throw stockShortage(error);
    }
  }

  async list(): Promise<OrderSummary[]> {
    const answer = await this.http.get<unknown>('/orders', { auth: true });
    return objects(arrayAt(answer, 'ordersReturned'), 'ordersReturned').map(toSummary);
  }

  async get(id: number): Promise<Order> {
    const answer = await this.http.get<unknown>(`/orders/${encodeURIComponent(String(id))}`, { auth: true });
    return toOrder(objectAt(answer, 'orderReturned'));
  }
}
