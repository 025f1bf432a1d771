import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { findOrderItem, type Order, type OrderItem } from '../../domain/order';
import {
  emptyRefundDraft,
  firstInvalidRefundField,
  REFUND_PHOTOS_MAX,
  refundEligibility,
  type RefundDraft,
  type RefundEligibility,
  type Refund,
  type RefundErrors,
  type RefundField,
  type RefundPhoto,
} from '../../domain/refund';
import type { Clock } from '../ports/clock';
import { TOKENS } from '../tokens';
import { ListRefunds } from '../use-cases/list-refunds';
import { LoadOrder } from '../use-cases/load-order';
import type { OrderLoadFailure } from '../use-cases/order-failure';
import { RequestRefund, type RequestRefundError } from '../use-cases/request-refund';
import { NotificationStore } from './notification-store';
import type { LoadStatus } from './order-confirmation-store';

export type RefundFailure = Exclude<RequestRefundError['kind'], 'invalid' | 'not-refundable'>;

/**
 * /refund/{orderId}/{itemId}: the line, whether it can be refunded (and if not, why), the form, and
 * once sent, the request with its status. Earlier requests for the line are shown with theirs.
 */
@injectable()
export class RefundStore {
  order: Order | null = null;
  item: OrderItem | null = null;
  status: LoadStatus = 'idle';
  loadFailure: OrderLoadFailure | null = null;
  values: RefundDraft = emptyRefundDraft();
  errors: RefundErrors = {};
  submitting = false;
  failure: RefundFailure | null = null;
  /** The server said no for a reason the page showed too late (delivered status changed, the window closed). */
  refusal: RequestRefundError | null = null;
  focusField: RefundField | null = null;
  /** The request just made. */
  refund: Refund | null = null;
  /** Earlier requests for this line. */
  earlier: Refund[] = [];
  private attempted = false;

  constructor(
    @inject(LoadOrder) private readonly loadOrder: LoadOrder,
    @inject(ListRefunds) private readonly listRefunds: ListRefunds,
    @inject(RequestRefund) private readonly requestRefund: RequestRefund,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'loadOrder' | 'listRefunds' | 'requestRefund' | 'notifications' | 'clock' | 'attempted'>(
      this,
      { loadOrder: false, listRefunds: false, requestRefund: false, notifications: false, clock: false, attempted: false },
      { autoBind: true },
    );
  }

  /** Whether the line can be refunded now; null until it is loaded. */
  get eligibility(): RefundEligibility | null {
    if (this.order === null || this.item === null) return null;
    if (this.refusal?.kind === 'not-refundable') return { refundable: false, why: this.refusal.why };
    return refundEligibility(this.order, this.item, this.clock.now());
  }

  get maxQuantity(): number {
    const eligibility = this.eligibility;
    return eligibility?.refundable === true ? eligibility.maxQuantity : 0;
  }

  async opened(orderId: number, orderItemId: number): Promise<void> {
    this.reset();
    this.status = 'loading';
    const [order, refunds] = await Promise.all([this.loadOrder.execute(orderId), this.listRefunds.execute()]);
    if (!order.ok) {
      this.failed(order.error);
      return;
    }
    const item = findOrderItem(order.value, orderItemId);
    if (item === undefined) {
      this.failed('not-found');
      return;
    }
    this.loaded(order.value, item, refunds.ok ? refunds.value.filter((refund) => refund.orderItemId === orderItemId) : []);
  }

  fieldChanged<K extends 'quantity' | 'reason' | 'note'>(field: K, value: RefundDraft[K]): void {
    this.values = { ...this.values, [field]: value };
    this.failure = null;
    this.recheck();
  }

  /** Photos picked (read by the view); the form keeps at most REFUND_PHOTOS_MAX + the ones refused, to say why. */
  photosAdded(photos: readonly RefundPhoto[]): void {
    this.values = { ...this.values, photos: [...this.values.photos, ...photos].slice(0, REFUND_PHOTOS_MAX + 1) };
    this.errors = this.checked();
  }

  photoRemoved(index: number): void {
    this.values = { ...this.values, photos: this.values.photos.filter((_, position) => position !== index) };
    this.errors = this.checked();
  }

  focusMoved(): void {
    this.focusField = null;
  }

  async submitted(): Promise<void> {
    if (this.submitting || this.order === null || this.item === null) return;
    this.attempted = true;
    this.failure = null;
    this.focusField = null;
    this.submitting = true;
    const result = await this.requestRefund.execute(this.values, this.order, this.item);
    if (result.ok) this.requested(result.value);
    else this.refused(result.error);
  }

  private checked(): RefundErrors {
    if (this.order === null || this.item === null) return {};
    const all = this.requestRefund.validate(this.values, this.order, this.item);
    // Photos are checked as soon as they are picked; the other fields after the first submit.
    if (this.attempted) return all;
    return all.photos === undefined ? {} : { photos: all.photos };
  }

  private recheck(): void {
    if (this.attempted) this.errors = this.checked();
  }

  private reset(): void {
    this.order = null;
    this.item = null;
    this.values = emptyRefundDraft();
    this.errors = {};
    this.failure = null;
    this.refusal = null;
    this.refund = null;
    this.earlier = [];
    this.loadFailure = null;
    this.attempted = false;
    this.submitting = false;
  }

  private loaded(order: Order, item: OrderItem, earlier: Refund[]): void {
    this.order = order;
    this.item = item;
    this.earlier = earlier;
    this.status = 'ready';
  }

  private failed(failure: OrderLoadFailure): void {
    this.loadFailure = failure;
    this.status = 'failed';
  }

  private requested(refund: Refund): void {
    this.submitting = false;
    this.refund = refund;
    this.earlier = [refund, ...this.earlier];
    void this.notifications.refreshed();
  }

  private refused(error: RequestRefundError): void {
    this.submitting = false;
    if (error.kind === 'invalid') {
      this.errors = error.errors;
      this.focusField = firstInvalidRefundField(error.errors);
    } else if (error.kind === 'not-refundable') {
      this.refusal = error;
    } else {
      this.failure = error.kind;
    }
  }
}
