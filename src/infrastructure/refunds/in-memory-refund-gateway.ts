import { NotFoundError } from '../../application/shared/errors';
import { RefundQuantityTooMany, RefundRefused } from '../../application/refunds/refunds-errors';
import type { Clock } from '../../application/shared/clock';
import type { RefundGateway } from '../../application/refunds/refund-gateway';
import { refundBreakdown, refundEligibility, type Refund, type RefundRequest, type RefundStatus } from '../../domain/refunds/refund';
import { shownRefund } from '../../domain/cart';
import { shownScale } from '../../domain/catalogue';
import type { Money } from '../../domain/shared/money';
import type { InMemoryNotificationGateway } from '../notifications';
import type { InMemoryOrderGateway } from '../orders';
import { ScriptedFailures } from '../shared/scripted-failures';
import { refundOf, refundWire, type RefundRecord } from './refunds-contract';
import { decimalText } from '../shared/shared-contract';

/** Cents as the exact decimal text PostgreSQL keeps ('19.99'). */

/** The refund as the server answers it, read by the client: the contract's mappings both ways. */
const answered = (refund: RefundRecord): Refund => refundOf(refundWire(refund, 'en'));

/**
 * Refund requests against the InMemoryOrderGateway's orders, checked with the domain's eligibility
 * rule (delivered, inside the window by the clock, 1 … what is left) and the server's bookkeeping
 * (the line's pending quantity). The requests are kept as the server's records (RefundRecord) and
 * answered through the contract's refundWire and refundOf, as the server and HttpRefundGateway do.
 */
export class InMemoryRefundGateway implements RefundGateway {
  readonly failures = new ScriptedFailures();
  /** Every request received, photos included. */
  readonly received: RefundRequest[] = [];
  private records: RefundRecord[] = [];

  constructor(
    private readonly orders: InMemoryOrderGateway,
    private readonly clock: Clock,
    public notifications: InMemoryNotificationGateway | null = null,
  ) {}

  /** Every refund kept, oldest first, as the client would read it. */
  get refunds(): Refund[] {
    return this.records.map(answered);
  }

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
    // The line as bought and the order's currency, as the server copies them from the order's rows.
    const stored = this.orders.stored(order.id);
    const bought = stored.items.find((candidate) => candidate.id === item.orderItemId);
    if (bought === undefined) throw new NotFoundError('Order item not found.');
    const majorOf = (shownUnits: number): string => String(shownUnits / shownScale(order.displayCurrency));
    const refund: RefundRecord = {
      id: this.records.length + 1,
      orderId: order.id,
      orderItemId: item.orderItemId,
      titleEn: bought.titleEn,
      titleAr: bought.titleAr,
      imageUrl: bought.imageUrl,
      color: bought.color,
      variantValue: bought.variantValue,
      unitPrice: bought.unitPrice,
      quantity: request.quantity,
      reason: request.reason,
      note: request.note,
      photoCount: request.photos.length,
      status: 'requested',
      amount: decimalText(total),
      itemsAmount: decimalText(parts.items),
      sellerDiscountAmount: decimalText(parts.sellerDiscount),
      taxAmount: decimalText(parts.tax),
      deliveryAmount: decimalText(parts.delivery),
      approvedAmount: null,
      rejectionReason: null,
      cashTotal: majorOf(shown.cashTotal),
      cashRounding: majorOf(shown.cashRounding),
      displayCurrency: stored.displayCurrency,
      createdAt: new Date(this.clock.now()),
    };
    this.records.push(refund);
    const answer = answered(refund);
    this.notifications?.notified({ id: 20_000 + refund.id, titleEn: `Refund #${refund.id} requested`, titleAr: `تم تسجيل طلب الاسترداد رقم ${refund.id}`, orderId: order.id, createdAt: refund.createdAt });
    return answer;
  }

  async list(): Promise<Refund[]> {
    this.failures.check();
    return this.records.toSorted((a, b) => b.id - a.id).map(answered);
  }

  async get(id: number): Promise<Refund> {
    this.failures.check();
    return answered(this.record(id));
  }

  /** The operator moved the request on; an approval may carry the amount approved, a decline its reason (issue 29). */
  statusChanged(id: number, status: RefundStatus, decision: { approvedAmount?: Money; rejectionReason?: string } = {}): void {
    const refund = this.record(id);
    refund.status = status;
    if (decision.approvedAmount !== undefined) refund.approvedAmount = decimalText(decision.approvedAmount);
    if (decision.rejectionReason !== undefined) refund.rejectionReason = decision.rejectionReason;
  }

  private record(id: number): RefundRecord {
    const refund = this.records.find((candidate) => candidate.id === id);
    if (refund === undefined) throw new NotFoundError('Refund not found.');
    return refund;
  }
}
