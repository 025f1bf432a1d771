import { makeAutoObservable } from 'mobx';
import { findOrderItem, type Order, type OrderItem } from '../../domain/orders';
import {
  emptyRefundDraft,
  firstInvalidRefundField,
  REFUND_PHOTOS_MAX,
  refundEligibility,
  type RefundDraft,
  type RefundEligibility,
  type Refund,
  type RefundFieldProblem,
  type RefundPhoto,
} from '../../domain/refunds/refund';
import type { Result } from '../../domain/shared/result';
import { Ports } from '../ports';
import { FormState } from '../shared/form-state';
import type { DepsOf } from '../shared/wiring';
import { readOrder, readOrders, type OrderLoadFailure } from '../orders';
import { RequestRefund, type NotRefundable, type RefundProblem, type RequestRefundError } from './request-refund';
import { NotificationStore } from '../notifications';
import type { LoadStatus } from '../orders';

/** What the form says above its button; a line that cannot be refunded is said instead of the form. */
export type RefundFailure = Exclude<RefundProblem['kind'], 'not-refundable'>;

/**
 * /refund/{orderId}/{itemId}: the line, whether it can be refunded (and if not, why), the form, and
 * once sent, the request with its status. Earlier requests for the line are shown with theirs.
 * Photos are checked as soon as they are picked; the other fields after the first submit, then the
 * whole form as the shopper types.
 */
const inject = {
  orders: Ports.orderGateway,
  refunds: Ports.refundGateway,
  requestRefund: RequestRefund,
  notifications: NotificationStore,
  clock: Ports.clock,
  reporter: Ports.errorReporter,
} as const;

export class RefundStore {
  static readonly inject = inject;
  order: Order | null = null;
  item: OrderItem | null = null;
  status: LoadStatus = 'idle';
  loadFailure: OrderLoadFailure | null = null;
  readonly form: FormState<RefundDraft, RefundFieldProblem, RefundProblem>;
  /** The server said no for a reason the page showed too late (delivered status changed, the window closed). */
  refusal: NotRefundable | null = null;
  /** The request just made. */
  refund: Refund | null = null;
  /** Earlier requests for this line. */
  earlier: Refund[] = [];
  readonly #deps: DepsOf<typeof inject>;
  /** The line the page was drawn with (the route's data, ADR 0038), until the screen opens on it. */
  #drawn: string | null = null;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    this.form = new FormState(
      emptyRefundDraft(),
      (values) => (this.order === null || this.item === null ? {} : deps.requestRefund.validate(values, this.order, this.item)),
      { recheck: 'form', checkedAtOnce: ['photos'], firstWrong: firstInvalidRefundField },
    );
    makeAutoObservable(this, { form: false }, { autoBind: true });
  }

  /** Whether the line can be refunded now; null until it is loaded. */
  get eligibility(): RefundEligibility | null {
    if (this.order === null || this.item === null) return null;
    if (this.refusal !== null) return { refundable: false, why: this.refusal.why };
    return refundEligibility(this.order, this.item, this.#deps.clock.now());
  }

  get failure(): RefundFailure | null {
    const problem = this.form.problem;
    return problem === null || problem.kind === 'not-refundable' ? null : problem.kind;
  }

  get maxQuantity(): number {
    const eligibility = this.eligibility;
    return eligibility?.refundable === true ? eligibility.maxQuantity : 0;
  }

  async opened(orderId: number, orderItemId: number): Promise<void> {
    this.reset();
    this.status = 'loading';
    const { orders, refunds: requests, reporter } = this.#deps;
    const [order, refunds]: [Result<Order, OrderLoadFailure>, Result<Refund[], OrderLoadFailure>] = await Promise.all([
      readOrder(orders, reporter, orderId),
      readOrders(() => requests.list(), reporter, 'list-refunds'),
    ]);
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

  /** The route's data for a page drawn with the line (the server's render, the browser before it hydrates). */
  async drawn(orderId: number, orderItemId: number): Promise<void> {
    await this.opened(orderId, orderItemId);
    this.#drawn = this.status === 'ready' ? `${orderId}/${orderItemId}` : null;
  }

  /**
   * The screen opened on the line. Drawn with it, the page is kept as it was drawn (its form, no
   * "Loading": ADR 0038); any other opening, a navigation included, loads the line afresh.
   */
  async shown(orderId: number, orderItemId: number): Promise<void> {
    const kept = this.#drawn === `${orderId}/${orderItemId}` && this.status === 'ready';
    this.#drawn = null;
    if (!kept) await this.opened(orderId, orderItemId);
  }

  /** Photos picked (read by the view); the form keeps at most REFUND_PHOTOS_MAX + the ones refused, to say why. */
  photosAdded(photos: readonly RefundPhoto[]): void {
    this.photosChanged([...this.form.values.photos, ...photos].slice(0, REFUND_PHOTOS_MAX + 1));
  }

  photoRemoved(index: number): void {
    this.photosChanged(this.form.values.photos.filter((_, position) => position !== index));
  }

  async submitted(): Promise<void> {
    if (this.form.submitting || this.order === null || this.item === null) return;
    this.form.started();
    const result = await this.#deps.requestRefund.execute(this.form.values, this.order, this.item);
    if (result.ok) this.requested(result.value);
    else this.refused(result.error);
  }

  /** The photos are checked at once; a message above the button stays (only a typed edit clears it). */
  private photosChanged(photos: readonly RefundPhoto[]): void {
    this.form.set({ photos });
    this.form.recheck();
  }

  private reset(): void {
    this.order = null;
    this.item = null;
    this.form.reset();
    this.refusal = null;
    this.refund = null;
    this.earlier = [];
    this.loadFailure = null;
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
    this.form.succeeded();
    this.refund = refund;
    this.earlier = [refund, ...this.earlier];
    void this.#deps.notifications.refreshed();
  }

  private refused(error: RequestRefundError): void {
    if (error.kind === 'not-refundable') this.refusal = error;
    this.form.failed(error);
  }
}
