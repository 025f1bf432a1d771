import { RefusedError, ValidationError } from '../../application/shared/errors';
import type { RefundGateway } from '../../application/refunds/refund-gateway';
import { RefundFieldRefused, RefundQuantityTooMany, RefundRefused } from '../../application/refunds/refunds-errors';
import { isRefundField, type Refund, type RefundRequest } from '../../domain/refunds/refund';
import { parse } from '../shared/contract';
import type { HttpClient } from '../shared/http-client';
import { withRefusals } from '../shared/refusals';
import { refundOf, RefundErrorCode, RefundResponse, RefundsResponse } from './refunds-contract';

/** The API's refusals of a refund request, in the application's words; anything else is left as it was. */
function refundRefusal(error: unknown): unknown {
  if (error instanceof RefusedError && error.code === RefundErrorCode.notDelivered) return new RefundRefused('not-delivered', error.message);
  if (error instanceof RefusedError && error.code === RefundErrorCode.windowClosed) return new RefundRefused('window-closed', error.message);
  if (error instanceof ValidationError && error.code === RefundErrorCode.quantity) return new RefundQuantityTooMany(error.message);
  if (error instanceof ValidationError && isRefundField(error.field)) return new RefundFieldRefused(error.field, error.message);
  return error;
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
    const answer = await withRefusals(refundRefusal, () => this.http.post<unknown>('/refunds', body, { auth: true }));
    return refundOf(parse(RefundResponse, answer).refundReturned);
  }

  async list(): Promise<Refund[]> {
    const answer = await this.http.get<unknown>('/refunds', { auth: true });
    return parse(RefundsResponse, answer).refundsReturned.map(refundOf);
  }

  async get(id: number): Promise<Refund> {
    const answer = await this.http.get<unknown>(`/refunds/${encodeURIComponent(String(id))}`, { auth: true });
    return refundOf(parse(RefundResponse, answer).refundReturned);
  }
}
