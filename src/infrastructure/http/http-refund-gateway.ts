import { ServerError } from '../../application/errors';
import type { RefundGateway } from '../../application/ports/refund-gateway';
import { toMinor } from '../../domain/money';
import { isRefundReason, isRefundStatus, type Refund, type RefundRequest } from '../../domain/refund';
import type { HttpClient } from './http-client';
import { toDisplayCurrency } from './http-order-gateway';
import { arrayAt, isWireObject, numberAt, objectAt, objects, optionalNumberAt, optionalStringAt, stringAt } from './wire';

function toRefund(value: unknown): Refund {
  if (!isWireObject(value)) throw new ServerError('Unexpected answer: the refund is not an object.');
  const { reason, status } = value;
  if (!isRefundReason(reason)) throw new ServerError('Unexpected answer: unknown refund reason.');
  if (!isRefundStatus(status)) throw new ServerError('Unexpected answer: unknown refund status.');
  return {
    id: numberAt(value, 'id'),
    orderId: numberAt(value, 'orderId'),
    orderItemId: numberAt(value, 'orderItemId'),
    titleEN: stringAt(value, 'titleEN'),
    titleAR: stringAt(value, 'titleAR'),
    imageURL: optionalStringAt(value, 'imageURL') ?? '',
    color: optionalStringAt(value, 'color'),
    variantValue: optionalStringAt(value, 'variantValue'),
    unitPrice: toMinor(optionalNumberAt(value, 'unitPrice') ?? 0),
    quantity: numberAt(value, 'quantity'),
    reason,
    note: optionalStringAt(value, 'note') ?? '',
    photoCount: numberAt(value, 'photoCount'),
    status,
    amount: toMinor(numberAt(value, 'amount')),
    displayCurrency: toDisplayCurrency(value),
    createdAt: stringAt(value, 'createdAt'),
  };
}

export class HttpRefundGateway implements RefundGateway {
  constructor(private readonly http: HttpClient) {}

  async request(request: RefundRequest): Promise<Refund> {
    const body: Record<string, unknown> = {
      orderId: request.orderId,
      orderItemId: request.orderItemId,
      quantity: request.quantity,
      reason: request.reason,
    };
    if (request.note !== '') body.note = request.note;
    if (request.photos.length > 0) body.photos = request.photos;
    const answer = await this.http.post<unknown>('/refunds', body, { auth: true });
    return toRefund(objectAt(answer, 'refundReturned'));
  }

  async list(): Promise<Refund[]> {
    const answer = await this.http.get<unknown>('/refunds', { auth: true });
    return objects(arrayAt(answer, 'refundsReturned'), 'refundsReturned').map(toRefund);
  }

  async get(id: number): Promise<Refund> {
    const answer = await this.http.get<unknown>(`/refunds/${encodeURIComponent(String(id))}`, { auth: true });
    return toRefund(objectAt(answer, 'refundReturned'));
  }
}
