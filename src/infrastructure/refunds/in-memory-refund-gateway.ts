import { NotFoundError } from '../../application/shared/errors';
import { RefundQuantityTooMany, RefundRefused } from '../../application/refunds/refunds-errors';
import type { Clock } from '../../application/shared/clock';
import type { RefundGateway } from '../../application/refunds/refund-gateway';
import { refundBreakdown, refundEligibility, type Refund, type RefundRequest, type RefundStatus } from '../../domain/refunds/refund';
import { shownRefund } from '../../domain/cart';
import type { InMemoryNotificationGateway } from '../notifications';
import type { InMemoryOrderGateway } from '../orders';
import { ScriptedFailures } from '../shared/scripted-failures';

/**
 * Refund requests against the InMemoryOrderGateway's orders, checked with the domain's eligibility
 * rule (delivered, inside the window by the clock, 1 … what is left) and the server's bookkeeping
 * (the line's pending quantity).
 */
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
    // The domain's rule, the one the server keeps: delivered, inside the window, 1 … what is left.
    const eligibility = refundEligibility(order, item, this.clock.now());
    if (!eligibility.refundable && eligibility.why !== 'nothing-left') throw new RefundRefused(eligibility.why);
    if (request.quantity < 1 || !eligibility.refundable || request.quantity > eligibility.maxQuantity) throw new RefundQuantityTooMany();
    this.orders.refundPending(order.id, item.orderItemId, request.quantity);
    const { total, ...parts } = refundBreakdown(order, item.unitPrice, request.quantity, request.reason);
    // Paid back in cash in the order's currency, rounded like the server rounds it (issue 26).
    const shown = shownRefund(parts, order.displayCurrency);
    const refund: Refund = {
      id: this.refunds.length + 1,
      orderId: order.id,
      orderItemId: item.orderItemId,
      title: item.title,
      imageURL: item.imageURL,
      color: item.color,
      variantValue: item.variantValue,
      unitPrice: item.unitPrice,
      quantity: request.quantity,
      reason: request.reason,
      note: request.note,
      photoCount: request.photos.length,
      status: 'requested',
      amount: total,
      breakdown: parts,
      approvedAmount: null,
      rejectionReason: null,
      cash: { total: shown.cashTotal, rounding: shown.cashRounding },
      displayCurrency: { ...order.displayCurrency },
      createdAt: new Date(this.clock.now()).toISOString(),
    };
    this.refunds.push(refund);
    this.notifications?.notified({ id: 20_000 + refund.id, title: `Refund #${refund.id} requested`, orderId: order.id, createdAt: refund.createdAt });
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
