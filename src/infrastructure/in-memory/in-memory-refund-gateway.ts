import { injectable } from 'inversify';
import { NotFoundError, RefusedError, ValidationError } from '../../application/errors';
import type { Clock } from '../../application/ports/clock';
import type { RefundGateway } from '../../application/ports/refund-gateway';
import { refundAmountOf, type Refund, type RefundRequest, type RefundStatus } from '../../domain/refund';
import type { InMemoryNotificationGateway } from './in-memory-notification-gateway';
import type { InMemoryOrderGateway } from './in-memory-order-gateway';
import { ScriptedFailures } from './scripted-failures';

/**
 * Refund requests against the InMemoryOrderGateway's orders, with the server's checks (delivered,
 * inside the window by the clock, 1 … refundable) and its bookkeeping (the line's pending quantity).
 */
@injectable()
export class InMemoryRefundGateway implements RefundGateway {
  readonly failures = new ScriptedFailures();
  refunds: Refund[] = [];
  /** Every request received, photos included. */
  readonly received: RefundRequest[] = [];

  constructor(
    private readonly orders: InMemoryOrderGateway,
    private readonly clock: Clock,
    public notifications: InMemoryNotificationGateway | null = null,
  ) {}

  async request(request: RefundRequest): Promise<Refund> {
    this.received.push({ ...request, photos: [...request.photos] });
    this.failures.check();
    const order = this.orders.orders.find((candidate) => candidate.id === request.orderId);
    const item = order?.items.find((candidate) => candidate.orderItemId === request.orderItemId);
    if (order === undefined || item === undefined) throw new NotFoundError('Order item not found.');
    if (order.status !== 'delivered') throw new RefusedError('The order is not delivered yet.', 409, 'NOT_DELIVERED');
    if (item.refundableUntil === null || this.clock.now() > Date.parse(item.refundableUntil)) {
      throw new RefusedError('The refund window is closed.', 409, 'REFUND_WINDOW_CLOSED');
    }
    if (request.quantity < 1 || request.quantity > item.refundableQuantity) {
      throw new ValidationError(`quantity must be 1 … ${item.refundableQuantity}`, 'quantity', 'REFUND_QUANTITY');
    }
    item.pendingRefundQuantity += request.quantity;
    item.refundableQuantity -= request.quantity;
    const refund: Refund = {
      id: this.refunds.length + 1,
      orderId: order.id,
      orderItemId: item.orderItemId,
      titleEN: item.titleEN,
      titleAR: item.titleAR,
      imageURL: item.imageURL,
      color: item.color,
      variantValue: item.variantValue,
      unitPrice: item.unitPrice,
      quantity: request.quantity,
      reason: request.reason,
      note: request.note,
      photoCount: request.photos.length,
      status: 'requested',
      amount: refundAmountOf(order, item, String(request.quantity), request.quantity, request.reason) ?? item.unitPrice * request.quantity,
      displayCurrency: { ...order.displayCurrency },
      createdAt: new Date(this.clock.now()).toISOString(),
    };
    this.refunds.push(refund);
    this.notifications?.notifications.unshift({
      id: 20_000 + refund.id,
      title: `Refund #${refund.id} requested`,
      body: '',
      isRead: false,
      createdAt: refund.createdAt,
    });
    return { ...refund };
  }

  async list(): Promise<Refund[]> {
    this.failures.check();
    return this.refunds.toSorted((a, b) => b.id - a.id).map((refund) => ({ ...refund }));
  }

  async get(id: number): Promise<Refund> {
    this.failures.check();
    const refund = this.refunds.find((candidate) => candidate.id === id);
    if (refund === undefined) throw new NotFoundError('Refund not found.');
    return { ...refund };
  }

  statusChanged(id: number, status: RefundStatus): void {
    const refund = this.refunds.find((candidate) => candidate.id === id);
    if (refund === undefined) throw new NotFoundError('Refund not found.');
    refund.status = status;
  }
}
